import { z } from 'zod';
import { defineEvent, eventUnion, type NewEventOf } from '../event-envelope.ts';

// Stream `orders/shopper/<kind>-<keyed hash>`: the orders placed from one device or one client
// address, for the guest limit. The stream is named by a keyed hash (HMAC) of the device id or
// the address; neither is ever written in clear, in the stream id or in an event.

/** An order was placed from this device or address. */
export const ShopperOrderPlaced = defineEvent(
  'ShopperOrderPlaced',
  z.object({ orderId: z.uuid(), placedAt: z.iso.datetime({ offset: true }) }),
);

export const ShopperEventEnvelope = eventUnion([ShopperOrderPlaced]);
export type ShopperEvent = NewEventOf<z.infer<typeof ShopperEventEnvelope>>;
