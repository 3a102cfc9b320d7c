// The stack at rest: what the gateway (relay, projectors, reactors, HTTP) costs when nobody uses it.
//   npm run bench:idle      (part of `make bench`; Postgres, Redis and Kafka on loopback)
// Starts the gateway as `make start` runs it (Kafka as the bus) on a fresh database, lets it
// settle, then measures 30 s of doing nothing; writes docs/bench/idle.md and .json.

import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  atMost,
  BENCH_DOCS_DIR,
  type BenchFigure,
  writeBenchReport,
} from '../../platform/src/bench/bench-report.ts';
import { loadAverages } from '../../platform/src/bench/machine.ts';
import { cpuBetween, cpuSnapshot, descendantsOf } from '../../platform/src/bench/process-cpu.ts';
import { freshDatabase } from '../../platform/src/db/fresh-database.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SETTLE_SECONDS = Number(process.env.BENCH_IDLE_SETTLE_SECONDS ?? 15);
const MEASURE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 30);
const AIMS = { cpuPercent: 1, transactionsPerSecond: 5 };
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const log = (message: string) => process.stderr.write(`[idle-bench] ${message}\n`);

async function transactions(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      'SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = current_database()',
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

async function main() {
  const database = await freshDatabase(adminUrl, 'wine_bench_idle');
  const gateway = spawn(process.execPath, ['--import', 'tsx', 'services/gateway/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: database.url,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/13',
      EVENT_BUS: 'kafka',
      PORT: '8095',
      PAYMENT_SIMULATOR_PORT: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (let i = 0; i < 600; i++) {
      if (
        await fetch('http://127.0.0.1:8095/health/ready').then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 100));
    }
    log(`ready; settling ${SETTLE_SECONDS} s`);
    await new Promise((r) => setTimeout(r, SETTLE_SECONDS * 1000));
    const pid = gateway.pid ?? 0;
    const before = { cpu: cpuSnapshot(), tx: await transactions(database.url) };
    const started = performance.now();
    log(`measuring ${MEASURE_SECONDS} s of rest`);
    await new Promise((r) => setTimeout(r, MEASURE_SECONDS * 1000));
    const seconds = (performance.now() - started) / 1000;
    const after = cpuSnapshot();
    const percent = (which: (pid: number, command: string) => boolean) =>
      Number(((cpuBetween(before.cpu, after, which) / seconds) * 100).toFixed(2));
    const ours = descendantsOf(after, pid);
    const gatewayCpu = percent((id) => ours.has(id));
    const postgresCpu = percent((_, command) => command.startsWith('postgres'));
    const kafkaCpu = percent((_, command) => command.includes('kafka.Kafka'));
    // The bench's own two statements are not the stack's.
    const tps = Number((((await transactions(database.url)) - before.tx - 1) / seconds).toFixed(2));
    const figures: BenchFigure[] = [
      {
        name: 'idle_gateway_cpu',
        label: 'Gateway process (HTTP, relay, projectors, reactors)',
        value: gatewayCpu,
        unit: '% of a core',
      },
      {
        name: 'idle_postgres_cpu',
        label: 'Postgres (every backend and worker, all databases)',
        value: postgresCpu,
        unit: '% of a core',
      },
      atMost(
        {
          name: 'idle_stack_cpu',
          label: 'App processes + Postgres',
          value: Number((gatewayCpu + postgresCpu).toFixed(2)),
          unit: '% of a core',
        },
        AIMS.cpuPercent,
      ),
      {
        name: 'idle_kafka_cpu',
        label: 'Kafka broker (for reference: its own housekeeping)',
        value: kafkaCpu,
        unit: '% of a core',
      },
      atMost(
        {
          name: 'idle_transactions',
          label: "Transactions per second in the app's database",
          value: tps,
          unit: 'tx/s',
        },
        AIMS.transactionsPerSecond,
      ),
    ];
    await writeBenchReport(BENCH_DOCS_DIR, {
      area: 'idle',
      title: 'The stack at rest',
      command: 'npm run bench:idle',
      script: 'services/gateway/bench/idle-bench.ts',
      figures,
      machineExtra: {
        'Load average at start': loadAverages(),
      },
      sections: {
        'What was measured': `The gateway process as \`make start\` runs it (EVENT_BUS=kafka: the outbox relay, every
projector and reactor, the analytics relay, the reservation sweep and the HTTP server), on a
fresh database, left ${SETTLE_SECONDS} s to settle and then ${MEASURE_SECONDS} s with no request.
CPU is user + system time from \`/proc\` over the window, as a share of one core: the gateway and
its children; every \`postgres\` process (so other databases' work on the same server counts
against it); the Kafka broker for reference. Transactions are \`pg_stat_database\`'s commits and
rollbacks of the app's database over the window. At rest the log's readers sleep on
\`LISTEN\` with a 1 s fallback poll (docs/adr/0005), the analytics relay on its outbox's channel;
every projector, reactor and effect shares one Kafka consumer (long poll 5 s, heartbeat 3 s), with
kafkajs' per-connection 1 ms and 100 ms timers patched out (docs/adr/0006).`,
      },
    });
    log('wrote docs/bench/idle.md');
  } finally {
    const exited = once(gateway, 'exit');
    gateway.kill('SIGTERM');
    await exited;
    await database.drop();
  }
}

await main();
