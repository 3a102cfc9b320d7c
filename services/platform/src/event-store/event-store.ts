import type { EventMetadata, NewEvent } from '@wine/contracts/event-envelope';
import { v7 as uuidv7 } from 'uuid';
import { inTransaction, type Pool, type PoolClient } from '../db/pool.ts';
import { ConcurrencyError } from '../errors/domain-error.ts';
import { EVENT_COLUMNS, type EventRow, type StoredEvent, toStoredEvent } from './stored-event.ts';

/** A number is the version the stream must be at (0: must not exist yet); 'any' skips the check. */
export type ExpectedVersion = number | 'any';

export interface AppendResult {
  streamId: string;
  nextExpectedVersion: number;
  /** Global position of the last appended event: the consistency token of a command's answer. */
  lastPosition: string;
}

export interface StreamState {
  version: number;
  events: StoredEvent[];
}

export interface StreamAppend {
  streamId: string;
  expected: ExpectedVersion;
  events: NewEvent[];
}

/** A stream's folded state at a version (see migrations/003_snapshots.sql). */
export interface Snapshot {
  streamId: string;
  version: number;
  state: unknown;
}

export interface StoreTransaction {
  readonly client: PoolClient;
  readStream(streamId: string): Promise<StreamState>;
  /**
   * Several streams in one query (a checkout reads its order, customer and product streams);
   * with `after`, only the events past that version of a stream (the tail after its snapshot).
   */
  readStreams(
    streamIds: readonly string[],
    after?: ReadonlyMap<string, number>,
  ): Promise<Map<string, StreamState>>;
  readSnapshots(streamIds: readonly string[]): Promise<Map<string, Snapshot>>;
  /** Replaces the streams' snapshots; call after appending, with the versions appended to. */
  saveSnapshots(snapshots: readonly Snapshot[]): Promise<void>;
  append(
    streamId: string,
    expected: ExpectedVersion,
    events: NewEvent[],
    metadata: EventMetadata,
  ): Promise<AppendResult>;
  /** Appends to several streams in one INSERT; each stream's expected version is checked. */
  appendAll(appends: readonly StreamAppend[], metadata: EventMetadata): Promise<AppendResult[]>;
}

export interface EventStoreOptions {
  clock?: () => Date;
  newId?: () => string;
}

export class EventStore {
  private readonly clock: () => Date;
  private readonly newId: () => string;

  constructor(
    private readonly pool: Pool,
    opts: EventStoreOptions = {},
  ) {
    this.clock = opts.clock ?? (() => new Date());
    this.newId = opts.newId ?? uuidv7;
  }

  readStream(streamId: string): Promise<StreamState> {
    return readStream(this.pool, streamId);
  }

  appendToStream(
    streamId: string,
    expected: ExpectedVersion,
    events: NewEvent[],
    metadata: EventMetadata,
  ): Promise<AppendResult> {
    return this.transact([streamId], (tx) => tx.append(streamId, expected, events, metadata));
  }

  /**
   * Runs `work` in one transaction holding a lock on each named stream, taken before any write.
   * Taking the locks first means a later version of a stream always gets a later transaction id,
   * so readers that order by transaction id keep each stream in version order.
   */
  transact<T>(streamIds: string[], work: (tx: StoreTransaction) => Promise<T>): Promise<T> {
    return inTransaction(this.pool, async (client) => {
      // One statement, in sorted order (unnest keeps the array's): two transactions never deadlock.
      const sorted = [...new Set(streamIds)].sort();
      await client.query(
        'SELECT pg_advisory_xact_lock(hashtextextended(id, 0)) FROM unnest($1::text[]) AS id',
        [sorted],
      );
      const locked = new Set(streamIds);
      // Versions this transaction has seen: under the lock nobody else can move them, so an
      // append after a read needs no second look at the stream.
      const versions = new Map<string, number>();
      const append = async (appends: readonly StreamAppend[], metadata: EventMetadata) => {
        for (const { streamId } of appends) {
          if (!locked.has(streamId)) throw new Error(`Stream ${streamId} was not locked by this transaction`);
        }
        const results = await this.insert(client, appends, versions, metadata);
        for (const r of results) versions.set(r.streamId, r.nextExpectedVersion);
        return results;
      };
      const readAll = async (ids: readonly string[], after?: ReadonlyMap<string, number>) => {
        const states = await readStreams(client, ids, after);
        for (const [id, state] of states) versions.set(id, state.version);
        return states;
      };
      return work({
        client,
        readStream: async (id) => (await readAll([id])).get(id) as StreamState,
        readStreams: readAll,
        readSnapshots: (ids) => readSnapshots(client, ids),
        saveSnapshots: (snapshots) => saveSnapshots(client, snapshots),
        append: async (streamId, expected, events, metadata) =>
          (await append([{ streamId, expected, events }], metadata))[0] as AppendResult,
        appendAll: append,
      });
    });
  }

