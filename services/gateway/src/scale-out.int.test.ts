import { type ChildProcess, spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { once } from 'node:events';
import { AuthSession } from '@wine/contracts/identity/auth-session';
import { partitionOfKey } from '@wine/platform/bus/kafka';
import { symmetricDifference } from '@wine/platform/chaos/read-model-check';
import { loadConfig } from '@wine/platform/config/load-config';
import { type Checkpoint, isAfter } from '@wine/platform/event-store/checkpoint';
import { topicOf } from '@wine/platform/event-store/stream-id';
import { createLogger } from '@wine/platform/observability/logger';
import { pgDeadLetters } from '@wine/platform/projections/dead-letters';
import { PgProjector } from '@wine/platform/projections/pg-projector';
import type { Projection } from '@wine/platform/projections/projection';
import { RedisProjector } from '@wine/platform/projections/redis-projector';
import { replayPg } from '@wine/platform/replay/replay-pg';
import { replayRedis } from '@wine/platform/replay/replay-redis';
import { RunnerCheckpoints } from '@wine/platform/runners/runner-checkpoints';
import { type DisposableKafka, startDisposableKafka } from '@wine/platform/testing/disposable-kafka';
import { freePort } from '@wine/platform/testing/free-port';
import { createTestDatabase, eventually, type TestDatabase } from '@wine/platform/testing/test-env';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Contexts, createContexts, runnersOf } from './contexts.ts';
import { gatewayConfigSchema } from './gateway-config.ts';
import { pgRows, redisEntries } from './testing/read-model-dump.ts';

// The scaled-out stack of docker-compose.yml on the real services, as processes of the one image:
// the relay, two projectors (one consumer group) and two gateways, each `main.ts` in its ROLE.
// Commands go to both gateways; one projector is killed with SIGKILL at a random moment of the
// run; then every read model must equal a rebuild of it from the event store. The broker is this
// test's own (the gateway's topics and groups have no prefix), Redis a database of its own.
const COMMANDS = Number(process.env.SCALE_OUT_COMMANDS ?? 1500);
const GUESTS = 40;
const PARTITIONS = 3; // EventBus.ensureTopics' default

let db: TestDatabase;
let kafka: DisposableKafka;
let redis: Redis;
let redisUrl: string;
/** The registered contexts, here for their read models only. */
let contexts: Contexts;
let projections: Projection[];
let reactions: Pick<ReturnType<typeof runnersOf>, 'workflows' | 'effects'>;
const processes: ChildProcess[] = [];

async function start(role: string, name: string): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'services/gateway/src/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      ROLE: role,
      SERVICE_NAME: name,
      DATABASE_URL: db.url,
      REDIS_URL: redisUrl,
      KAFKA_BROKERS: kafka.brokers.join(','),
      EVENT_BUS: 'kafka',
      PORT: String(port),
      TRUSTED_PROXIES: '127.0.0.1,::1',
      PAYMENT_SIMULATOR_PORT: '0',
      COURIER_SIMULATOR_PORT: '0',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  processes.push(child);
  const url = `http://127.0.0.1:${port}`;
  await eventually(async () => (await fetch(`${url}/health/ready`)).ok, { timeoutMs: 120_000, everyMs: 250 });
  return { child, url };
}

beforeAll(async () => {
  db = await createTestDatabase();
  kafka = await startDisposableKafka();
  redisUrl = inject('services').redisUrl.replace(/\/\d+$/, '/11');
  redis = new Redis(redisUrl);
  await redis.flushdb();
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: db.url,
    REDIS_URL: redisUrl,
    EVENT_BUS: 'postgres',
  };
  const config = loadConfig(gatewayConfigSchema, {
    ...env,
    PAYMENT_SIMULATOR_PORT: '0',
    COURIER_SIMULATOR_PORT: '0',
  });
  const logger = createLogger('scale-out-test', { level: 'silent' });
  contexts = await createContexts({ config, pool: db.pool, redis, logger });
  ({ projections, ...reactions } = runnersOf(contexts.faces));
}, 180_000);

afterAll(async () => {
  for (const child of processes) child.kill('SIGKILL');
  await Promise.all(
    processes.map((c) => (c.exitCode === null && c.signalCode === null ? once(c, 'exit') : null)),
  );
  for (const face of contexts?.faces ?? []) await face.close?.();
  redis?.disconnect();
  await kafka?.dispose();
  await db?.drop();
});

