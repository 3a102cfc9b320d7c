import type { EventMetadata } from '@wine/contracts/event-envelope';
import type { OrderEvent } from '@wine/contracts/orders/order-events';
import { fold } from '@wine/platform/domain/decider';
import { NotFoundError } from '@wine/platform/errors/domain-error';
import type { EventStore } from '@wine/platform/event-store/event-store';
import type { PlacedOrder } from '../domain/order.ts';
import type { OrderCommand } from '../domain/order-commands.ts';
import { orderDecider } from '../domain/order-decider.ts';
import { orderStreamId } from '../domain/order-streams.ts';

/** The order as its stream says now (the write side: no projection lag). */
export async function loadOrder(store: EventStore, orderId: string): Promise<PlacedOrder> {
  const { events } = await store.readStream(orderStreamId(orderId));
  const order = fold(orderDecider, events as unknown as OrderEvent[]);
  if (order.status === 'none') throw new NotFoundError(`Order ${orderId} not found`, { orderId });
  return order;
}

/** One command on one order's stream, under its lock; answers with the order after it. */
export function decideOnOrder(
  store: EventStore,
  command: Exclude<OrderCommand, { type: 'PlaceOrder' }>,
  metadata: EventMetadata,
): Promise<{ order: PlacedOrder; events: OrderEvent[] }> {
  const streamId = orderStreamId(command.data.orderId);
  return store.transact([streamId], async (tx) => {
    const { version, events: history } = await tx.readStream(streamId);
    const before = fold(orderDecider, history as unknown as OrderEvent[]);
    const events = orderDecider.decide(command, before);
    const order = events.reduce(orderDecider.evolve, before);
    if (order.status === 'none')
      throw new NotFoundError(`Order ${command.data.orderId} not found`, command.data);
    if (events.length > 0) await tx.append(streamId, version, events, metadata);
    return { order, events };
  });
}
