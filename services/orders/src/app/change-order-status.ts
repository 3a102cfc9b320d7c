import type { EventMetadata } from '@wine/contracts/event-envelope';
import type { OrderStatus } from '@wine/contracts/order-status';
import { RELEASING_STATUSES } from '@wine/contracts/orders/order-status-transitions';
import { fold } from '@wine/platform/domain/decider';
import { NotFoundError } from '@wine/platform/errors/domain-error';
import type { EventStore } from '@wine/platform/event-store/event-store';
import type { PlacedOrder } from '../domain/order.ts';
import { orderDecider } from '../domain/order-decider.ts';
import { orderStreamId, stockStreamId } from '../domain/order-streams.ts';
import { releaseStock } from './stock-ledger.ts';
import { readOrderEvent } from './stream-reads.ts';

/**
 * Moves an order along the transition table. A cancellation gives its bottles back in the same
 * transaction, so stock is never both free and held by a cancelled order.
 */
export async function changeOrderStatus(
  store: EventStore,
  input: { orderId: string; to: OrderStatus; now: string },
  metadata: EventMetadata,
): Promise<PlacedOrder> {
  const orderStream = orderStreamId(input.orderId);
  const before = fold(orderDecider, (await store.readStream(orderStream)).events.map(readOrderEvent));
  if (before.status === 'none') throw new NotFoundError(`Order ${input.orderId} not found`, input);
  // Its products never change, so the streams to lock are known before the lock is taken.
  const stockStreams = before.lines.map((l) => stockStreamId(l.productId));
  return store.transact([orderStream, ...stockStreams], async (tx) => {
    const { version, events: history } = await tx.readStream(orderStream);
    const order = fold(orderDecider, history.map(readOrderEvent));
    const { orderId, to, now } = input;
    const events = orderDecider.decide(
      { type: 'ChangeOrderStatus', data: { orderId, to }, metadata: { now } },
      order,
    );
    const changed = events.reduce(orderDecider.evolve, order);
    if (changed.status === 'none') throw new NotFoundError(`Order ${orderId} not found`, input);
    if (RELEASING_STATUSES.includes(changed.status)) {
      await releaseStock(tx, changed, now, metadata);
    }
    await tx.append(orderStream, version, events, metadata);
    return changed;
  });
}
