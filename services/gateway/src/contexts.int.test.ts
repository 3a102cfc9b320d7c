import { loadConfig } from '@wine/platform/config/load-config';
import { createLogger } from '@wine/platform/observability/logger';
import { createTestDatabase, createTestRedis, type TestDatabase } from '@wine/platform/testing/test-env';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Contexts, contextNames, createContexts, runnersOf } from './contexts.ts';
import { gatewayConfigSchema } from './gateway-config.ts';
import { readModels } from './read-models.ts';

let db: TestDatabase;
let redis: Redis;
let contexts: Contexts;

beforeAll(async () => {
  db = await createTestDatabase();
  redis = createTestRedis();
  const config = loadConfig(gatewayConfigSchema, {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: db.url,
    EVENT_BUS: 'postgres',
    PAYMENT_SIMULATOR_PORT: '0',
    COURIER_SIMULATOR_PORT: '0',
  });
  const logger = createLogger('contexts-test', { level: 'silent' });
  contexts = await createContexts({ config, pool: db.pool, redis, logger });
});

afterAll(async () => {
  for (const face of contexts?.faces ?? []) await face.close?.();
  redis?.disconnect();
  await db?.drop();
});

describe('the registry of contexts', () => {
  it('publishes the topics of the contexts registered, and only theirs', () => {
    expect(contextNames(contexts.faces)).toEqual([
      'catalog',
      'identity',
      'wishlist',
      'reviews',
      'festival',
      'content',
      'orders',
      'payments',
      'messaging',
    ]);
    const heads = runnersOf(contexts.faces).projections.find((p) => p.name === 'stream-heads');
    expect(heads?.contexts).toEqual(contextNames(contexts.faces));
  });

  it('runs every registered read model, reaction and effect once, under a name of its own', () => {
    const runners = runnersOf(contexts.faces);
    const names = [...runners.projections, ...runners.workflows, ...runners.effects].map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    expect(runners.projections.map((p) => p.name)).toEqual([
      'stream-heads',
      'shop',
      'drop',
      'identity-club-members',
      'identity-recent-checkouts',
      'wishlist',
      'reviews',
      'review-summaries',
      'festival',
      'festival-availability',
      'festival-ticket-holds',
      'content',
      'orders-catalog',
      'order-history',
      'messaging-audience',
    ]);
    expect(runners.workflows.map((r) => r.name)).toEqual([
      'identity-membership-from-subscription',
      'identity-preferences-from-unsubscribe',
      'reviews-remove-on-account-erased',
      'festival-follow-ticket-payments',
      'festival-erase-tasting-notes',
      'orders-follow-payments',
      'orders-cancel-on-account-erased',
      'orders-follow-account-activity',
      'orders-follow-stock-count',
      'messaging-back-in-stock',
      'messaging-next-drop',
    ]);
    expect(runners.effects.map((e) => e.name)).toEqual([
      'identity-customer-mail',
      'festival-refund-late-ticket-payments',
      'orders-refund-payment',
      'orders-book-courier',
      'messaging-support-forward',
      'messaging-support-acknowledgement',
      'messaging-support-text-erasure',
    ]);
  });

  it("lists for replay the read models the contexts run, following the same contexts' topics", () => {
    const running = runnersOf(contexts.faces).projections;
    const known = readModels();
    expect(known.map((p) => p.name)).toEqual(running.map((p) => p.name));
    expect(known.map((p) => p.contexts)).toEqual(running.map((p) => p.contexts));
  });

  it('follows only topics that are registered', () => {
    const runners = runnersOf(contexts.faces);
    const registered = new Set(contextNames(contexts.faces));
    for (const runner of [...runners.projections, ...runners.workflows, ...runners.effects]) {
      for (const context of runner.contexts) expect(registered, runner.name).toContain(context);
    }
  });
});
