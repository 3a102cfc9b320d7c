// Shop read-path benchmark: 5k synthetic wines imported into a fresh database, the shop and
// drop projections built, the gateway's app served from a child process, then autocannon
// against the listing and a search (10 s each, 64 connections). Writes docs/bench/shop.md and
// docs/bench/shop.json.
//   npm run bench:shop          (Postgres and Redis running; DATABASE_URL / REDIS_URL to point elsewhere)
import os from 'node:os';
import { join } from 'node:path';
import { atLeast, atMost, writeBenchReport } from '@wine/platform/bench/bench-report';
import { loopbackOnly, round, startBenchServer } from '@wine/platform/bench/http-bench';
import { freshDatabase } from '@wine/platform/db/fresh-database';
import { migrate, platformMigrations } from '@wine/platform/db/migrate';
import { createPool, type Pool } from '@wine/platform/db/pool';
import { EventStore } from '@wine/platform/event-store/event-store';
import { readAllAfter } from '@wine/platform/event-store/read-all';
import { pgDeadLetters } from '@wine/platform/projections/dead-letters';
import { PgProjector } from '@wine/platform/projections/pg-projector';
import { STORE_SOURCE } from '@wine/platform/projections/projection';
import { RedisProjector } from '@wine/platform/projections/redis-projector';
import type { Runner } from '@wine/platform/runners/runner';
import { Redis } from 'ioredis';
import { checkCatalogFile } from '../src/import/check-catalog-file.ts';
import { importCatalog } from '../src/import/import-catalog.ts';
import { dropProjection } from '../src/projections/drop/drop-projection.ts';
import { shopProjection } from '../src/projections/shop/shop-projection.ts';
import { generateWines } from '../src/seed/synthetic-wines.ts';

