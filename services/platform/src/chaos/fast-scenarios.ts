import { decodeEvent } from '../projections/kafka-source.ts';
import { CHAOS_CONSUMER } from './chaos-consumer.ts';
import type { LedgerWorld, ScenarioResult } from './ledger-world.ts';
import { runCrashChild } from './run-child.ts';

// The cheap scenarios: no process of the shared services is touched, only children the
// scenario started. Each returns the checker's result; the tests assert on it.

export async function relayKilledAfterAck(world: LedgerWorld): Promise<ScenarioResult> {
  await world.deposit(300);
  const signal = await runCrashChild('services/platform/src/testing/relay-crash-child.ts', {
    DATABASE_URL: world.dbUrl,
    KAFKA_BROKERS: world.brokers.join(','),
    TOPIC_PREFIX: world.prefix,
    BATCH_SIZE: '100',
  });
  if (signal !== 'SIGKILL') throw new Error(`the relay child ended with ${signal}, not SIGKILL`);
  await world.startRelay();
  await world.startProjector();
  return world.check(
    'relay killed after Kafka acked',
    'SIGKILL to the relay between the ack of 100 events and its checkpoint',
  );
}

export async function projectorKilledMidBatch(world: LedgerWorld): Promise<ScenarioResult> {
  await world.startRelay();
  await world.deposit(300);
  const signal = await runCrashChild('services/platform/src/chaos/projector-crash-child.ts', {
    DATABASE_URL: world.dbUrl,
    KAFKA_BROKERS: world.brokers.join(','),
    TOPIC_PREFIX: world.prefix,
    KILL_AFTER_EVENTS: '150',
  });
  if (signal !== 'SIGKILL') throw new Error(`the projector child ended with ${signal}, not SIGKILL`);
  await world.startProjector();
  return world.check(
    'projector killed mid-batch',
    'SIGKILL to the projector in the batch that took it past 150 events, its rows written, before commit',
  );
}

export async function poisonEvent(world: LedgerWorld): Promise<ScenarioResult> {
  await world.startRelay();
  await world.startProjector();
  await world.deposit(100);
  await world.appendPoison();
  await world.deposit(100);
  return world.check('poison event', 'one Deposited whose amount is text, between 200 good ones');
}

/** A second consumer group reads the topic from offset 0 into the same, caught-up read model. */
export async function redeliveryFromOffsetZero(world: LedgerWorld): Promise<ScenarioResult> {
  await world.startRelay();
  await world.startProjector();
  await world.deposit(300);
  if (!(await world.settled())) throw new Error('the read model never caught up before the redelivery');
  const projector = world.projector();
  let redelivered = 0;
  let lag = Number.POSITIVE_INFINITY;
  const replaying = await world.bus.consume({
    groupId: `${world.prefix}from-offset-zero`,
    topics: [`${world.prefix}ledger.events`],
    timings: CHAOS_CONSUMER,
    eachBatch: async (batch) => {
      await projector.applyBatch(`kafka:${batch.topic}:${batch.partition}`, batch.messages.map(decodeEvent));
      redelivered += batch.messages.length;
      lag = batch.lag;
    },
  });
  try {
    while (redelivered < 300 || lag > 0) await new Promise((r) => setTimeout(r, 100));
  } finally {
    await replaying.stop();
  }
  return world.check('redelivery from offset 0', `${redelivered} events consumed again by a fresh group`);
}
