import { IllegalStateError, NotFoundError } from '@wine/platform/errors/domain-error';
import { specFor } from '@wine/platform/testing/given-when-then';
import { describe, expect, it } from 'vitest';
import { MAX_CONFIRMATION_RESENDS } from './checkout-completion.ts';
import type { CompleteCheckout, ResendConfirmation } from './order-commands.ts';
import { orderDecider } from './order-decider.ts';
import { TooManyConfirmationsError } from './order-errors.ts';
import { changed, now, orderId, paidBy, placedAsGuest, userId } from './order-test-fixtures.ts';

const { given } = specFor(orderDecider);
const complete: CompleteCheckout = {
  type: 'CompleteCheckout',
  data: { orderId, productName: 'Cellar Door' },
  metadata: { now },
};
const resend = (by = userId): ResendConfirmation => ({
  type: 'ResendConfirmation',
  data: { orderId, userId: by, productName: 'Cellar Door' },
  metadata: { now },
});
const paid = [placedAsGuest, paidBy('pi_1'), changed('UNPAID_AWAITING_STOCK', 'PAID_IN_STORAGE')];
const completed = orderDecider.decide(complete, paid.reduce(orderDecider.evolve, orderDecider.initialState));

describe('completing a checkout', () => {
  it('refuses an order that is not paid yet', () =>
    given([placedAsGuest]).when(complete).thenThrows(IllegalStateError, 'The order is not paid yet'));

  it("records the completion and asks identity to mail the buyer the order's confirmation", () => {
    expect(completed).toEqual([
      { type: 'CheckoutCompleted', data: { checkoutId: orderId, userId, completedAt: now } },
      {
        type: 'CustomerMessageRequested',
        data: {
          messageId: `order-confirmation/${orderId}`,
          userId,
          subject: 'Cellar Door: your order is confirmed',
          text: expect.stringContaining('Total paid: £140.00'),
          requestedAt: now,
        },
      },
    ]);
    expect(completed[1]?.data).toMatchObject({
      text: expect.stringContaining('Status: Ready for dispatch.'),
    });
  });

  it('does it once: the payment heard again, or the browser coming back, adds nothing', () =>
    given([...paid, ...completed])
      .when(complete)
      .thenNothing());

  it('confirms nothing for an order cancelled before its completion', () =>
    given([...paid, changed('PAID_IN_STORAGE', 'CANCELLED')])
      .when(complete)
      .thenNothing());
});

describe('sending the confirmation again', () => {
  it('is refused before the checkout completed, and to anyone but the buyer', () => {
    given(paid)
      .when(resend())
      .thenThrows(NotFoundError, 'This checkout was never completed: nothing to resend');
    given([...paid, ...completed])
      .when(resend('another-user'))
      .thenThrows(NotFoundError);
  });

  it(`asks for the same confirmation under a new message id, ${MAX_CONFIRMATION_RESENDS} times at most`, () => {
    const again = orderDecider.decide(
      resend(),
      [...paid, ...completed].reduce(orderDecider.evolve, orderDecider.initialState),
    );
    expect(again).toEqual([
      {
        type: 'CustomerMessageRequested',
        data: expect.objectContaining({ messageId: `order-confirmation/${orderId}/resend-1`, userId }),
      },
    ]);
    const resent = Array.from({ length: MAX_CONFIRMATION_RESENDS }, (_, i) => ({
      ...again[0],
      data: { ...again[0]?.data, messageId: `order-confirmation/${orderId}/resend-${i + 1}` },
    })) as typeof again;
    given([...paid, ...completed, ...resent])
      .when(resend())
      .thenThrows(TooManyConfirmationsError);
  });
});
