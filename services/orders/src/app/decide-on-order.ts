import type { EventMetadata } from '@wine/contracts/event-envelope';
import type { OrderEvent } from '@wine/contracts/orders/order-events';
import { handleCommand, readState } from '@wine/platform/domain/handle-command';
import { NotFoundError } from '@wine/platform/errors/domain-error';
import type { EventStore } from '@wine/platform/event-store/event-store';
import type { PlacedOrder } from '../domain/order.ts';
import type { OrderCommand } from '../domain/order-commands.ts';
import { orderStreamId } from '../domain/order-streams.ts';
import { orderStream } from './stream-reads.ts';

/** The order as its stream says now (the write side: no projection lag). */
export async function loadOrder(store: EventStore, orderId: string): Promise<PlacedOrder> {
  const order = await readState(store, orderStream, orderStreamId(orderId));
  if (order.status === 'none') throw new NotFoundError(`Order ${orderId} not found`, { orderId });
  return order;
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
