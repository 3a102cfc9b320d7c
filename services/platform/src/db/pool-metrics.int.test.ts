import { afterAll, describe, expect, inject, it } from 'vitest';
import { metricsText } from '../observability/metrics.ts';
import { createPool } from './pool.ts';
import { exposePoolMetrics } from './pool-metrics.ts';

const pool = createPool(inject('services').databaseUrl, { applicationName: 'pool-metrics-test', max: 1 });
afterAll(() => pool.end());

const value = (text: string, state: string) =>
  Number(
    new RegExp(`^wine_db_pool_clients\\{pool="tested",state="${state}"\\} (\\d+)$`, 'm').exec(text)?.[1],
  );

describe('wine_db_pool_clients', () => {
  it('shows the callers waiting for a connection while the pool is used up', async () => {
    exposePoolMetrics('tested', pool);
    const held = await pool.connect();
    const waiting = pool.query('SELECT 1');
    const text = await metricsText();
    expect(value(text, 'total')).toBe(1);
    expect(value(text, 'idle')).toBe(0);
    expect(value(text, 'waiting')).toBe(1);
    held.release();
    await waiting;
    expect(value(await metricsText(), 'waiting')).toBe(0);
  });
});
