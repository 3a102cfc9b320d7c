import type { SupportEvent } from '@wine/contracts/messaging/messaging-events';
import type { Decider } from '@wine/platform/domain/decider';

export interface ReceiveSupportMessage {
  type: 'ReceiveSupportMessage';
  data: { messageId: string; name: string; email: string; message: string };
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
    return [{ type: 'SupportMessageReceived', data: { ...command.data, receivedAt: command.metadata.now } }];
  },
  evolve: () => ({ received: true }),
};
