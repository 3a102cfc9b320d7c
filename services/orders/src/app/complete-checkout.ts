import type { EventMetadata } from '@wine/contracts/event-envelope';
import { CheckoutCompleted } from '@wine/contracts/orders/checkout-completed';
import type { OrderEmailResult } from '@wine/contracts/orders/post-checkout';
import { ConcurrencyError, IllegalStateError, NotFoundError } from '@wine/platform/errors/domain-error';
import type { EventStore } from '@wine/platform/event-store/event-store';
import type { Logger } from '@wine/platform/observability/logger';
import { orderConfirmation, type SendEmail } from '../mail/order-confirmation.ts';
import { loadOrder } from './decide-on-order.ts';

export interface CheckoutMailDeps {
  store: EventStore;
  sendEmail: SendEmail;
  /** Identity's word on where the buyer's mail goes: the e-mail they proved, if any. */
  provedEmailOf: (userId: string) => Promise<string | null>;
  productName: string;
  clock: () => Date;
  logger: Logger;
}

const checkoutStreamId = (orderId: string) => `orders/checkout/${orderId}`;

async function paidOrderOf(deps: CheckoutMailDeps, orderId: string, userId: string) {
  const order = await loadOrder(deps.store, orderId);
  if (order.userId !== userId) throw new NotFoundError(`Order ${orderId} not found`, { orderId });
  if (order.payment.paidBy === null) {
    throw new IllegalStateError('The order is not paid yet', { orderId, status: order.status });
  }
  return order;
}

/**
 * post-checkout: the checkout is completed once, for the e-mail the buyer proved to identity
 * (CheckoutCompleted, whose checkoutId is the order id), and the confirmation goes there; never
 * to an address the request names. Repeating it sends nothing new; a buyer with no proved e-mail
 * (signed in by phone) gets none. The mail goes before the completion is recorded, outside any
 * transaction (a slow mail server must not hold the log's readers back): one it refuses records
 * nothing, so the retry sends it; two calls racing may both send it (at least once, not lost).
 */
export async function completeCheckout(
  deps: CheckoutMailDeps,
  input: { orderId: string; userId: string },
  metadata: EventMetadata,
): Promise<OrderEmailResult> {
  const order = await paidOrderOf(deps, input.orderId, input.userId);
  const email = await deps.provedEmailOf(input.userId);
  if (email === null) return { orderId: input.orderId, checkoutId: input.orderId, emailSent: false };
  const streamId = checkoutStreamId(input.orderId);
  const done = { orderId: input.orderId, checkoutId: input.orderId };
  if ((await deps.store.readStream(streamId)).version > 0) return { ...done, emailSent: false };
  await deps.sendEmail({ to: email, ...orderConfirmation(order, deps.productName) });
  const data = {
    checkoutId: input.orderId,
    email,
    userId: input.userId,
    completedAt: deps.clock().toISOString(),
  };
  try {
    await deps.store.appendToStream(streamId, 0, [{ type: 'CheckoutCompleted', data }], metadata);
  } catch (error) {
    // Another call completed it meanwhile: the buyer got the confirmation (twice, at worst).
    if (!(error instanceof ConcurrencyError)) throw error;
  }
  return { ...done, emailSent: true };
}

/** checkout-champ/email: the confirmation again, to the e-mail the checkout was completed with. */
export async function resendConfirmation(
  deps: CheckoutMailDeps,
  input: { orderId: string; userId: string },
): Promise<OrderEmailResult> {
  const order = await paidOrderOf(deps, input.orderId, input.userId);
  const [completed] = (await deps.store.readStream(checkoutStreamId(input.orderId))).events;
  if (!completed) throw new NotFoundError('This checkout was never completed: nothing to resend', input);
  const { email } = CheckoutCompleted.shape.data.parse(completed.data);
  await deps.sendEmail({ to: email, ...orderConfirmation(order, deps.productName) });
  return { orderId: input.orderId, checkoutId: input.orderId, emailSent: true };
}
