// The wine summary's server CPU per request: a short loop that a busy machine still gives a
// fair figure for (the server process's CPU time per answer, not requests/s). The bench's server
// (reviews-bench-server.ts: the gateway's HTTP app with the reviews routes, and a bare Hono app
// answering the same bytes) in a child process, asked over HTTP by autocannon with a few
// connections, in turns: the summary as a browser asks it (plain: the app's ready lane answers),
// the same with one header the lane does not know (so through Hono's router and middleware, the
// standard path), and the ceiling.
//   npx tsx services/reviews/bench/summary-cpu.ts   (Postgres and Redis running; writes only a
//   fresh database wine_bench_summary_cpu). npm run bench:reviews is the whole benchmark.
import { fork } from 'node:child_process';
import os from 'node:os';
import { freshDatabase } from '@wine/platform/db/fresh-database';
import { migrate, platformMigrations } from '@wine/platform/db/migrate';
import { createPool } from '@wine/platform/db/pool';
import { EventStore } from '@wine/platform/event-store/event-store';
import { pgDeadLetters } from '@wine/platform/projections/dead-letters';
import { replayPg } from '@wine/platform/replay/replay-pg';
import autocannon from 'autocannon';
import { reviewsProjection } from '../src/projections/reviews-projection.ts';
import { listWine } from '../src/testing/review-fixtures.ts';

const TURNS = 5;
const SECONDS = 2;
const CONNECTIONS = 4;
const SUMMARY = '/api/master-wine/mw-cpu/reviews/summary';
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/0';
const { url: dbUrl } = await freshDatabase(adminUrl, 'wine_bench_summary_cpu');
const pool = createPool(dbUrl, { applicationName: 'summary-cpu', max: 2 });
await migrate(pool, [platformMigrations]);
await listWine(new EventStore(pool), 'cpu-2015', 'mw-cpu', 2015);
await replayPg(pool, reviewsProjection, { deadLetters: pgDeadLetters(pool) });
await pool.end();

const child = fork(new URL('./reviews-bench-server.ts', import.meta.url).pathname, {
  execArgv: ['--import', 'tsx'],
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  env: {
    ...process.env,
    LOG_LEVEL: 'info',
    DATABASE_URL: dbUrl,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: 'bench.summary-cpu.',
    SUMMARY_PATH: SUMMARY,
  },
});
const { url, ceilingUrl } = await new Promise<{ url: string; ceilingUrl: string }>((resolve) =>
  child.once('message', (m) => resolve(m as { url: string; ceilingUrl: string })),
);
const serverCpu = () =>
  new Promise<number>((resolve) => {
    child.once('message', (m) => {
      const { cpu } = m as { cpu: NodeJS.CpuUsage };
      resolve(cpu.user + cpu.system);
    });
    child.send('cpu');
  });

async function micros(target: string, headers: Record<string, string> = {}): Promise<number> {
  const before = await serverCpu();
  const result = await autocannon({ url: target, connections: CONNECTIONS, duration: SECONDS, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${target}: ${result.non2xx} non-2xx`);
  return ((await serverCpu()) - before) / result.requests.total;
}

const throughHono = { 'x-bench-through-hono': '1' };
const turns = { summary: [] as number[], throughHono: [] as number[], ceiling: [] as number[] };
const loadAtStart = os.loadavg()[0];
try {
  await micros(`${url}${SUMMARY}`);
  await micros(`${url}${SUMMARY}`, throughHono);
  await micros(`${ceilingUrl}${SUMMARY}`);
  for (let turn = 0; turn < TURNS; turn++) {
    turns.summary.push(await micros(`${url}${SUMMARY}`));
    turns.throughHono.push(await micros(`${url}${SUMMARY}`, throughHono));
    turns.ceiling.push(await micros(`${ceilingUrl}${SUMMARY}`));
  }
} finally {
  child.kill('SIGTERM');
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const round = (n: number) => Math.round(n * 10) / 10;
const summary = median(turns.summary);
const hono = median(turns.throughHono);
const ceiling = median(turns.ceiling);
const share = (micros: number) => `${Math.round((ceiling / micros) * 100)} %`;
console.log(
  JSON.stringify({
    summaryMicrosPerRequest: round(summary),
    throughHonoMicrosPerRequest: round(hono),
    ceilingMicrosPerRequest: round(ceiling),
    ceilingShareOfSummaryCpu: share(summary),
    ceilingShareThroughHono: share(hono),
    turns: {
      summary: turns.summary.map(round),
      throughHono: turns.throughHono.map(round),
      ceiling: turns.ceiling.map(round),
    },
    load: [loadAtStart, os.loadavg()[0]].map((l) => l?.toFixed(1)),
  }),
);
