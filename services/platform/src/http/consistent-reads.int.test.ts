import {
  CONSISTENCY_HEADER,
  CONSISTENCY_TOKEN_HEADER,
  MIN_POSITION_HEADER,
} from '@wine/contracts/consistency';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventStore } from '../event-store/event-store.ts';
import { createLogger } from '../observability/logger.ts';
import { pgDeadLetters } from '../projections/dead-letters.ts';
import { PgProjector } from '../projections/pg-projector.ts';
import type { PgProjection } from '../projections/projection.ts';
import { STORE_SOURCE } from '../projections/projection.ts';
import { ReadModelProgress } from '../projections/read-model-progress.ts';
import { runFromStore } from '../projections/store-source.ts';
import type { Runner } from '../runners/runner.ts';
import { appendDeposit, ledgerBalances } from '../testing/ledger-fixture.ts';
import { stampOnDeposit } from '../testing/loyalty-workflow-fixture.ts';
import { createTestDatabase, quietLogger, type TestDatabase } from '../testing/test-env.ts';
import { WorkflowRunner } from '../workflows/workflow-runner.ts';
import { consistentReads } from './consistent-reads.ts';
import { createApp } from './create-app.ts';

// Read-your-writes through the HTTP kit: a deposit's answer carries its position; a read that
// sends it back sees the deposit in the balances, and the stamp the loyalty workflow made of it
// in the loyalty cards, however far behind their runners were when it asked.

const loyaltyCards: PgProjection = {
  kind: 'pg',
  name: 'loyalty-cards',
  contexts: ['loyalty'],
  handles: ['StampEarned'],
  schemaSql: 'CREATE TABLE IF NOT EXISTS cards (card text PRIMARY KEY, stamps int NOT NULL)',
  async apply(events, client) {
    for (const e of events) {
      await client.query(
        `INSERT INTO cards VALUES ($1, 1) ON CONFLICT (card) DO UPDATE SET stamps = cards.stamps + 1`,
        [e.streamId],
      );
    }
  },
};

let db: TestDatabase;
let runners: Runner[];
beforeAll(async () => {
  db = await createTestDatabase();
  const deadLetters = pgDeadLetters(db.pool);
  const store = new EventStore(db.pool);
  runners = [
    new PgProjector(db.pool, ledgerBalances, { deadLetters }),
    new WorkflowRunner(db.pool, stampOnDeposit, { store, deadLetters, logger: quietLogger }),
    new PgProjector(db.pool, loyaltyCards, { deadLetters }),
  ];
  for (const runner of runners) await runner.setup();
});
afterAll(() => db.drop());

function ledgerApp(timeoutMs = 10_000) {
  const progress = new ReadModelProgress(db.pool, new Map(runners.map((r) => [r.projection.name, r])), {
    sourceOf: async () => STORE_SOURCE,
    timeoutMs,
  });
  const app = createApp({ name: 'ledger', logger: createLogger('ledger', { level: 'silent' }) });
  const store = new EventStore(db.pool);
  app.post('/deposit/:account', async (c) => {
    const account = c.req.param('account');
    const amountPence = Number(c.req.query('amount') ?? 700);
    const meta = { correlationId: 'c', causationId: null, userId: null, region: 'GB' };
    await appendDeposit(store, { account, amountPence }, meta);
    return c.json({ ok: true });
  });
  app.get('/balance/:account', consistentReads(progress, ['ledger-balances']), async (c) => {
    const { rows } = await db.pool.query(
      'SELECT balance_pence FROM rm_ledger_balances.balances WHERE account = $1',
      [c.req.param('account')],
    );
    return c.json({ balance: rows[0]?.balance_pence ?? '0' });
  });
  app.get('/stamps/:account', consistentReads(progress, ['loyalty-stamps', 'loyalty-cards']), async (c) => {
    const { rows } = await db.pool.query('SELECT stamps FROM rm_loyalty_cards.cards WHERE card = $1', [
      `loyalty/card/${c.req.param('account')}`,
    ]);
    return c.json({ stamps: rows[0]?.stamps ?? 0 });
  });
  return app;
}

