import type { EventMetadata } from '@wine/contracts/event-envelope';
import { readState } from '@wine/platform/domain/handle-command';
import type { EventStore } from '@wine/platform/event-store/event-store';
import { statusOnAccountActivity } from '../domain/account-activity.ts';
import { orderIdsOf } from '../domain/held-bottles.ts';
import { customerStreamId } from '../domain/order-streams.ts';
import { changeOrderStatus } from './change-order-status.ts';
import { loadOrder } from './decide-on-order.ts';
import { customerStream } from './stream-reads.ts';

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
  const history = await readState(deps.store, customerStream, customerStreamId(change.userId));
  for (const orderId of orderIdsOf(history)) {
    const order = await loadOrder(deps.store, orderId);
    const to = statusOnAccountActivity(order, change.active);
    if (to === null) continue;
    if (order.payment.open)
      throw new Error(`Order ${orderId} has a payment in flight; it moves once answered`);
    await changeOrderStatus(deps.store, { orderId, to, now: deps.clock().toISOString() }, metadata);
  }
}
