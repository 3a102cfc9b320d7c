import { DropEventEnvelope, WineEventEnvelope } from '@wine/contracts/catalog/catalog-events';
import { IdentityEventEnvelope } from '@wine/contracts/identity/identity-events';
import {
  BroadcastEventEnvelope,
  CustomerMessagingEventEnvelope,
} from '@wine/contracts/messaging/messaging-events';
import { StockEventEnvelope } from '@wine/contracts/orders/order-events';
import { WishlistEventEnvelope } from '@wine/contracts/wishlist/wishlist-events';
import { streamEvents } from '@wine/platform/event-store/stream-events';

// Every stream the messaging context reads, through its contract's union (upcasters included).
export const identityEvents = streamEvents(IdentityEventEnvelope);
export const catalogWineEvents = streamEvents(WineEventEnvelope);
export const catalogDropEvents = streamEvents(DropEventEnvelope);
export const orderStockEvents = streamEvents(StockEventEnvelope);
export const wishlistEvents = streamEvents(WishlistEventEnvelope);
export const customerMessagingEvents = streamEvents(CustomerMessagingEventEnvelope);
export const broadcastEvents = streamEvents(BroadcastEventEnvelope);
