import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '@wine/platform/config/load-config';
import { migrate, platformMigrations } from '@wine/platform/db/migrate';
import { EventStore } from '@wine/platform/event-store/event-store';
import { createLogger } from '@wine/platform/observability/logger';
import { createTestDatabase, type TestDatabase } from '@wine/platform/testing/test-env';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createContexts } from './contexts.ts';
import { gatewayConfigSchema } from './gateway-config.ts';

// `npm run replay` as an operator runs it, on a database of its own with the event store as the
// bus. The wishlist read model is the subject: one person saves two wines and then removes the
// first, so the model as of the second event differs from the live one in a known way.

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const meta = { correlationId: 'c-replay-cli', causationId: null, userId: null, region: 'GB' };
const userId = randomUUID();

let db: TestDatabase;
let redisUrl: string;
/** Position of the second event: both wines saved, nothing removed yet. */
let bothSaved: string;

function replay(...args: string[]) {
  return replayIn({ NODE_ENV: 'test' }, ...args);
}

function replayIn(
  env: Record<string, string>,
  ...args: string[]
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'services/gateway/src/replay-cli.ts', ...args],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          ...env,
          DATABASE_URL: db.url,
          REDIS_URL: redisUrl,
          EVENT_BUS: 'postgres',
        },
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 14, minute)).toISOString();
async function mark(type: 'WineAddedToWishlist' | 'WineRemovedFromWishlist', wine: string, minute: number) {
  const data =
    type === 'WineAddedToWishlist'
      ? { userId, wineProductId: wine, addedAt: at(minute) }
      : { userId, wineProductId: wine, removedAt: at(minute) };
  const store = new EventStore(db.pool, { clock: () => new Date(at(minute)) });
  return (await store.appendToStream(`wishlist/list/${userId}`, 'any', [{ type, data }], meta)).lastPosition;
}

/** The wishlist rows of a schema: wine -> saved. */
async function marks(schema: string): Promise<Record<string, boolean>> {
  const { rows } = await db.pool.query<{ wine_product_id: string; saved: boolean }>(
    `SELECT wine_product_id, saved FROM ${schema}.wishlist_marks ORDER BY wine_product_id`,
  );
  return Object.fromEntries(rows.map((r) => [r.wine_product_id, r.saved]));
}

/** Every schema of the database with its tables' row counts: what "changes nothing" compares. */
async function everything(): Promise<string> {
  const { rows } = await db.pool.query<{ n: string }>(
    `SELECT string_agg(table_schema || '.' || table_name, ',' ORDER BY 1) AS n FROM information_schema.tables
      WHERE table_schema NOT IN ('pg_catalog', 'information_schema')`,
  );
  const checkpoints = await db.pool.query('SELECT * FROM rm_wishlist.projection_checkpoints ORDER BY source');
  return JSON.stringify([rows[0]?.n, checkpoints.rows, await marks('rm_wishlist')]);
}

beforeAll(async () => {
  db = await createTestDatabase();
  redisUrl = inject('services').redisUrl.replace(/\/\d+$/, '/12');
  const redis = new Redis(redisUrl);
  const config = loadConfig(gatewayConfigSchema, {
    ...process.env,
    DATABASE_URL: db.url,
    REDIS_URL: redisUrl,
    EVENT_BUS: 'postgres',
    PAYMENT_SIMULATOR_PORT: '0',
    COURIER_SIMULATOR_PORT: '0',
  });
  const contexts = await createContexts({
    config,
    pool: db.pool,
    redis,
    logger: createLogger('t', { level: 'silent' }),
  });
  await migrate(db.pool, [platformMigrations, ...contexts.faces.flatMap((face) => face.migrations ?? [])]);
  for (const face of contexts.faces) await face.close?.();
  redis.disconnect();
  await mark('WineAddedToWishlist', 'rioja-2019', 0);
  bothSaved = await mark('WineAddedToWishlist', 'barolo-2016', 1);
  await mark('WineRemovedFromWishlist', 'rioja-2019', 3);
}, 120_000);

afterAll(async () => {
  await db?.drop();
});

