import { z } from 'zod';
import { OrderId } from './order-events.ts';

// The courier as the orders context uses it (docs/orders.md, "Fulfilment"): book a parcel for a
// dispatch, then hear back by signed webhook. The local courier simulator speaks the same API.

/** One dispatch handed to the courier: one parcel, signed for by an adult. */
export interface ParcelBooking {
  /** The dispatch id: the courier quotes it back on every report. */
  reference: string;
  orderIds: readonly string[];
  caseSlots: number;
  /** UK law: wine is handed to an adult, who signs for it. */
  adultSignatureRequired: true;
  /** The customer the parcel goes to (the courier looks up the address on the account). */
  recipientId: string;
  /** The same key never books twice: a retried booking answers with the first parcel. */
  idempotencyKey: string;
}

export interface BookedParcel {
  parcelId: string;
  trackingReference: string;
}

export interface Courier {
  book(booking: ParcelBooking): Promise<BookedParcel>;
}

/** The courier failed to answer; `retryable` when trying again later may go through (5xx, 429, network). */
export class CourierError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'CourierError';
  }
}

const at = z.iso.datetime({ offset: true });

/** The parcel as every report shows it. */
export const ReportedParcel = z.object({
  id: z.string().min(1).max(100),
  /** The dispatch id the parcel was booked under. */
  reference: z.uuid(),
  orderIds: z.array(OrderId).min(1).max(50),
  trackingReference: z.string().min(1).max(100),
});

const report = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.object({ id: z.string().min(1).max(100), type: z.literal(type), parcel: ReportedParcel, ...shape });

/**
 * What the courier POSTs to `/api/courier/webhook`, signed (`Courier-Signature: t=<unix>,v1=<hex
 * HMAC-SHA256 of "t.body">`). The same report may come more than once.
 */
export const CourierReport = z.discriminatedUnion('type', [
  /** Collected from the warehouse and on its way: the order is DISPATCHED. */
  report('parcel.shipped', { shippedAt: at }),
  /** Nobody to sign for it: the courier keeps it and comes again at `nextAttemptAt`. */
  report('parcel.delivery_failed', {
    attempt: z.int().positive(),
    reason: z.string().min(1).max(500),
    nextAttemptAt: at,
    failedAt: at,
  }),
  report('parcel.delivered', { deliveredAt: at }),
]);
export type CourierReport = z.infer<typeof CourierReport>;
