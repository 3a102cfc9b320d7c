import { eventToCommand } from '@wine/platform/workflows/event-to-command';
import { broadcastStream } from '../app/broadcast-stream.ts';
import { catalogDropEvents } from '../app/followed-events.ts';
import type { ScheduleBroadcast } from '../domain/broadcast/broadcast-decider.ts';
import { broadcastStreamId } from '../domain/messaging-streams.ts';

/**
 * A drop the catalog scheduled becomes a next-drop alert, due when the drop opens (the start of
 * its day, UTC): the send loop mails everyone opted in then. A drop rescheduled before it opens
 * changes nothing here: the alert names the wines as they are when it goes.
 */
export const nextDrop = eventToCommand({
  name: 'messaging-next-drop',
  context: 'messaging',
  contexts: ['catalog'],
  events: catalogDropEvents,
  handles: ['DropScheduled'],
  command: ({ data: { date, productIds, scheduledAt } }): ScheduleBroadcast => ({
    type: 'ScheduleBroadcast',
    data: { kind: 'nextDrop', key: date, productIds, dueAt: `${date}T00:00:00.000Z` },
    metadata: { now: scheduledAt },
  }),
  streams: ({ data }) => [[broadcastStream, [broadcastStreamId(data.kind, data.key)]]],
  async handle(command, tx, metadata) {
    await tx.decide(broadcastStream, broadcastStreamId(command.data.kind, command.data.key), command, {
      ...metadata,
      userId: null,
    });
  },
});
