import type { EventMetadata, NewEvent } from '@wine/contracts/event-envelope';
import { v7 as uuidv7 } from 'uuid';
import { inTransaction, type Pool, type PoolClient } from '../db/pool.ts';
import { noteWritten } from '../observability/request-context.ts';
import { APPENDED_CHANNEL, doorbellOf } from './commit-doorbell.ts';
import type { AppendResult, ExpectedVersion, StreamAppend } from './stream-append.ts';
import {
  currentVersions,
  readFromSnapshots,
  readFromSnapshotsStatement,
  readStreams,
  type SnapshotRow,
  type SnapshotsRead,
  snapshotsRead,
} from './stream-reads.ts';
import type { Snapshot, StreamState } from './stream-state.ts';
import { appendInOneCall, insertRows, rowsFor, withPositions } from './stream-writes.ts';

// The store's callers name these types from here; they live apart so that the reads and writes
// this file composes need not import it back.
export type { AppendResult, ExpectedVersion, Snapshot, StreamAppend, StreamState };

export interface TransactOptions {
  /**
   * Reads the locked streams (their snapshots and the events after them) in the BEGIN's round
   * trip, for a transaction that will read them all: the one command path's. A stream read so is
   * given to the transaction's first read of it; reads of anything else still go to Postgres.
   */
  readFirst?: boolean;
}

/**
 * Streams read in the BEGIN's round trip at most: its statement is planned each time (its ids are
 * written in), which for a workflow's batch of many streams costs more than the round trip it
 * saves; those are read by the named statement, whose plan the connection keeps.
 */
const READ_FIRST_AT_MOST = 8;

export interface StoreTransaction {
  readonly client: PoolClient;
  readStream(streamId: string): Promise<StreamState>;
  /**
   * Several streams in one query (a checkout reads its order, customer and product streams);
   * with `after`, only the events past that version of a stream.
   */
  readStreams(
    streamIds: readonly string[],
    after?: ReadonlyMap<string, number>,
  ): Promise<Map<string, StreamState>>;
  /** Each stream's snapshot, if any, and the events after it: one query. */
  readFromSnapshots(
    streamIds: readonly string[],
  ): Promise<{ snapshots: Map<string, Snapshot>; streams: Map<string, StreamState> }>;
  append(
    streamId: string,
    expected: ExpectedVersion,
    events: NewEvent[],
    metadata: EventMetadata,
  ): Promise<AppendResult>;
  /**
   * Appends to several streams in one statement, with the streams' new snapshots if given. Each
   * expected version is checked; a stream may appear more than once, each append then expecting
   * the version the one before it left.
   */
  appendAll(
    appends: readonly StreamAppend[],
    metadata: EventMetadata,
    snapshots?: readonly Snapshot[],
  ): Promise<AppendResult[]>;
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

  async readStream(streamId: string): Promise<StreamState> {
    return (await readStreams(this.pool, [streamId])).get(streamId) as StreamState;
  }

  /** Several streams in one query, outside any transaction (a dry run over a whole file). */
  readStreams(streamIds: readonly string[]): Promise<Map<string, StreamState>> {
    return readStreams(this.pool, streamIds);
  }

  /**
   * One stream's append in one round trip, which now and then also carries the NOTIFY that wakes
   * other processes' readers.
   */
  async appendToStream(
    streamId: string,
    expected: ExpectedVersion,
    events: NewEvent[],
    metadata: EventMetadata,
  ): Promise<AppendResult> {
    const doorbell = doorbellOf(this.pool);
    const ring = doorbell.carry();
    let result: AppendResult;
    try {
      result = await appendInOneCall(this.pool, { streamId, expected, events }, metadata, {
        newId: this.newId,
        now: this.clock(),
        ring,
      });
    } catch (err) {
      if (ring) doorbell.dropCarry();
      throw err;
    }
    doorbell.ring(ring !== undefined);
    noteWritten(result.lastPosition);
    return result;
  }

