import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { EventBus } from '@wine/platform/bus/kafka';
import { type DisposableKafka, startDisposableKafka } from '@wine/platform/testing/disposable-kafka';
import { readTopic } from '@wine/platform/testing/read-topic';
import {
  createTestDatabase,
  eventually,
  quietLogger,
  type TestDatabase,
} from '@wine/platform/testing/test-env';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';

// The gateway of `make start` (services/gateway/src/main.ts, a process of its own) started while
// its Kafka broker does not exist yet. The broker is one of this test's own: the shared one on
// :9092 is never stopped.
const Ready = z.object({ status: z.enum(['ok', 'error']), checks: z.record(z.string(), z.string()) });
const GuestSession = z.object({ user: z.object({ id: z.uuid() }) });

let db: TestDatabase;
let kafka: DisposableKafka;
let gateway: ChildProcess;
let url: string;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

beforeAll(async () => {
  db = await createTestDatabase();
  kafka = await startDisposableKafka({ running: false });
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  gateway = spawn(process.execPath, ['--import', 'tsx', 'services/gateway/src/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: db.url,
      REDIS_URL: inject('services').redisUrl,
      KAFKA_BROKERS: kafka.brokers.join(','),
      EVENT_BUS: 'kafka',
      PORT: String(port),
      // Any free port: a `make start` on this machine may hold the default one.
      PAYMENT_SIMULATOR_PORT: '0',
      COURIER_SIMULATOR_PORT: '0',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await eventually(async () => (await fetch(`${url}/health/live`)).ok, { timeoutMs: 90_000, everyMs: 250 });
}, 120_000);

afterAll(async () => {
  if (gateway && gateway.exitCode === null) {
    const exited = new Promise((resolve) => gateway.once('exit', resolve));
    gateway.kill('SIGTERM');
    await exited;
  }
  await kafka?.dispose();
  await db?.drop();
});

describe('the gateway started with no Kafka broker', () => {
  it('is alive but not ready, naming kafka', async () => {
    expect((await fetch(`${url}/health/live`)).status).toBe(200);
    const ready = await fetch(`${url}/health/ready`);
    expect(ready.status).toBe(503);
    expect(Ready.parse(await ready.json()).checks).toMatchObject({ postgres: 'ok', kafka: 'error' });
  });

  it('accepts a command, and its event reaches Kafka and the read model once a broker comes', async () => {
    const signUp = await fetch(`${url}/api/auth/anonymous`, { method: 'POST' });
    expect(signUp.status).toBe(201);
    const guest = GuestSession.parse(await signUp.json()).user.id;
    const { rows } = await db.pool.query<{ stream_id: string }>(
      'SELECT stream_id FROM events WHERE data->>$1 = $2',
      ['userId', guest],
    );
    const stream = rows[0]?.stream_id;
    expect(stream).toBeDefined();

    await kafka.start();
    const bus = new EventBus({
      brokers: kafka.brokers,
      clientId: 'gateway-without-broker-test',
      logger: quietLogger,
    });
    await bus.ensureTopics(['identity.events']); // the gateway may not have created it yet
    expect((await readTopic(bus, 'identity.events', 1)).map((m) => m.key)).toContain(stream);
    const head = await eventually(
      async () =>
        (
          await db.pool.query<{ last_type: string }>(
            'SELECT last_type FROM rm_stream_heads.stream_heads WHERE stream_id = $1',
            [stream],
          )
        ).rows[0]?.last_type,
      { timeoutMs: 90_000, everyMs: 250 },
    );
    expect(head).toBe('GuestStarted');
    await eventually(async () => (await fetch(`${url}/health/ready`)).status === 200, { timeoutMs: 60_000 });
    expect(gateway.exitCode).toBeNull();
  }, 180_000);
});
