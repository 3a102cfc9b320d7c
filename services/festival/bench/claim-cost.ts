// What one ticket claim costs the server, measured without load: round trips to Postgres and
// Redis, and CPU per claim, for claims one after another (as at a steady 200/s, where claims
// rarely share a slice's transaction). The full bench (festival-bench.ts) needs a quiet machine;
// this does not, as it counts work rather than timing it under contention.
//   npx tsx services/festival/bench/claim-cost.ts   (Postgres running; DATABASE_URL elsewhere;
//   CLAIMS=n how many, 2000 by default; SHOW_QUERIES=1 lists the statements sent, by count)
import { randomUUID } from 'node:crypto';
import { freshDatabase } from '@wine/platform/db/fresh-database';
import { migrate, platformMigrations } from '@wine/platform/db/migrate';
import { createPool } from '@wine/platform/db/pool';
import { EventStore } from '@wine/platform/event-store/event-store';
import { createApp } from '@wine/platform/http/create-app';
import { createLogger } from '@wine/platform/observability/logger';
import { Redis } from 'ioredis';
import pg from 'pg';
import { festivalRouter } from '../src/http/festival-router.ts';
import { importFestivals } from '../src/import/import-festivals.ts';
import { TicketSigner } from '../src/tickets/ticket-code.ts';

const CLAIMS = Number(process.env.CLAIMS ?? 2000);
const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
if (!['127.0.0.1', 'localhost', '::1'].includes(new URL(adminUrl).hostname))
  throw new Error('the claim cost runs against loopback services only');
const database = await freshDatabase(adminUrl, 'wine_bench_festival_cost');
const pool = createPool(database.url, { applicationName: 'festival-claim-cost', max: 4 });
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/0', { lazyConnect: true });

// Every query call is one round trip (a multi-statement string included).
let queries = 0;
const byText = new Map<string, number>();
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: Parameters<typeof query>) {
  queries++;
  const first = args[0] as unknown;
  const text =
    typeof first === 'string' ? first : String((first as { text?: string } | undefined)?.text ?? '?');
  const key = text.replace(/\s+/g, ' ').slice(0, 70);
  byText.set(key, (byText.get(key) ?? 0) + 1);
  return query.apply(this, args);
} as typeof query;
let redisCommands = 0;
const sendCommand = Redis.prototype.sendCommand;
Redis.prototype.sendCommand = function (this: Redis, ...args: Parameters<typeof sendCommand>) {
  redisCommands++;
  return sendCommand.apply(this, args);
};

try {
  await migrate(pool, [platformMigrations]);
  const now = new Date();
  const metadata = { correlationId: 'claim-cost', causationId: null, userId: null, region: 'GB' };
  await importFestivals({ store: new EventStore(pool), clock: () => now, metadata }, [
    {
      festivalId: 'cost',
      details: {
        name: 'Cost',
        venue: 'Here',
        description: '',
        startsAt: new Date(now.getTime() - 3_600_000).toISOString(),
        endsAt: new Date(now.getTime() + 3_600_000).toISOString(),
        ticketTypes: [
          { ticketTypeId: 'general', name: 'General', capacity: 1_000_000, pricePence: 0, tokens: 10 },
        ],
        wines: [{ wineProductId: 'wine-1', tokenCost: 1 }],
      },
    },
  ]);
  const app = createApp({ name: 'gateway', logger: createLogger('claim-cost', { level: 'warn' }) });
  const verifier = {
    verify: async (token: string) => ({ userId: token, isAnonymous: false, sessionId: 'cost' }),
  };
  const signer = new TicketSigner('festival-claim-cost-key-not-a-real-one');
  app.route('/', festivalRouter({ pool, redis, verifier, signer, returnUrl: 'http://127.0.0.1/festival' }));
  const claim = async () => {
    const response = await app.request('/fn/claimFestivalTicket', {
      method: 'POST',
      headers: { authorization: `Bearer ${randomUUID()}`, 'content-type': 'application/json' },
      body: JSON.stringify({ festivalId: 'cost', ticketTypeId: 'general', claimKey: randomUUID() }),
    });
    if (response.status !== 200)
      throw new Error(`claim answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
  };
  for (let i = 0; i < 200; i++) await claim(); // warm up: JIT, the pool's connections
  const rowsWritten = async () => {
    // The server's table statistics reach the view within a second of each transaction.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const { rows } = await pool.query<{ n: string }>(
      'SELECT sum(n_tup_ins + n_tup_upd + n_tup_del)::text AS n FROM pg_stat_user_tables',
    );
    return Number(rows[0]?.n ?? 0);
  };
  const rowsBefore = await rowsWritten();
  queries = 0;
  redisCommands = 0;
  byText.clear();
  const cpu = process.cpuUsage();
  const wall: number[] = [];
  for (let i = 0; i < CLAIMS; i++) {
    const start = performance.now();
    await claim();
    wall.push(performance.now() - start);
  }
  const used = process.cpuUsage(cpu);
  const measuredQueries = queries;
  const rowsPerClaim = ((await rowsWritten()) - rowsBefore) / CLAIMS;
  wall.sort((a, b) => a - b);
  const at = (q: number) => (wall[Math.floor(q * (wall.length - 1))] ?? 0).toFixed(2);
  console.log(
    JSON.stringify({
      claims: CLAIMS,
      postgresRoundTripsPerClaim: measuredQueries / CLAIMS,
      rowsWrittenPerClaim: rowsPerClaim,
      redisCommandsPerClaim: redisCommands / CLAIMS,
      cpuMicrosPerClaim: Math.round((used.user + used.system) / CLAIMS),
      wallMs: { p50: at(0.5), p99: at(0.99) },
    }),
  );
  if (process.env.SHOW_QUERIES)
    for (const [text, n] of [...byText].sort((a, b) => b[1] - a[1])) console.log(n, text);
} finally {
  await pool.end();
  redis.disconnect();
  await database.drop();
}
