// Festival benchmark: a fresh database with one festival on now, the festival calls on a real
// port in a child process, then:
//   1. claims as fast as they go (each by a new person, a ticket type too large to sell out);
//   2. a rush: 5,000 people at once for a ticket type of 2,000, counting tickets against capacity;
//   3. claims at a steady 200/s (open loop), latency;
//   4. redemptions as fast as they go (each a new redemption id of one of 2,000 attendees).
// Writes docs/bench/festival.md and docs/bench/festival.json.
//   npm run bench:festival          (Postgres running; DATABASE_URL to point elsewhere)
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { join } from 'node:path';
import { writeBenchReport } from '@wine/platform/bench/bench-report';
import {
  type DiskSyncStalls,
  postgresDataDirectory,
  sampleDiskSyncs,
} from '@wine/platform/bench/disk-sync-stalls';
import { loopbackOnly, startBenchServer } from '@wine/platform/bench/http-bench';
import { steadyLoadApart } from '@wine/platform/bench/steady-load-apart';
import { freshDatabase } from '@wine/platform/db/fresh-database';
import { migrate, platformMigrations } from '@wine/platform/db/migrate';
import { createPool } from '@wine/platform/db/pool';
import { EventStore } from '@wine/platform/event-store/event-store';
import pg from 'pg';
import { importFestivals } from '../src/import/import-festivals.ts';
import { claimRequest, festivalId, post } from './festival-bench-requests.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 64;
const STEADY_RATE = 200;
const RUSH = { people: 5000, capacity: 2000 };
const ATTENDEES = 2000;
const BENCH_DB = 'wine_bench_festival';
const TARGETS = { claims: 1000, steadyP99: 20 };
const ROOT = new URL('../../../', import.meta.url).pathname;

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
loopbackOnly('festival', [adminUrl]);
const database = await freshDatabase(adminUrl, BENCH_DB);

async function setUp(): Promise<void> {
  const pool = createPool(database.url, { applicationName: 'bench-festival-setup', max: 4 });
  await migrate(pool, [platformMigrations]);
  const now = new Date();
  const metadata = { correlationId: 'bench-festival', causationId: null, userId: null, region: 'GB' };
  const outcome = await importFestivals({ store: new EventStore(pool), clock: () => now, metadata }, [
    {
      festivalId,
      details: {
        name: 'Bench festival',
        venue: 'Here',
        description: '',
        startsAt: new Date(now.getTime() - 3_600_000).toISOString(),
        endsAt: new Date(now.getTime() + 24 * 3_600_000).toISOString(),
        ticketTypes: [
          { ticketTypeId: 'general', name: 'General', capacity: 1_000_000, pricePence: 0, tokens: 1000 },
          { ticketTypeId: 'rush', name: 'Rush', capacity: RUSH.capacity, pricePence: 0, tokens: 10 },
        ],
        wines: Array.from({ length: 20 }, (_, i) => ({ wineProductId: `wine-${i}`, tokenCost: 1 })),
      },
    },
  ]);
  if (!outcome.ok) throw new Error('the bench festival was refused');
  await pool.end();
}

const attendees = Array.from({ length: ATTENDEES }, () => randomUUID());
const redeemRequest = () =>
  post('/fn/redeemFestivalTokens', attendees[Math.floor(Math.random() * ATTENDEES)] as string, {
    festivalId,
    wineProductId: `wine-${Math.floor(Math.random() * 20)}`,
    redemptionId: randomUUID(),
  });

/** 5,000 claims sent at once for 2,000 tickets: how many got one, and how many the log holds. */
async function rush(url: string) {
  const started = performance.now();
  const statuses = new Map<number, number>();
  let next = 0;
  const worker = async () => {
    while (next < RUSH.people) {
      next++;
      const request = claimRequest('rush');
      const response = await fetch(`${url}${request.path}`, request);
      await response.body?.cancel();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: 200 }, worker));
  const seconds = (performance.now() - started) / 1000;
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  const { rows } = await db.query<{ n: string }>(
    `SELECT count(*) AS n FROM events WHERE type = 'TicketAllocated' AND stream_id LIKE $1`,
    [`festival/allocation/${festivalId}.rush.%`],
  );
  await db.end();
  return {
    tickets: statuses.get(200) ?? 0,
    soldOut: statuses.get(409) ?? 0,
    other: RUSH.people - (statuses.get(200) ?? 0) - (statuses.get(409) ?? 0),
    allocated: Number(rows[0]?.n ?? 0),
    rate: Math.round(RUSH.people / seconds),
  };
}

