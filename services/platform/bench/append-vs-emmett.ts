// Appends, side by side: this project's EventStore.appendToStream, the floor (one autocommitted
// INSERT of the same rows into a table like ours, its unique (stream_id, stream_version) index the
// only concurrency check) and Emmett's PostgreSQL event store (@event-driven-io/emmett-postgresql,
// a bench-only dev dependency, no projections), on the same Postgres, in the same process, rounds
// alternating, every append checked.
//   npm run bench:append       (part of `make bench`; DATABASE_URL on loopback)
// Uses its own database (wine_bench_append, recreated by each run); writes docs/bench/append.md
// and .json.

import { readFileSync } from 'node:fs';
import os from 'node:os';
import { STREAM_DOES_NOT_EXIST } from '@event-driven-io/emmett';
import { getPostgreSQLEventStore } from '@event-driven-io/emmett-postgresql';
import type { EventMetadata } from '@wine/contracts/event-envelope';
import pg from 'pg';
import { v7 as uuidv7 } from 'uuid';
import { atLeast, BENCH_DOCS_DIR, type BenchFigure, writeBenchReport } from '../src/bench/bench-report.ts';
import { freshDatabase } from '../src/db/fresh-database.ts';
import { migrate, platformMigrations } from '../src/db/migrate.ts';
import { createPool } from '../src/db/pool.ts';
import { APPENDED_CHANNEL } from '../src/event-store/commit-doorbell.ts';
import { commitListenerOf } from '../src/event-store/commit-listener.ts';
import { EventStore } from '../src/event-store/event-store.ts';

const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const ROUNDS = num('BENCH_APPEND_ROUNDS', 6);
const ROUND_SECONDS = num('BENCH_APPEND_ROUND_SECONDS', 5);
// Unmeasured, per store and workload: the first round after a change of workload opens the
// pools' connections, prepares the statements and warms the JIT, and ours always ran it first.
const WARM_UP_SECONDS = 1;
// One connection per writer and one for a NOTIFY: the Postgres is shared, its connections are few.
const POOL_SIZE = 17;
const STREAMS_PER_WRITER = 64;
const WORKLOADS = [
  { name: '1w-1e', label: '1 writer, 1 event per append', writers: 1, events: 1 },
  { name: '16w-1e', label: '16 writers, 1 event per append', writers: 16, events: 1 },
  { name: '16w-10e', label: '16 writers, 10 events per append', writers: 16, events: 10 },
] as const;
const AIM_FLOOR = 0.9;
const AIM_EMMETT = 1.25;
const STORES = ['ours', 'floor', 'emmett'] as const;
type StoreName = (typeof STORES)[number];
const APPLICATION: Record<StoreName, string> = {
  ours: 'append-bench-ours',
  floor: 'append-bench-floor',
  emmett: 'append-bench-emmett',
};
const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

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
  backendCpuMs: number;
  /** This process's CPU over the round: the store's client side (and the readers it wakes). */
  clientCpuMs: number;
}

/** CPU (ms) a process has used so far, from /proc (USER_HZ is 100 on Linux); 0 once it is gone. */
function cpuMsOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/**
 * The CPU a store's own Postgres backends (found by its pool's application name) spent over a
 * round: what an append costs the server, whatever else the shared machine is doing meanwhile.
 * The WAL writer and the checkpointer, which every store shares, are left out.
 */
async function backendCpu(admin: pg.Pool, applicationName: string): Promise<() => Promise<number>> {
  const pids = async () =>
    (
      await admin.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE application_name = $1', [
        applicationName,
      ])
    ).rows.map((r) => r.pid);
  const before = new Map((await pids()).map((pid) => [pid, cpuMsOf(pid)]));
  return async () => sum((await pids()).map((pid) => cpuMsOf(pid) - (before.get(pid) ?? 0)));
}

async function round(
  append: Append,
  spent: () => Promise<() => Promise<number>>,
  prefix: string,
  writers: number,
  events: number,
  roundSeconds = ROUND_SECONDS,
): Promise<RoundResult> {
  const latenciesMs: number[] = [];
  let appended = 0;
  const cpu = await spent();
  const client = process.cpuUsage();
  const started = performance.now();
  const until = started + roundSeconds * 1000;
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
  const { user, system } = process.cpuUsage(client);
  return {
    events: appended,
    seconds,
    latenciesMs,
    backendCpuMs: await cpu(),
    clientCpuMs: (user + system) / 1000,
  };
}

