// Reviews benchmark (issue 30): BENCH_REVIEWS review events (1M) written into a fresh database,
// the summaries read model rebuilt from them as `npm run replay -- review-summaries` does (events
// per second), then the wine summary read through the gateway's HTTP app (requests/s and p99,
// in turns with a bare Hono ceiling, as the shop bench measures the listing). Writes
// docs/bench/reviews.md and docs/bench/reviews.json.
//   npm run bench:reviews     (Postgres and Redis running; DATABASE_URL / REDIS_URL to point elsewhere)
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import type { WineReviewEvent } from '@wine/contracts/reviews/review-events';
import { writeBenchReport } from '@wine/platform/bench/bench-report';
import { loopbackOnly, round, startBenchServer } from '@wine/platform/bench/http-bench';
import { freshDatabase } from '@wine/platform/db/fresh-database';
import { migrate, platformMigrations } from '@wine/platform/db/migrate';
import { createPool, type Pool } from '@wine/platform/db/pool';
import { EventStore } from '@wine/platform/event-store/event-store';
import { pgDeadLetters } from '@wine/platform/projections/dead-letters';
import { replayPg } from '@wine/platform/replay/replay-pg';
import { replayRedis } from '@wine/platform/replay/replay-redis';
import { Redis } from 'ioredis';
import { reviewSummariesProjection } from '../src/projections/review-summaries-projection.ts';
import { reviewsProjection } from '../src/projections/reviews-projection.ts';

const REVIEWS = Number(process.env.BENCH_REVIEWS ?? 1_000_000);
const WINES = 2000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 64;
const ROUNDS = 5;
const APPEND_BATCH = 5000;
const LOG_LEVEL = process.env.LOG_LEVEL ?? 'info';
const LOG_FILE = join(os.tmpdir(), 'reviews-bench-gateway.log');
const BENCH_DB = 'wine_bench_reviews';
const REDIS_PREFIX = 'bench.reviews.';
// Issue 30: the summary "in the same class as the shop listing" (its share of a bare Hono ceiling
// at least 0.9 of the listing's, p99 within the listing's 10 ms), and the rebuild at 50k events/s or more.
const TARGETS = { rebuildEventsPerS: 50_000, summaryShareOfListings: 0.9, summaryP99: 10 };
const ROOT = new URL('../../../', import.meta.url).pathname;
const OUT_DIR = join(ROOT, 'docs/bench');
const masterWineId = (n: number) => `mw-bench-${n % WINES}`;
const SUMMARY = `/api/master-wine/${masterWineId(7)}/reviews/summary`;

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/0';
loopbackOnly('reviews', [adminUrl, redisUrl]);
const benchUrl = Object.assign(new URL(adminUrl), { pathname: `/${BENCH_DB}` }).toString();

async function benchDatabase(): Promise<Pool> {
  const { url } = await freshDatabase(adminUrl, BENCH_DB);
  const pool = createPool(url, { applicationName: 'bench-reviews', max: 12 });
  await migrate(pool, [platformMigrations]);
  return pool;
}

const meta = { correlationId: 'bench-reviews', causationId: null, userId: null, region: 'GB' };

/** The wines the reviews name, as the catalog lists them (the summary route answers 404 otherwise). */
async function listWines(store: EventStore) {
  const appends = Array.from({ length: WINES }, (_, n) => ({
    streamId: `catalog/wine/bench-${n}`,
    expected: 0 as const,
    events: [
      {
        type: 'WineListed',
        data: {
          productId: `bench-${n}`,
          masterWineId: masterWineId(n),
          slug: `bench-${n}`,
          masterWine: {
            name: `Bench ${n}`,
            producer: 'Bench',
            varietal: 'Merlot',
            region: 'Bordeaux',
            country: 'France',
            wineType: 'red',
            description: 'A wine for the bench.',
            tastingNotes: [],
            foodPairings: [],
            servingTemperature: '16-18°C',
            rating: 0,
            reviewCount: 0,
          },
          product: {
            vintage: 2015 + (n % 8),
            bottleSize: 'BOTTLE',
            alcoholContent: 13.5,
            badges: [],
            collectionType: 'WEB_AND_APP',
            category: 'everyday',
            isNewMemberOffer: false,
            maxQuantityForGuest: null,
          },
          publicPricePence: 1500,
          memberPricePence: 1200,
          stockLevel: 100,
          listedAt: '2025-01-01T00:00:00.000Z',
        },
      },
    ],
  }));
  await store.transact(
    appends.map((a) => a.streamId),
    (tx) => tx.appendAll(appends, meta),
  );
}

