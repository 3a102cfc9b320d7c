import { AsyncLocalStorage } from 'node:async_hooks';
import pg from 'pg';

/**
 * The doorbell's NOTIFY: when a commit could not carry it (one was in flight), it rings on its
 * own a moment later, so it belongs to no command's count.
 */
const DOORBELL = /^(BEGIN; )?SET LOCAL synchronous_commit TO OFF; SELECT pg_notify\(/;

const measuring = new AsyncLocalStorage<{ roundTrips: number }>();

const textOf = (query: unknown) =>
  typeof query === 'string' ? query : String((query as { text?: unknown } | null)?.text ?? '');

/**
 * The round trips to Postgres that `work` makes, and no one else's on the same pools (a test
 * app's projectors meanwhile): every query it sends through a pool or through a client it took
 * from one, each counted where the work sends it (AsyncLocalStorage follows the work's awaits).
 * A pool's query is counted at the call, not when pg-pool runs it on a client, which may be in
 * the callback of whoever released that client. Measurements run one at a time.
 */
export async function roundTripsOf<T>(work: () => Promise<T>): Promise<{ result: T; roundTrips: number }> {
  const tally = { roundTrips: 0 };
  const count = (query: unknown) => {
    const open = measuring.getStore();
    if (open && !DOORBELL.test(textOf(query))) open.roundTrips += 1;
  };
  const poolQuery = pg.Pool.prototype.query;
  const clientQuery = pg.Client.prototype.query;
  Object.assign(pg.Pool.prototype, {
    query(this: pg.Pool, ...args: unknown[]) {
      count(args[0]);
      // Its client's query is this one: not counted again, whoever's callback runs it.
      return measuring.exit(() => (poolQuery as (...a: unknown[]) => unknown).apply(this, args));
    },
  });
  Object.assign(pg.Client.prototype, {
    query(this: pg.Client, ...args: unknown[]) {
      count(args[0]);
      return (clientQuery as (...a: unknown[]) => unknown).apply(this, args);
    },
  });
  try {
    const result = await measuring.run(tally, work);
    return { result, roundTrips: tally.roundTrips };
  } finally {
    Object.assign(pg.Pool.prototype, { query: poolQuery });
    Object.assign(pg.Client.prototype, { query: clientQuery });
  }
}