  /**
   * Runs `work` in one transaction holding a lock on each named stream, taken before any write.
   * Taking the locks first means a later version of a stream always gets a later transaction id,
   * so readers that order by transaction id keep each stream in version order.
   */
  async transact<T>(
    streamIds: string[],
    work: (tx: StoreTransaction) => Promise<T>,
    options: TransactOptions = {},
  ): Promise<T> {
    const sorted = [...new Set(streamIds)].sort();
    const readFirst = options.readFirst === true && sorted.length > 0 && sorted.length <= READ_FIRST_AT_MOST;
    // In the BEGIN's round trip, in sorted order (unnest keeps the array's): two transactions
    // never deadlock, and a command pays one round trip for all its locks (and, with readFirst,
    // for its streams, read once they are locked: statements of one query run in order).
    const begin = (client: PoolClient) => {
      if (sorted.length === 0) return 'BEGIN';
      const ids = sorted.map((id) => client.escapeLiteral(id));
      const lock = `SELECT pg_advisory_xact_lock(hashtextextended(id, 0)) FROM unnest(ARRAY[${ids.join(',')}]::text[]) AS id`;
      return readFirst ? `BEGIN; ${lock}; ${readFromSnapshotsStatement(ids)}` : `BEGIN; ${lock}`;
    };
    let appended = false;
    let lastPosition = 0n;
    const onAppend = (positions: readonly bigint[]) => {
      appended = true;
      for (const p of positions) if (p > lastPosition) lastPosition = p;
    };
    const doorbell = doorbellOf(this.pool);
    // A transaction that appended may carry the NOTIFY for other processes in its COMMIT's round trip.
    let ring: string | undefined;
    const commit = () => {
      ring = appended ? doorbell.carry() : undefined;
      return ring ? `SELECT pg_notify('${APPENDED_CHANNEL}', '${ring}'); COMMIT` : 'COMMIT';
    };
    let result: T;
    try {
      result = await inTransaction(
        this.pool,
        (client, begun) => {
          const read = readFirst
            ? snapshotsRead(sorted, (begun.at(-1)?.rows ?? []) as SnapshotRow[])
            : undefined;
          return work(this.transaction(client, new Set(sorted), onAppend, read));
        },
        begin,
        commit,
      );
    } catch (err) {
      if (ring) doorbell.dropCarry();
      throw err;
    }
    if (appended) {
      doorbell.ring(ring !== undefined);
      noteWritten(lastPosition);
    }
    return result;
  }

  private transaction(
    client: PoolClient,
    locked: ReadonlySet<string>,
    onAppend: (positions: readonly bigint[]) => void,
    readFirst?: SnapshotsRead,
  ): StoreTransaction {
    // What the BEGIN's round trip read, each stream given out once: a later read asks again.
    const taken = (ids: readonly string[], whole: boolean): SnapshotsRead | undefined => {
      if (!readFirst || ids.length === 0) return undefined;
      if (ids.some((id) => !readFirst.streams.has(id) || (whole && readFirst.snapshots.has(id))))
        return undefined;
      const read: SnapshotsRead = { snapshots: new Map(), streams: new Map() };
      for (const id of ids) {
        read.streams.set(id, readFirst.streams.get(id) as StreamState);
        const snapshot = readFirst.snapshots.get(id);
        if (snapshot) read.snapshots.set(id, snapshot);
        readFirst.streams.delete(id);
        readFirst.snapshots.delete(id);
      }
      return read;
    };
    // Versions this transaction has seen: under the lock nobody else can move them, so an
    // append after a read needs no second look at the stream.
    const versions = new Map<string, number>();
    const seen = (states: Map<string, StreamState>) => {
      for (const [id, state] of states) versions.set(id, state.version);
      return states;
    };
    const appendAll = async (
      appends: readonly StreamAppend[],
      metadata: EventMetadata,
      snapshots: readonly Snapshot[] = [],
    ) => {
      for (const { streamId } of appends) {
        if (!locked.has(streamId)) throw new Error(`Stream ${streamId} was not locked by this transaction`);
      }
      const unknown = [...new Set(appends.map((a) => a.streamId).filter((id) => !versions.has(id)))];
      if (unknown.length > 0) {
        const looked = await currentVersions(client, unknown);
        for (const id of unknown) versions.set(id, looked.get(id) ?? 0);
      }
      const { rows, results } = rowsFor(appends, versions, metadata, this.newId);
      const positions = await insertRows(client, rows, snapshots, this.clock().toISOString());
      onAppend(positions);
      for (const r of results) versions.set(r.streamId, r.nextExpectedVersion);
      return withPositions(results, appends, positions);
    };
    return {
      client,
      readStream: async (id) => seen(await readStreams(client, [id])).get(id) as StreamState,
      readStreams: async (ids, after) => {
        const first = after?.size ? undefined : taken(ids, true);
        return seen(first?.streams ?? (await readStreams(client, ids, after)));
      },
      readFromSnapshots: async (ids) => {
        const read = taken(ids, false) ?? (await readFromSnapshots(client, ids));
        seen(read.streams);
        return read;
      },
      append: async (streamId, expected, events, metadata) =>
        (await appendAll([{ streamId, expected, events }], metadata))[0] as AppendResult,
      appendAll,
    };
  }
}
