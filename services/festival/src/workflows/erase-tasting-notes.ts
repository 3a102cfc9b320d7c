import { IdentityEventEnvelope } from '@wine/contracts/identity/identity-events';
import type { Pool, PoolClient } from '@wine/platform/db/pool';
import { streamEvents } from '@wine/platform/event-store/stream-events';
import { pgSchemaOf } from '@wine/platform/projections/projection';
import { eventToCommand } from '@wine/platform/workflows/event-to-command';
import { attendeeStream } from '../app/festival-kinds.ts';
import type { EraseTastingNotes } from '../domain/attendee-commands.ts';
import { attendeeStreamId } from '../domain/festival-streams.ts';
import { FESTIVAL_PROJECTION } from '../projections/festival-projection.ts';

/** Identity's events, read through identity's union in contracts. */
const identityEvents = streamEvents(IdentityEventEnvelope);

interface Erasure {
  userId: string;
  now: string;
}

/**
 * The person's stream at every festival they took part in. The festivals are few and listed by
 * the read model; which of their attendee streams exist, the log says.
 */
async function attendancesOf(
  db: Pick<Pool | PoolClient, 'query'>,
  userId: string,
): Promise<{ festivalId: string; streamId: string }[]> {
  const { rows: festivals } = await db.query<{ festival_id: string }>(
    `SELECT festival_id FROM ${pgSchemaOf(FESTIVAL_PROJECTION)}.festivals`,
  );
  const festivalOf = new Map(festivals.map((f) => [attendeeStreamId(f.festival_id, userId), f.festival_id]));
  const { rows } = await db.query<{ stream_id: string }>(
    'SELECT DISTINCT stream_id FROM events WHERE stream_id = ANY($1) ORDER BY stream_id',
    [[...festivalOf.keys()]],
  );
  return rows.map((r) => ({ streamId: r.stream_id, festivalId: festivalOf.get(r.stream_id) ?? '' }));
}

/**
 * requestDataDeletion (identity's erasure) reaches the festival as identity's PersonalDataErased:
 * the person's notes and stars at every festival are erased, on each attendee stream
 * (FestivalTastingNotesErased, which the read model applies by deleting their ratings). Learnt
 * from the event, never called: a redelivered erasure erases nothing more.
 */
export function eraseTastingNotes(deps: { pool: Pool }) {
  return eventToCommand({
    name: 'festival-erase-tasting-notes',
    context: 'festival',
    contexts: ['identity'],
    events: identityEvents,
    handles: ['PersonalDataErased'],
    command: (erased, event): Erasure => ({ userId: erased.data.userId, now: event.occurredAt }),
    streams: async ({ userId }) => [
      [attendeeStream, (await attendancesOf(deps.pool, userId)).map((a) => a.streamId)],
    ],
    async handle({ userId, now }, tx, metadata) {
      for (const { festivalId, streamId } of await attendancesOf(tx.client, userId)) {
        const command: EraseTastingNotes = {
          type: 'EraseTastingNotes',
          data: { festivalId, userId },
          metadata: { now },
        };
        await tx.decide(attendeeStream, streamId, command, metadata);
      }
    },
  });
}
