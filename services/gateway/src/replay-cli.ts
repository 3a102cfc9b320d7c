// npm run replay -- [options] <read-model>...: rebuilds read models from the event store beside
// the live ones and swaps them in, lists them with their lag, rebuilds one as of a past moment,
// and keeps (or swaps back, or drops) the model a swap replaced. `--help` says how.
import { EventBus, partitionOfKey } from '@wine/platform/bus/kafka';
import { argsOrExit } from '@wine/platform/cli/cli-args';
import { loadConfig } from '@wine/platform/config/load-config';
import { createPool } from '@wine/platform/db/pool';
import { topicOf } from '@wine/platform/event-store/stream-id';
import { createLogger } from '@wine/platform/observability/logger';
import { pgDeadLetters } from '@wine/platform/projections/dead-letters';
import { STORE_SOURCE } from '@wine/platform/projections/projection';
import { Redis } from 'ioredis';
import { createContexts, runnersOf } from './contexts.ts';
import { gatewayConfigSchema } from './gateway-config.ts';
import {
  dropPrevious,
  dryRun,
  listModels,
  type ReplayDeps,
  rebuild,
  rebuildAsOf,
  swapBack,
} from './replay/replay-actions.ts';
import { readReplayArgs, replayUsage } from './replay/replay-args.ts';

// The read models are the registered contexts'. Replay serves nothing: a local simulator a
// context starts in development takes any free port, beside the running app's.
const config = loadConfig(gatewayConfigSchema, {
  ...process.env,
  PAYMENT_SIMULATOR_PORT: '0',
  COURIER_SIMULATOR_PORT: '0',
});
const pool = createPool(config.DATABASE_URL, { applicationName: 'replay' });
const redis = new Redis(config.REDIS_URL);
const logger = createLogger('replay', { level: 'warn' });
const contexts = await createContexts({ config, pool, redis, logger });
const { projections } = runnersOf(contexts.faces);
const command = argsOrExit(replayUsage(projections), (argv) => readReplayArgs(argv, projections));

// Which source (Kafka partition, or the event store) the live projectors read a stream's events
// by: --list compares each with its checkpoint there, --swap-back catches a model up through it.
let bus: EventBus | undefined;
const sourceOf = async (streamId: string) => {
  if (config.EVENT_BUS === 'postgres') return STORE_SOURCE;
  bus ??= new EventBus({ brokers: config.KAFKA_BROKERS, clientId: 'replay', logger });
  const topic = topicOf(streamId, config.KAFKA_TOPIC_PREFIX);
  return `kafka:${topic}:${partitionOfKey(streamId, await bus.partitionCount(topic))}`;
};
const deps: ReplayDeps = {
  pool,
  redis,
  deadLetters: pgDeadLetters(pool),
  sourceOf,
  say: (line) => console.log(line),
};

try {
  switch (command.kind) {
    case 'list':
      await listModels(deps, projections);
      break;
    case 'rebuild':
      if (command.dryRun) await dryRun(deps, command.models, undefined);
      else if (!(await rebuild(deps, command.models))) process.exitCode = 1;
      break;
    case 'as-of':
      if (command.dryRun) await dryRun(deps, command.models, command.until);
      else await rebuildAsOf(deps, command.models, command.until);
      break;
    case 'drop-previous':
      await dropPrevious(deps, command.models);
      break;
    case 'swap-back':
      if (!(await swapBack(deps, command.models))) process.exitCode = 1;
      break;
    default:
      command satisfies never;
  }
} catch (err) {
  console.error(`replay: ${err instanceof Error ? err.message : err}`);
  process.exitCode = 1;
} finally {
  for (const face of contexts.faces) await face.close?.();
  await pool.end();
  redis.disconnect();
}
