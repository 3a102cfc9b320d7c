import { randomUUID } from 'node:crypto';
import type { OrderStatus } from '@wine/contracts/order-status';
import { type BookedParcel, CourierError, type ParcelBooking } from '@wine/contracts/orders/courier';
import { PermanentEffectFailure } from '@wine/platform/effects/effect';
import { stored } from '@wine/platform/testing/workflow-spec';
import { describe, expect, it } from 'vitest';
import { orderStreamId } from '../domain/order-streams.ts';
import { bookCourier } from './book-courier.ts';

const first = '0b6d3c4e-0e6f-5a3b-8c1d-2e3f4a5b6c7d';
const second = '9c8b7a6f-5e4d-4c3b-8a19-0f1e2d3c4b5a';
const owner = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const dispatchId = '7a1c3e5f-2b4d-5c6e-8f10-213243546576';

const requested = (orderId: string) =>
  stored(orderStreamId(orderId), {
    type: 'DispatchRequested',
    data: {
      orderId,
      dispatchId,
      orderIds: [first, second],
      caseSlots: 12,
      feePence: 0,
      adultSignatureRequired: true,
      requestedAt: '2026-11-24T10:00:00.000Z',
    },
  });

const waiting = { userId: owner, status: 'DISPATCH_REQUESTED' as OrderStatus, dispatchId };

function courierThat(answer: (booking: ParcelBooking) => Promise<BookedParcel>, order = waiting) {
  const bookings: ParcelBooking[] = [];
  const effect = bookCourier({
    courier: {
      book: (booking) => {
        bookings.push(booking);
        return answer(booking);
      },
    },
    orderNow: async () => order,
    logger: { info: () => undefined },
  });
  return { effect, bookings };
}
const booked = async () => ({ parcelId: 'prc_1', trackingReference: 'SIM000000001GB' });

describe('a requested dispatch', () => {
  it("books one parcel for the whole dispatch, to the orders' owner, signed for by an adult", async () => {
    const { effect, bookings } = courierThat(booked);
    await effect.perform(requested(first));
    await effect.perform(requested(second));
    expect(bookings).toEqual([
      {
        reference: dispatchId,
        orderIds: [first, second],
        caseSlots: 12,
        adultSignatureRequired: true,
        recipientId: owner,
        idempotencyKey: `dispatch-${dispatchId}`,
      },
    ]);
  });

  it('books under the same key when performed again (a crash before the runner recorded it)', async () => {
    const { effect, bookings } = courierThat(booked);
    await effect.perform(requested(first));
    await effect.perform(requested(first));
    expect(new Set(bookings.map((b) => b.idempotencyKey))).toEqual(new Set([`dispatch-${dispatchId}`]));
  });

  it.each([
    ['marked dispatched by hand since', { ...waiting, status: 'DISPATCHED' as OrderStatus }],
    ['held by the warehouse since', { ...waiting, status: 'PAID_HOLD_DISPATCH' as OrderStatus }],
    ['in another dispatch since', { ...waiting, dispatchId: randomUUID() }],
  ])('books nothing for an order %s', async (_, order) => {
    const { effect, bookings } = courierThat(booked, order);
    await effect.perform(requested(first));
    expect(bookings).toEqual([]);
  });

  it('is retried while the courier is down', async () => {
    const { effect } = courierThat(async () => {
      throw new CourierError('The courier answered 503', true);
    });
    await expect(effect.perform(requested(first))).rejects.toBeInstanceOf(CourierError);
  });

  it('is dead-lettered when the courier refuses the booking for good', async () => {
    const { effect } = courierThat(async () => {
      throw new CourierError('The courier answered 400', false);
    });
    await expect(effect.perform(requested(first))).rejects.toBeInstanceOf(PermanentEffectFailure);
  });
});
