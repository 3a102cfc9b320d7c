// Reactions at speed: how long after a payment the order's confirmation is queued, and how far
// behind the log a reactor runs.
//   npm run bench:reactions   (part of `make bench`; Postgres, Redis and Kafka on loopback)
// Starts the gateway as `make start` runs it (Kafka as the bus) on a fresh database, then:
//  1. sends Stripe-signed `payment_intent.succeeded` webhooks for placed orders at 50, 100 and 200/s (open
//     loop) and times each from when it was due to when the order's CustomerMessageRequested was
//     committed (the confirmation queued for identity to mail): payments records the webhook,
//     orders-follow-payments records the payment and completes the checkout in one decision;
//  2. appends payments' records of succeeded webhooks at 500 events/s and times each one's commit
//     to the commit of the order's payment and confirmation (reaction lag).
// Writes docs/bench/reactions.md and .json.

import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import Stripe from 'stripe';
import {
  atMost,
  BENCH_DOCS_DIR,
  type BenchFigure,
  writeBenchReport,
} from '../../platform/src/bench/bench-report.ts';
import { postgresDataDirectory, sampleDiskSyncs } from '../../platform/src/bench/disk-sync-stalls.ts';
import { loadAverages } from '../../platform/src/bench/machine.ts';
import { cpuBetween, cpuSnapshot, stolenSeconds } from '../../platform/src/bench/process-cpu.ts';
import { steadyLoad } from '../../platform/src/bench/steady-load.ts';
import { EventBus } from '../../platform/src/bus/kafka.ts';
import { freshDatabase } from '../../platform/src/db/fresh-database.ts';
import { createPool, type Pool } from '../../platform/src/db/pool.ts';
import { EventStore } from '../../platform/src/event-store/event-store.ts';
import { createLogger } from '../../platform/src/observability/logger.ts';
import {
  batchTotals,
  behindOnMetrics,
  poolWaitingSampler,
  slowestRunners,
  untilCaughtUp,
} from './runner-timings.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const PORT = 8096;
const SECRET = `whsec_bench_${randomUUID().replaceAll('-', '')}`;
const SECONDS = Number(process.env.BENCH_REACTIONS_SECONDS ?? 20);
// Lower rates first, shorter: where the aim holds on this machine, as well as whether it holds at 200/s.
const SWEEP_RATES = [50, 100];
const SWEEP_SECONDS = 10;
// Unmeasured, first: the aims are the steady state's, and on its first requests neither the
// gateway's hot paths nor the broker's are compiled yet. A broker just started stays slower for
// longer than this: the first two runs after it started are slower still (docs/adr/0006's table).
const WARM_UP = { rate: 200, seconds: 5 };
const AIMS = { webhookToQueuedP99: 250, reactionLagP99: 100 };
// A scrape of /metrics costs the gateway's one thread a few percent at this rate (its lag gauges,
// the event-loop histogram, the text): sampled every 250 ms it was 3 to 4 % of the thread during
// the phase. Once a second is still 15 times what a Prometheus at its default interval asks.
const POOL_SAMPLE_MS = 1000;
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const log = (message: string) => process.stderr.write(`[reactions-bench] ${message}\n`);
const meta = { correlationId: 'bench-reactions', causationId: null, userId: null, region: 'GB' };
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    Math.round((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0) * 10) / 10
  );
};

const placed = (orderId: string, at: string) => ({
  type: 'OrderPlaced',
  data: {
    orderId,
    userId: randomUUID(),
    idempotencyKey: orderId,
    pricedAsMember: false,
    lines: [
      { productId: 'bench-claret', quantity: 1, unitPricePence: 2500, bottleSize: 'BOTTLE', linePence: 2500 },
    ],
    totals: { bottles: 1, caseSlots: 1, totalPence: 2500 },
    status: 'UNPAID_AWAITING_STOCK',
    placedAt: at,
  },
});