/** The last event of each Kafka partition, as the relay keys it. */
async function lastPerPartition(): Promise<Map<string, Checkpoint>> {
  const { rows } = await db.pool.query<{ stream_id: string; tx_id: string; position: string }>(
    `SELECT DISTINCT ON (stream_id) stream_id, transaction_id::text AS tx_id, position::text
       FROM events ORDER BY stream_id, transaction_id DESC, position DESC`,
  );
  const last = new Map<string, Checkpoint>();
  for (const r of rows) {
    const source = `kafka:${topicOf(r.stream_id)}:${partitionOfKey(r.stream_id, PARTITIONS)}`;
    const at = { txId: r.tx_id, position: r.position };
    const known = last.get(source);
    if (!known || isAfter(at, known)) last.set(source, at);
  }
  return last;
}

/**
 * Where each projection, workflow and effect has got to. The workflows count too: one that was in
 * the killed process appends (its state streams) once its partitions move, after the projections
 * had caught up with everything before.
 */
const followers = () => [
  ...projections.map((p) => {
    const runner =
      p.kind === 'pg'
        ? new PgProjector(db.pool, p, { deadLetters: pgDeadLetters(db.pool) })
        : new RedisProjector(redis, p, { deadLetters: pgDeadLetters(db.pool) });
    return { contexts: p.contexts, checkpoint: (source: string) => runner.checkpoint(source) };
  }),
  ...[...reactions.workflows, ...reactions.effects].map(({ name, contexts }) => {
    const checkpoints = new RunnerCheckpoints(db.pool, name);
    return { contexts, checkpoint: (source: string) => checkpoints.of(source) };
  }),
];

async function caughtUp(): Promise<boolean> {
  const last = await lastPerPartition();
  for (const follower of followers()) {
    for (const [source, at] of last) {
      const topic = source.split(':')[1] ?? '';
      if (!follower.contexts.some((c) => topic === `${c}.events`)) continue;
      if (isAfter(at, await follower.checkpoint(source))) return false;
    }
  }
  // And nothing appended while the followers were looked at: a workflow whose checkpoint passed
  // `last` may have appended its state streams after `last` was read, and the projections checked
  // before it have not seen them (62 stream-heads rows, 2026-11-28).
  return JSON.stringify([...(await lastPerPartition())]) === JSON.stringify([...last]);
}

describe('two gateways and two projector processes, one projector killed during the run', () => {
  it('leave every read model identical to a rebuild from the event store', async () => {
    await start('relay', 'relay');
    const projectors = [await start('projector', 'projector-1'), await start('projector', 'projector-2')];
    const gateways = [await start('gateway', 'gateway-1'), await start('gateway', 'gateway-2')];
    const via = (i: number) => (gateways[i % 2] as { url: string }).url;

    const guests: AuthSession[] = [];
    for (let i = 0; i < GUESTS; i++) {
      const res = await fetch(`${via(i)}/api/auth/anonymous`, {
        method: 'POST',
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      });
      expect(res.status).toBe(201);
      guests.push(AuthSession.parse(await res.json()));
    }

    const killAt = randomInt(Math.floor(COMMANDS / 10), Math.floor((2 * COMMANDS) / 3));
    let killed: Promise<unknown> | undefined;
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < COMMANDS; i = next++) {
        if (i === killAt) {
          const victim = projectors[randomInt(2)]?.child as ChildProcess;
          killed = once(victim, 'exit');
          victim.kill('SIGKILL');
        }
        const guest = guests[i % GUESTS] as AuthSession;
        const wine = `wine-${randomInt(30)}`;
        const res = await fetch(`${via(i)}/api/wishlist/${wine}`, {
          method: i % 3 === 2 ? 'DELETE' : 'PUT',
          headers: { authorization: `Bearer ${guest.accessToken}` },
        });
        expect(res.ok).toBe(true);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    await killed;

    await eventually(caughtUp, { timeoutMs: 180_000, everyMs: 500 });
    const deadLetters = pgDeadLetters(db.pool);
    for (const projection of projections) {
      if (projection.kind === 'pg') {
        const live = await pgRows(db.pool, projection.name);
        await replayPg(db.pool, projection, { deadLetters, batchSize: 2000 });
        expect(symmetricDifference(live, await pgRows(db.pool, projection.name)), projection.name).toBe(0);
      } else {
        const live = await redisEntries(redis, projection.name);
        await replayRedis(db.pool, redis, projection, { deadLetters, batchSize: 2000, graceMs: 100 });
        expect(symmetricDifference(live, await redisEntries(redis, projection.name)), projection.name).toBe(
          0,
        );
      }
    }
    const wishlist = await pgRows(db.pool, 'wishlist');
    expect(wishlist.length).toBeGreaterThan(0);
  }, 900_000);
});
