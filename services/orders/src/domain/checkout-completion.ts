import type { OrderEvent } from '@wine/contracts/orders/order-events';
import { RELEASING_STATUSES } from '@wine/contracts/orders/order-status-transitions';
import { IllegalStateError, NotFoundError } from '@wine/platform/errors/domain-error';
import { orderConfirmation } from '../mail/order-confirmation.ts';
import type { PlacedOrder } from './order.ts';
import type { CompleteCheckout, ResendConfirmation } from './order-commands.ts';
import { TooManyConfirmationsError } from './order-errors.ts';

/** Message ids of an order's confirmations start with this. */
export const CONFIRMATION_MESSAGE = 'order-confirmation/';

/** The confirmation again, at most this many times per order: each one is a mail to a person. */
export const MAX_CONFIRMATION_RESENDS = 3;

const confirmationOf = (
  order: PlacedOrder,
  messageId: string,
  productName: string,
  now: string,
): OrderEvent => ({
  type: 'CustomerMessageRequested',
  data: { messageId, userId: order.userId, ...orderConfirmation(order, productName), requestedAt: now },
});

/**
 * A paid order's checkout is completed once, whoever learns of the payment first (the reactor
 * following PaymentSucceeded, or the browser's post-checkout): CheckoutCompleted, and its
 * confirmation asked of identity, which mails it to the address the buyer proved. An order
 * cancelled before that is not confirmed.
 */
export function completeCheckout({ data, metadata }: CompleteCheckout, order: PlacedOrder): OrderEvent[] {
  if (order.completedAt !== null) return [];
  if (order.payment.paidBy === null) {
    throw new IllegalStateError('The order is not paid yet', {
      orderId: order.orderId,
      status: order.status,
    });
  }
  if (RELEASING_STATUSES.includes(order.status)) return [];
  const completed = { checkoutId: order.orderId, userId: order.userId, completedAt: metadata.now };
  return [
    { type: 'CheckoutCompleted', data: completed },
    confirmationOf(order, `${CONFIRMATION_MESSAGE}${order.orderId}`, data.productName, metadata.now),
  ];
}

/** checkout-champ/email: the owner asks for the confirmation again, a few times at most. */
export function resendConfirmation({ data, metadata }: ResendConfirmation, order: PlacedOrder): OrderEvent[] {
  if (order.userId !== data.userId) throw new NotFoundError(`Order ${order.orderId} not found`, data);
  if (order.completedAt === null) {
    throw new NotFoundError('This checkout was never completed: nothing to resend', {
      orderId: order.orderId,
    });
  }
  const resends = order.confirmationsRequested - 1;
  if (resends >= MAX_CONFIRMATION_RESENDS) throw new TooManyConfirmationsError(order.orderId);
  const messageId = `${CONFIRMATION_MESSAGE}${order.orderId}/resend-${resends + 1}`;
  return [confirmationOf(order, messageId, data.productName, metadata.now)];
}
