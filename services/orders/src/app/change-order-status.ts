import type { EventMetadata } from '@wine/contracts/event-envelope';
import type { OrderStatus } from '@wine/contracts/order-status';
import { RELEASING_STATUSES } from '@wine/contracts/orders/order-status-transitions';
import { onStreams, readState } from '@wine/platform/domain/handle-command';
import { NotFoundError } from '@wine/platform/errors/domain-error';
import type { EventStore } from '@wine/platform/event-store/event-store';
import type { PlacedOrder } from '../domain/order.ts';
import { orderStreamId, stockStreamId } from '../domain/order-streams.ts';
import { releaseStock } from './stock-ledger.ts';
import { orderStream } from './stream-reads.ts';

/**
 * Moves an order along the transition table. A cancellation gives its bottles back in the same
 * transaction, so stock is never both free and held by a cancelled order.
 */
export async function changeOrderStatus(
  store: EventStore,
  input: { orderId: string; to: OrderStatus; now: string },
  metadata: EventMetadata,
): Promise<PlacedOrder> {
  const streamId = orderStreamId(input.orderId);
  const before = await readState(store, orderStream, streamId);
  if (before.status === 'none') throw new NotFoundError(`Order ${input.orderId} not found`, input);
  // Its products never change, so the streams to lock are known before the lock is taken.
  const stockStreams = before.lines.map((l) => stockStreamId(l.productId));
  return onStreams(store, [streamId, ...stockStreams], async (tx) => {
    const { orderId, to, now } = input;
    const command = { type: 'ChangeOrderStatus' as const, data: { orderId, to }, metadata: { now } };
    const { state: changed } = await tx.decide(orderStream, streamId, command, metadata);
    if (changed.status === 'none') throw new NotFoundError(`Order ${orderId} not found`, input);
    if (RELEASING_STATUSES.includes(changed.status)) await releaseStock(tx, changed, now, metadata);
    return changed;
  });
}