/** Commit times (epoch ms) of each order's PaymentSucceeded and queued confirmation. */
async function commitTimes(pool: Pool, orderIds: string[]) {
  const { rows } = await pool.query<{ order_id: string; type: string; at: Date }>(
    `SELECT data->>'orderId' AS order_id, type, occurred_at AS at FROM events
      WHERE stream_id = ANY($1) AND type IN ('PaymentSucceeded', 'CustomerMessageRequested')`,
    [orderIds.map((id) => `orders/order/${id}`)],
  );
  const paid = new Map<string, number>();
  const queued = new Map<string, number>();
  for (const r of rows) {
    const id = r.order_id ?? '';
    (r.type === 'PaymentSucceeded' ? paid : queued).set(id, r.at.getTime());
  }
  // CustomerMessageRequested names the order in its message id, not an orderId field.
  const { rows: messages } = await pool.query<{ message_id: string; at: Date }>(
    `SELECT data->>'messageId' AS message_id, occurred_at AS at FROM events
      WHERE stream_id = ANY($1) AND type = 'CustomerMessageRequested'`,
    [orderIds.map((id) => `orders/order/${id}`)],
  );
  for (const m of messages) queued.set(m.message_id.split('/')[1] ?? '', m.at.getTime());
  return { paid, queued };
}

async function untilQueued(pool: Pool, orderIds: string[]) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const { queued } = await commitTimes(pool, orderIds);
    if (queued.size >= orderIds.length) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  // Where the orders stopped: payments' record, orders' payment, the confirmation, and the runners.
  const { paid, queued } = await commitTimes(pool, orderIds);
  const { rows } = await pool.query<{ n: string }>(
    `SELECT count(*) AS n FROM events WHERE type = 'PaymentIntentReported'
        AND data->'metadata'->>'orderId' = ANY($1)`,
    [orderIds],
  );
  const behind = await behindOnMetrics(`http://127.0.0.1:${PORT}`);
  throw new Error(
    `${orderIds.length - queued.size} of ${orderIds.length} confirmations not queued within a minute ` +
      `(webhooks recorded ${rows[0]?.n}, payments recorded ${paid.size}); /metrics: ${behind.join('; ') || 'nothing behind'}`,
  );
}

/**
 * Who did the work: the gateway, Postgres (the bench database's sessions and the server's own
 * processes, not other databases' sessions), Kafka, and the whole machine.
 */
const CPU_GROUPS = {
  gateway: (pid: number) => pid === gatewayPid,
  postgres: (_: number, command: string) =>
    command.startsWith('postgres') && (command.includes(` ${DATABASE} `) || !CLIENT_SESSION.test(command)),
  kafka: (_: number, command: string) => command.includes('kafka.Kafka'),
};
let gatewayPid = 0;
const DATABASE = 'wine_bench_reactions';
// A session's process title: "postgres: 15/main: <user> <database> <client>(<port>) <activity>".
const CLIENT_SESSION = /: \S+ \S+ \S+\(\d+\)/;

