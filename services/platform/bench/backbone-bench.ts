// Backbone benchmark: append, relay-to-Kafka, projection lag and replay throughput on this machine.
//   npm run bench:backbone        (or `make bench`, which starts the local services first)
// Uses its own database (wine_bench_backbone, dropped and recreated) and its own Kafka topic
// prefix (topics deleted at the end); writes docs/bench/backbone.md and docs/bench/backbone.json.

import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { EventMetadata, NewEvent } from '@wine/contracts/event-envelope';
import pg from 'pg';
import { machine } from '../src/bench/machine.ts';
import { type BusProducer, EventBus, type RunningConsumer } from '../src/bus/kafka.ts';
import { migrate, platformMigrations } from '../src/db/migrate.ts';
import { createPool, type Pool } from '../src/db/pool.ts';
import { EventStore } from '../src/event-store/event-store.ts';
import { saveCheckpoint } from '../src/event-store/read-all.ts';
import type { StoredEvent } from '../src/event-store/stored-event.ts';
import { pgDeadLetters } from '../src/projections/dead-letters.ts';
import { runFromKafka } from '../src/projections/kafka-source.ts';
import { PgProjector } from '../src/projections/pg-projector.ts';
import { OutboxRelay } from '../src/relay/outbox-relay.ts';
import { replayPg } from '../src/replay/replay-pg.ts';
import { type Deposited, ledgerBalances } from '../src/testing/ledger-fixture.ts';
import type { LagClientConfig, LagClientResult } from './lag-client.ts';
import { relatedFiguresSection } from './related-figures.ts';

// ---------------------------------------------------------------------------------------------
// Parameters (env overrides only to make a quick smoke run possible; the published figures use
// the defaults).
const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const P = {
  appendSeconds: num('BENCH_APPEND_SECONDS', 8),
  appendBatchSeconds: num('BENCH_APPEND_BATCH_SECONDS', 5),
  preloadEvents: num('BENCH_EVENTS', 200_000),
  preloadAccounts: num('BENCH_ACCOUNTS', 20_000),
  relayBatchSizes: [2000, 5000],
  replayBatchSizes: [5000, 10_000],
  lagRate: num('BENCH_LAG_RATE', 500),
  lagWarmupSeconds: num('BENCH_LAG_WARMUP_SECONDS', 3),
  lagSeconds: num('BENCH_LAG_SECONDS', 20),
  lagPollMs: 2,
  quietWaitSeconds: num('BENCH_QUIET_WAIT_SECONDS', 45),
};
const TARGETS = { relay: 20_000, lagP99: 100, replay: 50_000 };
const BENCH_DB = 'wine_bench_backbone';
const ROOT = new URL('../../../', import.meta.url).pathname;
const OUT_DIR = join(ROOT, 'docs/bench');
const CONSUMER_TIMINGS = {
  sessionTimeoutMs: 6_000,
  heartbeatIntervalMs: 500,
  rebalanceTimeoutMs: 6_000,
  maxWaitTimeMs: 100,
};
const meta: EventMetadata = { correlationId: 'bench', causationId: null, userId: null, region: 'GB' };

// ---------------------------------------------------------------------------------------------
// Loopback only: the bench drops and recreates a database and creates/deletes topics.
const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
function assertLoopback(host: string, what: string): void {
  const h = host.replace(/^\[|\]$/g, '');
  if (h === 'localhost' || h === '::1' || /^127\.\d+\.\d+\.\d+$/.test(h)) return;
  throw new Error(`${what} must be a loopback address for the bench, got "${host}"`);
}
assertLoopback(new URL(baseUrl).hostname, 'DATABASE_URL');
for (const b of brokers) assertLoopback(new URL(`kafka://${b}`).hostname, 'KAFKA_BROKERS');
const dbUrl = (name: string) => {
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  return u.toString();
};

const t0 = performance.now();
const log = (msg: string) =>
  process.stderr.write(`[bench ${((performance.now() - t0) / 1000).toFixed(1).padStart(5)}s] ${msg}\n`);
const epochNow = () => performance.timeOrigin + performance.now();
const round = (n: number, digits = 0) => Number(n.toFixed(digits));

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] as number;
}

