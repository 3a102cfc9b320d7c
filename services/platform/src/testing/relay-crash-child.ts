// Runs the relay in its own process and kills it with SIGKILL right after Kafka acked the first
// batch and before the checkpoint moved: the crash the relay tests recover from.
import { EventBus } from '../bus/kafka.ts';
import { createPool } from '../db/pool.ts';
import { waitForVisibleHead } from '../event-store/visible-head.ts';
import { OutboxRelay } from '../relay/outbox-relay.ts';

const env = (name: string) => {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is required`);
  return v;
};

const pool = createPool(env('DATABASE_URL'), { applicationName: 'relay-crash-child' });
const bus = new EventBus({
  brokers: env('KAFKA_BROKERS').split(','),
  clientId: 'relay-crash',
  logger: console,
});
const producer = await bus.producer();
const relay = new OutboxRelay(pool, producer, {
  batchSize: Number(env('BATCH_SIZE')),
  topicPrefix: env('TOPIC_PREFIX'),
  ensureTopics: (topics) => bus.ensureTopics(topics),
  afterPublish: async () => {
    process.kill(process.pid, 'SIGKILL');
    await new Promise(() => undefined);
  },
});
// Another database's open transaction holds pg_snapshot_xmin back cluster-wide: wait until the
// test's events are readable, so the first batch is never empty.
await waitForVisibleHead(pool);
await relay.publishNextBatch();
throw new Error('the relay published nothing, so it was never killed');
