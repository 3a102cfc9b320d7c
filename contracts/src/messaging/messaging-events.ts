import { z } from 'zod';
import { ProductId } from '../catalog/catalog-ids.ts';
import { CustomerMessageRequested } from '../customer-message.ts';
import { defineEvent, eventUnion, type NewEventOf } from '../event-envelope.ts';
import { UserId } from '../identity/identity-events.ts';
import { MessageKind } from './message-kinds.ts';

const at = z.iso.datetime({ offset: true });

// Streams (docs/messaging.md): `messaging/support/<messageId>` (one message to support),
// `messaging/customer/<userId>` (what one customer was sent and turned off),
// `messaging/broadcast/<kind>/<key>` (one next-drop alert or one day's hot-swap deals, sent to everyone opted in).

/**
 * Someone wrote to support through the form. The address is the one they typed, not a proved
 * one: it is only ever sent a fixed acknowledgement (docs/messaging.md, "Support").
 */
export const SupportMessageReceived = defineEvent(
  'SupportMessageReceived',
  z.object({
    messageId: z.uuid(),
    name: z.string().min(1).max(100),
    email: z.string().min(3).max(254),
    message: z.string().min(1).max(5000),
    receivedAt: at,
  }),
);
export const SupportEventEnvelope = eventUnion([SupportMessageReceived]);
export type SupportEvent = NewEventOf<z.infer<typeof SupportEventEnvelope>>;

/** A kind turned off from the link in one of its mails (identity mirrors it into the preferences). */
export const MessagesUnsubscribed = defineEvent(
  'MessagesUnsubscribed',
  z.object({ userId: UserId, kind: MessageKind, unsubscribedAt: at }),
);

/** A wine on the customer's wishlist is back: the alert waits a moment, then stock is checked again. */
export const BackInStockAlertHeld = defineEvent(
  'BackInStockAlertHeld',
  z.object({ alertId: z.string().min(1).max(200), userId: UserId, productId: ProductId, heldAt: at }),
);

/** A held alert's end: sent (with the CustomerMessageRequested beside it), or dropped because the wine sold out again. */
export const BackInStockAlertSettled = defineEvent(
  'BackInStockAlertSettled',
  z.object({
    alertId: z.string().min(1).max(200),
    userId: UserId,
    productId: ProductId,
    outcome: z.enum(['sent', 'sold-out-again', 'not-opted-in']),
    settledAt: at,
  }),
);

export const CustomerMessagingEventEnvelope = eventUnion([
  CustomerMessageRequested,
  MessagesUnsubscribed,
  BackInStockAlertHeld,
  BackInStockAlertSettled,
]);
export type CustomerMessagingEvent = NewEventOf<z.infer<typeof CustomerMessagingEventEnvelope>>;

/** A message for everyone opted in to its kind: due now (a drop opened, an operator asked for today's deals). */
export const BroadcastDue = defineEvent(
  'BroadcastDue',
  z.object({
    kind: z.enum(['nextDrop', 'hotSwapDeals']),
    /** The drop's date, or the day of the deals: one broadcast per kind and key. */
    key: z.string().min(1).max(100),
    /** The drop's wines, named in the mail (none for the deals: they are picked when sent). */
    productIds: z.array(ProductId),
    dueAt: at,
  }),
);
/** Every customer opted in at the time was asked a message (each on their own stream). */
export const BroadcastSent = defineEvent(
  'BroadcastSent',
  z.object({
    kind: z.enum(['nextDrop', 'hotSwapDeals']),
    key: z.string(),
    recipients: z.int().min(0),
    sentAt: at,
  }),
);
export const BroadcastEventEnvelope = eventUnion([BroadcastDue, BroadcastSent]);
export type BroadcastEvent = NewEventOf<z.infer<typeof BroadcastEventEnvelope>>;
