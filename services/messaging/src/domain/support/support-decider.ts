import type { EncryptedPii } from '@wine/contracts/identity/encrypted-pii';
import type { SupportEvent } from '@wine/contracts/messaging/messaging-events';
import type { Decider } from '@wine/platform/domain/decider';

/** What the sender typed arrives sealed with the message's own key (app/support-text-keys.ts). */
export interface ReceiveSupportMessage {
  type: 'ReceiveSupportMessage';
  data: { messageId: string; senderId: string | null; sealed: EncryptedPii };
  metadata: { now: string };
}

/** One message to support: received once (a retried request with the same id appends nothing). */
export interface SupportMessage {
  received: boolean;
}

export const supportDecider: Decider<ReceiveSupportMessage, SupportMessage, SupportEvent> = {
  initialState: { received: false },
  decide(command, state) {
    if (state.received) return [];
    const { messageId, senderId, sealed } = command.data;
    return [
      {
        type: 'SupportMessageReceived',
        data: { messageId, senderId, contents: { form: 'sealed', sealed }, receivedAt: command.metadata.now },
      },
    ];
  },
  evolve: () => ({ received: true }),
};
