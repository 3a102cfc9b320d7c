// Runs the ledger projector from Kafka in its own process and kills it with SIGKILL inside the
// batch that takes it past KILL_AFTER_EVENTS events, after the read model's rows were written and
// before the commit. (Counted in events, not batches: a turn may bring several partitions' batches.)
import { EventBus } from '../bus/kafka.ts';
import { createPool } from '../db/pool.ts';
import { pgDeadLetters } from '../projections/dead-letters.ts';
import { runFromKafka } from '../projections/kafka-source.ts';
import { PgProjector } from '../projections/pg-projector.ts';
import { ledgerBalances } from '../testing/ledger-fixture.ts';
import { CHAOS_CONSUMER } from './chaos-consumer.ts';

const env = (name: string) => {
  const v = process.env[name];
  if (!v) throw new Error(`${name} is required`);
  return v;
};

const pool = createPool(env('DATABASE_URL'), { applicationName: 'projector-crash-child' });
const bus = new EventBus({
  brokers: env('KAFKA_BROKERS').split(','),
  clientId: 'projector-crash',
  logger: console,
});
const killAfter = Number(env('KILL_AFTER_EVENTS'));
let seen = 0;
const dying = {
  ...ledgerBalances,
  apply: async (...args: Parameters<typeof ledgerBalances.apply>) => {
    await ledgerBalances.apply(...args);
    seen += args[0].length;
    if (seen > killAfter) {
      process.kill(process.pid, 'SIGKILL');
      await new Promise(() => undefined);
    }
  },
};
await runFromKafka(bus, new PgProjector(pool, dying, { deadLetters: pgDeadLetters(pool) }), {
  topicPrefix: env('TOPIC_PREFIX'),
  groupPrefix: env('TOPIC_PREFIX'),
  timings: CHAOS_CONSUMER,
});
