import type { EventMetadata } from '@wine/contracts/event-envelope';
import type { OrderStatus } from '@wine/contracts/order-status';
import type { OrderEvent } from '@wine/contracts/orders/order-events';
import { RELEASING_STATUSES } from '@wine/contracts/orders/order-status-transitions';
import {
  type CommandResult,
  onStreams,
  readState,
  type StreamsTransaction,
} from '@wine/platform/domain/handle-command';
import { NotFoundError } from '@wine/platform/errors/domain-error';
import type { EventStore } from '@wine/platform/event-store/event-store';
import type { Order, PlacedOrder } from '../domain/order.ts';
import type { CancelOrder, ChangeOrderStatus } from '../domain/order-commands.ts';
import { orderStreamId, stockStreamId } from '../domain/order-streams.ts';
import { orderStream } from './order-stream.ts';
import { releaseStock } from './stock-ledger.ts';

/**
 * A command that can close an order, decided under the order's lock and its products' stock
 * locks: a cancellation gives its bottles back in the same transaction, so stock is never both
 * free and held by a cancelled order.
 */
export async function decideReleasing(
  store: EventStore,
  command: ChangeOrderStatus | CancelOrder,
  metadata: EventMetadata,
): Promise<PlacedOrder> {
  const { orderId } = command.data;
  const streamId = orderStreamId(orderId);
  const before = await readState(store, orderStream, streamId);
  if (before.status === 'none') throw new NotFoundError(`Order ${orderId} not found`, { orderId });
  // Its products never change, so the streams to lock are known before the lock is taken.
  const stockStreams = before.lines.map((l) => stockStreamId(l.productId));
  return onStreams(store, [streamId, ...stockStreams], async (tx) => {
    const { state: changed } = await decideClosing(tx, command, metadata);
    if (changed.status === 'none') throw new NotFoundError(`Order ${orderId} not found`, { orderId });
    return changed;
  });
}

/**
 * One command on an order in the caller's transaction (its order and stock streams locked): when
 * the command closes the order, its bottles go back in the same transaction, so stock is never
 * both free and held by a closed order.
 */
export async function decideClosing(
  tx: StreamsTransaction,
  command: ChangeOrderStatus | CancelOrder,
  metadata: EventMetadata,
): Promise<CommandResult<Order, OrderEvent>> {
  const result = await tx.decide(orderStream, orderStreamId(command.data.orderId), command, metadata);
  const closed = result.events.some(
    (e) => e.type === 'OrderStatusChanged' && RELEASING_STATUSES.includes(e.data.to),
  );
  if (closed && result.state.status !== 'none')
    await releaseStock(tx, result.state, command.metadata.now, metadata);
  return result;
}

/** Moves an order along the transition table (releasing its bottles where the move closes it). */
export function changeOrderStatus(
  store: EventStore,
  input: { orderId: string; to: OrderStatus; now: string },
  metadata: EventMetadata,
): Promise<PlacedOrder> {
  const { orderId, to, now } = input;
  return decideReleasing(
    store,
    { type: 'ChangeOrderStatus', data: { orderId, to }, metadata: { now } },
    metadata,
  );
}
