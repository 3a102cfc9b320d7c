// Appends, side by side: this project's EventStore.appendToStream against Emmett's PostgreSQL
// event store (@event-driven-io/emmett-postgresql, a bench-only dev dependency, no projections),
// on the same Postgres, in the same process, rounds alternating, every append checked.
//   npm run bench:append       (part of `make bench`; DATABASE_URL on loopback)
// Uses its own database (wine_bench_append, recreated by each run); writes
// docs/bench/append-vs-emmett.md and .json.

import { readFileSync } from 'node:fs';
import { STREAM_DOES_NOT_EXIST } from '@event-driven-io/emmett';
import { getPostgreSQLEventStore } from '@event-driven-io/emmett-postgresql';
import type { EventMetadata } from '@wine/contracts/event-envelope';
import pg from 'pg';
import { BENCH_DOCS_DIR, type BenchFigure, writeBenchReport } from '../src/bench/bench-report.ts';
import { loadAverages } from '../src/bench/machine.ts';
import { freshDatabase } from '../src/db/fresh-database.ts';
import { migrate, platformMigrations } from '../src/db/migrate.ts';
import { createPool } from '../src/db/pool.ts';
import { EventStore } from '../src/event-store/event-store.ts';

const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const ROUNDS = num('BENCH_APPEND_ROUNDS', 3);
const ROUND_SECONDS = num('BENCH_APPEND_ROUND_SECONDS', 10);
const POOL_SIZE = 24;
const STREAMS_PER_WRITER = 64;
const WORKLOADS = [
  { name: '1w-1e', label: '1 writer, 1 event per append', writers: 1, events: 1 },
  { name: '16w-1e', label: '16 writers, 1 event per append', writers: 16, events: 1 },
  { name: '16w-10e', label: '16 writers, 10 events per append', writers: 16, events: 10 },
] as const;
const AIM_RATIO = 1.25;

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
if (!['127.0.0.1', 'localhost', '::1', '[::1]'].includes(new URL(adminUrl).hostname)) {
  throw new Error('the bench drops and creates a database: DATABASE_URL must be on loopback');
}
const log = (message: string) => process.stderr.write(`[append-bench] ${message}\n`);
const meta: EventMetadata = { correlationId: 'bench', causationId: null, userId: null, region: 'GB' };

/** Appends `events` events to `stream`, which is at `version`; answers the new version. */
type Append = (stream: string, version: number, events: number) => Promise<number>;

interface RoundResult {
  events: number;
  seconds: number;
  latenciesMs: number[];
  postgresCpuMs: number;
}

/**
 * CPU (ms) the machine spent outside this process: on a quiet machine, the Postgres server's.
 * Summing the `postgres` processes instead would lose the time of backends that exit during a
 * round (a store that opens and closes connections would look free).
 */
function postgresCpuMs(): number {
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.split(/\s+/).slice(1).map(Number) ?? [];
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = cpu;
  const machineMs = (user + nice + system + irq + softirq + steal) * 10; // USER_HZ is 100 on Linux.
  const own = process.cpuUsage();
  return machineMs - (own.user + own.system) / 1000;
}

async function round(append: Append, prefix: string, writers: number, events: number): Promise<RoundResult> {
  const latenciesMs: number[] = [];
  let appended = 0;
  const cpuBefore = postgresCpuMs();
  const started = performance.now();
  const until = started + ROUND_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      const versions = new Array<number>(STREAMS_PER_WRITER).fill(0);
      for (let i = 0; performance.now() < until; i++) {
        const s = i % STREAMS_PER_WRITER;
        const t = performance.now();
        const next = await append(`${prefix}-w${w}-s${s}`, versions[s] ?? 0, events);
        latenciesMs.push(performance.now() - t);
        if (next !== (versions[s] ?? 0) + events)
          throw new Error(`stream ${s} of writer ${w} skipped a version`);
        versions[s] = next;
        appended += events;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { events: appended, seconds, latenciesMs, postgresCpuMs: postgresCpuMs() - cpuBefore };
}

const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.99)] ?? 0;
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

