import pg from 'pg';

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;
export type QueryResult = pg.QueryResult;

export interface PoolOptions {
  applicationName: string;
  max?: number;
  /** Search path for every connection (read-model schemas, test isolation). */
  searchPath?: string;
}

// Timeouts bound how long one stuck transaction can hold back pg_snapshot_xmin, which the
// log readers wait on: an idle-in-transaction session is killed after 15 s. JIT off: every
// statement here is short, but the planner's guess for a lateral read of many streams passes
// jit_above_cost, and compiling it (loading LLVM into the session first) costs more than the
// read; pg_stat_statements showed it on the command path's stream read under bench:reactions.
const SERVER_SETTINGS = '-c statement_timeout=30000 -c idle_in_transaction_session_timeout=15000 -c jit=off';

export function createPool(connectionString: string, opts: PoolOptions): Pool {
  const searchPath = opts.searchPath ? ` -c search_path=${opts.searchPath}` : '';
  const pool = new pg.Pool({
    connectionString,
    application_name: opts.applicationName,
    max: opts.max ?? 10,
    options: `${SERVER_SETTINGS}${searchPath}`,
  });
  // pg-pool listens for errors only on idle clients: a checked-out one whose connection drops
  // between two queries (a Postgres restart) would throw an uncaught exception. Its holder sees
  // the loss on its next query, and the pool drops the unqueryable client on release.
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

/**
 * `work` in a transaction. `begin` may add statements to the BEGIN's round trip (the event
 * store takes its stream locks there, and reads the streams under them), and `commit` to the
 * COMMIT's (the event store's append and NOTIFY), each sent as one simple query: literals only,
 * no parameters. `work` is given what each of the BEGIN's statements answered, in order, and
 * `committed` what each of the COMMIT's did.
 */
export async function inTransaction<T>(
  pool: Pool,
  work: (client: PoolClient, begun: readonly QueryResult[]) => Promise<T>,
  begin: (client: PoolClient) => string = () => 'BEGIN',
  commit: () => string = () => 'COMMIT',
  committed: (answers: readonly QueryResult[]) => void = () => undefined,
): Promise<T> {
  const client = await pool.connect();
  try {
    // Several statements in one query: node-postgres answers with one result each.
    const results = async (sql: string) => {
      const answer: QueryResult | QueryResult[] = await client.query(sql);
      return Array.isArray(answer) ? answer : [answer];
    };
    const result = await work(client, await results(begin(client)));
    committed(await results(commit()));
    return result;
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}
