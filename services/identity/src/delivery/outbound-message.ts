import type { ContactKind } from '@wine/contracts/identity/contact';

export interface OutboundMessage {
  channel: ContactKind;
  /** An e-mail address or a phone number. */
  to: string;
  /** E-mail only. */
  subject: string | null;
  text: string;
  /** E-mail only: the designed version, sent beside the text. */
  html?: string;
  /** E-mail only: a message the person chose, with the link that turns its kind off (List-Unsubscribe). */
  unsubscribeUrl?: string;
}

/** Where a message goes out: SMTP, an SMS provider, or the development inbox. */
export interface MessageSender {
  send(message: OutboundMessage): Promise<void>;
}

export type MessageSenders = Record<ContactKind, MessageSender>;
