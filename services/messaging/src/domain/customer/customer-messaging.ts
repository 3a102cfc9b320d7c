import type { MessageKind } from '@wine/contracts/messaging/message-kinds';

/** A message as it is asked of identity's mail (CustomerMessageRequested's fields). */
export interface MessageToSend {
  messageId: string;
  subject: string;
  text: string;
  html: string;
  unsubscribeUrl: string;
}

/**
 * Whether the person wants a kind, as the send decides it: their preferences (identity's, as
 * the read model last saw them) turned it on at `optedInSince`, null when off.
 */
export type OptIn = { optedInSince: string | null };

/** What one customer's messaging stream remembers. */
export interface CustomerMessaging {
  /** Ids of the messages already asked for: each is asked once. */
  sent: ReadonlySet<string>;
  /** When each kind was last turned off from a link. */
  unsubscribedAt: Readonly<Partial<Record<MessageKind, string>>>;
  /** Back-in-stock alerts waiting for their second look at the stock, and those settled. */
  alerts: ReadonlyMap<string, 'held' | 'settled'>;
}

type Command<T extends string, D> = { type: T; data: D; metadata: { now: string } };

export type RequestMessage = Command<
  'RequestMessage',
  { userId: string; kind: MessageKind; message: MessageToSend } & OptIn
>;
export type Unsubscribe = Command<'Unsubscribe', { userId: string; kind: MessageKind } & OptIn>;
export type HoldBackInStockAlert = Command<
  'HoldBackInStockAlert',
  { alertId: string; userId: string; productId: string }
>;
export type SettleBackInStockAlert = Command<
  'SettleBackInStockAlert',
  { alertId: string; userId: string; productId: string; inStock: boolean; message: MessageToSend } & OptIn
>;

export type CustomerMessagingCommand =
  | RequestMessage
  | Unsubscribe
  | HoldBackInStockAlert
  | SettleBackInStockAlert;
