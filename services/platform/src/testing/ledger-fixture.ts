import type { EventMetadata } from '@wine/contracts/event-envelope';
import type { Pool } from '../db/pool.ts';
import type { EventStore } from '../event-store/event-store.ts';
import type { PgProjection, RedisProjection } from '../projections/projection.ts';

// A deliberately non-idempotent read model (balances are added to): applying any event twice
// shows up as a wrong balance, which is what the delivery tests and benchmarks look for.

export interface Deposited {
  account: string;
  amountPence: number;
}

/**
 * One deposit on its account's stream, as the ledger's tests write them. The amount is not
 * checked: a poison test writes one that is not a number.
 */
export const appendDeposit = (
  store: EventStore,
  deposit: { account: string; amountPence: unknown },
  metadata: EventMetadata,
) =>
  store.appendToStream(
    `ledger/account/${deposit.account}`,
    'any',
    [{ type: 'Deposited', data: deposit }],
    metadata,
  );

/** An account's balance in `ledgerBalances` (bigint as text), or undefined before its first deposit. */
export const balanceOf = async (pool: Pool, account: string) =>
  (
    await pool.query<{ balance_pence: string }>(
      'SELECT balance_pence FROM rm_ledger_balances.balances WHERE account = $1',
      [account],
    )
  ).rows[0]?.balance_pence;

export const ledgerBalances: PgProjection = {
  kind: 'pg',
  name: 'ledger-balances',
  contexts: ['ledger'],
  handles: ['Deposited'],
  schemaSql: `CREATE TABLE IF NOT EXISTS balances (
      account text PRIMARY KEY, balance_pence bigint NOT NULL, deposits int NOT NULL)`,
  async apply(events, client) {
    const rows = events.map((e) => e.data as Deposited);
    // Set-based: one statement per batch, summed per account first (one row may appear many times).
    await client.query(
      `INSERT INTO balances (account, balance_pence, deposits)
       SELECT account, sum(amount)::bigint, count(*)::int
         FROM unnest($1::text[], $2::bigint[]) AS d(account, amount) GROUP BY account
       ON CONFLICT (account) DO UPDATE
         SET balance_pence = balances.balance_pence + excluded.balance_pence,
             deposits = balances.deposits + excluded.deposits`,
      [rows.map((r) => r.account), rows.map((r) => r.amountPence)],
    );
  },
};

export const ledgerTotals: RedisProjection = {
  kind: 'redis',
  name: 'ledger-totals',
  contexts: ['ledger'],
  handles: ['Deposited'],
  apply(event) {
    const d = event.data as Deposited;
    if (!Number.isInteger(d.amountPence)) throw new Error(`amountPence is not an integer: ${d.amountPence}`);
    return [
      ['HINCRBY', 'balances', d.account, d.amountPence],
      ['INCRBY', 'deposits', 1],
    ];
  },
};
