import { z } from 'zod';

/**
 * The messages a customer chooses to receive (each its own switch in the account, each with its
 * own unsubscribe link). Sign-in codes, order and dispatch mails are not among them: a customer
 * cannot turn those off.
 */
export const MessageKind = z.enum(['nextDrop', 'backInStock', 'hotSwapDeals']);
export type MessageKind = z.infer<typeof MessageKind>;

export const messageKinds = MessageKind.options;

/** How the account page and the mails name each kind. */
export const messageKindLabels: Readonly<Record<MessageKind, string>> = {
  nextDrop: 'Next drop alerts',
  backInStock: 'Back-in-stock alerts',
  hotSwapDeals: 'Hot-swap deals',
};