describe('npm run replay', () => {
  it('--help says every option and exits 0', async () => {
    const { code, stdout } = await replay('--help');
    expect(code).toBe(0);
    for (const option of ['--all', '--list', '--dry-run', '--until', '--drop-previous', '--swap-back']) {
      expect(stdout).toContain(option);
    }
    expect(stdout).toContain('wishlist (postgres)');
  });

  it('runs in production with the stores alone: no Stripe, SMTP, courier or identity secret', async () => {
    const { code, stdout, stderr } = await replayIn({ NODE_ENV: 'production' }, '--list');
    expect(stderr).not.toContain('Invalid configuration');
    expect(code).toBe(0);
    expect(stdout).toContain('wishlist ');
  });

  it('rebuilds a read model, with plain progress lines when not on a terminal', async () => {
    const { code, stdout, stderr } = await replay('wishlist');
    expect(code).toBe(0);
    expect(stdout).toContain('wishlist: rebuilt from 3 events and swapped in');
    expect(stderr).toContain('wishlist: 3 events to apply');
    expect(stderr).toMatch(/wishlist: 3\/3 events \(100%\)/);
    expect(await marks('rm_wishlist')).toEqual({ 'barolo-2016': true, 'rioja-2019': false });
  });

  it('--dry-run says what would be rebuilt, from how many events and about how long, and changes nothing', async () => {
    const before = await everything();
    const { code, stdout } = await replay('--all', '--dry-run');
    expect(code).toBe(0);
    expect(stdout).toMatch(/wishlist \(postgres\): would rebuild from 3 events of 3 in the log, about \d+ s/);
    expect(stdout).toMatch(/shop \(postgres\): would rebuild/);
    expect(stdout).toContain('Dry run: nothing was changed.');
    expect(await everything()).toBe(before);
  });

  it('--until a past position builds the model as it stood then, beside the live one', async () => {
    const { code, stdout } = await replay('wishlist', '--until', bothSaved);
    expect(code).toBe(0);
    expect(stdout).toContain(`rm_wishlist__asof shows it as of position ${bothSaved}`);
    // Before the removal both wines were saved; the live model, untouched, has the first removed.
    expect(await marks('rm_wishlist__asof')).toEqual({ 'barolo-2016': true, 'rioja-2019': true });
    expect(await marks('rm_wishlist')).toEqual({ 'barolo-2016': true, 'rioja-2019': false });
  });

  it('--until a past time does the same by when events occurred', async () => {
    const { code } = await replay('wishlist', `--until=${at(0)}`);
    expect(code).toBe(0);
    expect(await marks('rm_wishlist__asof')).toEqual({ 'rioja-2019': true });
  });

  it('--list shows each read model with its checkpoint, its lag and what is kept beside it', async () => {
    await mark('WineAddedToWishlist', 'rioja-2019', 5); // no projector runs: the model is 1 event behind
    const { code, stdout, stderr } = await replay('--list');
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    const row = stdout.split('\n').find((line) => line.startsWith('wishlist '));
    expect(row).toMatch(
      /^wishlist\s+postgres\s+position \d+\s+1\s+[\d.]+\s+rm_wishlist__asof \(wishlist as of /,
    );
  });

  it('keeps the replaced model until --drop-previous, and --swap-back puts it back caught up', async () => {
    const second = await replay('wishlist');
    expect(second.stdout).toContain('the model it replaced is kept as rm_wishlist__previous');
    expect(await marks('rm_wishlist')).toEqual({ 'barolo-2016': true, 'rioja-2019': true });
    // The old one is there as it was, without the fourth event (nothing ran it).
    expect(await marks('rm_wishlist__previous')).toEqual({ 'barolo-2016': true, 'rioja-2019': false });

    const refused = await replay('wishlist');
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain('not rebuilt: rm_wishlist__previous is kept from the last swap');

    const back = await replay('wishlist', '--swap-back');
    expect(back.code).toBe(0);
    expect(back.stdout).toContain('the previous model is live again, caught up by 1 event');
    expect(await marks('rm_wishlist')).toEqual({ 'barolo-2016': true, 'rioja-2019': true });

    const dropped = await replay('wishlist', '--drop-previous');
    expect(dropped.stdout).toContain('dropped rm_wishlist__previous');
    const { rows } = await db.pool.query(
      `SELECT 1 FROM pg_namespace WHERE nspname = 'rm_wishlist__previous'`,
    );
    expect(rows).toEqual([]);
  });
});