const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.99)] ?? 0;
const rate = (rs: RoundResult[]) => sum(rs.map((x) => x.events)) / sum(rs.map((x) => x.seconds));

// The floor's table holds what ours holds (the events table's columns, defaults, constraints and
// indexes, the global order's among them, with a position sequence of its own), so the difference
// is how a row gets there, not what it costs to keep.
const FLOOR_TABLE = `CREATE TABLE floor_events (LIKE events INCLUDING ALL);
CREATE SEQUENCE floor_events_position_seq OWNED BY floor_events.position;
ALTER TABLE floor_events ALTER position SET DEFAULT nextval('floor_events_position_seq')`;

const FLOOR_INSERT = `INSERT INTO floor_events (event_id, stream_id, stream_version, type, data, metadata, occurred_at)
  SELECT e.id, $2, $3 + e.n::integer, e.type, e.data, $6, $7
    FROM unnest($1::uuid[], $4::text[], $5::jsonb[]) WITH ORDINALITY AS e(id, type, data, n)`;

/** Rounds of one workload: each store's, and the ratios of ours to the others round by round. */
function summary(results: Record<StoreName, RoundResult[]>, other: 'floor' | 'emmett') {
  const perRound = results.ours.map((r, i) => {
    const o = results[other][i] as RoundResult;
    return r.events / r.seconds / (o.events / o.seconds);
  });
  return {
    overall: rate(results.ours) / rate(results[other]),
    worst: Math.min(...perRound),
    best: Math.max(...perRound),
  };
}

