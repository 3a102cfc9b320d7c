import { describe, expect, it } from 'vitest';
import { createLogger } from '../observability/logger.ts';
import { createApp } from './create-app.ts';
import type { HealthChecks } from './health.ts';

const kafkaDown: HealthChecks = {
  postgres: async () => {},
  kafka: async () => {
    throw new Error('not connected yet');
  },
};

function appWith(checks: HealthChecks) {
  return createApp({
    name: 'health-test',
    checks,
    healthTimeoutMs: 50,
    logger: createLogger('t', { level: 'silent' }),
  });
}

describe('health endpoints of a process whose broker is missing', () => {
  it('says the process is alive without probing any dependency', async () => {
    const res = await appWith({ ...kafkaDown, redis: () => new Promise(() => {}) }).request('/health/live');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('says it is not ready, naming kafka', async () => {
    const res = await appWith(kafkaDown).request('/health/ready');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      status: 'error',
      checks: { postgres: 'ok', kafka: 'error' },
      errors: { kafka: 'not connected yet' },
    });
  });

  it('keeps /health as the same readiness report', async () => {
    const app = appWith(kafkaDown);
    const [health, ready] = await Promise.all([app.request('/health'), app.request('/health/ready')]);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual(await ready.json());
  });

  it('is ready once every check passes', async () => {
    const res = await appWith({ postgres: async () => {} }).request('/health/ready');
    expect(res.status).toBe(200);
  });
});