  private async insert(
    client: PoolClient,
    appends: readonly StreamAppend[],
    known: ReadonlyMap<string, number>,
    metadata: EventMetadata,
  ): Promise<AppendResult[]> {
    const unknown = appends.map((a) => a.streamId).filter((id) => !known.has(id));
    const looked = unknown.length > 0 ? await currentVersions(client, unknown) : new Map<string, number>();
    const rows: { id: string; streamId: string; version: number; event: NewEvent }[] = [];
    const results: AppendResult[] = [];
    for (const { streamId, expected, events } of appends) {
      const current = known.get(streamId) ?? looked.get(streamId) ?? 0;
      if (expected !== 'any' && expected !== current) throw new ConcurrencyError(streamId, expected, current);
      if (events.length === 0) throw new Error('Nothing to append');
      events.forEach((event, i) => {
        rows.push({ id: this.newId(), streamId, version: current + i + 1, event });
      });
      results.push({ streamId, nextExpectedVersion: current + events.length, lastPosition: '0' });
    }
    const occurredAt = this.clock().toISOString();
    const inserted = await client.query<{ position: string; stream_id: string }>(
      `INSERT INTO events (event_id, stream_id, stream_version, type, schema_version, data, metadata, occurred_at)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::int[], $4::text[], $5::int[], $6::jsonb[], $7::jsonb[], $8::timestamptz[])
       RETURNING position, stream_id`,
      [
        rows.map((r) => r.id),
        rows.map((r) => r.streamId),
        rows.map((r) => r.version),
        rows.map((r) => r.event.type),
        rows.map((r) => r.event.schemaVersion ?? 1),
        rows.map((r) => JSON.stringify(r.event.data)),
        rows.map(() => JSON.stringify(metadata)),
        rows.map(() => occurredAt),
      ],
    );
    const last = new Map<string, string>();
    for (const row of inserted.rows) {
      const seen = last.get(row.stream_id);
      if (seen === undefined || BigInt(row.position) > BigInt(seen)) last.set(row.stream_id, row.position);
    }
    return results.map((r) => ({ ...r, lastPosition: last.get(r.streamId) ?? '0' }));
  }
}

type Queryable = Pick<Pool, 'query'>;

async function currentVersions(db: Queryable, streamIds: readonly string[]): Promise<Map<string, number>> {
  const { rows } = await db.query<{ stream_id: string; v: number }>(
    'SELECT stream_id, max(stream_version) AS v FROM events WHERE stream_id = ANY($1) GROUP BY stream_id',
    [streamIds],
  );
  return new Map(rows.map((r) => [r.stream_id, r.v]));
}

async function readStreams(
  db: Queryable,
  streamIds: readonly string[],
  after: ReadonlyMap<string, number> = new Map(),
): Promise<Map<string, StreamState>> {
  const { rows } = await db.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM events
       JOIN unnest($1::text[], $2::int[]) AS wanted(id, after) ON stream_id = wanted.id AND stream_version > wanted.after
      ORDER BY stream_id, stream_version`,
    [streamIds, streamIds.map((id) => after.get(id) ?? 0)],
  );
  const states = new Map<string, StreamState>(
    streamIds.map((id) => [id, { version: after.get(id) ?? 0, events: [] }]),
  );
  for (const event of rows.map(toStoredEvent)) {
    const state = states.get(event.streamId);
    if (state) {
      state.events.push(event);
      state.version = event.streamVersion;
    }
  }
  return states;
}

async function readSnapshots(db: Queryable, streamIds: readonly string[]): Promise<Map<string, Snapshot>> {
  const { rows } = await db.query<{ stream_id: string; version: number; state: unknown }>(
    'SELECT stream_id, version, state FROM snapshots WHERE stream_id = ANY($1)',
    [streamIds],
  );
  return new Map(
    rows.map((r) => [r.stream_id, { streamId: r.stream_id, version: r.version, state: r.state }]),
  );
}

async function saveSnapshots(db: Queryable, snapshots: readonly Snapshot[]): Promise<void> {
  if (snapshots.length === 0) return;
  await db.query(
    `INSERT INTO snapshots (stream_id, version, state)
     SELECT * FROM unnest($1::text[], $2::int[], $3::jsonb[])
     ON CONFLICT (stream_id) DO UPDATE SET version = excluded.version, state = excluded.state, saved_at = now()`,
    [
      snapshots.map((s) => s.streamId),
      snapshots.map((s) => s.version),
      snapshots.map((s) => JSON.stringify(s.state)),
    ],
  );
}

async function readStream(db: Queryable, streamId: string): Promise<StreamState> {
  return (await readStreams(db, [streamId])).get(streamId) as StreamState;
}