const WINES = Number(process.env.BENCH_WINES ?? 5000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 64;
// The ceiling and the listing take turns, this many times: a change in the machine's load
// during the run then weighs on both alike. Short turns: on the shared machine the load moves
// within seconds, and two turns of 5 s each read 58 % and 108 % in runs a minute apart.
const ROUNDS = 5;
const LOG_LEVEL = process.env.LOG_LEVEL ?? 'info';
const LOG_FILE = join(os.tmpdir(), 'shop-bench-gateway.log');
const BENCH_DB = 'wine_bench';
const REDIS_PREFIX = 'bench.shop.';
// The listing through every middleware against bare Hono serving its bytes, measured back to
// back in the same run (issue 14): what the middleware costs, whatever the machine's load.
const TARGETS = { listingRps: 15_000, listingP99: 10, listingShareOfCeiling: 70 };
const ROOT = new URL('../../../', import.meta.url).pathname;
const OUT_DIR = join(ROOT, 'docs/bench');
const LISTING = '/api/mobile-app/shop?collectionTypes=WEB,WEB_AND_APP';
const SEARCH = '/api/mobile-app/shop/search?country=France&inStock=true&sortBy=price&sortOrder=descending';
// Every request a different price floor: more distinct searches than the cache holds.
const variedSearch = (n: number) =>
  `/api/mobile-app/shop/search?inStock=true&sortBy=rating&priceMin=${(n * 7919) % 50_000}`;

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/0';
loopbackOnly('shop', [adminUrl, redisUrl]);
const benchUrl = Object.assign(new URL(adminUrl), { pathname: `/${BENCH_DB}` }).toString();

async function benchDatabase(): Promise<Pool> {
  const { url } = await freshDatabase(adminUrl, BENCH_DB);
  const pool = createPool(url, { applicationName: 'bench-shop', max: 12 });
  await migrate(pool, [platformMigrations]);
  return pool;
}

async function catchUp(pool: Pool, projector: Runner): Promise<void> {
  await projector.setup();
  for (;;) {
    const events = await readAllAfter(pool, await projector.checkpoint(STORE_SOURCE), 2000);
    if (events.length === 0) return;
    await projector.applyBatch(STORE_SOURCE, events);
  }
}

const started = Date.now();
const loadAtStart = os.loadavg()[0]?.toFixed(2);
const pool = await benchDatabase();
const redis = new Redis(redisUrl);
const clock = () => new Date();
const wines = generateWines(WINES, 1);
const checked = checkCatalogFile(JSON.stringify({ wines }));
if (!checked.ok) throw new Error(`synthetic wines refused: ${checked.problems[0]?.reason}`);
const metadata = { correlationId: 'bench-shop', causationId: null, userId: null, region: 'GB' };
const importStarted = performance.now();
const imported = await importCatalog(
  { store: new EventStore(pool, { clock }), pool, clock, metadata },
  checked.file,
);
const importSeconds = (performance.now() - importStarted) / 1000;
if (!imported.ok) throw new Error('import refused');

const projectStarted = performance.now();
const deadLetters = pgDeadLetters(pool);
await catchUp(pool, new PgProjector(pool, shopProjection, { deadLetters }));
await redis.del(`${REDIS_PREFIX}rm:drop:current`);
await catchUp(pool, new RedisProjector(redis, dropProjection, { deadLetters, keyPrefix: REDIS_PREFIX }));
const projectSeconds = (performance.now() - projectStarted) / 1000;

const server = await startBenchServer(new URL('./shop-bench-server.ts', import.meta.url), {
  // The gateway's log lines go to a file, as a deployment's would go to its collector.
  logFile: LOG_FILE,
  ceilingPath: LISTING,
  env: { LOG_LEVEL, DATABASE_URL: benchUrl, REDIS_URL: redisUrl, REDIS_KEY_PREFIX: REDIS_PREFIX },
});
const flatOut = (path: string, request?: (n: number) => { path: string }) =>
  server.flatOut(path, { seconds: SECONDS, connections: CONNECTIONS, request });
let turns: Awaited<ReturnType<typeof server.againstCeiling>>;
let search: Awaited<ReturnType<typeof flatOut>>;
let varied: Awaited<ReturnType<typeof flatOut>>;
try {
  turns = await server.againstCeiling(LISTING, {
    seconds: SECONDS,
    rounds: ROUNDS,
    connections: CONNECTIONS,
  });
  search = await flatOut(SEARCH);
  varied = await flatOut('', (n) => ({ path: variedSearch(n) }));
} finally {
  await server.stop();
  await pool.end();
  redis.disconnect();
}
const { ceiling, app: listing } = turns;
const gatewayRequests = turns.requests + search.requests + varied.requests;
// The gateway wrote one access line per request it answered, all of them at info.
const accessLineCount = server.accessLines();

const figures = [
  atLeast(
    {
      name: 'listing_requests_per_s',
      label: 'Listing (GET /api/mobile-app/shop): requests/s',
      value: listing.rps,
      unit: 'req/s',
    },
    TARGETS.listingRps,
  ),
  atMost(
    {
      name: 'listing_latency_p99_ms',
      label: 'Listing: latency p99',
      value: listing.p99,
      unit: 'ms',
    },
    TARGETS.listingP99,
  ),
  { name: 'listing_latency_p50_ms', label: 'Listing: latency p50', value: listing.p50, unit: 'ms' },
  {
    name: 'listing_cpu_per_request_us',
    label: "Listing: the server process's CPU per request",
    value: listing.cpuPerRequest,
    unit: 'µs',
  },
  {
    name: 'ceiling_requests_per_s',
    label: "Ceiling: bare Hono answering the listing's bytes: requests/s",
    value: ceiling.rps,
    unit: 'req/s',
  },
  { name: 'ceiling_latency_p99_ms', label: 'Ceiling: latency p99', value: ceiling.p99, unit: 'ms' },
  {
    name: 'ceiling_cpu_per_request_us',
    label: "Ceiling: the server process's CPU per request",
    value: ceiling.cpuPerRequest,
    unit: 'µs',
  },
  {
    name: 'listing_client_cpu_per_request_us',
    label: "Listing: the client's (autocannon's) CPU per request, on the same two cores",
    value: listing.clientCpuPerRequest,
    unit: 'µs',
  },
  {
    name: 'ceiling_client_cpu_per_request_us',
    label: "Ceiling: the client's CPU per request (an answer without the platform's 14 headers)",
    value: ceiling.clientCpuPerRequest,
    unit: 'µs',
  },
  atLeast(
    {
      name: 'listing_share_of_ceiling_percent',
      label: 'Listing requests/s as a share of the ceiling measured in the same run',
      value: round((listing.rps / ceiling.rps) * 100, 0),
      unit: '%',
    },
    TARGETS.listingShareOfCeiling,
  ),
  {
    name: 'ceiling_share_of_listing_cpu_percent',
    label:
      "The ceiling's CPU per request as a share of the listing's (the same ratio, less moved by the machine's load)",
    value: round((ceiling.cpuPerRequest / listing.cpuPerRequest) * 100, 0),
    unit: '%',
  },
  {
    name: 'access_log_lines_per_request',
    label: 'Access log lines written per request the gateway answered (info level)',
    value: round(accessLineCount / gatewayRequests, 2),
    unit: 'lines',
  },
  {
    name: 'search_requests_per_s',
    label: 'Search, one query repeated (cached): requests/s',
    value: search.rps,
    unit: 'req/s',
  },
  {
    name: 'search_latency_p99_ms',
    label: 'Search, one query repeated: latency p99',
    value: search.p99,
    unit: 'ms',
  },
  {
    name: 'search_varied_requests_per_s',
    label: 'Search, a different query each request (Postgres): requests/s',
    value: varied.rps,
    unit: 'req/s',
  },
  {
    name: 'search_varied_latency_p99_ms',
    label: 'Search, a different query each request: latency p99',
    value: varied.p99,
    unit: 'ms',
  },
  {
    name: 'search_varied_latency_p50_ms',
    label: 'Search, a different query each request: latency p50',
    value: varied.p50,
    unit: 'ms',
  },
  {
    name: 'import_wines_per_s',
    label: `Import of ${WINES} new wines (dry run + append)`,
    value: round(WINES / importSeconds, 0),
    unit: 'wines/s',
  },
  {
    name: 'projection_build_s',
    label: `Shop and drop projections built from ${WINES} events`,
    value: round(projectSeconds, 2),
    unit: 's',
  },
];

await writeBenchReport(OUT_DIR, {
  area: 'shop',
  title: 'Shop read-path benchmark',
  command: 'npm run bench:shop',
  script: 'services/catalog/bench/shop-bench.ts',
  figures,
  sections: {
    'What was measured': `- ${WINES} synthetic wines (\`generateWines(${WINES}, 1)\`) imported through the catalog import into a
  fresh database \`${BENCH_DB}\`; the \`shop\` (Postgres) and \`drop\` (Redis) projections built from the log.
- The gateway's HTTP app (\`createApp\`: every platform step in one middleware, \`requestPipeline\`:
  security headers, request and correlation ids, client address, body limit, well-formed input,
  region, request scope, access log and metrics; the error envelope; then \`optionalUser\` as the
  gateway has it) with the catalog routes, served by the platform's \`serve\` (\`@hono/node-server\`
  with its \`AnswerResponse\`) in a child process at log level \`${LOG_LEVEL}\`: one access line per
  request, written to a file (\`${LOG_FILE}\`).
- autocannon in the parent process: ${CONNECTIONS} connections, after a 2 s warm-up of the ceiling and of the listing.
  - Ceiling and listing in turns, ${ROUNDS} turns of ${SECONDS / ROUNDS} s each (${SECONDS} s for each in all), so that
    a change in the machine's load during the run weighs on both; their requests/s and the
    server process's CPU per request are over all turns, the latencies the worst turn's.
  - Listing: \`GET ${LISTING}\` (first page of 20). Answered from the in-process cache keyed by
    the shop projection's stamp: no Postgres query on a hit (one stamp check per 100 ms, in the
    background). autocannon's requests are plain (no token, no body), so \`createApp\`'s ready lane
    answers them before Hono's routing and middleware, with the same headers, access line and
    histogram observation as any answer (docs/catalog.md).
  - Ceiling: the same bytes from a bare Hono app on \`@hono/node-server\` (no middleware, no
    cache lookup) in the same process: what Node's HTTP alone manages on this machine right now.
  - Search, repeated: \`GET ${SEARCH}\` for ${SECONDS} s, answered from the same cache after the first request.
  - Search, varied: \`GET /api/mobile-app/shop/search?inStock=true&sortBy=rating&priceMin=<n>\` for ${SECONDS} s, with a
    different \`priceMin\` on every request, so nearly every request misses the cache and runs one
    Postgres statement (page and total together).
- Server and load generator share the machine's cores, and so do Postgres and Redis: requests/s
  depend on the client's CPU per answer too, and parsing the 14 headers every API answer carries
  (security headers, both ids) beside the ceiling's few costs autocannon several µs an answer. Load average
  when the run started: ${loadAtStart}, when it ended: ${os.loadavg()[0]?.toFixed(2)} (1 min; anything
  else running on the machine competes with the figures above). Whole run ${round((Date.now() - started) / 1000, 0)} s.`,
    Command: `\`npm run bench:shop\` (env \`BENCH_WINES\`, \`BENCH_SECONDS\` shorten a smoke run; the
figures above use the defaults).`,
  },
});
console.log(`shop: listing ${listing.rps} req/s (p99 ${listing.p99} ms)`);
