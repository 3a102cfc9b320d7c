import { randomUUID } from 'node:crypto';
import type { MessageSender, OutboundMessage } from './outbound-message.ts';

export interface InboxMessage extends OutboundMessage {
  id: string;
  sentAt: string;
}

const KEPT = 200;

/**
 * Development only: every message identity sends, kept in memory so a person can sign in with
 * no mail or SMS account (GET /dev/inbox). It holds live codes, which is why production never
 * builds one.
 */
export class DevInbox implements MessageSender {
  private readonly messages: InboxMessage[] = [];

  constructor(private readonly clock: () => Date) {}

  async send(message: OutboundMessage): Promise<void> {
    this.messages.unshift({ ...message, id: randomUUID(), sentAt: this.clock().toISOString() });
    this.messages.length = Math.min(this.messages.length, KEPT);
  }

  /** Newest first. */
  list(): readonly InboxMessage[] {
    return this.messages;
  }
}