/** Starts the runners a moment after the read was asked: the read must wait for them. */
function runnersLater(names: string[]) {
  let running: { stop(): Promise<void> }[] = [];
  const timer = setTimeout(() => {
    running = runners.filter((r) => names.includes(r.projection.name)).map((r) => runFromStore(db.pool, r));
  }, 300);
  return async () => {
    clearTimeout(timer);
    for (const r of running) await r.stop();
  };
}

describe('read-your-writes', () => {
  it('answers a command with its consistency token, and a read that sends it back sees the write', async () => {
    const app = ledgerApp();
    const deposit = await app.request('/deposit/ann', { method: 'POST' });
    const token = deposit.headers.get(CONSISTENCY_TOKEN_HEADER);
    expect(token).toMatch(/^[1-9][0-9]*$/);
    const stop = runnersLater(['ledger-balances']);
    try {
      const read = await app.request('/balance/ann', { headers: { [MIN_POSITION_HEADER]: String(token) } });
      expect(await read.json()).toEqual({ balance: '700' });
      expect(read.headers.get(CONSISTENCY_HEADER)).toBe('reached');
    } finally {
      await stop();
    }
  });

  it('follows the news through a workflow to the read model of what it caused', async () => {
    const app = ledgerApp();
    const token = (await app.request('/deposit/bob', { method: 'POST' })).headers.get(
      CONSISTENCY_TOKEN_HEADER,
    );
    const stop = runnersLater(['loyalty-stamps', 'loyalty-cards']);
    try {
      const read = await app.request('/stamps/bob', { headers: { [MIN_POSITION_HEADER]: String(token) } });
      expect(await read.json()).toEqual({ stamps: 1 });
      expect(read.headers.get(CONSISTENCY_HEADER)).toBe('reached');
    } finally {
      await stop();
    }
  });

  it('follows a reaction that found nothing to do to the head of the stream it looked at', async () => {
    const app = ledgerApp();
    await app.request('/deposit/dan', { method: 'POST' });
    // A deposit of nothing earns no stamp: its reaction appends nothing, the card is as the
    // first deposit left it, and a read with this token must see that stamp.
    const token = (await app.request('/deposit/dan?amount=0', { method: 'POST' })).headers.get(
      CONSISTENCY_TOKEN_HEADER,
    );
    const workflow = runFromStore(db.pool, runners[1] as Runner);
    const stop = runnersLater(['loyalty-cards']);
    try {
      const read = await app.request('/stamps/dan', { headers: { [MIN_POSITION_HEADER]: String(token) } });
      expect(await read.json()).toEqual({ stamps: 1 });
      expect(read.headers.get(CONSISTENCY_HEADER)).toBe('reached');
    } finally {
      await stop();
      await workflow.stop();
    }
  });

  it('answers anyway, saying so, when the read model does not catch up in time', async () => {
    const app = ledgerApp(150);
    const token = (await app.request('/deposit/cat', { method: 'POST' })).headers.get(
      CONSISTENCY_TOKEN_HEADER,
    );
    const read = await app.request('/balance/cat', { headers: { [MIN_POSITION_HEADER]: String(token) } });
    expect(read.status).toBe(200);
    expect(read.headers.get(CONSISTENCY_HEADER)).toBe('behind');
  });

  it('refuses a token that is not a position, and answers a read without one at once', async () => {
    const app = ledgerApp();
    for (const bad of ['abc', '-1', '0', '99999999999999999999']) {
      const read = await app.request('/balance/dan', { headers: { [MIN_POSITION_HEADER]: bad } });
      expect(read.status, bad).toBe(400);
      const body = (await read.json()) as { error: { code: string } };
      expect(body.error.code).toBe('VALIDATION_ERROR');
    }
    const plain = await app.request('/balance/dan');
    expect(plain.status).toBe(200);
    expect(plain.headers.get(CONSISTENCY_HEADER)).toBeNull();
  });
});