async function main() {
  const database = await freshDatabase(adminUrl, 'wine_bench_append');
  const pool = createPool(database.url, { applicationName: APPLICATION.ours, max: POOL_SIZE });
  await migrate(pool, [platformMigrations]);
  // Looks up the stores' backends between rounds: a connection of its own, counted by none.
  const admin = new pg.Pool({ connectionString: database.url, max: 1, application_name: 'append-bench' });
  await pool.query(FLOOR_TABLE);
  const ours = new EventStore(pool);
  const floorPool = createPool(database.url, { applicationName: APPLICATION.floor, max: POOL_SIZE });
  const emmettPool = new pg.Pool({
    connectionString: database.url,
    max: POOL_SIZE,
    application_name: APPLICATION.emmett,
  });
  const emmett = getPostgreSQLEventStore(database.url, { connectionOptions: { pool: emmettPool } });
  const payload = { account: 'acct', amountPence: 1234 };
  const deposits = (count: number) =>
    Array.from({ length: count }, () => ({ type: 'Deposited', data: payload }));

  // Ours pays for its doorbell as it would in the gateway: a reader of this process (the relay)
  // asleep on the pool's listener, and one in another process hearing the NOTIFYs.
  const localReader = commitListenerOf(pool).subscribe();
  let localWakes = 0;
  let reading = true;
  const reader = (async () => {
    while (reading) {
      await localReader.wait();
      localWakes++;
    }
  })();
  const elsewhere = new pg.Client({
    connectionString: database.url,
    application_name: 'append-bench-elsewhere',
  });
  await elsewhere.connect();
  let notifies = 0;
  elsewhere.on('notification', () => notifies++);
  await elsewhere.query(`LISTEN ${APPENDED_CHANNEL}`);

  const stores: Record<StoreName, Append> = {
    ours: async (stream, version, count) =>
      (await ours.appendToStream(stream, version, deposits(count), meta)).nextExpectedVersion,
    floor: async (stream, version, count) => {
      await floorPool.query({
        name: 'floor-insert',
        text: FLOOR_INSERT,
        values: [
          Array.from({ length: count }, () => uuidv7()),
          stream,
          version,
          Array.from({ length: count }, () => 'Deposited'),
          Array.from({ length: count }, () => JSON.stringify(payload)),
          JSON.stringify(meta),
          new Date().toISOString(),
        ],
      });
      return version + count;
    },
    emmett: async (stream, version, count) => {
      const result = await emmett.appendToStream(stream, deposits(count), {
        expectedStreamVersion: version === 0 ? STREAM_DOES_NOT_EXIST : BigInt(version),
      });
      return Number(result.nextExpectedStreamVersion);
    },
  };
  // Emmett creates its schema on first use: not part of any round.
  for (const name of STORES) await stores[name]('warm-up', 0, 1);

  const figures: BenchFigure[] = [];
  const rows: string[] = [];
  const appendedBy = { ours: 0, floor: 0, emmett: 0 };
  const loadAtStart = os.loadavg();
  for (const workload of WORKLOADS) {
    const results: Record<StoreName, RoundResult[]> = { ours: [], floor: [], emmett: [] };
    let notifiesByOurs = 0;
    for (const name of STORES) {
      const spent = () => backendCpu(admin, APPLICATION[name]);
      const warmUp = await round(
        stores[name],
        spent,
        `${workload.name}-warm`,
        workload.writers,
        workload.events,
        WARM_UP_SECONDS,
      );
      appendedBy[name] += warmUp.events;
    }
    for (let r = 0; r < ROUNDS; r++) {
      // Each store goes first, second and third in turn.
      const order = STORES.map((_, i) => STORES[(i + r) % STORES.length] as StoreName);
      for (const name of order) {
        // Every round starts just after a checkpoint: the first write to each page after one logs
        // the whole page, so a checkpoint falling inside a round (every 5 min here) would make
        // that store's round alone pay for it.
        await admin.query('CHECKPOINT');
        const heard = notifies;
        const spent = () => backendCpu(admin, APPLICATION[name]);
        const result = await round(
          stores[name],
          spent,
          `${workload.name}-r${r}`,
          workload.writers,
          workload.events,
        );
        if (name === 'ours') notifiesByOurs += notifies - heard;
        results[name].push(result);
        appendedBy[name] += result.events;
        log(`${workload.label}: ${name} ${(result.events / result.seconds).toFixed(0)} events/s`);
      }
    }
    const cpuPerK = (rs: RoundResult[], of: 'backendCpuMs' | 'clientCpuMs') =>
      (sum(rs.map((x) => x[of])) / sum(rs.map((x) => x.events))) * 1000;
    const vsFloor = summary(results, 'floor');
    const vsEmmett = summary(results, 'emmett');
    const appends = sum(results.ours.map((x) => x.events)) / workload.events;
    const key = (what: string) => `append_${workload.name}_${what}`;
    const at = (label: string) => `${label}: ${workload.label}`;
    // Ours over another store: overall against its aim, and the worst and best alternating round.
    const ratioFigures = (
      vs: { overall: number; worst: number; best: number },
      suffix: string,
      other: string,
      aim: number,
    ) => {
      const name = (what: string) => key(['ratio', suffix, what].filter(Boolean).join('_'));
      return [
        atLeast(
          {
            name: name(''),
            label: at(`Ours ÷ ${other}`),
            value: Number(vs.overall.toFixed(2)),
            unit: 'ratio',
          },
          aim,
        ),
        ...(['worst', 'best'] as const).map((round) => ({
          name: name(round),
          label: at(`Ours ÷ ${other}, ${round} round`),
          value: Number(vs[round].toFixed(2)),
          unit: 'ratio',
        })),
      ];
    };
    figures.push(
      ...STORES.map((name) => ({
        name: key(name),
        label: at(`${name[0]?.toUpperCase()}${name.slice(1)}`),
        value: Math.round(rate(results[name])),
        unit: 'events/s',
      })),
      ...ratioFigures(vsFloor, 'floor', 'floor', AIM_FLOOR),
      ...ratioFigures(vsEmmett, '', 'Emmett', AIM_EMMETT),
      ...STORES.map((name) => ({
        name: key(`p99_${name}`),
        label: at(`p99 ${name}`),
        value: Number(p99(results[name].flatMap((x) => x.latenciesMs)).toFixed(2)),
        unit: 'ms',
      })),
      ...STORES.map((name) => ({
        name: key(`backend_cpu_${name}`),
        label: at(`Postgres backends' CPU per 1k events, ${name}`),
        value: Math.round(cpuPerK(results[name], 'backendCpuMs')),
        unit: 'ms',
      })),
      ...STORES.map((name) => ({
        name: key(`client_cpu_${name}`),
        label: at(`Bench process's CPU per 1k events, ${name}`),
        value: Math.round(cpuPerK(results[name], 'clientCpuMs')),
        unit: 'ms',
      })),
      {
        name: key('notifies'),
        label: at('NOTIFYs heard by another process per 1k of our appends'),
        value: Math.round((notifiesByOurs / appends) * 1000),
        unit: 'count',
      },
    );
    const range = (s: { overall: number; worst: number; best: number }) =>
      `${s.overall.toFixed(2)} (${s.worst.toFixed(2)}–${s.best.toFixed(2)})`;
    rows.push(
      `| ${workload.label} | ${STORES.map((n) => rate(results[n]).toFixed(0)).join(' | ')} | ${range(vsFloor)} | ${range(vsEmmett)} |`,
    );
  }
  reading = false;
  localReader.close();
  await reader;
  if (localWakes === 0) throw new Error("our appends never woke this process's reader");
  if (notifies === 0) throw new Error('our appends never woke a reader in another process');
  await elsewhere.end();

  // Every append was checked as it was answered; the tables must hold exactly what was answered.
  const {
    rows: [counted],
  } = await pool.query<{ ours: string; floor: string; emmett: string }>(
    `SELECT (SELECT count(*) FROM events WHERE stream_id <> 'warm-up') AS ours,
            (SELECT count(*) FROM floor_events WHERE stream_id <> 'warm-up') AS floor,
            (SELECT count(*) FROM emt_messages WHERE stream_id <> 'warm-up') AS emmett`,
  );
  if (STORES.some((name) => Number(counted?.[name]) !== appendedBy[name])) {
    throw new Error(`rows do not match the appends answered: ${JSON.stringify({ counted, appendedBy })}`);
  }
  await emmett.close();
  await emmettPool.end().catch(() => undefined);
  await floorPool.end();
  await pool.end();
  await admin.end();
  // The database stays until the next run drops it: Emmett keeps connections of its own, and
  // dropping it under them would end the run with their error before the report is written.

  const loads = (l: number[]) => l.map((x) => x.toFixed(2)).join(' ');
  await writeBenchReport(BENCH_DOCS_DIR, {
    area: 'append',
    title: "Appends: this event store beside the floor and Emmett's PostgreSQL event store",
    command: 'npm run bench:append',
    script: 'services/platform/bench/append-vs-emmett.ts',
    figures,
    machineExtra: {
      'Load average (1, 5, 15 min) at start': loads(loadAtStart),
      'Load average at the end': loads(os.loadavg()),
      Postgres: (await versionOf(adminUrl)) ?? 'unknown',
    },
    sections: {
      'At a glance': `Events per second over all rounds; the ratios over all rounds, with the worst and best round in brackets.

| Workload | Ours | Floor | Emmett | Ours ÷ floor (aim >= ${AIM_FLOOR}) | Ours ÷ Emmett (aim >= ${AIM_EMMETT}) |
|---|---:|---:|---:|---:|---:|
${rows.join('\n')}`,
      'What was measured': `Each workload runs ${ROUNDS} rounds of ${ROUND_SECONDS} s per store, the stores taking turns
to go first, after an unmeasured round of ${WARM_UP_SECONDS} s per store (connections, prepared statements, JIT), on one database and one process, each store with its own pool of ${POOL_SIZE}
connections. Each round starts just after a \`CHECKPOINT\`, so none pays alone for the whole
pages a checkpoint makes the next writes log. Each writer owns ${STREAMS_PER_WRITER} streams and appends to them in turn with the
version it last saw (an optimistic append that must succeed), so every append checks its expected
version. Every answer is checked (the new version is the old plus the events appended) and, at the
end, each table must hold exactly the events answered. A round's ratio compares the stores' rounds
that ran back to back.

- *Ours*: \`EventStore.appendToStream\`: one autocommitted statement that locks the stream, checks
  its version and inserts (docs/adr/0005), sent without pg's Describe
  (\`fast-path/undescribed-query.ts\`; the floor goes through pg's own Query), then the commit doorbell: this process's readers told
  in-process, other processes by a NOTIFY that an append carries in its own transaction at most
  every 10 ms. A reader of this process sleeps on the listener and one in another process LISTENs
  throughout, as the relay would.
- *Floor*: one autocommitted, prepared INSERT of the batch into a table with the same columns,
  defaults and indexes as ours; the caller names the versions and the unique
  \`(stream_id, stream_version)\` index is the only concurrency check. No stream lock, no version
  read, no wake-up: what any append on this Postgres costs at least.
- *Emmett*: \`@event-driven-io/emmett-postgresql\` 0.42.0, \`getPostgreSQLEventStore\`, no projections.

*Postgres backends' CPU per 1k events* is the CPU time (\`/proc/<pid>/stat\`) of the store's own
Postgres connections over its rounds, found by their application name, divided by the events
appended: what the store's appends cost the server, whatever else the shared machine is doing
(the WAL writer and checkpointer, shared by all three, are left out). Every commit
waits for its WAL flush (\`synchronous_commit\` on). *Bench process's CPU per 1k events* is this
process's own CPU (\`process.cpuUsage\`) over the store's rounds: its client side, the readers it
wakes and the bench's bookkeeping, which all three share.`,
    },
  });
  log('wrote docs/bench/append.md');
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
