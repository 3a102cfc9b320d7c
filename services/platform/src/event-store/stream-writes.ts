import type { EventMetadata, NewEvent } from '@wine/contracts/event-envelope';
import pg from 'pg';
import { literalStatement } from '../db/literal-statement.ts';
import type { Pool, PoolClient } from '../db/pool.ts';
import { ConcurrencyError } from '../errors/domain-error.ts';
import { undescribedQuery } from '../fast-path/undescribed-query.ts';
import { APPENDED_CHANNEL } from './commit-doorbell.ts';
import type { AppendResult, StreamAppend } from './stream-append.ts';
import { currentVersions } from './stream-reads.ts';
import type { Snapshot } from './stream-state.ts';

export interface Row {
  id: string;
  streamId: string;
  version: number;
  event: NewEvent;
  metadata: string;
}

/** The rows to insert, each append checked against the version its stream is at (or will be). */
export function rowsFor(
  appends: readonly StreamAppend[],
  versions: ReadonlyMap<string, number>,
  metadata: EventMetadata,
  newId: () => string,
): { rows: Row[]; results: AppendResult[] } {
  const running = new Map(versions);
  const rows: Row[] = [];
  const results: AppendResult[] = [];
  for (const append of appends) {
    const { streamId, expected, events } = append;
    const current = running.get(streamId) ?? 0;
    if (expected !== 'any' && expected !== current) throw new ConcurrencyError(streamId, expected, current);
    if (events.length === 0) throw new Error('Nothing to append');
    const json = JSON.stringify(append.metadata ?? metadata);
    events.forEach((event, i) => {
      rows.push({ id: newId(), streamId, version: current + i + 1, event, metadata: json });
    });
    running.set(streamId, current + events.length);
    results.push({ streamId, nextExpectedVersion: current + events.length, lastPosition: '0' });
  }
  return { rows, results };
}

const INSERT_EVENTS = `INSERT INTO events (event_id, stream_id, stream_version, type, schema_version, data, metadata, occurred_at)
  SELECT * FROM unnest($1::uuid[], $2::text[], $3::int[], $4::text[], $5::int[], $6::jsonb[], $7::jsonb[], $8::timestamptz[])
  RETURNING position`;

const UPSERT_SNAPSHOTS = `INSERT INTO snapshots (stream_id, version, state)
  SELECT * FROM unnest($9::text[], $10::int[], $11::jsonb[])
  ON CONFLICT (stream_id) DO UPDATE SET version = excluded.version, state = excluded.state, saved_at = now()`;

/** The insert of `rows` (and `snapshots`): its text and its parameters. */
function insertOf(
  rows: readonly Row[],
  snapshots: readonly Snapshot[],
  occurredAt: string,
): { sql: string; params: (string | number)[][] } {
  const params: (string | number)[][] = [
    rows.map((r) => r.id),
    rows.map((r) => r.streamId),
    rows.map((r) => r.version),
    rows.map((r) => r.event.type),
    rows.map((r) => r.event.schemaVersion ?? 1),
    rows.map((r) => JSON.stringify(r.event.data)),
    rows.map((r) => r.metadata),
    rows.map(() => occurredAt),
  ];
  if (snapshots.length === 0) return { sql: INSERT_EVENTS, params };
  params.push(
    snapshots.map((s) => s.streamId),
    snapshots.map((s) => s.version),
    snapshots.map((s) => JSON.stringify(s.state)),
  );
  return {
    sql: `WITH inserted AS (${INSERT_EVENTS}), saved AS (${UPSERT_SNAPSHOTS}) SELECT position FROM inserted`,
    params,
  };
}

