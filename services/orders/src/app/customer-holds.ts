import type { EventMetadata } from '@wine/contracts/event-envelope';
import type { EventStore } from '@wine/platform/event-store/event-store';
import type { PlacedOrder } from '../domain/order.ts';
import { decideOnOrder } from './decide-on-order.ts';

interface CustomerHold {
  orderId: string;
  userId: string;
  /** Hold it (true) or let it go (false). */
  hold: boolean;
}

/** The customer holds their paid order in storage, or lets it go; their own orders only. */
export async function changeCustomerHold(
  deps: { store: EventStore; clock: () => Date },
  { orderId, userId, hold }: CustomerHold,
  metadata: EventMetadata,
): Promise<PlacedOrder> {
  const data = { orderId, by: 'customer' as const, userId };
  const now = deps.clock().toISOString();
  const command = hold
    ? { type: 'HoldDispatch' as const, data, metadata: { now } }
    : { type: 'ReleaseDispatchHold' as const, data, metadata: { now } };
  return (await decideOnOrder(deps.store, command, metadata)).order;
}
