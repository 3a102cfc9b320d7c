// Bypasses pg's Query for the event store's inserts: every command's (`insertRows`, inside
// `EventStore.transact`) and the single-stream append's (`appendInOneCall`). pg's Query sends a
// Describe with every execution, so the server answers a RowDescription each time, and pg parses
// it, looks up a type parser per column and builds a Result with a row object per row: overhead
// for a statement whose answer is one known column (the appended events' positions). The figure
// that keeps it is in docs/fast-path.md ("The append without Describe"): the bench process's CPU
// per 1k appends 94 against 103 ms at one writer, appends/s 0.95 against 0.87 of the floor's.
//
// It is a Submittable, pg's own extension point (pg-cursor and pg-query-stream are built on it):
// the client hands it the connection and routes the backend's messages to its handle* methods.
// What it uses of pg beyond the typed Connection (the statement caches and `prepareValue`) is
// declared below, and `undescribed-query.int.test.ts` fails if pg changes it.
import { createRequire } from 'node:module';
import pg from 'pg';
import type { Pool, PoolClient } from '../db/pool.ts';

/** pg's own conversion of a parameter to its text form (arrays to array literals), as its Query binds. */
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils.js') as {
  prepareValue(value: unknown): Buffer | string | null;
};

declare module 'pg' {
  interface Connection {
    /** Named statements the server has parsed on this connection: a later run only binds. */
    parsedStatements: Record<string, string>;
    /** Named statements sent for parsing, not yet confirmed (dropped again on an error). */
    submittedNamedStatements: Record<string, string>;
  }
}

/** A named statement run once: Parse the first time on a connection, then Bind, Execute, Sync. */
class UndescribedQuery implements pg.Submittable {
  private readonly firstColumns: string[] = [];
  private resolve: (rows: string[]) => void = () => undefined;
  private reject: (error: Error) => void = () => undefined;
  readonly answered = new Promise<string[]>((resolve, reject) => {
    this.resolve = resolve;
    this.reject = reject;
  });

  // pg's client reads `name` and `text` off the active query to keep its statement caches.
  constructor(
    readonly name: string,
    readonly text: string,
    private readonly values: readonly unknown[],
  ) {}

  submit(connection: pg.Connection): void {
    const { name, text } = this;
    // One write for the three or four messages, as pg's Query corks them (else one syscall each).
    connection.stream.cork();
    try {
      const parsed =
        connection.parsedStatements[name] !== undefined ||
        connection.submittedNamedStatements[name] !== undefined;
      if (!parsed) {
        connection.parse({ name, text, types: [] }, false);
        connection.submittedNamedStatements[name] = text;
      }
      connection.bind({ statement: name, values: this.values.map((value) => prepareValue(value)) }, false);
      connection.execute({}, false);
      connection.sync();
    } finally {
      connection.stream.uncork();
    }
  }

  handleDataRow(message: { fields: (string | null)[] }): void {
    this.firstColumns.push(message.fields[0] ?? '');
  }

  // A server error is followed by ReadyForQuery, which the client then keeps from this query; a
  // lost connection is followed by nothing. Either way the error is the answer, as in pg's Query.
  handleError(error: Error): void {
    this.reject(error);
  }

  handleReadyForQuery(): void {
    this.resolve(this.firstColumns);
  }

  handleRowDescription(): void {}
  handleCommandComplete(): void {}
  handleEmptyQuery(): void {}
  handlePortalSuspended(): void {}
}

/**
 * Runs the named statement `text` with `values`, on `db` if it is a client (inside its
 * transaction), else on a client of the pool, and answers the first column of each row it
 * returns, as text, in order. The statement is prepared once per connection.
 */
export async function undescribedQuery(
  db: Pool | PoolClient,
  name: string,
  text: string,
  values: readonly unknown[],
): Promise<string[]> {
  if (!(db instanceof pg.Pool)) return answerOf(db, new UndescribedQuery(name, text, values));
  const client = await db.connect();
  try {
    const rows = await answerOf(client, new UndescribedQuery(name, text, values));
    client.release();
    return rows;
  } catch (err) {
    // Retired, as pg-pool's own query does on any error: a refusal of the statement leaves the
    // connection fine, but the server's FATAL before it closes one is a DatabaseError too.
    client.release(err as Error);
    throw err;
  }
}

async function answerOf(client: PoolClient, query: UndescribedQuery): Promise<string[]> {
  client.query(query);
  try {
    return await query.answered;
  } catch (err) {
    // As pg's Query does: a stack that leads back to the caller, not to the socket's read.
    if (err instanceof Error) Error.captureStackTrace(err);
    throw err;
  }
}
