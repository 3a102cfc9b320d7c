import type { OrderEvent } from '@wine/contracts/orders/order-events';
import { describe, it } from 'vitest';
import type { ReleaseDispatchHold } from './fulfilment-commands.ts';
import type { ReportPaymentReview } from './order-commands.ts';
import {
  changed,
  completion,
  confirmed,
  given,
  inStorage,
  now,
  orderId,
  placedAsGuest,
  userId,
} from './order-test-fixtures.ts';

const review = (
  open: boolean,
  closedReason: string | null = null,
  paymentIntentId = 'pi_1',
): ReportPaymentReview => ({
  type: 'ReportPaymentReview',
  data: { orderId, paymentIntentId, reviewId: 'prv_1', open, closedReason },
  metadata: { now },
});
const opened: OrderEvent = {
  type: 'PaymentReviewOpened',
  data: { orderId, paymentIntentId: 'pi_1', reviewId: 'prv_1', openedAt: now },
};
const closed = (outcome: 'approved' | 'refunded'): OrderEvent => ({
  type: 'PaymentReviewClosed',
  data: { orderId, paymentIntentId: 'pi_1', reviewId: 'prv_1', outcome, closedAt: now },
});
const inReview = [...inStorage, opened, changed('PAID_IN_STORAGE', 'PAID_NOT_PROCESSED')];
const webhookPaid = confirmed('pi_1');

describe("a payment in the provider's fraud review ('Paid not processed')", () => {
  it('stops a paid order in storage', () =>
    given(inStorage)
      .when(review(true))
      .then([opened, changed('PAID_IN_STORAGE', 'PAID_NOT_PROCESSED')]));

  it('changes nothing when the same review is reported again', () =>
    given(inReview).when(review(true)).thenNothing());

  it('is remembered when reported before the payment, which then stops there', () => {
    given([placedAsGuest]).when(review(true)).then([opened]);
    given([placedAsGuest, opened])
      .when(webhookPaid)
      .then([
        {
          type: 'PaymentSucceeded',
          data: { orderId, paymentIntentId: 'pi_1', amountPence: 14000, source: 'webhook', paidAt: now },
        },
        changed('UNPAID_AWAITING_STOCK', 'PAID_NOT_PROCESSED'),
        ...completion,
      ]);
  });

  it('lets the order go on to storage once approved', () =>
    given(inReview)
      .when(review(false, 'approved'))
      .then([closed('approved'), changed('PAID_NOT_PROCESSED', 'PAID_IN_STORAGE')]));

  it('records the money given back when refunded (the order is then cancelled)', () =>
    given(inReview)
      .when(review(false, 'refunded_as_fraud'))
      .then([
        closed('refunded'),
        {
          type: 'PaymentRefunded',
          data: { orderId, paymentIntentId: 'pi_1', amountPence: 14000, reason: 'review', refundedAt: now },
        },
      ]));

  it('leaves other endings (a dispute) to operations, and ignores a review of a payment that does not pay the order', () => {
    given(inReview).when(review(false, 'disputed')).thenNothing();
    given(inStorage)
      .when(review(true, null, 'pi_duplicate'))
      .thenNothing();
  });

  it('takes no payment its review already refunded, whichever report came first', () =>
    given([placedAsGuest, opened, closed('refunded')])
      .when(webhookPaid)
      .thenNothing());

  it('keeps a held order out of dispatch when its hold is released during the review', () => {
    const release: ReleaseDispatchHold = {
      type: 'ReleaseDispatchHold',
      data: { orderId, userId, by: 'customer' },
      metadata: { now },
    };
    given([...inStorage, changed('PAID_IN_STORAGE', 'PAID_HOLD_DISPATCH'), opened])
      .when(release)
      .then([
        { type: 'DispatchHoldReleased', data: { orderId, by: 'customer', releasedAt: now } },
        changed('PAID_HOLD_DISPATCH', 'PAID_NOT_PROCESSED'),
      ]);
  });
});
