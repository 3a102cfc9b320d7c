import { z } from 'zod';
import { defineEvent, eventUnion, type NewEventOf } from './event-envelope.ts';
import { UserId } from './identity/identity-events.ts';

/**
 * A context asks for a message to reach one of its customers (an order confirmation, a dispatch
 * notice). It names the person, never an address: identity, which holds the address the person
 * proved, delivers it once (docs/identity.md, "Customer messages"), so no address a browser sent
 * is ever mailed. Appended on the asking context's own stream, in the transaction that decides it.
 */
export const CustomerMessageRequested = defineEvent(
  'CustomerMessageRequested',
  z.object({
    /** Unique per message, e.g. `order-confirmation/<orderId>`: a retried decision asks once. */
    messageId: z.string().min(1).max(200),
    userId: UserId,
    subject: z.string().min(1).max(200),
    text: z.string().min(1).max(20_000),
    /** The same message as HTML, for the mails that have a designed version (optional: added later). */
    html: z.string().min(1).max(100_000).optional(),
    /** For messages a customer chose: the link that turns their kind off (sent as List-Unsubscribe too). */
    unsubscribeUrl: z.url().max(2000).optional(),
    requestedAt: z.iso.datetime({ offset: true }),
  }),
);
/** How the one delivering context reads the request, whichever context's stream holds it. */
export const CustomerMessageEnvelope = eventUnion([CustomerMessageRequested]);
export type CustomerMessageRequestedEnvelope = z.infer<typeof CustomerMessageRequested>;
export type CustomerMessageRequestedEvent = NewEventOf<CustomerMessageRequestedEnvelope>;
