import { given, stored } from '@wine/platform/testing/workflow-spec';
import { describe, expect, it } from 'vitest';
import { orderStreamId } from '../domain/order-streams.ts';
import { changed, orderId, paidBy, placedAsGuest, userId } from '../domain/order-test-fixtures.ts';
import { completeOnPayment } from './complete-on-payment.ts';

const completeOnPaymentOf = completeOnPayment('Cellar Door');
const stream = orderStreamId(orderId);
const paid = [placedAsGuest, paidBy('pi_1'), changed('UNPAID_AWAITING_STOCK', 'PAID_IN_STORAGE')];
const paymentHeard = stored(stream, paidBy('pi_1'));
const completion = {
  type: 'CheckoutCompleted',
  data: { checkoutId: orderId, userId, completedAt: paymentHeard.occurredAt },
};

describe('an order whose payment succeeded', () => {
  it('completes its checkout and asks for its confirmation, with nobody calling post-checkout', () =>
    given(paymentHeard)
      .react(completeOnPaymentOf)
      .on({ [stream]: paid })
      .then({
        [stream]: [
          completion,
          {
            type: 'CustomerMessageRequested',
            data: {
              messageId: `order-confirmation/${orderId}`,
              userId,
              subject: 'Cellar Door: your order is confirmed',
              text: expect.stringContaining('Pauillac 2015'),
              requestedAt: paymentHeard.occurredAt,
            },
          },
        ],
      }));

  it('adds nothing when the browser completed it first', () =>
    given(paymentHeard)
      .react(completeOnPaymentOf)
      .on({ [stream]: [...paid, completion] })
      .thenNothing());
});
