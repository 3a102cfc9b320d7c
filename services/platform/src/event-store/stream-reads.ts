import { literalStatement } from '../db/literal-statement.ts';
import type { Pool } from '../db/pool.ts';
import { EVENT_COLUMNS, type EventRow, toStoredEvent } from './stored-event.ts';
import type { Snapshot, StreamState } from './stream-state.ts';

type Queryable = Pick<Pool, 'query'>;

const emptyStates = (streamIds: readonly string[], after: ReadonlyMap<string, number>) =>
  new Map<string, StreamState>(streamIds.map((id) => [id, { version: after.get(id) ?? 0, events: [] }]));

function addEvent(states: Map<string, StreamState>, row: EventRow): void {
  const event = toStoredEvent(row);
  const state = states.get(event.streamId);
  if (!state) return;
  state.events.push(event);
  state.version = event.streamVersion;
}

/** Several streams in one query; with `after`, only each stream's events past that version. */
export async function readStreams(
  db: Queryable,
  streamIds: readonly string[],
  after: ReadonlyMap<string, number> = new Map(),
): Promise<Map<string, StreamState>> {
  // A lateral index probe per stream, never a scan of the log however long it grows: OFFSET 0
  // keeps the planner from flattening the subquery into a join it may hash over the whole table
  // (it did, on a fast-growing log whose statistics lagged).
  const { rows } = await db.query<EventRow>(
    `SELECT e.* FROM unnest($1::text[], $2::int[]) AS wanted(id, after)
       CROSS JOIN LATERAL (SELECT ${EVENT_COLUMNS} FROM events
                            WHERE stream_id = wanted.id AND stream_version > wanted.after OFFSET 0) e
      ORDER BY e.stream_id, e.stream_version`,
    [streamIds, streamIds.map((id) => after.get(id) ?? 0)],
  );
  const states = emptyStates(streamIds, after);
  for (const row of rows) addEvent(states, row);
  return states;
}

export type SnapshotRow = EventRow & {
  wanted_id: string;
  snapshot_version: number | null;
  snapshot_state: unknown;
};

export interface SnapshotsRead {
  snapshots: Map<string, Snapshot>;
  streams: Map<string, StreamState>;
}

/** Each wanted stream's snapshot and the events after it, the streams given as $1 (text[]). */
const FROM_SNAPSHOTS = `SELECT wanted.id AS wanted_id, s.version AS snapshot_version, s.state AS snapshot_state, e.*
     FROM unnest($1::text[]) AS wanted(id)
     LEFT JOIN snapshots s ON s.stream_id = wanted.id
     LEFT JOIN LATERAL (SELECT ${EVENT_COLUMNS} FROM events
                         WHERE stream_id = wanted.id AND stream_version > coalesce(s.version, 0)
                         OFFSET 0) e ON true
    ORDER BY wanted.id, e.stream_version`;

/**
 * Each stream's snapshot, if it has one, and the events after it (all of them without), in one
 * query. The caller folds the events onto the snapshot's state.
 */
export async function readFromSnapshots(db: Queryable, streamIds: readonly string[]): Promise<SnapshotsRead> {
  // Named: Postgres keeps its plan per connection. Planning this join for a batch's hundred
  // streams cost more than running it.
  const { rows } = await db.query<SnapshotRow>({
    name: 'event-store-read-from-snapshots',
    text: FROM_SNAPSHOTS,
    values: [streamIds],
  });
  return snapshotsRead(streamIds, rows);
}

/**
 * The same read as one statement of a simple query, the stream ids written in as escaped
 * literals: for a round trip that carries other statements (the BEGIN's, with the locks).
 */
export function readFromSnapshotsStatement(streamIds: readonly string[]): string {
  return literalStatement(FROM_SNAPSHOTS, [streamIds]);
}

/** What `readFromSnapshots` answers, from the rows its statement returned. */
export function snapshotsRead(streamIds: readonly string[], rows: readonly SnapshotRow[]): SnapshotsRead {
  const snapshots = new Map<string, Snapshot>();
  for (const row of rows) {
    if (row.snapshot_version !== null && !snapshots.has(row.wanted_id)) {
      snapshots.set(row.wanted_id, {
        streamId: row.wanted_id,
        version: row.snapshot_version,
        state: row.snapshot_state,
      });
    }
  }
  const after = new Map([...snapshots].map(([id, s]) => [id, s.version]));
  const streams = emptyStates(streamIds, after);
  for (const row of rows) if (row.stream_id !== null) addEvent(streams, row);
  return { snapshots, streams };
}

export async function currentVersions(
  db: Queryable,
  streamIds: readonly string[],
): Promise<Map<string, number>> {
  const { rows } = await db.query<{ stream_id: string; v: number }>(
    'SELECT stream_id, max(stream_version) AS v FROM events WHERE stream_id = ANY($1) GROUP BY stream_id',
    [streamIds],
  );
  return new Map(rows.map((r) => [r.stream_id, r.v]));
}
