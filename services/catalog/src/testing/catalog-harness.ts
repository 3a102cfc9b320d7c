import { EventStore } from '@wine/platform/event-store/event-store';
import { readAllAfter } from '@wine/platform/event-store/read-all';
import {
  EVENT_COLUMNS,
  type EventRow,
  type StoredEvent,
  toStoredEvent,
} from '@wine/platform/event-store/stored-event';
import { type AccessTokenVerifier, optionalUser } from '@wine/platform/http/auth';
import { createApp } from '@wine/platform/http/create-app';
import { createLogger } from '@wine/platform/observability/logger';
import { pgDeadLetters } from '@wine/platform/projections/dead-letters';
import { PgProjector } from '@wine/platform/projections/pg-projector';
import { STORE_SOURCE } from '@wine/platform/projections/projection';
import type { StampOptions } from '@wine/platform/projections/projection-stamp';
import { RedisProjector } from '@wine/platform/projections/redis-projector';
import type { Runner } from '@wine/platform/runners/runner';
import {
  createTestDatabase,
  createTestRedis,
  type TestDatabase,
  uniqueName,
} from '@wine/platform/testing/test-env';
import type { Redis } from 'ioredis';
import { catalogRouter } from '../http/catalog-router.ts';
import type { WineRowInput } from '../import/catalog-file.ts';
import { checkCatalogFile } from '../import/check-catalog-file.ts';
import { type ImportOutcome, importCatalog } from '../import/import-catalog.ts';
import { dropProjection } from '../projections/drop/drop-projection.ts';
import { shopProjection } from '../projections/shop/shop-projection.ts';

/** Bearer tokens of the catalog's tests: the user id itself, a guest's when it starts `guest-`. */
export const testTokens: AccessTokenVerifier = {
  verify: async (token) => ({ userId: token, isAnonymous: token.startsWith('guest-'), sessionId: 's' }),
};

/**
 * A catalog on real services for integration tests: its own database and Redis key prefix, the
 * shop and drop projectors driven straight from the store (no Kafka), the HTTP routes on an app
 * answered through `app.request`, and a clock the test sets.
 */
export async function catalogHarness(opts: { stamp?: StampOptions; now?: string } = {}) {
  const db: TestDatabase = await createTestDatabase();
  const redis: Redis = createTestRedis();
  const prefix = `${uniqueName('t')}.`;
  let now = new Date(opts.now ?? '2025-03-10T10:00:00.000Z');
  const clock = () => now;
  const store = new EventStore(db.pool, { clock });
  const deadLetters = pgDeadLetters(db.pool);
  const shop = new PgProjector(db.pool, shopProjection, { deadLetters });
  const drops = new RedisProjector(redis, dropProjection, { deadLetters, keyPrefix: prefix });
  await shop.setup();
  await drops.setup();

  const app = createApp({ name: 'catalog-test', logger: createLogger('catalog-test', { level: 'silent' }) });
  // As the gateway does; here a token is a user id, and `guest-...` ones are guests'.
  app.use('*', optionalUser(testTokens));
  app.route(
    '/',
    catalogRouter({
      pool: db.pool,
      redis,
      clock,
      redisKeyPrefix: prefix,
      stamp: opts.stamp ?? { refreshAfterMs: 0, waitAfterMs: 0 },
    }),
  );

  const metadata = { correlationId: 'import-test', causationId: null, userId: null, region: 'GB' };

  return {
    db,
    /** The event store, for a test that writes what another context would (orders' stock). */
    store,
    app,
    setNow(iso: string) {
      now = new Date(iso);
    },
    /**
     * Brings the read models up to the end of the log. Transaction ids are cluster-wide, so
     * another database's open transaction can hold the reader back for a moment: wait it out.
     */
    async project(projectors: Runner[] = [shop, drops]) {
      for (const projector of projectors) {
        for (;;) {
          const at = await projector.checkpoint(STORE_SOURCE);
          const events = await readAllAfter(db.pool, at, 500);
          if (events.length > 0) {
            await projector.applyBatch(STORE_SOURCE, events);
            continue;
          }
          const { rows } = await db.pool.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM events WHERE (transaction_id, position) > ($1::text::xid8, $2::bigint)',
            [at.txId, at.position],
          );
          if (rows[0]?.n === 0) break;
          await new Promise((r) => setTimeout(r, 10));
        }
      }
    },
    async importText(text: string): Promise<ImportOutcome> {
      const checked = checkCatalogFile(text);
      if (!checked.ok) return checked;
      return importCatalog({ store, pool: db.pool, clock, metadata }, checked.file, checked.lines);
    },
    importRows(wines: WineRowInput[], drops: { date: string; productIds: string[] }[] = []) {
      return this.importText(JSON.stringify({ wines, drops }, null, 2));
    },
    /**
     * Every committed event, in the log's order (transaction, then position), the order a source
     * delivers and checkpoints compare: appends committing at once can take positions out of
     * their transactions' order, and a runner fed by position passes the later one over.
     */
    async events(): Promise<StoredEvent[]> {
      const { rows } = await db.pool.query<EventRow>(
        `SELECT ${EVENT_COLUMNS} FROM events ORDER BY transaction_id, position`,
      );
      return rows.map(toStoredEvent);
    },
    async close() {
      redis.disconnect();
      await db.drop();
    },
  };
}

export type CatalogHarness = Awaited<ReturnType<typeof catalogHarness>>;
