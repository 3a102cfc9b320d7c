import type { Pool } from '../db/pool.ts';
import { type Checkpoint, checkpointKey, LOG_START } from '../event-store/checkpoint.ts';

/** One of a context's newest committed events. */
export interface HeadEvent {
  /** Its place in the log as a `checkpointKey`: compared as strings, thousands a scrape. */
  key: string;
  streamId: string;
  atMs: number;
  /** The source it reaches runners by; null while none has it (its topic not there yet). */
  source: string | null | undefined;
}

/** An event counts once no transaction older than it is open: none can come before it after that. */
const COMMITTED = 'transaction_id < pg_snapshot_xmin(pg_current_snapshot())';
const OF_CONTEXT = `left(stream_id, length($1) + 1) = $1 || '/'`;
const COLUMNS = `stream_id AS "streamId", transaction_id::text AS "txId", position::text AS position,
  (extract(epoch FROM occurred_at) * 1000)::float8 AS "atMs"`;
/** Rows read from the tail at a time; past MAX_PAGES of them, each context's head is read afresh. */
const PAGE = 5000;
const MAX_PAGES = 10;
/** The newest events of a context looked at per read; past it a count of them says "at least". */
export const HEAD_WINDOW = 1000;

interface Row {
  streamId: string;
  txId: string;
  position: string;
  atMs: number;
}

/**
 * The newest committed events of each context (at most `window`), kept between reads: the first
 * read takes each context's from the end of the log, backwards (a rare context's walks much of
 * it), and each later one only what the log's tail gained since, in one index range for all
 * contexts. /metrics reads it on every scrape (docs/bench/reactions.md samples it 4 times a
 * second); reading every context's head afresh each time was a third of Postgres's time there.
 */
export class LogHead {
  private readonly newest = new Map<string, HeadEvent[]>(); // oldest first
  /** The last event read from the log's tail: every committed event up to it is known. */
  private tail: Checkpoint | undefined;
  /** Reads one at a time: two following the tail at once would add its events twice. */
  private reading: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly pool: Pool,
    private readonly sourceOf: (streamId: string) => Promise<string>,
    readonly window = HEAD_WINDOW,
  ) {}

  /** Each of `contexts`' newest committed events, newest first, each with its source. */
  of(contexts: readonly string[]): Promise<Map<string, HeadEvent[]>> {
    const read = this.reading.then(() => this.read(contexts));
    this.reading = read.catch(() => undefined);
    return read;
  }

  private async read(contexts: readonly string[]): Promise<Map<string, HeadEvent[]>> {
    if (this.tail) await this.followTail(this.tail);
    if (!this.tail) this.tail = await this.newestCommitted();
    for (const context of contexts) {
      if (!this.newest.has(context)) this.newest.set(context, await this.headOf(context, this.tail));
    }
    const heads = new Map<string, HeadEvent[]>();
    const known = new Map<string, string | null>();
    for (const context of contexts) {
      const events = this.newest.get(context) ?? [];
      if (events.length > this.window) events.splice(0, events.length - this.window);
      for (const event of events) {
        if (event.source) continue;
        if (!known.has(event.streamId)) {
          known.set(event.streamId, await this.sourceOf(event.streamId).catch(() => null));
        }
        event.source = known.get(event.streamId) ?? null;
      }
      heads.set(context, events.toReversed());
    }
    return heads;
  }

  /** When the first event of a context after `after` happened (now when there is none). */
  async firstAfter(context: string, after: Checkpoint): Promise<number> {
    const { rows } = await this.pool.query<{ atMs: number }>(
      `SELECT (extract(epoch FROM occurred_at) * 1000)::float8 AS "atMs" FROM events
        WHERE ${OF_CONTEXT} AND (transaction_id, position) > ($2::text::xid8, $3::bigint)
        ORDER BY events.transaction_id, events.position LIMIT 1`,
      [context, after.txId, after.position],
    );
    return rows[0]?.atMs ?? Date.now();
  }

  /** Adds what the log committed past `tail`; too much of it, and the heads are read afresh. */
  private async followTail(tail: Checkpoint): Promise<void> {
    let from = tail;
    for (let page = 0; page < MAX_PAGES; page++) {
      const { rows } = await this.pool.query<Row>(
        `SELECT ${COLUMNS} FROM events
          WHERE (transaction_id, position) > ($1::text::xid8, $2::bigint) AND ${COMMITTED}
          ORDER BY events.transaction_id, events.position LIMIT ${PAGE}`,
        [from.txId, from.position],
      );
      for (const row of rows) {
        this.newest.get(row.streamId.slice(0, row.streamId.indexOf('/')))?.push(headEvent(row));
      }
      const last = rows.at(-1);
      if (last) from = { txId: last.txId, position: last.position };
      this.tail = from;
      if (rows.length < PAGE) return;
    }
    this.tail = undefined;
    this.newest.clear();
  }

  private async newestCommitted(): Promise<Checkpoint> {
    const { rows } = await this.pool.query<Row>(
      `SELECT ${COLUMNS} FROM events WHERE ${COMMITTED}
        ORDER BY events.transaction_id DESC, events.position DESC LIMIT 1`,
    );
    const row = rows[0];
    return row ? { txId: row.txId, position: row.position } : LOG_START;
  }

  /** A context's newest events up to `upTo`, oldest first (all committed: `upTo` was). */
  private async headOf(context: string, upTo: Checkpoint): Promise<HeadEvent[]> {
    const { rows } = await this.pool.query<Row>(
      `SELECT ${COLUMNS} FROM events
        WHERE ${OF_CONTEXT} AND (transaction_id, position) <= ($2::text::xid8, $3::bigint)
        ORDER BY events.transaction_id DESC, events.position DESC LIMIT ${this.window}`,
      [context, upTo.txId, upTo.position],
    );
    return rows.reverse().map(headEvent);
  }
}

function headEvent(row: Row): HeadEvent {
  return { key: checkpointKey(row), streamId: row.streamId, atMs: row.atMs, source: undefined };
}
