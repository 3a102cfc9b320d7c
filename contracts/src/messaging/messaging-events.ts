import { z } from 'zod';
import { ProductId } from '../catalog/catalog-ids.ts';
import { CustomerMessageRequested } from '../customer-message.ts';
import { defineEvent, eventUnion, type NewEventOf, type Upcaster } from '../event-envelope.ts';
import { EncryptedPii } from '../identity/encrypted-pii.ts';
import { UserId } from '../identity/identity-events.ts';
import { MessageKind } from './message-kinds.ts';

const at = z.iso.datetime({ offset: true });

// Streams (docs/messaging.md): `messaging/support/<messageId>` (one message to support),
// `messaging/customer/<userId>` (what one customer was sent and turned off),
// `messaging/broadcast/<kind>/<key>` (one next-drop alert or one day's hot-swap deals, sent to everyone opted in).

/** What someone typed in the support form: their name, the address to answer and the message. */
export const SupportMessageText = z.object({
  name: z.string().min(1).max(100),
  email: z.string().min(3).max(254),
  message: z.string().min(1).max(5000),
});
export type SupportMessageText = z.infer<typeof SupportMessageText>;

/**
 * Someone wrote to support through the form. The address is the one they typed, not a proved
 * one: it is only ever sent a fixed acknowledgement (docs/messaging.md, "Support").
 *
 * v2: what they typed is sealed with a key of the message's own (AES-256-GCM, kept by messaging
 * beside the sender's id). Erasing the sender's data deletes the key, which makes every copy of
 * the text unreadable, in the log, in Kafka and in backups (crypto-shredding, as identity does).
 * `senderId` is the caller the bearer token proved, null for a call without one.
 */
export const SupportMessageReceived = defineEvent(
  'SupportMessageReceived',
  z.object({
    messageId: z.uuid(),
    senderId: UserId.nullable(),
    contents: z.discriminatedUnion('form', [
      z.object({ form: z.literal('sealed'), sealed: EncryptedPii }),
      // Only ever from a v1 event, stored before the text was sealed; nothing erases it.
      SupportMessageText.extend({ form: z.literal('clear') }),
    ]),
    receivedAt: at,
  }),
);

const supportUpcasters: readonly Upcaster[] = [
  {
    type: 'SupportMessageReceived',
    fromVersion: 1,
    up(data) {
      const { messageId, receivedAt, ...text } = SupportMessageText.extend({
        messageId: z.uuid(),
        receivedAt: at,
      }).parse(data);
      return { messageId, senderId: null, contents: { form: 'clear', ...text }, receivedAt };
    },
  },
];
export const SupportEventEnvelope = eventUnion([SupportMessageReceived], supportUpcasters);
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
