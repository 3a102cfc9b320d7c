import type { BroadcastEvent } from '@wine/contracts/messaging/messaging-events';
import { specFor } from '@wine/platform/testing/given-when-then';
import { describe, it } from 'vitest';
import { type BroadcastCommand, broadcastDecider } from './broadcast-decider.ts';

const { given } = specFor(broadcastDecider);
const now = '2025-03-10T12:00:00.000Z';
const data = { kind: 'hotSwapDeals' as const, key: '2025-03-10', productIds: [], dueAt: now };
const schedule: BroadcastCommand = { type: 'ScheduleBroadcast', data, metadata: { now } };
const markSent: BroadcastCommand = {
  type: 'MarkBroadcastSent',
  data: { kind: 'hotSwapDeals', key: '2025-03-10', recipients: 3 },
  metadata: { now },
};
const due: BroadcastEvent = { type: 'BroadcastDue', data };
const sent: BroadcastEvent = {
  type: 'BroadcastSent',
  data: { kind: 'hotSwapDeals', key: '2025-03-10', recipients: 3, sentAt: now },
};

describe("a day's hot-swap deals", () => {
  it('become due once, however often an operator asks', () => {
    given([]).when(schedule).then([due]);
    given([due]).when(schedule).thenNothing();
    given([due, sent]).when(schedule).thenNothing();
  });
  it('are marked sent once', () => {
    given([due]).when(markSent).then([sent]);
    given([due, sent]).when(markSent).thenNothing();
    given([]).when(markSent).thenNothing();
  });
});
