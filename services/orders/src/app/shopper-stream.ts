import { type ShopperEvent, ShopperEventEnvelope } from '@wine/contracts/orders/shopper-events';
import type { StreamKind } from '@wine/platform/domain/handle-command';
import { streamEvents } from '@wine/platform/event-store/stream-events';
import { type RecordShopperOrder, shopperDecider } from '../domain/shopper-decider.ts';

export const shopperEvents = streamEvents(ShopperEventEnvelope);

/** A device's or client address's orders (its keyed hash names the stream), for the guest limit. */
export const shopperStream: StreamKind<RecordShopperOrder, readonly string[], ShopperEvent> = {
  decider: shopperDecider,
  events: shopperEvents,
};
