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

export interface StoreTransaction {
  readonly client: PoolClient;
  readStream(streamId: string): Promise<StreamState>;
  append(
    streamId: string,
    expected: ExpectedVersion,
    events: NewEvent[],
    metadata: EventMetadata,
  ): Promise<AppendResult>;
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
      for (const id of [...new Set(streamIds)].sort()) {
        await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [id]);
      }
      const locked = new Set(streamIds);
      return work({
        client,
        readStream: (id) => readStream(client, id),
        append: (id, expected, events, metadata) => {
          if (!locked.has(id)) throw new Error(`Stream ${id} was not locked by this transaction`);
          return this.insert(client, id, expected, events, metadata);
        },
      });
    });
  }

  private async insert(
    client: PoolClient,
    streamId: string,
    expected: ExpectedVersion,
    events: NewEvent[],
    metadata: EventMetadata,
  ): Promise<AppendResult> {
    const current = await currentVersion(client, streamId);
    if (expected !== 'any' && expected !== current) {
      throw new ConcurrencyError(streamId, expected, current);
    }
    if (events.length === 0) throw new Error('Nothing to append');
    const occurredAt = this.clock().toISOString();
    const { rows } = await client.query<{ position: string }>(
      `INSERT INTO events (event_id, stream_id, stream_version, type, schema_version, data, metadata, occurred_at)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::int[], $4::text[], $5::int[], $6::jsonb[], $7::jsonb[], $8::timestamptz[])
       RETURNING position`,
      [
        events.map(() => this.newId()),
        events.map(() => streamId),
        events.map((_, i) => current + i + 1),
        events.map((e) => e.type),
        events.map((e) => e.schemaVersion ?? 1),
        events.map((e) => JSON.stringify(e.data)),
        events.map(() => JSON.stringify(metadata)),
        events.map(() => occurredAt),
      ],
    );
    return {
      streamId,
      nextExpectedVersion: current + events.length,
      lastPosition: rows[rows.length - 1]?.position ?? '0',
    };
  }
}

type Queryable = Pick<Pool, 'query'>;

async function currentVersion(db: Queryable, streamId: string): Promise<number> {
  const { rows } = await db.query<{ v: number | null }>(
    'SELECT max(stream_version) AS v FROM events WHERE stream_id = $1',
    [streamId],
  );
  return rows[0]?.v ?? 0;
}

async function readStream(db: Queryable, streamId: string): Promise<StreamState> {
  const { rows } = await db.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = $1 ORDER BY stream_version`,
    [streamId],
  );
  const events = rows.map(toStoredEvent);
  return { version: events.at(-1)?.streamVersion ?? 0, events };
}
