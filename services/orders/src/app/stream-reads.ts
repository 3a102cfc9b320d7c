import { type CustomerEvent, CustomerEventEnvelope } from '@wine/contracts/orders/customer-events';
import { type OrderEvent, OrderEventEnvelope, StockEventEnvelope } from '@wine/contracts/orders/order-events';
import { type ShopperEvent, ShopperEventEnvelope } from '@wine/contracts/orders/shopper-events';
import type { StreamKind } from '@wine/platform/domain/handle-command';
import { streamEvents } from '@wine/platform/event-store/stream-events';
import { customerDecider, type RecordCheckout } from '../domain/customer-decider.ts';
import type { Order } from '../domain/order.ts';
import type { OrderCommand } from '../domain/order-commands.ts';
import { orderDecider } from '../domain/order-decider.ts';
import { type RecordShopperOrder, shopperDecider } from '../domain/shopper-decider.ts';

// The orders context's streams, read through the contracts' schemas: an unknown type or a
// malformed payload stops here with an error naming the stream, version and event.

export const orderEvents = streamEvents(OrderEventEnvelope);
export const customerEvents = streamEvents(CustomerEventEnvelope);
export const stockEvents = streamEvents(StockEventEnvelope);
export const shopperEvents = streamEvents(ShopperEventEnvelope);

export const readOrderEvent = orderEvents.read;

/** One order's stream: what every order command goes through. */
export const orderStream: StreamKind<OrderCommand, Order, OrderEvent> = {
  decider: orderDecider,
  events: orderEvents,
};

/** A buyer's stream: their age confirmation and the orders they placed. */
export const customerStream: StreamKind<RecordCheckout, readonly CustomerEvent[], CustomerEvent> = {
  decider: customerDecider,
  events: customerEvents,
};

/** A device's or client address's orders (its keyed hash names the stream), for the guest limit. */
export const shopperStream: StreamKind<RecordShopperOrder, readonly string[], ShopperEvent> = {
  decider: shopperDecider,
  events: shopperEvents,
};
