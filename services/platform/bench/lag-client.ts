// The "client" half of the projection-lag figure, forked by backbone-bench.ts so that its clock
// readings do not wait behind the relay's and the projector's work on the bench's event loop.
// It appends one deposit per unique account at a fixed rate (open loop: a slow append never
// delays the next one) and polls the read model until each account shows up there.
import type { EventMetadata } from '@wine/contracts/event-envelope';
import pg from 'pg';
import { createPool } from '../src/db/pool.ts';
import { EventStore } from '../src/event-store/event-store.ts';

export interface LagClientConfig {
  databaseUrl: string;
  /** Read-model table polled for visibility, e.g. `rm_ledger_balances.balances`. */
  table: string;
  runId: string;
  ratePerSecond: number;
  warmupMs: number;
  measureMs: number;
  pollMs: number;
  /** How long to keep polling for the last events once appending has stopped. */
  drainMs: number;
}

export interface LagSample {
  account: string;
  /** Epoch ms (sub-ms precision) at which appendToStream resolved: the commit was acknowledged. */
  ackAt: number;
  /** Epoch ms at which a poll that found the row returned; absent if never seen. */
  seenAt?: number;
}

export interface LagClientResult {
  launched: number;
  failed: number;
  /** Measured events only (those launched after the warm-up). */
  samples: LagSample[];
  measuredSeconds: number;
  /** Appends acknowledged per second over the measured window: the commit rate really sustained. */
  ackedPerSecond: number;
  /** Most appends in flight at once (open loop: this grows if the store falls behind). */
  maxInFlight: number;
  polls: number;
  appendMs: number[];
}

const epochNow = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const meta: EventMetadata = { correlationId: 'bench-lag', causationId: null, userId: null, region: 'GB' };

async function run(cfg: LagClientConfig): Promise<LagClientResult> {
  const pool = createPool(cfg.databaseUrl, { applicationName: 'bench-lag-client', max: 8 });
  const store = new EventStore(pool);
  const interval = 1000 / cfg.ratePerSecond;
  const acked = new Map<string, { at: number; measured: boolean }>();
  const seen = new Map<string, number>();
  const pending = new Set<string>();
  const appendMs: number[] = [];
  let failed = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  let appending = true;
  let polls = 0;

  const launch = async (n: number) => {
    const account = `lag-${cfg.runId}-${n}`;
    const measured = n * interval >= cfg.warmupMs;
    const t0 = performance.now();
    maxInFlight = Math.max(maxInFlight, ++inFlight);
    try {
      await store.appendToStream(
        `ledger/account/${account}`,
        0,
        [{ type: 'Deposited', data: { account, amountPence: 1 } }],
        meta,
      );
      const at = epochNow();
      if (measured) appendMs.push(performance.now() - t0);
      acked.set(account, { at, measured });
      pending.add(account);
    } catch (err) {
      failed++;
      console.error('lag client: append failed', err);
    } finally {
      inFlight--;
    }
  };

  // The sampler has a connection of its own: it never queues behind appends for a pool slot.
  const reader = new pg.Client({ connectionString: cfg.databaseUrl, application_name: 'bench-lag-sampler' });
  await reader.connect();
  const sampler = (async () => {
    let drainUntil = Number.POSITIVE_INFINITY;
    while (appending || (pending.size > 0 && performance.now() < drainUntil)) {
      if (!appending && drainUntil === Number.POSITIVE_INFINITY) drainUntil = performance.now() + cfg.drainMs;
      if (pending.size > 0) {
        const { rows } = await reader.query<{ account: string }>(
          `SELECT account FROM ${cfg.table} WHERE account = ANY($1::text[])`,
          [[...pending]],
        );
        // The row was committed no later than the moment this answer arrived: an upper bound.
        const at = epochNow();
        polls++;
        for (const r of rows) {
          seen.set(r.account, at);
          pending.delete(r.account);
        }
      }
      await sleep(cfg.pollMs);
    }
  })();

  const appends: Promise<void>[] = [];
  const start = performance.now();
  const windowStart = performance.timeOrigin + start + cfg.warmupMs;
  const total = Math.round(((cfg.warmupMs + cfg.measureMs) / 1000) * cfg.ratePerSecond);
  let launched = 0;
  while (launched < total) {
    const due = Math.min(total, Math.floor((performance.now() - start) / interval) + 1);
    while (launched < due) appends.push(launch(launched++));
    await sleep(Math.max(0, start + launched * interval - performance.now()));
  }
  const measuredSeconds = (performance.now() - start - cfg.warmupMs) / 1000;
  const windowEnd = epochNow();
  await Promise.all(appends);
  appending = false;
  await sampler;
  await reader.end();
  await pool.end();

  const samples: LagSample[] = [];
  for (const [account, a] of acked) {
    if (!a.measured) continue;
    const s = seen.get(account);
    samples.push(s === undefined ? { account, ackAt: a.at } : { account, ackAt: a.at, seenAt: s });
  }
  let ackedInWindow = 0;
  for (const a of acked.values()) if (a.at >= windowStart && a.at < windowEnd) ackedInWindow++;
  const ackedPerSecond = ackedInWindow / ((windowEnd - windowStart) / 1000);
  return { launched, failed, samples, measuredSeconds, ackedPerSecond, maxInFlight, polls, appendMs };
}

process.once('message', (cfg: LagClientConfig) => {
  run(cfg).then(
    (result) => process.send?.({ kind: 'result', result }, () => process.exit(0)),
    (err) => {
      console.error('lag client failed', err);
      process.exit(1);
    },
  );
});
process.send?.({ kind: 'ready' });
