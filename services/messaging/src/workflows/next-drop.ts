import type { Workflow } from '@wine/platform/workflows/workflow';
import { broadcastStream } from '../app/broadcast-stream.ts';
import { catalogDropEvents } from '../app/followed-events.ts';
import type { ScheduleBroadcast } from '../domain/broadcast/broadcast-decider.ts';
import { broadcastStreamId } from '../domain/messaging-streams.ts';

/**
 * A drop the catalog scheduled becomes a next-drop alert, due when the drop opens (the start of
 * its day, UTC): the send loop mails everyone opted in then. A drop rescheduled before it opens
 * changes nothing here: the alert names the wines as they are when it goes.
 */
export const nextDrop: Workflow<ScheduleBroadcast, undefined, ScheduleBroadcast> = {
  name: 'messaging-next-drop',
  context: 'messaging',
  contexts: ['catalog'],
  handles: ['DropScheduled'],
  input(event) {
    const scheduled = catalogDropEvents.read(event);
    if (scheduled.type !== 'DropScheduled') return null;
    const { date, productIds, scheduledAt } = scheduled.data;
    return {
      type: 'ScheduleBroadcast',
      data: { kind: 'nextDrop', key: date, productIds, dueAt: `${date}T00:00:00.000Z` },
      metadata: { now: scheduledAt },
    };
  },
  decide: (command) => [command],
  streams: ({ data }) => [[broadcastStream, [broadcastStreamId(data.kind, data.key)]]],
  async handle(command, tx, metadata) {
    await tx.decide(broadcastStream, broadcastStreamId(command.data.kind, command.data.key), command, {
      ...metadata,
      userId: null,
    });
  },
};
