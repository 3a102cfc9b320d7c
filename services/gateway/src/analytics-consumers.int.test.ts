import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { analyticsMigrations } from '@wine/analytics/analytics-migrations';
import { analyticsTestApp } from '@wine/analytics/testing/analytics-test-app';
import { readUntil } from '@wine/analytics/testing/read-until';
import { testPseudonyms } from '@wine/analytics/testing/test-pseudonyms';
import { tokenOf } from '@wine/analytics/testing/test-verifier';
import { analyticsTopics } from '@wine/contracts/analytics/analytics-topics';
import type { ConsumedMessage, EventBus } from '@wine/platform/bus/kafka';
import { migrate } from '@wine/platform/db/migrate';
import {
  createTestBus,
  createTestDatabase,
  createTestRedis,
  type TestDatabase,
  uniqueName,
} from '@wine/platform/testing/test-env';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schemaRoutes } from './schemas/schema-routes.ts';

// What an analytics team outside the TypeScript code sees: one message of each analytics topic,
// read from the real broker, described by its CloudEvents headers and valid against the JSON
// Schema the gateway serves at the header's URL, checked by the Python consumer of
// docs/analytics.md (jsonschema), fed as Kafka's console consumer prints messages.

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const prefix = `${uniqueName('ce')}.`;
const topics = Object.values(analyticsTopics).map((topic) => `${prefix}${topic}`);
const user = '0193a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b';

let db: TestDatabase;
let bus: EventBus;
let redis: Redis;
let app: ReturnType<typeof analyticsTestApp>;
let schemaServer: ReturnType<typeof serve>;
let baseUrl: string;
/** The first message read of each topic. */
const firstOf = new Map<string, ConsumedMessage>();

beforeAll(async () => {
  db = await createTestDatabase();
  await migrate(db.pool, [analyticsMigrations]);
  bus = createTestBus();
  redis = createTestRedis();
  await bus.ensureTopics(topics);
  // The gateway's schema routes on a port of their own: the consumer fetches what the headers name.
  schemaServer = serve({ fetch: schemaRoutes().fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => schemaServer.once('listening', resolve));
  baseUrl = `http://127.0.0.1:${(schemaServer.address() as AddressInfo).port}`;
  app = analyticsTestApp({ pool: db.pool, redis, bus, prefix, schemaBaseUrl: baseUrl });
  app.relay?.start();

  const posted = await Promise.all([
    app.post('/fn/logPageView', { page: '/shop?type=red', userId: user }, undefined, tokenOf(user)),
    app.post(
      '/fn/logWebAppConversionsApiEvent',
      { eventName: 'AddToCart', userId: user, productId: 'rioja-2019', price: 1450, quantity: 2 },
      undefined,
      tokenOf(user),
    ),
    app.post('/fn/getAbTestGroupByDeviceId', { name: 'hero', device: 'device-ce' }),
  ]);
  expect(posted.map((r) => r.status)).toEqual([200, 200, 200]);
  for (const topic of topics) {
    const [first] = await readUntil(bus, [topic], (ms) => ms.length > 0);
    if (first) firstOf.set(topic, first);
  }
}, 120_000);

afterAll(async () => {
  await app?.stop();
  schemaServer?.close();
  redis?.disconnect();
  await db?.drop();
});

const EXPECTED = [
  [analyticsTopics.pageViews, 'PageViewed'],
  [analyticsTopics.conversions, 'ConversionEventReceived'],
  [analyticsTopics.abAssignments, 'AbGroupAssigned'],
] as const;

describe('a message of each analytics topic, read from the broker', () => {
  it.each(EXPECTED)('on %s carries the CloudEvents headers of a %s', (topic, type) => {
    const message = firstOf.get(`${prefix}${topic}`);
    const value = JSON.parse(message?.value.toString() ?? 'null') as { eventID?: string };
    expect(message?.headers).toMatchObject({
      ce_specversion: '1.0',
      ce_type: type,
      ce_source: '/wine-deals/analytics',
      ce_time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      'content-type': 'application/json',
      ce_dataschema: `${baseUrl}/schemas/analytics/${type}.v2.json`,
    });
    if (value.eventID) expect(message?.headers.ce_id).toBe(value.eventID);
    else expect(message?.headers.ce_id).toMatch(/^analytics-outbox-\d+$/);
  });

  it('is valid against the JSON Schema served at its ce_dataschema, as the Python consumer checks', async () => {
    // As `kafka-console-consumer --property print.headers=true` prints them.
    const lines = EXPECTED.map(([topic]) => {
      const m = firstOf.get(`${prefix}${topic}`) as ConsumedMessage;
      const headers = Object.entries(m.headers).map(([name, value]) => `${name}:${value}`);
      return `${headers.join(',')}\t${m.value.toString()}\n`;
    });
    const { code, stdout, stderr } = await python('docs/examples/analytics_consumer.py', lines.join(''));
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout).toContain('PageViewed');
    // Whom each is about: keyed pseudonyms (docs/analytics.md), never the user's or device's id.
    expect(stdout).toContain(`valid: page view of /shop?type=red by ${testPseudonyms.user(user)}`);
    expect(stdout).toContain(`valid: AddToCart of rioja-2019 by ${testPseudonyms.user(user)}`);
    expect(stdout).toContain(`valid: ${testPseudonyms.device('device-ce')} in group`);
    expect(stdout).not.toContain(user);
    expect(stdout).not.toContain('device-ce');
  });

  it('and one that does not match its schema is refused by the consumer', async () => {
    const m = firstOf.get(`${prefix}${analyticsTopics.pageViews}`) as ConsumedMessage;
    const headers = Object.entries(m.headers).map(([name, value]) => `${name}:${value}`);
    const broken = { ...JSON.parse(m.value.toString()), page: 42 };
    const { code, stderr } = await python(
      'docs/examples/analytics_consumer.py',
      `${headers.join(',')}\t${JSON.stringify(broken)}\n`,
    );
    expect(code).toBe(1);
    expect(stderr).toContain("42 is not of type 'string'");
  });
});

function python(
  script: string,
  input: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('python3', [script], { cwd: ROOT });
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
    child.stdin.end(input);
  });
}
