import type { Redis } from 'ioredis';
import { EventBus, isBusError, partitionOfKey } from '../bus/kafka.ts';
import type { PlatformConfig } from '../config/platform-config.ts';
import type { Pool } from '../db/pool.ts';
import type { Effect } from '../effects/effect.ts';
import { EffectRunner } from '../effects/effect-runner.ts';
import { EventStore } from '../event-store/event-store.ts';
import { topicOf } from '../event-store/stream-id.ts';
import type { Logger } from '../observability/logger.ts';
import { exposeOutboxBacklog } from '../observability/outbox-backlog.ts';
import { type DeadLetterSink, kafkaDeadLetters, pgDeadLetters } from '../projections/dead-letters.ts';
import { runAllFromKafka } from '../projections/kafka-source.ts';
import { PgProjector } from '../projections/pg-projector.ts';
import { type Projection, STORE_SOURCE } from '../projections/projection.ts';
import { ReadModelProgress } from '../projections/read-model-progress.ts';
import { RedisProjector } from '../projections/redis-projector.ts';
import { runFromStore } from '../projections/store-source.ts';
import { OutboxRelay, RELAY_NAME, relayBacklog } from '../relay/outbox-relay.ts';
import { DependencyWatch } from '../resilience/dependency-watch.ts';
import type { Runner } from '../runners/runner.ts';
import type { AnyWorkflow } from '../workflows/workflow.ts';
import { WorkflowRunner } from '../workflows/workflow-runner.ts';
import { keepRunning } from './keep-running.ts';
import { LogHead } from './log-head.ts';
import {
  prometheusProjectorMetrics,
  recordBatchFailed,
  recordBatchSeconds,
  recordKafkaLag,
  relayBatchSeconds,
  relayErrors,
  relayPublished,
  zeroRunnerSeries,
} from './prometheus-metrics.ts';
import { exposeRunnerLag } from './runner-lag.ts';

export interface Workers {
  /**
   * Health check of the transport: rejects while Kafka has not been reached or is down (then a
   * metadata request), nothing extra in the embedded mode.
   */
  checkBus(): Promise<void>;
  /** How far each read model and workflow has got: for reads that must see a command's effects. */
  progress: ReadModelProgress;
  stop(): Promise<void>;
}

/**
 * Starts the relay and every projector, workflow and effect on the configured transport: Kafka
 * (the relay publishes, the others consume their contexts' topics) or, with EVENT_BUS=postgres,
 * the event store itself.
 */