async function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([p, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

// ---------------------------------------------------------------------------------------------
interface Figure {
  name: string;
  label: string;
  value: number;
  unit: string;
  target?: string;
  pass?: boolean;
  /** Share of the machine's CPU that processes outside the system under test used meanwhile. */
  background?: number;
}
const figures: Figure[] = [];
const notes: string[] = [];

const quietLogger = {
  error: (obj: object, msg?: string) => console.error(msg, obj),
  warn: (obj: object, msg?: string) => (process.env.BENCH_DEBUG ? console.warn(msg, obj) : undefined),
  info: () => undefined,
  debug: () => undefined,
};

async function adminQuery(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: dbUrl('postgres') });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

// ---------------------------------------------------------------------------------------------
// Other load. The machine may be shared (builds and tests of other work), so every figure records
// how much of the machine's CPU went to processes outside the system under test meanwhile:
// anything but this process and its children, Postgres' own processes and this database's
// backends, and the Kafka broker. Approximate (the broker and Postgres' shared processes count as
// ours even when others use them), but it tells a quiet run from a disturbed one.

function machineTicks(): { busy: number; total: number } {
  const f = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  const total = f.reduce((a, b) => a + b, 0);
  return { busy: total - (f[3] ?? 0) - (f[4] ?? 0), total };
}

/** CPU ticks so far of each process of the system under test, by pid. */
function oursTicks(): Map<number, number> {
  const ours = new Map<number, number>();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const f = stat
        .slice(stat.lastIndexOf(')') + 2)
        .split(' ')
        .map(Number);
      const pid = Number(d);
      const ticks = (f[11] ?? 0) + (f[12] ?? 0);
      if (pid === process.pid) {
        ours.set(pid, ticks + (f[13] ?? 0) + (f[14] ?? 0)); // plus children that exited (the lag client)
      } else if (f[1] === process.pid) {
        ours.set(pid, ticks);
      } else {
        const cmd = readFileSync(`/proc/${d}/cmdline`, 'utf8').replaceAll('\0', ' ');
        const postgres = cmd.startsWith('postgres: ') || cmd.includes('/bin/postgres');
        // A backend's title names its database and client ("127.0.0.1(5123)", "[local]").
        const otherBackend = postgres && /\(\d+\)|\[local\]/.test(cmd) && !cmd.includes(` ${BENCH_DB} `);
        if (cmd.includes('kafka.Kafka') || (postgres && !otherBackend)) ours.set(pid, ticks);
      }
    } catch {
      // the process ended meanwhile
    }
  }
  return ours;
}

/** Starts measuring; the returned function gives the other processes' share of the machine. */
function otherLoad(): () => number {
  const m0 = machineTicks();
  const o0 = oursTicks();
  return () => {
    const m1 = machineTicks();
    const total = m1.total - m0.total;
    // Per process: a backend that closed meanwhile must not take its whole past with it.
    let ours = 0;
    for (const [pid, ticks] of oursTicks()) ours += ticks - (o0.get(pid) ?? 0);
    if (process.env.BENCH_DEBUG)
      log(`other load: machine ${total} ticks, busy ${m1.busy - m0.busy}, ours ${ours}`);
    return total <= 0 ? 0 : Math.max(0, m1.busy - m0.busy - ours) / total;
  };
}

let quietBudgetMs = P.quietWaitSeconds * 1000;

/**
 * Before a measurement: while other work keeps more than 20% of the machine busy, waits, from a
 * budget shared by the whole run (so the bench still ends in bounded time). Returns the last
 * sample of the other load.
 */
async function settle(before: string): Promise<number> {
  for (;;) {
    const sample = otherLoad();
    await new Promise((r) => setTimeout(r, 1500));
    const other = sample();
    if (other <= 0.2 || quietBudgetMs <= 0) return other;
    quietBudgetMs -= 1500;
    log(`other work keeps ${round(other * 100)}% of the machine busy; waiting before ${before}`);
  }
}

// ---------------------------------------------------------------------------------------------
// 1. Append throughput

