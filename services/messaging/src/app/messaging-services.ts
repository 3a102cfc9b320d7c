import type { Pool } from '@wine/platform/db/pool';
import type { EventStore } from '@wine/platform/event-store/event-store';
import type { Logger } from '@wine/platform/observability/logger';
import type { MessagingConfig } from '../messaging-config.ts';
import type { SupportTextKeys } from './support-text-keys.ts';

/** A mail to an address no account proved (identity's sender: SMTP, and the dev inbox in development). */
export interface Mail {
  channel: 'email';
  to: string;
  subject: string;
  text: string;
  html?: string;
}
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** What the messaging context's parts share, made once by createMessaging. */
export interface MessagingServices {
  pool: Pool;
  store: EventStore;
  clock: () => Date;
  config: MessagingConfig;
  /** Derived from MESSAGING_LINK_SECRET: signs unsubscribe links. */
  linkKey: Buffer;
  /** Derived from MESSAGING_LINK_SECRET: keys the hashes of counted addresses. */
  counterKey: Buffer;
  /** Seals and opens what the support form's senders typed (crypto-shredding). */
  supportText: SupportTextKeys;
  logger: Pick<Logger, 'info' | 'warn'>;
}
