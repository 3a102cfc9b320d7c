import type { EventMetadata } from '@wine/contracts/event-envelope';
import type { OrderEmailResult } from '@wine/contracts/orders/post-checkout';
import { NotFoundError } from '@wine/platform/errors/domain-error';
import type { EventStore } from '@wine/platform/event-store/event-store';
import { decideOnOrder, loadOrder } from './decide-on-order.ts';

export interface CheckoutMailDeps {
  store: EventStore;
  productName: string;
  clock: () => Date;
}

async function ownOrder(deps: CheckoutMailDeps, orderId: string, userId: string) {
  const order = await loadOrder(deps.store, orderId);
  if (order.userId !== userId) throw new NotFoundError(`Order ${orderId} not found`, { orderId });
  return order;
}

/**
 * post-checkout: completes the owner's paid checkout if the reactor following the payment has
 * not done it yet (`completeOnPayment`); either way the confirmation is asked for once and goes
 * to the e-mail the buyer proved, never to an address the request names. `emailSent` says the
 * confirmation is on its way (now or earlier).
 */
export async function completeCheckout(
  deps: CheckoutMailDeps,
  input: { orderId: string; userId: string },
  metadata: EventMetadata,
): Promise<OrderEmailResult> {
  await ownOrder(deps, input.orderId, input.userId);
  const command = {
    type: 'CompleteCheckout' as const,
    data: { orderId: input.orderId, productName: deps.productName },
    metadata: { now: deps.clock().toISOString() },
  };
  const { order } = await decideOnOrder(deps.store, command, metadata);
  return { orderId: input.orderId, checkoutId: input.orderId, emailSent: order.completedAt !== null };
}

/** checkout-champ/email: the confirmation again, to the e-mail the buyer proved. */
export async function resendConfirmation(
  deps: CheckoutMailDeps,
  input: { orderId: string; userId: string },
  metadata: EventMetadata,
): Promise<OrderEmailResult> {
  const command = {
    type: 'ResendConfirmation' as const,
    data: { ...input, productName: deps.productName },
    metadata: { now: deps.clock().toISOString() },
  };
  await decideOnOrder(deps.store, command, metadata);
  return { orderId: input.orderId, checkoutId: input.orderId, emailSent: true };
}
