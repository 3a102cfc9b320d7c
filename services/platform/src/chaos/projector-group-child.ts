// One projector process of a scaled-out deployment: the ledger's Postgres and Redis read models
// behind one Kafka consumer in the group `workers.scale-out` (docs/adr/0006). Prints `joined`
// once it is in the group; runs until killed.
import { Redis } from 'ioredis';
import { EventBus } from '../bus/kafka.ts';
import { createPool } from '../db/pool.ts';
import { pgDeadLetters } from '../projections/dead-letters.ts';
import { runAllFromKafka } from '../projections/kafka-source.ts';
import { PgProjector } from '../projections/pg-projector.ts';
import { RedisProjector } from '../projections/redis-projector.ts';
import { ledgerBalances, ledgerTotals } from '../testing/ledger-fixture.ts';
import { CHAOS_CONSUMER } from './chaos-consumer.ts';

const env = (name: string) => {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is required`);
  return v;
};

const prefix = env('TOPIC_PREFIX');
const pool = createPool(env('DATABASE_URL'), { applicationName: 'projector-group-child' });
const redis = new Redis(env('REDIS_URL'));
const bus = new EventBus({
  brokers: env('KAFKA_BROKERS').split(','),
  clientId: 'scale-out',
  logger: console,
});
const deadLetters = pgDeadLetters(pool);
const consumer = await runAllFromKafka(
  bus,
  [
    new PgProjector(pool, ledgerBalances, { deadLetters }),
    new RedisProjector(redis, ledgerTotals, { deadLetters, keyPrefix: prefix }),
  ],
  { group: 'workers.scale-out', topicPrefix: prefix, groupPrefix: prefix, timings: CHAOS_CONSUMER },
);
process.stdout.write('joined\n');
process.once('SIGTERM', async () => {
  await consumer.stop();
  await pool.end();
  redis.disconnect();
});
