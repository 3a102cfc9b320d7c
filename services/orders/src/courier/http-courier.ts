import {
  type BookedParcel,
  type Courier,
  CourierError,
  type ParcelBooking,
} from '@wine/contracts/orders/courier';
import { ParcelAnswer, type ParcelRequest } from './courier-api.ts';

const TIMEOUT_MS = 10_000;

/** 5xx and 429 may go through later; any other refusal will not. */
const retryable = (status: number) => status >= 500 || status === 429;

/** The courier port over the courier's HTTP API (courier-api.ts): the simulator's, or a service speaking it. */
export class HttpCourier implements Courier {
  constructor(
    private readonly baseUrl: string,
    private readonly apiKey: string,
  ) {}

  async book(booking: ParcelBooking): Promise<BookedParcel> {
    const { idempotencyKey, ...parcel } = booking;
    const body: ParcelRequest = { ...parcel, orderIds: [...parcel.orderIds] };
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}/v1/parcels`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.apiKey}`,
          'content-type': 'application/json',
          'idempotency-key': idempotencyKey,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (cause) {
      throw new CourierError('The courier could not be reached', true, { cause });
    }
    if (!response.ok) {
      const detail = await response.text().catch(() => '');
      throw new CourierError(
        `The courier answered ${response.status}: ${detail.slice(0, 300)}`,
        retryable(response.status),
      );
    }
    const answer = ParcelAnswer.safeParse(await response.json().catch(() => undefined));
    if (!answer.success) throw new CourierError('The courier answered with an unreadable parcel', false);
    return { parcelId: answer.data.id, trackingReference: answer.data.trackingReference };
  }
}
