import type { EventMetadata } from '@wine/contracts/event-envelope';
import type { EventStore } from '@wine/platform/event-store/event-store';
import { statusOnAccountActivity } from '../domain/account-activity.ts';
import { changeOrderStatus } from './change-order-status.ts';
import { customerOrders } from './decide-on-order.ts';

/**
 * A customer's orders follow their account: made inactive, the unpaid ones wait as
 * ACCOUNT_INACTIVE; active again, they are reserved for the customer again. Safe to run again:
 * an order already moved is left. A payment still in flight waits for its answer (the effect
 * retries), so no order is paid while it waits.
 */
export async function followAccountActivity(
  deps: { store: EventStore; clock: () => Date },
  change: { userId: string; active: boolean },
  metadata: EventMetadata,
): Promise<void> {
  for (const order of await customerOrders(deps.store, change.userId)) {
    const { orderId } = order;
    const to = statusOnAccountActivity(order, change.active);
    if (to === null) continue;
    if (order.payment.open)
      throw new Error(`Order ${orderId} has a payment in flight; it moves once answered`);
    await changeOrderStatus(deps.store, { orderId, to, now: deps.clock().toISOString() }, metadata);
  }
}