async function appendRun(
  store: EventStore,
  writers: number,
  seconds: number,
  perAppend: number,
  tag: string,
) {
  const deadline = performance.now() + seconds * 1000;
  const latencies: number[] = [];
  let events = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      // Each writer owns its streams and appends with the version it last saw: a real
      // optimistic-concurrency check on every command, never a conflict.
      const versions = new Map<string, number>();
      for (let i = 0; performance.now() < deadline; i++) {
        const account = `${tag}-w${w}-${i % 64}`;
        const stream = `ledger/account/${account}`;
        const batch: NewEvent[] = Array.from({ length: perAppend }, () => ({
          type: 'Deposited',
          data: { account, amountPence: 100 + (i % 900) },
        }));
        const t = performance.now();
        const r = await store.appendToStream(stream, versions.get(stream) ?? 0, batch, meta);
        latencies.push(performance.now() - t);
        versions.set(stream, r.nextExpectedVersion);
        events += perAppend;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return { events, rate: events / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

async function benchAppend(pool: Pool): Promise<void> {
  const store = new EventStore(pool);
  await appendRun(store, 4, 1, 1, 'warm');
  const runs: [string, string, number, number, number][] = [
    ['append_1_writer', '1 writer, 1 event per append', 1, P.appendSeconds, 1],
    ['append_16_writers', '16 writers, 1 event per append', 16, P.appendSeconds, 1],
    [
      'append_16_writers_batch10',
      '16 writers, 10 events per append (batched variant)',
      16,
      P.appendBatchSeconds,
      10,
    ],
  ];
  for (const [name, label, writers, seconds, perAppend] of runs) {
    await settle(label);
    const other = otherLoad();
    const r = await appendRun(store, writers, seconds, perAppend, name);
    const background = other();
    log(
      `${label}: ${round(r.rate)} events/s (append p50 ${r.p50.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms)`,
    );
    figures.push(
      {
        name: `${name}_events_per_s`,
        label: `Append: ${label}`,
        value: round(r.rate),
        unit: 'events/s',
        background,
      },
      {
        name: `${name}_append_p99_ms`,
        label: `Append latency p99: ${label}`,
        value: round(r.p99, 2),
        unit: 'ms',
        background,
      },
    );
  }
}

// ---------------------------------------------------------------------------------------------
// 2. Pre-load: one set-based INSERT of deposits on `preloadAccounts` streams.

async function preload(pool: Pool): Promise<void> {
  await pool.query('TRUNCATE events, checkpoints RESTART IDENTITY');
  const started = performance.now();
  await pool.query(
    // event_id: a UUIDv7 (48-bit ms timestamp, version nibble 7) built from gen_random_uuid().
    `INSERT INTO events (event_id, stream_id, stream_version, type, schema_version, data, metadata, occurred_at)
     SELECT encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid())
                placing substring(int8send((extract(epoch FROM clock_timestamp()) * 1000)::bigint) FROM 3)
                FROM 1 FOR 6), 52, 1), 53, 1), 'hex')::uuid,
            'ledger/account/pre-' || (i % $2),
            i / $2 + 1,
            'Deposited',
            1,
            jsonb_build_object('account', 'pre-' || (i % $2), 'amountPence', 1 + i % 997),
            jsonb_build_object('correlationId', 'bench-' || i, 'causationId', NULL, 'userId', NULL, 'region', 'GB'),
            now()
       FROM generate_series(0, $1::int - 1) AS i`,
    [P.preloadEvents, P.preloadAccounts],
  );
  await pool.query('VACUUM ANALYZE events');
  log(`pre-loaded ${P.preloadEvents} events in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

// ---------------------------------------------------------------------------------------------
// 3. Relay: drain the pre-loaded log to a fresh topic, once per batch size.

async function benchRelay(
  pool: Pool,
  bus: EventBus,
  producer: BusProducer,
  topics: Set<string>,
  base: string,
) {
  for (const batchSize of P.relayBatchSizes) {
    const prefix = `${base}relay${batchSize}.`;
    const topic = `${prefix}ledger.events`;
    topics.add(topic);
    await bus.ensureTopics([topic]);
    let sent = 0;
    let batches = 0;
    let failure: unknown;
    let done: () => void = () => undefined;
    const drained = new Promise<void>((resolve) => {
      done = resolve;
    });
    const relay = new OutboxRelay(pool, producer, {
      name: `bench-relay-${batchSize}`,
      batchSize,
      topicPrefix: prefix,
      // The topic exists already: topic creation is set-up, not relay throughput.
      ensureTopics: async (t) => {
        const missing = t.filter((x) => !topics.has(x));
        if (missing.length > 0) await bus.ensureTopics(missing);
      },
      onPublished: (events) => {
        sent += events.length;
        batches++;
        if (sent >= P.preloadEvents) done();
      },
      onError: (err) => {
        failure = err;
        done();
      },
    });
    await settle(`relay batch ${batchSize}`);
    const other = otherLoad();
    const started = performance.now();
    relay.start();
    await withTimeout(drained, 120_000, `relay (batch ${batchSize})`);
    const seconds = (performance.now() - started) / 1000;
    const background = other();
    await relay.stop();
    if (failure) throw failure;
    const rate = sent / seconds;
    log(`relay batch ${batchSize}: ${sent} events in ${seconds.toFixed(2)} s = ${round(rate)} events/s`);
    figures.push({
      name: `relay_batch${batchSize}_events_per_s`,
      label: `Relay to Kafka, batchSize ${batchSize} (${sent} events, ${batches} batches)`,
      value: round(rate),
      unit: 'events/s',
      target: `>= ${TARGETS.relay}`,
      pass: rate >= TARGETS.relay,
      background,
    });
  }
}

// ---------------------------------------------------------------------------------------------
// 4. Replay: rebuild rm_ledger_balances from the store, once per batch size.

async function benchReplay(pool: Pool): Promise<void> {
  for (const batchSize of P.replayBatchSizes) {
    await settle(`replay batch ${batchSize}`);
    const other = otherLoad();
    const started = performance.now();
    const { events } = await replayPg(pool, ledgerBalances, { deadLetters: pgDeadLetters(pool), batchSize });
    const seconds = (performance.now() - started) / 1000;
    const background = other();
    const { rows } = await pool.query<{ accounts: number; deposits: number }>(
      'SELECT count(*)::int AS accounts, sum(deposits)::int AS deposits FROM rm_ledger_balances.balances',
    );
    const check = rows[0];
    if (events !== P.preloadEvents || check?.deposits !== P.preloadEvents) {
      throw new Error(`replay built a wrong model: ${events} events read, ${JSON.stringify(check)}`);
    }
    const rate = events / seconds;
    log(`replay batch ${batchSize}: ${events} events in ${seconds.toFixed(2)} s = ${round(rate)} events/s`);
    figures.push({
      name: `replay_batch${batchSize}_events_per_s`,
      label: `Replay (replayPg, ledgerBalances), batchSize ${batchSize} (${events} events, swap included)`,
      value: round(rate),
      unit: 'events/s',
      target: `>= ${TARGETS.replay}`,
      pass: rate >= TARGETS.replay,
      background,
    });
  }
}

// ---------------------------------------------------------------------------------------------
// 5. Projection lag at a steady rate: relay running, ledgerBalances fed from Kafka, a forked
// client appending and polling the read model.

async function benchLag(pool: Pool, bus: EventBus, producer: BusProducer, topics: Set<string>, base: string) {
  const prefix = `${base}lag.`;
  const topic = `${prefix}ledger.events`;
  topics.add(topic);
  await bus.ensureTopics([topic]);

  // The relay of this phase starts at the current end of the log (the pre-loaded events went out
  // in phase 3 already).
  const { rows } = await pool.query<{ tx_id: string; position: string }>(
    'SELECT transaction_id::text AS tx_id, position FROM events ORDER BY transaction_id DESC, position DESC LIMIT 1',
  );
  const end = rows[0];
  if (end) await saveCheckpoint(pool, 'bench-relay-lag', { txId: end.tx_id, position: end.position });

  const relayedAt = new Map<string, number>();
  const appliedAt = new Map<string, number>();
  const accountsOf = (events: StoredEvent[]) =>
    events.filter((e) => e.type === 'Deposited').map((e) => (e.data as Deposited).account);
  const relayErrors: unknown[] = [];
  const relay = new OutboxRelay(pool, producer, {
    name: 'bench-relay-lag',
    topicPrefix: prefix,
    ensureTopics: (t) => bus.ensureTopics(t),
    onPublished: (events) => {
      const at = epochNow();
      for (const a of accountsOf(events)) relayedAt.set(a, at);
    },
    onError: (err) => relayErrors.push(err),
  });
  const projector = new PgProjector(pool, ledgerBalances, {
    deadLetters: pgDeadLetters(pool),
    metrics: {
      applied: (_projection, events) => {
        const at = epochNow();
        for (const a of accountsOf(events)) appliedAt.set(a, at);
      },
      deadLettered: () => undefined,
    },
  });
  let consumer: RunningConsumer | undefined;
  let child: ChildProcess | undefined;
  const delay = monitorEventLoop();
  const foreign = watchForeignWriters(pool);
  try {
    consumer = await runFromKafka(bus, projector, {
      topicPrefix: prefix,
      groupPrefix: prefix,
      timings: CONSUMER_TIMINGS,
    });
    relay.start();
    const cfg: LagClientConfig = {
      databaseUrl: dbUrl(BENCH_DB),
      table: 'rm_ledger_balances.balances',
      runId: randomBytes(3).toString('hex'),
      ratePerSecond: P.lagRate,
      warmupMs: P.lagWarmupSeconds * 1000,
      measureMs: P.lagSeconds * 1000,
      pollMs: P.lagPollMs,
      drainMs: 15_000,
    };
    await settle('the lag run');
    const other = otherLoad();
    child = fork(new URL('./lag-client.ts', import.meta.url).pathname, [], { stdio: 'inherit' });
    const result = await withTimeout(
      runChild(child, cfg),
      (P.lagWarmupSeconds + P.lagSeconds + 40) * 1000,
      'lag client',
    );
    const background = other();
    delay.stop();
    const writers = await foreign.stop();
    if (relayErrors.length > 0) throw relayErrors[0];
    notes.push(
      `During the lag run, write transactions of other databases on the same Postgres were open in ` +
        `${round(writers.share * 100)}% of 100 ms samples, the longest ${round(writers.maxAgeMs)} ms old. ` +
        'They matter: the relay reads only below pg_snapshot_xmin, which is cluster-wide.',
    );

    const { samples } = result;
    const unseen = samples.filter((s) => s.seenAt === undefined).length;
    if (unseen > 0 || result.failed > 0) {
      throw new Error(`lag phase: ${unseen} events never became visible, ${result.failed} appends failed`);
    }
    const stage = (to: (s: (typeof samples)[number]) => number | undefined) =>
      samples.map((s) => (to(s) ?? Number.NaN) - s.ackAt).filter((v) => Number.isFinite(v));
    if (process.env.BENCH_LAG_DUMP) {
      // Debugging aid: every measured event with its stage times (epoch ms).
      const dump = samples.map((s) => ({
        ...s,
        relayedAt: relayedAt.get(s.account),
        appliedAt: appliedAt.get(s.account),
      }));
      await writeFile(process.env.BENCH_LAG_DUMP, JSON.stringify(dump));
    }
    const visible = stage((s) => s.seenAt);
    const toKafka = stage((s) => relayedAt.get(s.account));
    const toModel = stage((s) => appliedAt.get(s.account));
    const achieved = result.ackedPerSecond;
    const p = (v: number[], q: number) => round(percentile(v, q), 1);
    log(
      `lag at ${round(achieved)} events/s over ${samples.length} events: visible p50 ${p(visible, 50)} ms, ` +
        `p99 ${p(visible, 99)} ms, max ${p(visible, 100)} ms (Kafka ack p99 ${p(toKafka, 99)} ms, ` +
        `projector commit p99 ${p(toModel, 99)} ms; ${result.polls} polls; append p99 ` +
        `${p(result.appendMs, 99)} ms, at most ${result.maxInFlight} appends in flight)`,
    );
    const label = `at ${P.lagRate} events/s for ${P.lagSeconds} s (${samples.length} events)`;
    const lagFigures: Figure[] = [
      {
        name: 'lag_rate_events_per_s',
        label: 'Lag run: commits acknowledged per second in the measured window',
        value: round(achieved),
        unit: 'events/s',
      },
      {
        name: 'lag_visible_p50_ms',
        label: `Projection lag p50, commit to visible ${label}`,
        value: p(visible, 50),
        unit: 'ms',
      },
      {
        name: 'lag_visible_p99_ms',
        label: `Projection lag p99, commit to visible ${label}`,
        value: p(visible, 99),
        unit: 'ms',
        target: `<= ${TARGETS.lagP99}`,
        pass: percentile(visible, 99) <= TARGETS.lagP99,
      },
      {
        name: 'lag_visible_max_ms',
        label: `Projection lag max, commit to visible ${label}`,
        value: p(visible, 100),
        unit: 'ms',
      },
      {
        name: 'lag_kafka_ack_p50_ms',
        label: 'Breakdown: commit to relay batch done (Kafka acked, checkpoint saved) p50',
        value: p(toKafka, 50),
        unit: 'ms',
      },
      {
        name: 'lag_kafka_ack_p99_ms',
        label: 'Breakdown: commit to relay batch done (Kafka acked, checkpoint saved) p99',
        value: p(toKafka, 99),
        unit: 'ms',
      },
      {
        name: 'lag_projector_commit_p50_ms',
        label: 'Breakdown: commit to projector transaction committed p50',
        value: p(toModel, 50),
        unit: 'ms',
      },
      {
        name: 'lag_projector_commit_p99_ms',
        label: 'Breakdown: commit to projector transaction committed p99',
        value: p(toModel, 99),
        unit: 'ms',
      },
      {
        name: 'lag_append_p99_ms',
        label: 'Lag run: appendToStream latency p99 (client)',
        value: p(result.appendMs, 99),
        unit: 'ms',
      },
      {
        name: 'lag_bench_event_loop_delay_p99_ms',
        label: 'Lag run: event-loop delay p99 of the relay/projector process',
        value: round(delay.p99(), 1),
        unit: 'ms',
      },
    ];
    figures.push(...lagFigures.map((f) => ({ ...f, background })));
  } finally {
    delay.stop();
    await foreign.stop();
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await relay.stop();
    await consumer?.stop();
  }
}

function runChild(child: ChildProcess, cfg: LagClientConfig): Promise<LagClientResult> {
  return new Promise((resolve, reject) => {
    child.on('message', (m: { kind: string; result?: LagClientResult }) => {
      if (m.kind === 'ready') child.send(cfg);
      else if (m.kind === 'result' && m.result) resolve(m.result);
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`lag client exited with ${code}`));
    });
  });
}

function monitorEventLoop() {
  const h = monitorEventLoopDelay({ resolution: 5 });
  h.enable();
  return { stop: () => h.disable(), p99: () => h.percentile(99) / 1e6 };
}

/** Share of the machine's CPU time (all cores) that was busy over `ms`: what else is running. */
async function cpuBusy(ms: number): Promise<number> {
  const read = () => {
    const f = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '')
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    const idle = (f[3] ?? 0) + (f[4] ?? 0);
    return { idle, total: f.reduce((a, b) => a + b, 0) };
  };
  const a = read();
  await new Promise((r) => setTimeout(r, ms));
  const b = read();
  return b.total === a.total ? 0 : 1 - (b.idle - a.idle) / (b.total - a.total);
}

/** Samples the write transactions of other databases: they hold back pg_snapshot_xmin, the log readers' floor. */
function watchForeignWriters(pool: Pool) {
  let maxAgeMs = 0;
  let samplesWith = 0;
  let samples = 0;
  let on = true;
  const loop = (async () => {
    while (on) {
      const { rows } = await pool
        .query<{ n: number; age: number | null }>(
          `SELECT count(*)::int AS n, max(extract(epoch FROM clock_timestamp() - xact_start) * 1000)::float8 AS age
           FROM pg_stat_activity WHERE backend_xid IS NOT NULL AND datname IS DISTINCT FROM current_database()`,
        )
        .catch(() => ({ rows: [] as { n: number; age: number | null }[] }));
      samples++;
      if ((rows[0]?.n ?? 0) > 0) samplesWith++;
      maxAgeMs = Math.max(maxAgeMs, rows[0]?.age ?? 0);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return {
    async stop() {
      on = false;
      await loop;
      return { maxAgeMs, share: samples === 0 ? 0 : samplesWith / samples };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Versions and report files.

/** The version of the local broker, from the jar on its class path (the bench only runs on loopback). */
function kafkaVersion(): string {
  if (process.env.KAFKA_VERSION) return process.env.KAFKA_VERSION;
  try {
    for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      let cmd: string[];
      try {
        cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      } catch {
        continue;
      }
      if (!cmd.includes('kafka.Kafka')) continue;
      const cp = cmd[cmd.indexOf('-cp') + 1] ?? '';
      for (const entry of cp.split(':')) {
        const dir = entry.endsWith('/*') ? entry.slice(0, -2) : dirname(entry);
        const jar = readdirSync(dir).find((f) => /^kafka_[\d.]+-[\d.]+\.jar$/.test(f));
        const v = jar && /^kafka_[\d.]+-([\d.]+)\.jar$/.exec(jar)?.[1];
        if (v) return `${v} (KRaft, single node)`;
      }
    }
  } catch {}
  return 'unknown (set KAFKA_VERSION)';
}

async function writeReport(env: Record<string, string>, totalSeconds: number): Promise<void> {
  await mkdir(OUT_DIR, { recursive: true });
  const json = figures.map(({ name, value, unit }) => ({ name, value, unit }));
  await writeFile(join(OUT_DIR, 'backbone.json'), `${JSON.stringify(json, null, 2)}\n`);
  const pct = (share: number | undefined) => (share === undefined ? '' : `${round(share * 100)}%`);
  const rows = figures.map(
    (f) =>
      `| ${f.label} | ${f.value} | ${f.unit} | ${f.target ?? ''} | ` +
      `${f.pass === undefined ? '' : f.pass ? 'pass' : '**FAIL**'} | ${pct(f.background)} |`,
  );
  const n = P.preloadEvents.toLocaleString('en');
  const md = `# Event backbone benchmark

Generated by \`services/platform/bench/backbone-bench.ts\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC
(whole run ${totalSeconds.toFixed(0)} s). To re-run:

    make bench                 # starts the local Postgres, Redis and Kafka if needed, then the line below
    npm run bench:backbone     # with the services already up (DATABASE_URL / KAFKA_BROKERS, loopback only)

Each run rewrites this file and [backbone.json](backbone.json) (the same figures as a list of
\`{ "name", "value", "unit" }\`).

## Figures

| Figure | Value | Unit | Target | Result | Other load |
|---|---:|---|---|---|---:|
${rows.join('\n')}

Targets beat a published anchor each: relay >= 20k events/s (kafkajs batched producer, ~24k msg/s),
lag p99 <= 100 ms at 500 events/s (Marten's async daemon polls every 250 ms), replay >= 50k
events/s (commanded, 8.6k events/s).

*Other load* is the share of the whole machine's CPU (all cores) that processes outside the system
under test used while the figure was measured: everything except the bench's own Node processes,
Postgres' processes (other databases' backends excluded) and the Kafka broker, from \`/proc\`. The
machine this ran on is shared with other work; a figure taken under a high other load is lower
(throughput) or higher (latency) than on a quiet machine.

## Machine

${Object.entries(env)
  .map(([k, v]) => `- ${k}: ${v}`)
  .join('\n')}

Node, Postgres and Kafka all run on this machine and share its cores, with the repo's dev settings:
Postgres defaults (fsync on, synchronous_commit on, shared_buffers 128 MB); Kafka from
\`infra/kafka/server.properties\` (one KRaft node, 3 partitions per topic, 512 MB heap); the
platform's producer is idempotent with acks=all.

## Method

The bench drops and recreates the database \`${BENCH_DB}\`, migrates it with
\`platformMigrations\`, uses a random Kafka topic prefix (\`bench-<hex>.\`), and at the end deletes
its topics, disconnects and drops the database. It refuses non-loopback addresses.

- **Append** — \`EventStore.appendToStream\` with a real expected version: each writer owns 64
  streams and passes the version it last saw (an optimistic-concurrency check on every call, never a
  conflict). N writers are N concurrent async loops on one pool of 24 connections, each run
  ${P.appendSeconds} s after a 1 s warm-up. One event per call, except the batched variant (10 events per call,
  ${P.appendBatchSeconds} s). Throughput = events appended / wall time; latency is per \`appendToStream\` call.
- **Relay** — ${n} \`Deposited\` events on ${P.preloadAccounts.toLocaleString('en')} streams (${P.preloadEvents / P.preloadAccounts} versions each) are written
  with one \`INSERT ... SELECT generate_series\` (UUIDv7 ids, JSON data and metadata shaped as the
  store writes them, unique (stream_id, stream_version)), then \`VACUUM ANALYZE\`. For each batch
  size an \`OutboxRelay\` with its own checkpoint name and a fresh, pre-created topic is started
  with \`start()\`; the clock runs from \`start()\` until \`onPublished\` has counted all ${n} events,
  i.e. until Kafka acked the last batch (acks=all) and its checkpoint was saved.
- **Replay** — \`replayPg(pool, ledgerBalances, { batchSize })\` over the same ${n} events, timed
  end to end (shadow schema set-up, count, reading and applying, the swap); the rebuilt model is
  checked (sum of deposits = ${n}). Run once per batch size; each run rebuilds from scratch.
- **Projection lag** — the relay runs with its defaults (\`start()\`, batch 2000, idle delay 5 ms)
  from the end of the log to a fresh topic; a live \`ledgerBalances\` \`PgProjector\` consumes it
  through \`runFromKafka\` (consumer maxWait ${CONSUMER_TIMINGS.maxWaitTimeMs} ms, heartbeat ${CONSUMER_TIMINGS.heartbeatIntervalMs} ms, session ${CONSUMER_TIMINGS.sessionTimeoutMs} ms), writing to
  \`rm_ledger_balances\`. A forked client process (\`bench/lag-client.ts\`: its clock readings
  never wait behind the relay's or the projector's work) appends one \`Deposited\` per **unique
  account** at ${P.lagRate} events/s, open loop (each append starts on schedule whether or not earlier
  ones returned), ${P.lagWarmupSeconds} s of warm-up then ${P.lagSeconds} s measured. An event's lag runs from the moment
  its \`appendToStream\` resolved (the writer saw its commit) to the moment a query of
  \`rm_ledger_balances.balances\` that returned its account's row came back. The client polls every
  ${P.lagPollMs} ms, one \`WHERE account = ANY($1)\` over all acknowledged accounts not seen yet, on a connection
  of its own. Because each account gets exactly one deposit, a row's presence means that event is
  visible to any reader; the figure is an upper bound (it includes up to one poll interval and one
  query round trip). Every measured event must become visible or the bench fails. The breakdown
  rows come from the relay's \`onPublished\` hook and the projector's \`metrics.applied\` hook (after
  its COMMIT), on the same epoch clock as the client.

## Platform changes behind these figures

Profiling the first runs of this bench led to these changes in \`services/platform/src\`:

- \`readAllAfter\` ordered by \`transaction_id\`, which in that query is the select list's
  \`transaction_id::text\` alias: whenever many events were pending (a relay catching up, every
  replay batch) Postgres sorted all of them by the xid's text (a parallel seq scan and top-N sort,
  ~150 ms per read at 200k events), and text order puts xid 10 before 9, so a batch cut at a digit
  boundary could skip events.
  It now orders by \`events.transaction_id, events.position\` (index scan; a regression test covers it).
- The relay reads the public envelope as JSON text built by Postgres (\`readEnvelopesAfter\`), so
  data and metadata are not parsed into objects only to be serialised again; it reads the next batch
  while the current one is on its way to Kafka; hooks still get \`StoredEvent\`s, parsed only if set.
- The producer's partitioner computes Kafka's murmur2 with 32-bit integer arithmetic (kafkajs uses
  64-bit Long objects): the same partition for every key, at a fraction of the CPU.
- \`PgProjector\` applies a batch in 3 round trips instead of 10 (set-up and checkpoint statements
  sent together, each still run on its own), and \`runFromKafka\` commits consumer offsets every
  second and on stop instead of after every batch (projectors drop redeliveries by their checkpoints).
- The log readers get \`occurredAt\` as ISO text from Postgres (the same string \`toStoredEvent\`
  prints from a Date), and checkpoint comparison (every event of every projector batch) no longer
  builds padded strings: less work per event for replay and the store-fed projectors.

${relatedFiguresSection(OUT_DIR)}${notes.length > 0 ? `\n## Notes\n\n${notes.map((x) => `- ${x}`).join('\n')}\n` : ''}`;
  await writeFile(join(OUT_DIR, 'backbone.md'), md);
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const base = `bench-${randomBytes(4).toString('hex')}.`;
  const topics = new Set<string>();
  const bus = new EventBus({ brokers, clientId: 'backbone-bench', logger: quietLogger });
  let pool: Pool | undefined;
  let producer: BusProducer | undefined;
  let cleaning: Promise<void> | undefined;
  const cleanup = () => {
    cleaning ??= (async () => {
      await bus.deleteTopics([...topics]).catch((err) => log(`could not delete topics: ${err}`));
      await producer?.disconnect().catch((err) => log(`producer disconnect failed: ${err}`));
      // After a signal a relay or projector may still hold a client: do not wait for it forever.
      await Promise.race([pool?.end().catch(() => undefined), new Promise((r) => setTimeout(r, 5000))]);
      if (!process.env.BENCH_KEEP_DB) {
        await adminQuery(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`).catch((err) =>
          log(`could not drop ${BENCH_DB}: ${err}`),
        );
      }
      log(
        `cleaned up (${topics.size} topics deleted${process.env.BENCH_KEEP_DB ? ', database kept' : ', database dropped'})`,
      );
    })();
    return cleaning;
  };
  // Ctrl-C or a kill: still delete the topics and the database (15 s at most), then exit.
  const onSignal = (signal: NodeJS.Signals) => {
    log(`${signal}: stopping`);
    void Promise.race([cleanup(), new Promise((r) => setTimeout(r, 15_000))]).finally(() =>
      process.exit(130),
    );
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    await adminQuery(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
    await adminQuery(`CREATE DATABASE ${BENCH_DB}`);
    pool = createPool(dbUrl(BENCH_DB), { applicationName: 'backbone-bench', max: 24 });
    pool.on('error', () => undefined); // idle clients ended by the final DROP DATABASE ... WITH (FORCE)
    await migrate(pool, [platformMigrations]);
    const { rows } = await pool.query<{ v: string }>("SELECT current_setting('server_version') AS v");
    const env = {
      ...machine(),
      PostgreSQL: rows[0]?.v ?? 'unknown',
      Kafka: kafkaVersion(),
      'kafkajs / pg (node)': `${pkgVersion('kafkajs')} / ${pkgVersion('pg')}`,
    };
    const busy = await cpuBusy(2000);
    const load = os.loadavg()[0] ?? 0;
    notes.push(
      `When the bench started the machine was ${round(busy * 100)}% busy (2 s sample of /proc/stat, all cores), ` +
        `1-minute load average ${load.toFixed(2)}. Before each measurement the bench waits while other work keeps ` +
        `more than 20% of the machine busy, ${P.quietWaitSeconds} s at most over the whole run.`,
    );
    log(
      `database ${BENCH_DB} ready; topic prefix ${base}; background CPU ${round(busy * 100)}%, load ${load.toFixed(2)}`,
    );
    log(JSON.stringify(env));
    producer = await bus.producer();

    const phases = new Set((process.env.BENCH_PHASES ?? 'append,relay,replay,lag').split(','));
    if (phases.has('append')) await benchAppend(pool);
    await preload(pool);
    if (phases.has('relay')) await benchRelay(pool, bus, producer, topics, base);
    if (phases.has('replay')) await benchReplay(pool);
    if (phases.has('lag')) await benchLag(pool, bus, producer, topics, base);

    const waited = P.quietWaitSeconds - Math.max(0, quietBudgetMs) / 1000;
    if (waited > 0) notes.push(`It waited ${round(waited)} s in all for other work to calm down.`);
    await writeReport(env, (performance.now() - t0) / 1000);
    log(`wrote docs/bench/backbone.md and docs/bench/backbone.json`);
  } finally {
    await cleanup();
  }
}

function pkgVersion(name: string): string {
  try {
    return JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;
  } catch {
    return 'unknown';
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