async function webhookPhase(pool: Pool, store: EventStore, rate: number, seconds: number) {
  const orderIds = Array.from({ length: rate * seconds }, () => randomUUID());
  const now = new Date().toISOString();
  for (let i = 0; i < orderIds.length; i += 200) {
    const batch = orderIds.slice(i, i + 200);
    const appends = batch.map((id) => ({
      streamId: `orders/order/${id}`,
      expected: 0,
      events: [placed(id, now)],
    }));
    await store.transact(
      appends.map((a) => a.streamId),
      (tx) => tx.appendAll(appends, meta),
    );
  }
  const dueAt = new Map<string, number>();
  let next = 0;
  const origin = `http://127.0.0.1:${PORT}`;
  await untilCaughtUp(origin);
  log(`webhooks at ${rate}/s for ${seconds} s`);
  const batchesBefore = await batchTotals(origin);
  const waiting = poolWaitingSampler(origin, POOL_SAMPLE_MS);
  const disk = await sampleDiskSyncs(await postgresDataDirectory(pool));
  const cpuBefore = cpuSnapshot();
  const stolenBefore = stolenSeconds();
  const startedAt = performance.now();
  const load = await steadyLoad({
    url: origin,
    rate,
    seconds,
    connections: 32,
    next: () => {
      const orderId = orderIds[next++] ?? '';
      dueAt.set(orderId, Date.now());
      const payload = JSON.stringify({
        id: `evt_${randomUUID().replaceAll('-', '')}`,
        object: 'event',
        type: 'payment_intent.succeeded',
        data: {
          object: {
            id: `pi_${orderId.replaceAll('-', '')}`,
            object: 'payment_intent',
            amount: 2500,
            amount_received: 2500,
            currency: 'gbp',
            status: 'succeeded',
            metadata: { orderId },
            client_secret: null,
            last_payment_error: null,
          },
        },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
      return {
        method: 'POST',
        path: '/api/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      };
    },
  });
  if (load.failed > 0)
    throw new Error(`${load.failed} webhooks failed at ${rate}/s: ${JSON.stringify(load.failures)}`);
  await untilQueued(pool, orderIds);
  const cpuAfter = cpuSnapshot();
  const stolen = stolenSeconds() - stolenBefore;
  const diskSyncs = await disk.stop();
  const mostWaiting = waiting.stop();
  const runners = slowestRunners(batchesBefore, await batchTotals(origin), 6);
  const wallSeconds = (performance.now() - startedAt) / 1000;
  // Milliseconds of CPU per order, from the first webhook until the last confirmation was queued.
  const perOrder = (which: (pid: number, command: string) => boolean) =>
    Math.round((cpuBetween(cpuBefore, cpuAfter, which) * 1000 * 100) / orderIds.length) / 100;
  const cpu = {
    gateway: perOrder(CPU_GROUPS.gateway),
    postgres: perOrder(CPU_GROUPS.postgres),
    kafka: perOrder(CPU_GROUPS.kafka),
    coresBusy: Math.round((cpuBetween(cpuBefore, cpuAfter, () => true) / wallSeconds) * 100) / 100,
    coresStolen: Math.round((stolen / wallSeconds) * 100) / 100,
  };
  const { queued } = await commitTimes(pool, orderIds);
  const latencies = orderIds.map((id) => (queued.get(id) ?? Number.NaN) - (dueAt.get(id) ?? Number.NaN));
  return { load, cpu, runners, mostWaiting, diskSyncs, latencies: latencies.filter(Number.isFinite) };
}

/** Commit times (epoch ms) of payments' record of each order's webhook (PaymentIntentReported). */
async function reportTimes(pool: Pool, paymentIntentIds: string[]) {
  const { rows } = await pool.query<{ order_id: string; at: Date }>(
    `SELECT data->'metadata'->>'orderId' AS order_id, occurred_at AS at FROM events
      WHERE stream_id = ANY($1) AND type = 'PaymentIntentReported'`,
    [paymentIntentIds.map((id) => `payments/payment-intent/${id}`)],
  );
  return new Map(rows.map((r) => [r.order_id, r.at.getTime()]));
}

async function lagPhase(pool: Pool, store: EventStore) {
  const eventsPerSecond = 500;
  const total = eventsPerSecond * SECONDS;
  const orderIds = Array.from({ length: total }, () => randomUUID());
  const placedAt = new Date().toISOString();
  for (let i = 0; i < orderIds.length; i += 200) {
    const appends = orderIds.slice(i, i + 200).map((id) => ({
      streamId: `orders/order/${id}`,
      expected: 0,
      events: [placed(id, placedAt)],
    }));
    await store.transact(
      appends.map((a) => a.streamId),
      (tx) => tx.appendAll(appends, meta),
    );
  }
  await untilCaughtUp(`http://127.0.0.1:${PORT}`);
  // Each is what payments records of a succeeded webhook: orders-follow-payments' input.
  log(`payments' webhook records at ${eventsPerSecond} events/s for ${SECONDS} s`);
  const disk = await sampleDiskSyncs(await postgresDataDirectory(pool));
  const stolenBefore = stolenSeconds();
  const cpuBefore = cpuSnapshot();
  const started = performance.now();
  const appends: Promise<unknown>[] = [];
  const intents: string[] = [];
  for (const [i, orderId] of orderIds.entries()) {
    const due = started + (i * 1000) / eventsPerSecond;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const paymentIntentId = `pi_lag_${i}_${orderId.slice(0, 8)}`;
    intents.push(paymentIntentId);
    const reportedAt = new Date().toISOString();
    appends.push(
      store.appendToStream(
        `payments/payment-intent/${paymentIntentId}`,
        0,
        [
          {
            type: 'PaymentIntentReported',
            data: {
              paymentIntentId,
              status: 'succeeded',
              amountPence: 2500,
              currency: 'gbp',
              metadata: { orderId },
              lastErrorCode: null,
              reportedAt,
            },
          },
        ],
        meta,
      ),
    );
  }
  await Promise.all(appends);
  await untilQueued(pool, orderIds);
  const wallSeconds = (performance.now() - started) / 1000;
  const coresStolen = Math.round(((stolenSeconds() - stolenBefore) / wallSeconds) * 100) / 100;
  const coresBusy = Math.round((cpuBetween(cpuBefore, cpuSnapshot(), () => true) / wallSeconds) * 100) / 100;
  const diskSyncs = await disk.stop();
  const reported = await reportTimes(pool, intents);
  const { queued } = await commitTimes(pool, orderIds);
  const latencies = orderIds
    .map((id) => (queued.get(id) ?? Number.NaN) - (reported.get(id) ?? Number.NaN))
    .filter(Number.isFinite);
  return { latencies, diskSyncs, coresStolen, coresBusy };
}

/** A partition's next batch waits for its slowest runner; callers waiting for a connection wait on all. */
function runnersAt200({ runners, mostWaiting }: Awaited<ReturnType<typeof webhookPhase>>): string {
  const rows = runners.map((r) => `| \`${r.name}\` | ${r.batches} | ${r.meanMs} |`).join('\n');
  return `The slowest runners' batches (the gateway's \`wine_projection_batch_seconds\`, its wait for a Postgres
connection and its locks included): a partition's next batch is fetched once its slowest runner is done.

| Runner | Batches | Mean ms a batch |
|---|---:|---:|
${rows}

Most callers seen waiting for a Postgres connection (\`wine_db_pool_clients{state="waiting"}\`, sampled every
${POOL_SAMPLE_MS} ms), by the gateway's pool: ${[...mostWaiting].map(([pool, n]) => `${pool} ${n}`).join(', ')} (\`main\` serves requests,
\`workers\` the runners and the relay).`;
}

type PhaseCpu = Awaited<ReturnType<typeof webhookPhase>>['cpu'];

/** The capacity behind the figures: what an order costs, and what the rate asks of the machine. */
function whereTheTimeGoes(at200: PhaseCpu, sweep: { rate: number; cpu: PhaseCpu }[]): string {
  const total = (cpu: PhaseCpu) => Math.round((cpu.gateway + cpu.postgres + cpu.kafka) * 10) / 10;
  const cores = Math.round(total(at200) * 0.2 * 100) / 100; // ms per order x 200 orders/s
  const lower = sweep.map(({ rate, cpu }) => `${total(cpu)} ms at ${rate}/s`).join(', ');
  return `At 200 orders/s the stack used ${total(at200)} ms of CPU per order (the gateway ${at200.gateway}, Postgres
${at200.postgres}, Kafka ${at200.kafka}): ${cores} cores for the orders alone, on a machine of ${os.availableParallelism()} cores that also runs
the load generator, which signs every webhook. Past saturation the p99 is the queue, not the path.
An order costs less the faster they come (${lower}): each batch's fixed statements (every runner's
transaction) are shared by more orders.

Per webhook: one transaction in two round trips (BEGIN with the PaymentIntent stream's lock, its
read and the Stripe event's inbox row; then the append with the COMMIT and its NOTIFY). Per batch of
a workflow (\`orders-follow-payments\`): three (BEGIN with the locks, the reads and its checkpoint's
row; the append; its outputs and checkpoint with the COMMIT), planned from where its last batch left it. On
this VM a socket write is expensive: a third of the gateway's CPU is in writev/write, almost all of
it to Postgres, so what an order costs follows the round trips it takes. Per fetch, one transaction
per read model for the batches of all partitions that came together; a read model, workflow or
effect with nothing in a batch writes that it passed it at most every 100 ms, with no transaction.
The read models, the workflows and the effects (the mail) each have a consumer of their own (ADR
0006), so a payment's reaction waits on no read model's batch and no batch waits on a mail server.
Runners have Postgres connections of their own, apart from the requests'.

The runners' CPU is elastic: a consumer fetches its next batch as soon as its runners are done, so
the gateway's CPU per second is about the same at every rate (CPU per order times the rate), and
fewer round trips per order buy smaller batches and a shorter queue, not an idle core. The HTTP
server, the relay and every runner share the gateway's one thread: at 200/s a CPU profile of it
finds it idle about 5 % of the phase, so a webhook waits behind runner batches and they behind it.

On a shared VM the hypervisor runs other guests on this machine's cores while it wants them
(steal): ${at200.coresStolen} of ${os.availableParallelism()} cores were taken at 200/s. A core taken is one the stack does not
have, and the p99 past saturation is the queue: the aims count on a quiet machine of this kind,
with little steal and the disk's syncs in milliseconds (the figures show both for each phase).

Tried and not kept: Postgres over its Unix socket instead of loopback TCP (the same CPU per order);
read models committing without waiting for their WAL flush, made safe by one write that does wait
(\`pg_logical_emit_message\`) before Kafka's offsets are committed: no change beyond the runs' spread
(lag p99 273 to 536 ms in four runs, 342 to 442 ms in three without it, 0.02 to 0.23 cores stolen).

What an order costs at 50/s (2026-11-28, \`pg_stat_statements\` and the gateway's
\`/proc/<pid>/io\` over 7 s of the phase): about 72 statements in some 30 round trips and 6.4
transactions per order. The four read models that take an order's events (stream heads, order
history, reviews' paid orders, recent checkouts) spend 3 or 4 round trips each on every batch,
mostly one order's; the workflow 5 (now 4: it plans from where its own last batch left it); the
relay 2 a hop; the webhook 2. The gateway wrote to its sockets 2,000 times a second and its one
thread was 85 to 94 % busy already at 50 orders/s. One transaction per fetch for all of a process's
read models would save only 2 of those round trips (each read model still needs its search path and
savepoint set before its own statements) and 3 of the 4 commits.

On a quiet AMD host (no steal, 2026-11-28), where this code gave 162 to 315 ms at 200/s and a reaction
lag p99 of 141 to 286 ms over seven runs, with the machine 1.7 to 1.8 of 2 cores busy in the lag phase:
- where the lag goes, timed by a second consumer in the bench process (p50 / p99): the relay, from
  the commit to its send, 20 / 59 ms; Kafka to a consumer, 8 / 43 ms; the consumer to the committed
  confirmation, 52 / 133 ms;
- the relay writing its checkpoint while it reads the next batch: the relay's part unchanged
  (21 to 23 ms p50). The relay reads only below the cluster's oldest open transaction
  (\`pg_snapshot_xmin\`), and every read model's batch holds one from its first round trip (its
  checkpoint's FOR UPDATE) to its commit: without read models the relay's part was 14 ms p50;
- the workflows on a consumer of their own: 185 ms, lag 265 ms (one run, inside that day's spread;
  kept since, below);
- the read models in a projector process of their own (\`ROLE=projector\`, \`PROJECTOR_SET=read-models\`,
  beside \`PROJECTOR_SET=reactions\`), the deployment's topology: 270 ms, lag 230 ms, the machine 1.91
  cores busy. A thread or process adds no core;
- no read model at all: 147 ms, lag 109 ms. That is the floor of any rearrangement on this machine:
  the lag aim needs less CPU per event, chiefly Postgres's (about 1.4 ms an event in the lag phase,
  most of it each read model's statements per batch, not their execution).

On a quieter AMD host (no steal, 2026-11-29), run after run: with the workflows behind the read
models' consumer, 49 to 91 ms at 200/s and a lag p99 of 54 to 71 ms in seven runs on a warm broker,
but 105 to 138 ms and 82 to 123 ms in the first two runs after the broker started; with the
workflows on a consumer of their own, 43 to 70 ms and 52 to 59 ms warm (three runs), 65 to 121 ms
and 69 to 83 ms in the first two after a start. Handing the read models their batches without the
fetch waiting for them gave the same (51 to 78 ms, 48 to 87 ms) with a redelivery of its own to get
right, so it was not kept.

On an Intel host with 0.2 to 0.45 cores stolen, where this code's p99 at 200/s spread from 1.7 to
11.6 s over five runs, the workflows on a consumer of their own (7.3 s) and the read models in a
worker thread (6.0 s) were no better than that spread.`;
}

// Topics and consumer groups of its own: the broker's other installs' events stay out.
const TOPIC_PREFIX = `bench-${Date.now()}.`;

async function main() {
  const database = await freshDatabase(adminUrl, DATABASE);
  const gateway = spawn(process.execPath, ['--import', 'tsx', 'services/gateway/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/13',
      EVENT_BUS: 'kafka',
      KAFKA_TOPIC_PREFIX: TOPIC_PREFIX,
      PORT: String(PORT),
      PAYMENT_SIMULATOR_PORT: '0',
      STRIPE_WEBHOOK_SECRET: SECRET,
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  gatewayPid = gateway.pid ?? 0;
  const pool = createPool(database.url, { applicationName: 'bench-reactions', max: 16 });
  const store = new EventStore(pool);
  try {
    for (let i = 0; i < 900; i++) {
      const ready = await fetch(`http://127.0.0.1:${PORT}/health/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const loadAtStart = loadAverages();
    await webhookPhase(pool, store, WARM_UP.rate, WARM_UP.seconds);
    const sweep = [];
    for (const rate of SWEEP_RATES) {
      const { latencies, cpu } = await webhookPhase(pool, store, rate, SWEEP_SECONDS);
      sweep.push({ rate, cpu, p50: percentile(latencies, 50), p99: percentile(latencies, 99) });
    }
    const webhooks = await webhookPhase(pool, store, 200, SECONDS);
    const {
      latencies: lag,
      diskSyncs: lagDisk,
      coresStolen: lagStolen,
      coresBusy: lagBusy,
    } = await lagPhase(pool, store);
    const queuedP99 = percentile(webhooks.latencies, 99);
    const lagP99 = percentile(lag, 99);
    const figures: BenchFigure[] = [
      {
        name: 'webhook_answer_p99',
        label: 'Webhook answered, at 200/s (p99)',
        value: webhooks.load.p99,
        unit: 'ms',
      },
      {
        name: 'webhook_to_confirmation_queued_p50',
        label: 'Webhook due -> confirmation queued, at 200 orders/s (p50)',
        value: percentile(webhooks.latencies, 50),
        unit: 'ms',
      },
      atMost(
        {
          name: 'webhook_to_confirmation_queued_p99',
          label: 'Webhook due -> confirmation queued, at 200 orders/s (p99)',
          value: queuedP99,
          unit: 'ms',
        },
        AIMS.webhookToQueuedP99,
      ),
      ...[...sweep, { rate: 200, cpu: webhooks.cpu }].flatMap(({ rate, cpu }) => [
        {
          name: `cpu_per_order_gateway_at_${rate}`,
          label: `CPU per order at ${rate}/s: the gateway process`,
          value: cpu.gateway,
          unit: 'ms',
        },
        {
          name: `cpu_per_order_postgres_at_${rate}`,
          label: `CPU per order at ${rate}/s: Postgres`,
          value: cpu.postgres,
          unit: 'ms',
        },
        {
          name: `cpu_per_order_kafka_at_${rate}`,
          label: `CPU per order at ${rate}/s: Kafka`,
          value: cpu.kafka,
          unit: 'ms',
        },
        {
          name: `cores_busy_at_${rate}`,
          label: `Cores busy at ${rate}/s, every process on the machine (of ${os.availableParallelism()})`,
          value: cpu.coresBusy,
          unit: 'cores',
        },
        {
          name: `cores_stolen_at_${rate}`,
          label: `Cores the hypervisor took at ${rate}/s (steal: wanted by this machine, run elsewhere)`,
          value: cpu.coresStolen,
          unit: 'cores',
        },
      ]),
      ...sweep.flatMap(({ rate, p50, p99 }) => [
        {
          name: `webhook_to_confirmation_queued_p50_at_${rate}`,
          label: `Webhook due -> confirmation queued, at ${rate} orders/s (p50)`,
          value: p50,
          unit: 'ms',
        },
        {
          name: `webhook_to_confirmation_queued_p99_at_${rate}`,
          label: `Webhook due -> confirmation queued, at ${rate} orders/s (p99)`,
          value: p99,
          unit: 'ms',
        },
      ]),
      {
        name: 'reaction_lag_p50',
        label: 'Reaction lag at 500 events/s (p50)',
        value: percentile(lag, 50),
        unit: 'ms',
      },
      atMost(
        {
          name: 'reaction_lag_p99',
          label: 'Reaction lag at 500 events/s (p99)',
          value: lagP99,
          unit: 'ms',
        },
        AIMS.reactionLagP99,
      ),
      {
        name: 'cores_busy_lag',
        label: `Cores busy at 500 events/s, every process on the machine (of ${os.availableParallelism()})`,
        value: lagBusy,
        unit: 'cores',
      },
      {
        name: 'cores_stolen_lag',
        label: 'Cores the hypervisor took at 500 events/s (steal)',
        value: lagStolen,
        unit: 'cores',
      },
      ...[
        { phase: 'at 200 orders/s', key: 'at_200', syncs: webhooks.diskSyncs },
        { phase: 'at 500 events/s', key: 'lag', syncs: lagDisk },
      ].map(({ phase, key, syncs }) => ({
        name: `disk_sync_max_${key}`,
        label: `Meanwhile ${phase}: the disk's own slowest durable sync of 8 KiB (of ${syncs.syncs}; ${syncs.slow} over 20 ms)`,
        value: syncs.maxMs,
        unit: 'ms',
      })),
    ];
    await writeBenchReport(BENCH_DOCS_DIR, {
      area: 'reactions',
      title: 'Reactions: payment to confirmation, and reaction lag',
      command: 'npm run bench:reactions',
      script: 'services/gateway/bench/reactions-bench.ts',
      figures,
      machineExtra: { 'Load average at start': loadAtStart },
      sections: {
        'What was measured': `The gateway process as \`make start\` runs it (EVENT_BUS=kafka), on a fresh database.
Each phase's clock starts once the gateway has digested its set-up (the orders placed for it): every
runner's \`wine_projection_lag_events\` and both outboxes' \`wine_outbox_backlog_events\` at 0.
The phases follow ${WARM_UP.seconds} s of webhooks at ${WARM_UP.rate}/s, not measured: the aims are the steady state's, not a
broker's or a gateway's first seconds of traffic (their JIT compilers have not caught up yet).
1. ${webhooks.load.sent} Stripe-signed \`payment_intent.succeeded\` webhooks for placed orders, ${SECONDS} s at
200/s, open loop (${webhooks.load.ok} answered 2xx). Each is timed from when it was due to the commit of the
order's \`CustomerMessageRequested\`: the webhook's own transaction (payments records
\`PaymentIntentReported\`), the outbox relay to Kafka, and \`orders-follow-payments\`' consumer and its
transaction (the payment and the checkout's completion, one decision). Sending the mail is identity's
effect after that and not counted (an SMTP server's speed is not ours).
   The same at ${SWEEP_RATES.join(' and ')} orders/s first (${SWEEP_SECONDS} s each), to show the rate up to which the
aim holds on this machine.
2. ${lag.length} of payments' webhook records (\`PaymentIntentReported\`, for orders placed beforehand)
appended at 500 events/s; reaction lag is the commit of each to the commit of the order's payment and
confirmation by \`orders-follow-payments\`. Times are the events' \`occurred_at\` and the load
generator's clock, the same machine's.
3. CPU per order: the CPU time (/proc) of the gateway process, of every Postgres process and of the
Kafka broker, from a phase's first webhook until its last confirmation was queued, divided by its
orders. It includes what the gateway does after the confirmation is queued meanwhile (the mail,
read models) and moves less with the machine's load than the latencies; "cores busy" counts every
process on the machine over the same time, so it also shows how busy the machine was.
4. Over phases 1 (at 200/s) and 2, a probe wrote 8 KiB and synced it every 20 ms in Postgres's data
directory (\`disk-sync-stalls.ts\`): a stall of the disk's own holds every commit in flight, so its slowest
sync is a floor under the tail of the same phase.
5. Over each phase, the cores the hypervisor took (\`/proc/stat\`'s steal: time this machine's vCPUs
wanted to run while the host ran something else), as a share of the phase's wall time.`,
        'Where the time goes': whereTheTimeGoes(webhooks.cpu, sweep),
        'Runners at 200 orders/s': runnersAt200(webhooks),
      },
    });
    log('wrote docs/bench/reactions.md');
  } finally {
    await pool.end();
    const exited = once(gateway, 'exit');
    gateway.kill('SIGTERM');
    await exited;
    await database.drop();
    const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
    const bus = new EventBus({
      brokers,
      clientId: 'bench-reactions',
      logger: createLogger('bench', { level: 'silent' }),
    });
    await bus.deleteTopics({ prefix: TOPIC_PREFIX }).catch((err) => log(`could not delete topics: ${err}`));
  }
}

await main();