/**
 * Writes out what the runs so far left dirty (a CHECKPOINT), so that none falls inside the next;
 * answers where Postgres keeps its files, for the disk-sync probe.
 */
async function checkpoint(): Promise<string> {
  const db = new pg.Client({ connectionString: database.url });
  await db.connect();
  await db.query('CHECKPOINT');
  const dataDirectory = await postgresDataDirectory(db);
  await db.end();
  return dataDirectory;
}

const loadAtStart = os.loadavg()[0]?.toFixed(2) ?? '?';
await setUp();
const server = await startBenchServer(new URL('./festival-bench-server.ts', import.meta.url), {
  env: { DATABASE_URL: database.url },
});
const { url } = server;
const flatOut = (seconds: number, next: () => ReturnType<typeof post>) =>
  server.flatOut('', { seconds, connections: CONNECTIONS, request: next });
let claims: Awaited<ReturnType<typeof flatOut>>;
let rushed: Awaited<ReturnType<typeof rush>>;
let steady: Awaited<ReturnType<typeof steadyLoadApart>>;
let pours: Awaited<ReturnType<typeof flatOut>>;
let diskSyncs: DiskSyncStalls;
try {
  await flatOut(2, () => claimRequest());
  claims = await flatOut(SECONDS, () => claimRequest());
  rushed = await rush(url);
  // The steady run measures claims, not the flush of what the runs before it wrote: a checkpoint
  // falling inside it stalled commits for hundreds of ms on this machine's disk.
  const dataDirectory = await checkpoint();
  // Its first seconds after the checkpoint log whole pages: warmed up at the same rate, unmeasured.
  const disk = await sampleDiskSyncs(dataDirectory);
  steady = await steadyLoadApart({
    url,
    rate: STEADY_RATE,
    seconds: SECONDS,
    warmUpSeconds: 3,
    connections: CONNECTIONS,
    requests: new URL('./festival-bench-requests.ts', import.meta.url),
  });
  diskSyncs = await disk.stop();
  if (steady.failed > 0) throw new Error(`${steady.failed} claims failed at ${STEADY_RATE}/s`);
  // The attendees' tickets, then their pours.
  let i = 0;
  await Promise.all(
    Array.from({ length: 32 }, async () => {
      while (i < ATTENDEES) {
        const request = claimRequest('general', attendees[i++] as string);
        const response = await fetch(`${url}${request.path}`, request);
        if (response.status !== 200) throw new Error(`an attendee's claim answered ${response.status}`);
        await response.body?.cancel();
      }
    }),
  );
  pours = await flatOut(SECONDS, redeemRequest);
} finally {
  await server.stop();
  await database.drop();
}

const noOversell =
  rushed.tickets === RUSH.capacity && rushed.allocated === RUSH.capacity && rushed.other === 0;
