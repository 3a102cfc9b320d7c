import type { BroadcastEvent } from '@wine/contracts/messaging/messaging-events';
import type { Decider } from '@wine/platform/domain/decider';

export type BroadcastKind = 'nextDrop' | 'hotSwapDeals';

type Command<T extends string, D> = { type: T; data: D; metadata: { now: string } };
export type ScheduleBroadcast = Command<
  'ScheduleBroadcast',
  { kind: BroadcastKind; key: string; productIds: string[]; dueAt: string }
>;
export type MarkBroadcastSent = Command<
  'MarkBroadcastSent',
  { kind: BroadcastKind; key: string; recipients: number }
>;
export type BroadcastCommand = ScheduleBroadcast | MarkBroadcastSent;

/** One next-drop alert or one day's deals: nothing, due, or sent to everyone opted in. */
export type Broadcast = { status: 'none' | 'due' | 'sent' };

/** Each broadcast is due once (a drop rescheduled, a second click on "send") and marked sent once. */
export const broadcastDecider: Decider<BroadcastCommand, Broadcast, BroadcastEvent> = {
  initialState: { status: 'none' },
  decide(command, state) {
    if (command.type === 'ScheduleBroadcast') {
      if (state.status !== 'none') return [];
      return [{ type: 'BroadcastDue', data: command.data }];
    }
    if (state.status !== 'due') return [];
    return [{ type: 'BroadcastSent', data: { ...command.data, sentAt: command.metadata.now } }];
  },
  evolve: (_state, event) => ({ status: event.type === 'BroadcastDue' ? 'due' : 'sent' }),
};
