import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { freePort } from '@wine/platform/testing/free-port';
import {
  createTestDatabase,
  eventually,
  type TestDatabase,
  uniqueName,
} from '@wine/platform/testing/test-env';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

// The gateway as `make start` runs it (every role, Kafka as the bus) on a fresh database and a
// fresh topic prefix: nothing exists yet, so every start-up race of its Kafka clients happens.
// What an operator reads of such a start must hold nothing that looks like trouble.

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

interface LogLine {
  level: number;
  msg?: string;
  path?: string;
  correlationId?: unknown;
  kafkajs?: Record<string, unknown>;
}

let db: TestDatabase;
let child: ChildProcess;
let output = '';
let url: string;

beforeAll(async () => {
  db = await createTestDatabase();
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ['--import', 'tsx', 'services/gateway/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: db.url,
      REDIS_URL: inject('services').redisUrl.replace(/\/\d+$/, '/12'),
      KAFKA_BROKERS: inject('services').kafkaBrokers.join(','),
      KAFKA_TOPIC_PREFIX: `${uniqueName('clean')}.`,
      EVENT_BUS: 'kafka',
      PORT: String(port),
      PAYMENT_SIMULATOR_PORT: '0',
      COURIER_SIMULATOR_PORT: '0',
      // Debug: the lines an operator would not see at info must still be there, at debug.
      LOG_LEVEL: 'debug',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      output += chunk;
    });
  }
  await eventually(async () => (await fetch(`${url}/health/ready`)).ok, { timeoutMs: 120_000, everyMs: 250 });
  // The consumers join their groups and the relay its lease after readiness: give them time.
  await new Promise((resolve) => setTimeout(resolve, 8_000));
  await fetch(`${url}/health/live`);
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}, 180_000);

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await db?.drop();
});

const lines = () => output.split('\n').filter((line) => line.trim() !== '');
const parsed = () => lines().map((line) => JSON.parse(line) as LogLine);

describe('a clean start of the gateway on Kafka', () => {
  it('writes only JSON log lines, which make start shows readable', () => {
    const notJson = lines().filter((line) => {
      try {
        return typeof (JSON.parse(line) as LogLine).level !== 'number';
      } catch {
        return true;
      }
    });
    expect(notJson).toEqual([]);
    expect(parsed().at(-1)?.msg).toBe('stopped');
  });

  it('logs no ERROR (or FATAL) line', () => {
    expect(parsed().filter((line) => line.level >= 50)).toEqual([]);
  });

  it('logs the health probes at debug only', () => {
    const probes = parsed().filter((line) => line.path === '/health/ready' || line.path === '/health/live');
    expect(probes.length).toBeGreaterThan(0);
    expect(probes.filter((line) => line.level !== 20)).toEqual([]);
  });

  it("keeps kafkajs's numeric correlation ids out of the app's correlationId field", () => {
    expect(
      parsed().filter((line) => line.correlationId !== undefined && typeof line.correlationId !== 'string'),
    ).toEqual([]);
  });
});
