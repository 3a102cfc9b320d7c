import type { EventMetadata } from '@wine/contracts/event-envelope';
import type { OrderEvent } from '@wine/contracts/orders/order-events';
import { fold } from '@wine/platform/domain/decider';
import { handleCommand, readState } from '@wine/platform/domain/handle-command';
import { NotFoundError } from '@wine/platform/errors/domain-error';
import type { EventStore } from '@wine/platform/event-store/event-store';
import { orderIdsOf } from '../domain/held-bottles.ts';
import type { PlacedOrder } from '../domain/order.ts';
import type { OrderCommand } from '../domain/order-commands.ts';
import { orderDecider } from '../domain/order-decider.ts';
import { customerStreamId, orderStreamId } from '../domain/order-streams.ts';
import { customerStream } from './customer-stream.ts';
import { orderEvents, orderStream } from './order-stream.ts';

/** The order as its stream says now (the write side: no projection lag). */
export async function loadOrder(store: EventStore, orderId: string): Promise<PlacedOrder> {
  const order = await readState(store, orderStream, orderStreamId(orderId));
  if (order.status === 'none') throw new NotFoundError(`Order ${orderId} not found`, { orderId });
  return order;
}

/** The streams of a customer's orders, oldest first: orders' customer stream lists them. */
export async function customerOrderStreamIds(store: Pick<EventStore, 'readStream'>, userId: string) {
  return orderIdsOf(await readState(store, customerStream, customerStreamId(userId))).map(orderStreamId);
}

/** A customer's orders as their streams say now, oldest first: one read of them all. */
export async function customerOrders(
  store: Pick<EventStore, 'readStream' | 'readStreams'>,
  userId: string,
): Promise<PlacedOrder[]> {
  const ids = await customerOrderStreamIds(store, userId);
  const streams = await store.readStreams(ids);
  return ids.flatMap((id) => {
    const order = fold(orderDecider, orderEvents.readAll(streams.get(id)?.events ?? []));
    return order.status === 'none' ? [] : [order];
  });
}

/** One command on one order's stream, under its lock; answers with the order after it. */
export async function decideOnOrder(
  store: EventStore,
  command: Exclude<OrderCommand, { type: 'PlaceOrder' }>,
  metadata: EventMetadata,
): Promise<{ order: PlacedOrder; events: OrderEvent[] }> {
  const { orderId } = command.data;
  const { state, events } = await handleCommand(
    store,
    orderStream,
    orderStreamId(orderId),
    command,
    metadata,
  );
  // Every command but PlaceOrder refuses a missing order, so this is only for the type.
  if (state.status === 'none') throw new NotFoundError(`Order ${orderId} not found`, command.data);
  return { order: state, events };
}
