import type { OrderEvent } from '@wine/contracts/orders/order-events';
import { specFor } from '@wine/platform/testing/given-when-then';
import { describe, expect, it } from 'vitest';
import type { ExpireReservation } from './order-commands.ts';
import { orderDecider } from './order-decider.ts';
import { changed, now, orderId, placedAsGuest, userId } from './order-test-fixtures.ts';
import { DEFAULT_RESERVATION_MS } from './reservation-expiry.ts';

const { given } = specFor(orderDecider);
const later = (minutes: number) => new Date(Date.parse(now) + minutes * 60_000).toISOString();
const sweepAt = (minutes: number): ExpireReservation => ({
  type: 'ExpireReservation',
  data: { orderId, reservationMs: DEFAULT_RESERVATION_MS, productName: 'Cellar Door' },
  metadata: { now: later(minutes) },
});
const expired = (
  heldSince: string,
  minutes: number,
  from = 'UNPAID_AWAITING_STOCK',
  within = 30,
): OrderEvent[] => [
  { type: 'ReservationExpired', data: { orderId, heldSince, expiredAt: later(minutes) } },
  {
    ...changed(from, 'CANCELLED'),
    data: { orderId, from, to: 'CANCELLED', changedAt: later(minutes) },
  } as OrderEvent,
  {
    type: 'CustomerMessageRequested',
    data: {
      messageId: `reservation-expired/${orderId}`,
      userId,
      subject: 'Cellar Door: your reserved wine went back on sale',
      text: expect.stringContaining(`Your order ${orderId} was not paid within ${within} minutes`),
      requestedAt: later(minutes),
    },
  },
];
const attempted = (minutes: number): OrderEvent => ({
  type: 'PaymentAttempted',
  data: { orderId, attempt: 1, idempotencyKey: 'k', amountPence: 14000, attemptedAt: later(minutes) },
});
const declined = (minutes: number): OrderEvent => ({
  type: 'PaymentFailed',
  data: {
    orderId,
    attempt: 1,
    outcome: 'card_declined',
    paymentIntentId: 'pi_1',
    declineCode: 'generic_decline',
    failedAt: later(minutes),
  },
});
const atTheBank = (minutes: number): OrderEvent => ({
  type: 'PaymentActionRequired',
  data: { orderId, attempt: 1, paymentIntentId: 'pi_1', at: later(minutes) },
});
const paid: OrderEvent = {
  type: 'PaymentSucceeded',
  data: { orderId, paymentIntentId: 'pi_1', amountPence: 14000, source: 'charge', paidAt: later(5) },
};

describe('an unpaid reservation', () => {
  it('holds its bottles for 30 minutes', () => given([placedAsGuest]).when(sweepAt(29)).thenNothing());

  it('is cancelled once 30 minutes pass without payment', () =>
    given([placedAsGuest]).when(sweepAt(30)).then(expired(now, 30)));

  it('starts its 30 minutes again when the customer tries to pay', () => {
    given([placedAsGuest, attempted(20)])
      .when(sweepAt(45))
      .thenNothing();
  });

  // Issue 28.5: a declined card's order kept its bottles another 30 minutes.
  it('left behind by a declined card expires 10 minutes after the decline, not 30', () => {
    const declinedAt20 = [
      placedAsGuest,
      attempted(20),
      declined(20),
      changed('UNPAID_AWAITING_STOCK', 'CARD_DECLINE'),
    ];
    given(declinedAt20).when(sweepAt(29)).thenNothing();
    given(declinedAt20)
      .when(sweepAt(30))
      .then(expired(later(20), 30, 'CARD_DECLINE', 10));
  });

  it('is not cancelled under a customer at the bank’s 3-D Secure page', () =>
    given([placedAsGuest, attempted(25), atTheBank(25)])
      .when(sweepAt(40))
      .thenNothing());

  it('leaves a paid order alone', () =>
    given([placedAsGuest, attempted(5), paid, changed('UNPAID_AWAITING_STOCK', 'PAID_IN_STORAGE')])
      .when(sweepAt(300))
      .thenNothing());

  it('expires once however often the sweep looks', () =>
    given([placedAsGuest, ...expired(now, 30)])
      .when(sweepAt(90))
      .thenNothing());
});