/** Positions are drawn in the rows' order: the n-th smallest is the n-th row's. */
export const inRowOrder = (positions: readonly string[]): bigint[] =>
  positions.map((position) => BigInt(position)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/**
 * The same insert as one statement of a simple query, its arrays written in as escaped literals:
 * for the COMMIT's round trip, which then carries the append too. Its rows answer the positions.
 */
export function insertRowsStatement(
  rows: readonly Row[],
  snapshots: readonly Snapshot[],
  occurredAt: string,
): string {
  const { sql, params } = insertOf(rows, snapshots, occurredAt);
  return literalStatement(sql, params);
}

/** One statement: the events, and the snapshots written with them. Answers the positions given. */
export async function insertRows(
  client: PoolClient,
  rows: readonly Row[],
  snapshots: readonly Snapshot[],
  occurredAt: string,
): Promise<bigint[]> {
  const { sql, params } = insertOf(rows, snapshots, occurredAt);
  // Named (prepared once per connection): the statement is the same every time, only the arrays change.
  const name = snapshots.length === 0 ? 'event-store-insert' : 'event-store-insert-with-snapshots';
  return inRowOrder(await undescribedQuery(client, name, sql, params));
}

/** Each append's last position, from the positions of all the rows in order. */
export function withPositions(
  results: readonly AppendResult[],
  appends: readonly StreamAppend[],
  positions: bigint[],
) {
  let row = 0;
  return results.map((result, i) => {
    row += appends[i]?.events.length ?? 0;
    return { ...result, lastPosition: String(positions[row - 1] ?? 0n) };
  });
}

// A single stream's append as one statement (docs/adr/0005), committed on its own: the stream's
// lock, taken before the first row gives the transaction its id (so a later version always has a
// later transaction id), the insert and, with $8, the NOTIFY.
//
// At an expected version (every command's case: it read the stream) the rows are numbered from
// it and the unique (stream_id, stream_version) index is the version check, as in the bare
// floor of `npm run bench:append`: a stale version breaks it. Reading the head first cost a
// third of the statement's server CPU (docs/bench/append.md). A version ahead of the head would
// leave a gap, and is not probed for in every statement: the command path numbers from the
// version it read, and no API takes a version from outside.
//
// The lock is a filter on the rows of the unnest, so it is taken before the first row is
// projected (its defaults draw the transaction id and the position) and inserted; a row after
// the first finds it held. Flat, with no CTE to materialise and no aggregate over the RETURNING,
// the statement costs 14 % fewer backend instructions than the CTE form it replaced (callgrind,
// 1 event: 216k against 251k, the floor 188k; 10 events: 985k against 1,003k, the floor 918k).
const APPEND_AT_VERSION = `INSERT INTO events (event_id, stream_id, stream_version, type, schema_version, data, metadata, occurred_at)
  SELECT e.id, $1::text, $9::int + e.n::integer, e.type, e.schema_version, e.data, $6::jsonb, $7::timestamptz
    FROM unnest($2::uuid[], $3::text[], $4::int[], $5::jsonb[]) WITH ORDINALITY AS e(id, type, schema_version, data, n)
   WHERE pg_advisory_xact_lock(hashtextextended($1::text, 0)) IS NOT NULL
     AND ($8::text IS NULL OR pg_notify('${APPENDED_CHANNEL}', $8::text) IS NOT NULL)
  RETURNING position`;

// At 'any' version the head is read after the lock is asked for. The version is read from the
// statement's snapshot, taken before the lock was granted: if the lock was waited for, a version
// committed meanwhile is not seen, and the insert then breaks the unique constraint instead (see
// `appendInOneCall`), and goes again.
const APPEND_AT_ANY_VERSION = `WITH locked AS MATERIALIZED (SELECT pg_advisory_xact_lock(hashtextextended($1::text, 0))),
  head AS MATERIALIZED (
    SELECT (SELECT coalesce(max(stream_version), 0) FROM events WHERE stream_id = $1::text) AS version FROM locked),
  inserted AS (
    INSERT INTO events (event_id, stream_id, stream_version, type, schema_version, data, metadata, occurred_at)
    SELECT e.id, $1::text, head.version + e.n::integer, e.type, e.schema_version, e.data, $6::jsonb, $7::timestamptz
      FROM head, unnest($2::uuid[], $3::text[], $4::int[], $5::jsonb[]) WITH ORDINALITY AS e(id, type, schema_version, data, n)
    RETURNING position),
  rang AS (
    SELECT pg_notify('${APPENDED_CHANNEL}', $8::text) FROM (SELECT FROM inserted LIMIT 1) AS any_row WHERE $8::text IS NOT NULL)
SELECT head.version, (SELECT max(position) FROM inserted) AS last_position, (SELECT count(*) FROM rang) AS rang FROM head`;

const STREAM_VERSION_TAKEN = 'events_stream_id_stream_version_key';

/**
 * A single stream's append in one round trip, its own transaction. With `ring`, the transaction
 * also NOTIFYs the log's readers with it as the payload.
 */
export async function appendInOneCall(
  pool: Pool,
  append: StreamAppend,
  metadata: EventMetadata,
  { newId, now, ring }: { newId: () => string; now: Date; ring: string | undefined },
): Promise<AppendResult> {
  const { streamId, expected, events } = append;
  if (events.length === 0) throw new Error('Nothing to append');
  if (expected !== 'any' && !(Number.isInteger(expected) && expected >= 0)) {
    throw new Error(`Expected version ${expected} of ${streamId} is not a version`);
  }
  const values = [
    streamId,
    events.map(() => newId()),
    events.map((e) => e.type),
    events.map((e) => e.schemaVersion ?? 1),
    events.map((e) => JSON.stringify(e.data)),
    JSON.stringify(append.metadata ?? metadata),
    now.toISOString(),
    ring ?? null,
  ];
  for (;;) {
    try {
      return expected === 'any'
        ? await appendAtAnyVersion(pool, streamId, values, events.length)
        : await appendAtVersion(pool, streamId, expected, [...values, expected]);
    } catch (err) {
      if (!(err instanceof pg.DatabaseError && err.constraint === STREAM_VERSION_TAKEN)) throw err;
      // The version it numbered from was stale: another append committed first (or, at 'any',
      // while this one waited for the lock). An expected version is refused; 'any' goes again
      // and sees that commit now.
      if (expected !== 'any') {
        const actual = (await currentVersions(pool, [streamId])).get(streamId) ?? 0;
        throw new ConcurrencyError(streamId, expected, actual);
      }
    }
  }
}

async function appendAtVersion(
  pool: Pool,
  streamId: string,
  expected: number,
  values: unknown[],
): Promise<AppendResult> {
  // The hot path: no Describe, the positions as text (fast-path/undescribed-query.ts says why).
  const positions = await undescribedQuery(pool, 'event-store-append-at-version', APPEND_AT_VERSION, values);
  // Positions are drawn in the rows' order, so the last row holds the largest.
  const last = positions.at(-1);
  if (!last) throw new Error(`The append to ${streamId} answered nothing`);
  return { streamId, nextExpectedVersion: expected + positions.length, lastPosition: last };
}

async function appendAtAnyVersion(
  pool: Pool,
  streamId: string,
  values: unknown[],
  count: number,
): Promise<AppendResult> {
  const {
    rows: [answer],
  } = await pool.query<{ version: number; last_position: string | null }>({
    name: 'event-store-append-at-any-version',
    text: APPEND_AT_ANY_VERSION,
    values,
  });
  if (!answer?.last_position) throw new Error(`The append to ${streamId} answered nothing`);
  return { streamId, nextExpectedVersion: answer.version + count, lastPosition: answer.last_position };
}
