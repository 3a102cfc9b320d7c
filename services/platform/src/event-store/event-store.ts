import type { EventMetadata, NewEvent } from '@wine/contracts/event-envelope';
import { v7 as uuidv7 } from 'uuid';
import { literalStatement } from '../db/literal-statement.ts';
import { inTransaction, type Pool, type PoolClient, type QueryResult } from '../db/pool.ts';
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
import {
  appendInOneCall,
  inRowOrder,
  insertRows,
  insertRowsStatement,
  type Row,
  rowsFor,
  withPositions,
} from './stream-writes.ts';

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
  /**
   * A statement of the caller's own for the BEGIN's round trip, after the locks and the read
   * (one simple query: its values written in as escaped literals). What it answers is the
   * transaction's `first`: a context's record that must commit with the events (payments'
   * inbox of Stripe events) costs no round trip of its own.
   */
  first?: string;
  /**
   * Statements of the caller's own for the COMMIT's round trip, after the append it may carry
   * (literals only; '' for none): asked for once the work is done, so they may say what it did.
   */
  withCommit?: () => string;
}

/**
 * Streams read in the BEGIN's round trip at most: its statement is planned each time (its ids are
 * written in), which for a workflow's batch of many streams costs more than the round trip it
 * saves; those are read by the named statement, whose plan the connection keeps.
 */
const READ_FIRST_AT_MOST = 8;

/** Each stream's lock, in the array's order ($1, text[]). */
const LOCK_STREAMS = 'SELECT pg_advisory_xact_lock(hashtextextended(id, 0)) FROM unnest($1::text[]) AS id';

export interface StoreTransaction {
  readonly client: PoolClient;
  /** What `TransactOptions.first` answered. */
  readonly first: QueryResult | undefined;
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
  /**
   * `appendAll`, checked now and written in the COMMIT's round trip: one round trip fewer, for a
   * transaction that needs no position before it commits (a command's). Its positions are noted
   * once committed, for the answer's consistency token.
   */
  appendAtCommit(
    appends: readonly StreamAppend[],
    metadata: EventMetadata,
    snapshots?: readonly Snapshot[],
  ): Promise<void>;
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
    const begin = () =>
      [
        'BEGIN',
        ...(sorted.length > 0 ? [literalStatement(LOCK_STREAMS, [sorted])] : []),
        ...(readFirst ? [readFromSnapshotsStatement(sorted)] : []),
        ...(options.first ? [options.first] : []),
      ].join('; ');
    let appended = false;
    let lastPosition = 0n;
    const onAppend = (positions: readonly bigint[]) => {
      appended = true;
      for (const p of positions) if (p > lastPosition) lastPosition = p;
    };
    // What `appendAtCommit` left for the COMMIT's round trip.
    let staged: Staged | undefined;
    const stage = async (client: PoolClient, next: Staged) => {
      // A second one writes the first now: one statement may not upsert a snapshot twice.
      if (staged) onAppend(await insertRows(client, staged.rows, staged.snapshots, staged.occurredAt));
      staged = next;
      appended = true;
    };
    const doorbell = doorbellOf(this.pool);
    // A transaction that appended may carry the NOTIFY for other processes in its COMMIT's round trip.
    let ring: string | undefined;
    const commit = () => {
      ring = appended ? doorbell.carry() : undefined;
      return [
        ...(staged ? [insertRowsStatement(staged.rows, staged.snapshots, staged.occurredAt)] : []),
        ...(options.withCommit ? [options.withCommit()].filter((sql) => sql !== '') : []),
        ...(ring ? [`SELECT pg_notify('${APPENDED_CHANNEL}', '${ring}')`] : []),
        'COMMIT',
      ].join('; ');
    };
    const committed = (answers: readonly QueryResult[]) => {
      if (staged)
        onAppend(inRowOrder((answers[0]?.rows ?? []).map((row: { position: string }) => row.position)));
    };
    let result: T;
    try {
      result = await inTransaction(
        this.pool,
        (client, begun) => {
          const first = options.first ? begun.at(-1) : undefined;
          const read = readFirst
            ? snapshotsRead(sorted, (begun.at(options.first ? -2 : -1)?.rows ?? []) as SnapshotRow[])
            : undefined;
          return work(this.transaction(client, new Set(sorted), onAppend, stage, read, first));
        },
        begin,
        commit,
        committed,
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
    stage: (client: PoolClient, staged: Staged) => Promise<void>,
    readFirst?: SnapshotsRead,
    first?: QueryResult,
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
    // The rows of `appends`, each checked against its stream's version (read now if unknown).
    const rowsOf = async (appends: readonly StreamAppend[], metadata: EventMetadata) => {
      for (const { streamId } of appends) {
        if (!locked.has(streamId)) throw new Error(`Stream ${streamId} was not locked by this transaction`);
      }
      const unknown = [...new Set(appends.map((a) => a.streamId).filter((id) => !versions.has(id)))];
      if (unknown.length > 0) {
        const looked = await currentVersions(client, unknown);
        for (const id of unknown) versions.set(id, looked.get(id) ?? 0);
      }
      const checked = rowsFor(appends, versions, metadata, this.newId);
      for (const r of checked.results) versions.set(r.streamId, r.nextExpectedVersion);
      return checked;
    };
    const appendAll = async (
      appends: readonly StreamAppend[],
      metadata: EventMetadata,
      snapshots: readonly Snapshot[] = [],
    ) => {
      const { rows, results } = await rowsOf(appends, metadata);
      const positions = await insertRows(client, rows, snapshots, this.clock().toISOString());
      onAppend(positions);
      return withPositions(results, appends, positions);
    };
    return {
      client,
      first,
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
      appendAtCommit: async (appends, metadata, snapshots = []) => {
        const { rows } = await rowsOf(appends, metadata);
        await stage(client, { rows, snapshots, occurredAt: this.clock().toISOString() });
      },
    };
  }
}

/** An append left for the COMMIT's round trip. */
interface Staged {
  rows: Row[];
  snapshots: readonly Snapshot[];
  occurredAt: string;
}