/** One customer's first review of a wine, as the decider writes it. */
function submitted(n: number): WineReviewEvent {
  const rating = 1 + ((n * 7) % 5);
  const vintage = 2015 + ((n >> 3) % 8);
  return {
    type: 'WineReviewSubmitted',
    data: {
      reviewId: randomUUID(),
      masterWineId: masterWineId(n),
      customerId: randomUUID(),
      customerName: 'Bench reviewer',
      rating,
      tasteNotes: 'Plum, cedar and a long finish.',
      vintage,
      writtenForReward: false,
      status: 'approved',
      heldFor: null,
      submittedAt: '2025-03-01T10:00:00.000Z',
      counted: { rating, vintage },
      countedBefore: null,
    },
  };
}

async function writeReviews(store: EventStore): Promise<void> {
  for (let from = 0; from < REVIEWS; from += APPEND_BATCH) {
    const appends = Array.from({ length: Math.min(APPEND_BATCH, REVIEWS - from) }, (_, i) => {
      const event = submitted(from + i);
      return {
        streamId: `reviews/wine/${event.data.masterWineId}~${(event.data as { customerId: string }).customerId}`,
        expected: 0 as const,
        events: [event],
      };
    });
    await store.transact(
      appends.map((a) => a.streamId),
      (tx) => tx.appendAll(appends, meta),
    );
  }
}

const started = Date.now();
const loadAtStart = os.loadavg()[0]?.toFixed(2);
const pool = await benchDatabase();
const redis = new Redis(redisUrl);
const store = new EventStore(pool);
const writeStarted = performance.now();
await listWines(store);
await writeReviews(store);
const writeSeconds = (performance.now() - writeStarted) / 1000;

const deadLetters = pgDeadLetters(pool);
// The reviews list read model (which wines exist) first, so the summary route knows the wine.
await replayPg(pool, reviewsProjection, { deadLetters });
for (const key of ['current', 'next', 'paused']) await redis.del(`${REDIS_PREFIX}rm:review-summaries:${key}`);
// A rebuild runs on a settled log, not in the wake of a million-row load: its pages written out
// and its statistics known (this machine's Postgres runs without autovacuum).
await pool.query('VACUUM ANALYZE events');
await pool.query('CHECKPOINT');
const rebuildStarted = performance.now();
const rebuilt = await replayRedis(pool, redis, reviewSummariesProjection, {
  deadLetters,
  keyPrefix: REDIS_PREFIX,
  graceMs: 0,
});
const rebuildSeconds = (performance.now() - rebuildStarted) / 1000;
const rebuildRate = round(rebuilt.events / rebuildSeconds, 0);

const server = await startBenchServer(new URL('./reviews-bench-server.ts', import.meta.url), {
  logFile: LOG_FILE,
  ceilingPath: SUMMARY,
  env: { LOG_LEVEL, DATABASE_URL: benchUrl, REDIS_URL: redisUrl, REDIS_KEY_PREFIX: REDIS_PREFIX },
});
let totalReviews = 0;
let turns: Awaited<ReturnType<typeof server.againstCeiling>>;
try {
  const answer = await fetch(`${server.url}${SUMMARY}`);
  totalReviews = ((await answer.json()) as { totalReviews: number }).totalReviews;
  turns = await server.againstCeiling(SUMMARY, {
    seconds: SECONDS,
    rounds: ROUNDS,
    connections: CONNECTIONS,
  });
} finally {
  await server.stop();
  await pool.end();
  redis.disconnect();
}
const { ceiling, app: summary } = turns;
const accessLineCount = server.accessLines();
const listing = JSON.parse(readFileSync(join(OUT_DIR, 'shop.json'), 'utf8')) as {
  name: string;
  value: number;
}[];
const listingFigure = (name: string) => listing.find((f) => f.name === name)?.value;
// The issue asks for the listing's class. The share of a bare Hono ceiling measured in the same run
// compares the two routes apart from the machine's load; the listing's own aim (70 %) is its issue's.
const listingShare = listingFigure('listing_share_of_ceiling_percent');
const summaryShare = round((summary.rps / ceiling.rps) * 100, 0);