async function main() {
  const database = await freshDatabase(adminUrl, 'wine_bench_append');
  const pool = createPool(database.url, { applicationName: 'append-bench', max: POOL_SIZE });
  await migrate(pool, [platformMigrations]);
  const ours = new EventStore(pool);
  const emmettPool = new pg.Pool({ connectionString: database.url, max: POOL_SIZE });
  const emmett = getPostgreSQLEventStore(database.url, { connectionOptions: { pool: emmettPool } });
  const payload = { account: 'acct', amountPence: 1234 };

  const stores: Record<'ours' | 'emmett', Append> = {
    ours: async (stream, version, count) =>
      (
        await ours.appendToStream(
          stream,
          version,
          Array.from({ length: count }, () => ({ type: 'Deposited', data: payload })),
          meta,
        )
      ).nextExpectedVersion,
    emmett: async (stream, version, count) => {
      const result = await emmett.appendToStream(
        stream,
        Array.from({ length: count }, () => ({ type: 'Deposited', data: payload })),
        { expectedStreamVersion: version === 0 ? STREAM_DOES_NOT_EXIST : BigInt(version) },
      );
      return Number(result.nextExpectedStreamVersion);
    },
  };
  // Emmett creates its schema on first use: not part of any round.
  await stores.emmett('warm-up', 0, 1);
  await stores.ours('warm-up', 0, 1);

  const figures: BenchFigure[] = [];
  const rows: string[] = [];
  const appendedBy = { ours: 0, emmett: 0 };
  for (const workload of WORKLOADS) {
    const results = { ours: [] as RoundResult[], emmett: [] as RoundResult[] };
    for (let r = 0; r < ROUNDS; r++) {
      for (const name of r % 2 === 0 ? (['ours', 'emmett'] as const) : (['emmett', 'ours'] as const)) {
        const result = await round(stores[name], `${workload.name}-r${r}`, workload.writers, workload.events);
        results[name].push(result);
        appendedBy[name] += result.events;
        log(`${workload.label}: ${name} ${(result.events / result.seconds).toFixed(0)} events/s`);
      }
    }
    const rate = (rs: RoundResult[]) => sum(rs.map((x) => x.events)) / sum(rs.map((x) => x.seconds));
    const cpuPerK = (rs: RoundResult[]) =>
      (sum(rs.map((x) => x.postgresCpuMs)) / sum(rs.map((x) => x.events))) * 1000;
    const latency = (rs: RoundResult[]) => p99(rs.flatMap((x) => x.latenciesMs));
    const ratio = rate(results.ours) / rate(results.emmett);
    figures.push(
      {
        name: `append_${workload.name}_ours`,
        label: `Ours: ${workload.label}`,
        value: Math.round(rate(results.ours)),
        unit: 'events/s',
      },
      {
        name: `append_${workload.name}_emmett`,
        label: `Emmett: ${workload.label}`,
        value: Math.round(rate(results.emmett)),
        unit: 'events/s',
      },
      {
        name: `append_${workload.name}_ratio`,
        label: `Ours ÷ Emmett: ${workload.label}`,
        value: Number(ratio.toFixed(2)),
        unit: 'ratio',
        target: `>= ${AIM_RATIO}`,
        pass: ratio >= AIM_RATIO,
      },
      {
        name: `append_${workload.name}_p99_ours`,
        label: `Ours p99: ${workload.label}`,
        value: Number(latency(results.ours).toFixed(2)),
        unit: 'ms',
      },
      {
        name: `append_${workload.name}_p99_emmett`,
        label: `Emmett p99: ${workload.label}`,
        value: Number(latency(results.emmett).toFixed(2)),
        unit: 'ms',
      },
      {
        name: `append_${workload.name}_pg_cpu_ours`,
        label: `Ours, Postgres CPU per 1k events: ${workload.label}`,
        value: Math.round(cpuPerK(results.ours)),
        unit: 'ms',
        target: `< Emmett's ${Math.round(cpuPerK(results.emmett))}`,
        pass: cpuPerK(results.ours) < cpuPerK(results.emmett),
      },
      {
        name: `append_${workload.name}_pg_cpu_emmett`,
        label: `Emmett, Postgres CPU per 1k events: ${workload.label}`,
        value: Math.round(cpuPerK(results.emmett)),
        unit: 'ms',
      },
    );
    rows.push(
      `| ${workload.label} | ${rate(results.ours).toFixed(0)} | ${rate(results.emmett).toFixed(0)} | ${ratio.toFixed(2)} |`,
    );
  }

  // Every append was checked as it was answered; the tables must hold exactly what was answered.
  const {
    rows: [counted],
  } = await pool.query<{ ours: string; emmett: string }>(
    `SELECT (SELECT count(*) FROM events WHERE stream_id <> 'warm-up') AS ours,
            (SELECT count(*) FROM emt_messages WHERE stream_id <> 'warm-up') AS emmett`,
  );
  if (Number(counted?.ours) !== appendedBy.ours || Number(counted?.emmett) !== appendedBy.emmett) {
    throw new Error(`rows do not match the appends answered: ${JSON.stringify({ counted, appendedBy })}`);
  }
  await emmett.close();
  await emmettPool.end().catch(() => undefined);
  await pool.end();
  // The database stays until the next run drops it: Emmett keeps connections of its own, and
  // dropping it under them would end the run with their error before the report is written.

  await writeBenchReport(BENCH_DOCS_DIR, {
    area: 'append-vs-emmett',
    title: "Appends: this event store beside Emmett's PostgreSQL event store",
    command: 'npm run bench:append',
    script: 'services/platform/bench/append-vs-emmett.ts',
    figures,
    machineExtra: {
      'Load average at start': loadAverages(),
      Postgres: (await versionOf(adminUrl)) ?? 'unknown',
    },
    sections: {
      'At a glance': `| Workload | Ours events/s | Emmett events/s | Ours ÷ Emmett |\n|---|---:|---:|---:|\n${rows.join('\n')}`,
      'What was measured': `Each workload runs ${ROUNDS} rounds of ${ROUND_SECONDS} s per store, the stores alternating
(ours first in even rounds, Emmett first in odd ones), on one database and one process, each store
with its own pool of ${POOL_SIZE} connections. Each writer owns ${STREAMS_PER_WRITER} streams and appends
to them in turn with the version it last saw (an optimistic append that must succeed), so every
append checks its expected version. Every answer is checked (the new version is the old plus the
events appended) and, at the end, both tables must hold exactly the events answered. Emmett runs
without projections (\`@event-driven-io/emmett-postgresql\` 0.42.0, \`getPostgreSQLEventStore\`).
*Postgres CPU per 1k events* is the CPU time the machine spent outside the bench's own process
over the round (\`/proc/stat\` less \`process.cpuUsage()\`), divided by the events appended: on a
quiet machine that is the Postgres server (backends, WAL writer, checkpointer), plus the idle
broker's trickle, which both stores pay alike. Run it on a quiet machine.
Our single-stream append is one round trip (\`append_to_stream\`, docs/adr/0005).`,
    },
  });
  log('wrote docs/bench/append-vs-emmett.md');
}

async function versionOf(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ server_version: string }>('SHOW server_version')).rows[0]?.server_version;
  } finally {
    await client.end();
  }
}

await main();