await writeBenchReport(join(ROOT, 'docs/bench'), {
  area: 'festival',
  title: 'Festival tickets and tokens benchmark',
  command: 'npm run bench:festival',
  script: 'services/festival/bench/festival-bench.ts',
  figures: [
    {
      name: 'festival_claims_per_s',
      label: `Ticket claims/s, ${CONNECTIONS} connections as fast as they go (each a new person)`,
      value: claims.rps,
      unit: 'cmd/s',
      target: `>= ${TARGETS.claims}`,
      pass: claims.rps >= TARGETS.claims,
    },
    {
      name: 'festival_claims_latency_p99_ms',
      label: 'As fast as they go: latency p99',
      value: claims.p99,
      unit: 'ms',
    },
    {
      name: 'festival_rush_tickets',
      label: `Rush: ${RUSH.people} claims at once for ${RUSH.capacity} tickets: tickets given (and in the log)`,
      value: rushed.tickets,
      unit: 'tickets',
      target: `= ${RUSH.capacity}, ${RUSH.people - RUSH.capacity} SOLD_OUT, none other`,
      pass: noOversell,
    },
    {
      name: 'festival_rush_claims_per_s',
      label: 'Rush: claims answered per second',
      value: rushed.rate,
      unit: 'cmd/s',
    },
    {
      name: 'festival_steady_latency_p50_ms',
      label: `Claims at ${STEADY_RATE}/s: latency p50`,
      value: steady.p50,
      unit: 'ms',
    },
    {
      name: 'festival_steady_latency_p99_ms',
      label: `Claims at ${STEADY_RATE}/s: latency p99`,
      value: steady.p99,
      unit: 'ms',
      target: `<= ${TARGETS.steadyP99}`,
      pass: steady.p99 <= TARGETS.steadyP99,
    },
    {
      name: 'festival_steady_disk_sync_max_ms',
      label: `Meanwhile, the disk's own durable sync of 8 KiB (${diskSyncs.syncs} of them): slowest`,
      value: diskSyncs.maxMs,
      unit: 'ms',
    },
    {
      name: 'festival_steady_disk_sync_p99_ms',
      label: "Meanwhile, the disk's own durable sync: p99",
      value: diskSyncs.p99Ms,
      unit: 'ms',
    },
    {
      name: 'festival_steady_disk_syncs_slow',
      label: "Meanwhile, the disk's own durable syncs slower than 20 ms",
      value: diskSyncs.slow,
      unit: 'syncs',
    },
    {
      name: 'festival_redemptions_per_s',
      label: `Token redemptions/s, ${CONNECTIONS} connections as fast as they go`,
      value: pours.rps,
      unit: 'cmd/s',
    },
    {
      name: 'festival_redemptions_latency_p99_ms',
      label: 'Redemptions: latency p99',
      value: pours.p99,
      unit: 'ms',
    },
  ],
  sections: {
    'What was measured': `Each claim (\`POST /fn/claimFestivalTicket\`) is by a new person with a new claim key, for a free
ticket type too large to sell out: the platform middleware, validation, the festival's definition
read without a lock, then one transaction locking the person's stream and one of the ticket type's
eight capacity slices, deciding both and appending both, committed durably before the answer
(${claims.requests} claims as fast as they go over ${SECONDS} s). The rush sends ${RUSH.people} claims for a
ticket type of ${RUSH.capacity} from 200 connections at once: ${rushed.tickets} got a ticket, ${rushed.soldOut} were
refused SOLD_OUT, ${rushed.other} answered anything else, and the log holds ${rushed.allocated} allocations. The steady
run starts after a \`CHECKPOINT\` (what the runs before it wrote is on disk, so no checkpoint falls inside it)
and 3 s at its rate unmeasured (the first writes after a checkpoint log whole pages), then sends ${STEADY_RATE} claims/s evenly spaced whatever the answers (open loop, latency from when each was
due: \`services/platform/src/bench/steady-load.ts\`, from a process of its own: \`steady-load-apart.ts\`; ${steady.ok} answered). Redemptions
(\`POST /fn/redeemFestivalTokens\`) are by ${ATTENDEES} attendees holding 1,000 tokens each, a new redemption
id each, one transaction on the attendee's stream (${pours.requests} in ${SECONDS} s). Load average when the bench
started: ${loadAtStart}.
While the steady run (its warm-up too) went, a probe wrote 8 KiB and synced it every 20 ms in Postgres's
data directory (\`disk-sync-stalls.ts\`): what one durable commit waits for at the least. On this VM
its disk stalls now and then for 50-150 ms even when idle (30 s idle: p50 0.27 ms, p99 1.2 ms, slowest 152 ms);
a stall inside the steady run holds every commit in flight, and 1% of 2000 claims is 20, so a single one
sets the p99: read the steady p99 beside the disk's slowest sync of the same run.`,
    'Reading the figures': `Server, load generator and Postgres share the machine's two cores, with whatever else runs on it
(other suites and benches: see the load average above; the steady p99 is the figure that suffers
most from a busy machine). A claim locks two small streams: the person's and one of the ticket
type's eight capacity slices; no lock covers the festival or the ticket type. Claims that arrive
while their slice is busy are decided together in its next transaction (group commit: one lock,
one read, one write and commit for up to 64, each claim a unit of its own, \`slice-batches.ts\`),
and the slice keeps a snapshot of its count, so a claim never reads the slice's every ticket. A
full slice is remembered by the process and skipped, so the refusals of a sold-out rush cost a
read, not eight transactions. How it got here, on this machine under other helpers' load: one
transaction per claim, the slice read whole: 35-190/s (the slice's read grew with every ticket);
with the slice's snapshot: about 360/s; with group commit per slice: 650-3,300/s (the higher on a quieter machine). Redemptions
lock one stream per attendee and append one event (no group commit yet). The database
\`${BENCH_DB}\` is dropped at the end.`,
  },
});
console.log(
  `festival: claims ${claims.rps}/s (p99 ${claims.p99} ms); rush ${rushed.tickets}/${RUSH.capacity} tickets, ${rushed.soldOut} sold out; at ${STEADY_RATE}/s p99 ${steady.p99} ms; redemptions ${pours.rps}/s`,
);