export async function startWorkers(deps: {
  config: Pick<PlatformConfig, 'EVENT_BUS' | 'KAFKA_BROKERS' | 'SERVICE_NAME'> &
    Partial<Pick<PlatformConfig, 'KAFKA_TOPIC_PREFIX' | 'SCHEMA_BASE_URL'>>;
  pool: Pool;
  redis: Redis;
  logger: Logger;
  projections: Projection[];
  /** Process managers: each turns events into commands of its own context. */
  workflows?: AnyWorkflow[];
  /** What events must cause outside the system (e-mails), once each. */
  effects?: Effect[];
  /**
   * The name of this set of runners: on Kafka, processes running the same set share the
   * consumer groups `workers.<group>` (read models), `workers.<group>.workflows` and
   * `workers.<group>.effects`, and so their partitions (default `all`).
   */
  group?: string;
  /**
   * What this process runs (its role, docs/deploy.md): the outbox relay (one publishes at a time,
   * by the relay lease) and the runners. A process that runs neither still answers `progress`
   * from the runners' checkpoints. Both by default.
   */
  run?: { relay: boolean; runners: boolean };
}): Promise<Workers> {
  const { config, pool, redis, logger } = deps;
  const group = deps.group ?? 'all';
  const run = deps.run ?? { relay: true, runners: true };
  const stops: (() => Promise<void>)[] = [];
  const store = new EventStore(pool);
  const metrics = prometheusProjectorMetrics;
  /** Every projection, workflow and effect, each behind the runner that applies it. */
  const runners = (deadLetters: DeadLetterSink): Runner[] => [
    ...deps.projections.map((p) =>
      p.kind === 'pg'
        ? new PgProjector(pool, p, { deadLetters, metrics })
        : new RedisProjector(redis, p, { deadLetters, metrics }),
    ),
    ...(deps.workflows ?? []).map(
      (w) => new WorkflowRunner(pool, w, { store, deadLetters, logger, metrics }),
    ),
    ...(deps.effects ?? []).map((e) => new EffectRunner(pool, e, { deadLetters, logger, metrics })),
  ];
  const names = [...deps.projections, ...(deps.workflows ?? []), ...(deps.effects ?? [])].map((p) => p.name);
  zeroRunnerSeries(names);
  // Every process shows every runner's lag, read from the database: a gateway still shows it
  // when the projector processes have stopped altogether.
  const progressOf = (running: Runner[], sourceOf: (streamId: string) => Promise<string>) => {
    const hideLag = exposeRunnerLag({ runners: running, head: new LogHead(pool, sourceOf) });
    stops.push(async () => hideLag());
    return new ReadModelProgress(pool, new Map(running.map((r) => [r.projection.name, r])), { sourceOf });
  };

  const batchFailed = (projection: string, err: unknown) => {
    recordBatchFailed(projection, err);
    logger.warn({ err, projection }, 'projector batch failed; reading it again');
  };

  if (config.EVENT_BUS === 'postgres') {
    const running = runners(pgDeadLetters(pool));
    for (const runner of run.runners ? running : []) {
      const { name } = runner.projection;
      const running = runFromStore(pool, runner, {
        onError: (err) => batchFailed(name, err),
      });
      stops.push(running.stop);
    }
    logger.info(
      { projections: names, runners: run.runners },
      'projectors, workflows and effects reading the event store',
    );
    return {
      checkBus: async () => undefined,
      progress: progressOf(running, async () => STORE_SOURCE),
      stop: () => stopAll(stops),
    };
  }

  // Nothing here waits for the broker: the relay and the consumers connect when it answers and
  // again after it went away, and meanwhile commands still append to the outbox.
  const kafka = new DependencyWatch('kafka', logger);
  const bus = new EventBus({ brokers: config.KAFKA_BROKERS, clientId: config.SERVICE_NAME, logger });
  const producer = bus.reconnectingProducer();
  const ensureTopics = (topics: string[]) => bus.ensureTopics(topics);
  // A failure is news for Kafka only when the Kafka client raised it; anything else (Postgres,
  // Redis, a read model's setup) is the worker's own.
  const watchesFor = (worker: string) => {
    const own = new DependencyWatch(worker, logger);
    return { all: [kafka, own], of: (err: unknown) => (isBusError(err) ? kafka : own) };
  };
  const relayWatches = watchesFor('outbox relay');
  const hideBacklog = exposeOutboxBacklog('events', () => relayBacklog(pool, RELAY_NAME));
  stops.push(async () => hideBacklog());
  const prefix = config.KAFKA_TOPIC_PREFIX ?? '';
  const relay = new OutboxRelay(pool, producer, {
    ensureTopics,
    topicPrefix: prefix,
    ...(config.SCHEMA_BASE_URL ? { schemaBaseUrl: config.SCHEMA_BASE_URL } : {}),
    singleActive: true,
    onPublished: (events, seconds) => {
      for (const watch of relayWatches.all) watch.up();
      relayPublished.inc(events.length);
      relayBatchSeconds.observe(seconds);
    },
    onError: (err) => {
      relayErrors.inc();
      relayWatches.of(err).down(err);
    },
  });
  if (run.relay) relay.start();
  const running = runners(kafkaDeadLetters(producer, ensureTopics));
  // Three consumers, not one per runner (docs/adr/0006): a fetch goes on only once each of its
  // batches has been handled by every runner following it, so runners that must not wait on each
  // other get a consumer each. The read models; the workflows, the reactions on the money path,
  // which a read model's transaction would hold back; the effects, which wait on servers outside
  // (mail, the courier). At rest: three heartbeats and three long polls per broker.
  const workflowNames = new Set((deps.workflows ?? []).map((w) => w.name));
  const effectNames = new Set((deps.effects ?? []).map((e) => e.name));
  const setOf = ({ projection: { name } }: Runner) =>
    workflowNames.has(name) ? `${group}.workflows` : effectNames.has(name) ? `${group}.effects` : group;
  const consumers = [group, `${group}.workflows`, `${group}.effects`]
    .map((set) => ({ set, members: running.filter((runner) => setOf(runner) === set) }))
    .filter(({ members }) => run.runners && members.length > 0)
    .map(({ set, members }) =>
      keepRunning(
        (onCrash) =>
          runAllFromKafka(bus, members, {
            group: `workers.${set}`,
            topicPrefix: prefix,
            groupPrefix: prefix,
            onLag: recordKafkaLag,
            onBatchTimed: recordBatchSeconds,
            onBatchFailed: batchFailed,
            onCrash,
          }),
        watchesFor(`workers ${set}`),
      ),
    );
  stops.push(
    // Each waits out its fetch in flight (a long poll of up to 5 s at rest).
    () => Promise.all(consumers.map((c) => c.stop())).then(() => undefined),
    () => relay.stop(),
    () => producer.disconnect(),
  );
  logger.info({ projections: names, group, ...run }, 'workers on Kafka');
  return {
    checkBus: async () => {
      if (consumers.length > 0) await kafka.check();
      else {
        // Nothing here may have talked to the broker yet (a relay on standby or with nothing to
        // publish): a metadata request says whether it answers.
        await bus.ensureTopics([]).then(
          () => kafka.up(),
          (err: unknown) => {
            kafka.down(err);
            throw err;
          },
        );
        return;
      }
      await bus.ensureTopics([]);
    },
    // The partition a stream's events are keyed to, as the relay's producer picks it.
    progress: progressOf(running, async (streamId) => {
      const topic = topicOf(streamId, prefix);
      return `kafka:${topic}:${partitionOfKey(streamId, await bus.partitionCount(topic))}`;
    }),
    stop: () => stopAll(stops),
  };
}

async function stopAll(stops: (() => Promise<void>)[]): Promise<void> {
  for (const stop of stops) await stop();
}
