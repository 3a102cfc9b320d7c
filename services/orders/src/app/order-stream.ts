import { type OrderEvent, OrderEventEnvelope } from '@wine/contracts/orders/order-events';
import type { StreamKind } from '@wine/platform/domain/handle-command';
import { streamEvents } from '@wine/platform/event-store/stream-events';
import type { Order } from '../domain/order.ts';
import type { OrderCommand } from '../domain/order-commands.ts';
import { orderDecider } from '../domain/order-decider.ts';

// Read through the contracts' schemas: an unknown type or a malformed payload stops here with an
// error naming the stream, version and event.
export const orderEvents = streamEvents(OrderEventEnvelope);
export const readOrderEvent = orderEvents.read;

/** One order's stream: what every order command goes through. */
export const orderStream: StreamKind<OrderCommand, Order, OrderEvent> = {
  decider: orderDecider,
  events: orderEvents,
};