const figures = [
  {
    name: 'rebuild_events_per_s',
    label: `Summaries rebuilt from ${REVIEWS.toLocaleString('en-GB')} review events (replay into a new namespace)`,
    value: rebuildRate,
    unit: 'events/s',
    target: `>= ${TARGETS.rebuildEventsPerS}`,
    pass: rebuildRate >= TARGETS.rebuildEventsPerS,
  },
  {
    name: 'rebuild_s',
    label: 'Rebuild: whole time, read from Postgres to swap',
    value: round(rebuildSeconds, 1),
    unit: 's',
  },
  {
    name: 'summary_requests_per_s',
    label: `Wine summary (GET ${SUMMARY}): requests/s`,
    value: summary.rps,
    unit: 'req/s',
  },
  {
    name: 'summary_latency_p99_ms',
    label: 'Wine summary: latency p99',
    value: summary.p99,
    unit: 'ms',
    target: `<= ${TARGETS.summaryP99}`,
    pass: summary.p99 <= TARGETS.summaryP99,
  },
  { name: 'summary_latency_p50_ms', label: 'Wine summary: latency p50', value: summary.p50, unit: 'ms' },
  {
    name: 'summary_cpu_per_request_us',
    label: "Wine summary: the server process's CPU per request",
    value: summary.cpuPerRequest,
    unit: 'µs',
  },
  {
    name: 'ceiling_requests_per_s',
    label: "Ceiling: bare Hono answering the summary's bytes",
    value: ceiling.rps,
    unit: 'req/s',
  },
  {
    name: 'summary_share_of_ceiling_percent',
    label:
      "Wine summary requests/s as a share of the ceiling measured in the same run (the issue's aim: the shop listing's class, at least 0.9 of the listing's share in docs/bench/shop.md)",
    value: summaryShare,
    unit: '%',
    ...(listingShare === undefined
      ? {}
      : {
          target: `>= ${round(listingShare * TARGETS.summaryShareOfListings, 0)}`,
          pass: summaryShare >= listingShare * TARGETS.summaryShareOfListings,
        }),
  },
  {
    name: 'summary_reviews_counted',
    label: "Reviews the summary read counts (its wine's share of the events)",
    value: totalReviews,
    unit: 'reviews',
  },
  {
    name: 'write_events_per_s',
    label: `Writing the ${REVIEWS.toLocaleString('en-GB')} review events (${APPEND_BATCH} streams per transaction; setup, not an aim)`,
    value: round(REVIEWS / writeSeconds, 0),
    unit: 'events/s',
  },
  {
    name: 'access_log_lines',
    label: 'Access log lines the gateway app wrote (one per answered request, info level)',
    value: accessLineCount,
    unit: 'lines',
  },
];

await writeBenchReport(OUT_DIR, {
  area: 'reviews',
  title: 'Reviews benchmark',
  command: 'npm run bench:reviews',
  script: 'services/reviews/bench/reviews-bench.ts',
  figures,
  sections: {
    'What was measured': `- ${REVIEWS.toLocaleString('en-GB')} \`WineReviewSubmitted\` events (${WINES} wines, 8 vintages, stars 1-5), each on its own
  stream as the decider writes them, into a fresh database \`${BENCH_DB}\`, with the ${WINES} wines' \`WineListed\`.
- Rebuild: on the log settled after its load (\`VACUUM ANALYZE events\` and a \`CHECKPOINT\` first, as
  autovacuum would have it; this Postgres runs without), \`replayRedis\` of \`review-summaries\`, the code \`npm run replay -- review-summaries\` runs: read the log
  in batches of 5000, each event read through the contracts' union (zod, upcasters), its \`HINCRBY\`s and
  \`SADD\` run with its checkpoint in the projector's Lua script, then the tail and the pointer swap.
- Read: \`GET ${SUMMARY}\` through the gateway's HTTP app (\`createApp\`, \`optionalUser\`, the reviews routes)
  in a child process at log level ${LOG_LEVEL}; the answer comes from ready bytes kept until the
  summaries' Redis stamp moves (checked at most every 100 ms). autocannon, ${CONNECTIONS} connections, in
  ${ROUNDS} turns of ${SECONDS / ROUNDS} s with a bare Hono app answering the same bytes (the ceiling), as the shop
  bench measures the listing; its latest listing figures, for the class: ${listingFigure('listing_requests_per_s') ?? '?'} req/s, p99
  ${listingFigure('listing_latency_p99_ms') ?? '?'} ms, ${listingFigure('listing_share_of_ceiling_percent') ?? '?'} % of its ceiling (docs/bench/shop.md).
- Load average when the run started: ${loadAtStart}, when it ended: ${os.loadavg()[0]?.toFixed(2)} (1 min).
  Whole run ${round((Date.now() - started) / 1000, 0)} s.`,
    Command: '`npm run bench:reviews` (env `BENCH_REVIEWS`, `BENCH_SECONDS` shorten a smoke run).',
  },
});
console.log(`reviews: rebuild ${rebuildRate} events/s; summary ${summary.rps} req/s (p99 ${summary.p99} ms)`);
