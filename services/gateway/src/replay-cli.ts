// npm run replay -- [options] <read-model>...: rebuilds read models from the event store beside
// the live ones and swaps them in, lists them with their lag, rebuilds one as of a past moment,
// and keeps (or swaps back, or drops) the model a swap replaced. `--help` says how.
import { EventBus, partitionOfKey } from '@wine/platform/bus/kafka';
import { argsOrExit } from '@wine/platform/cli/cli-args';
import { loadConfig } from '@wine/platform/config/load-config';
import { platformConfigSchema } from '@wine/platform/config/platform-config';
import { createPool } from '@wine/platform/db/pool';
import { topicOf } from '@wine/platform/event-store/stream-id';
import { createLogger } from '@wine/platform/observability/logger';
import { pgDeadLetters } from '@wine/platform/projections/dead-letters';
import { STORE_SOURCE } from '@wine/platform/projections/projection';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { readModels } from './read-models.ts';
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

// The registered contexts' read models, rebuilt from the stores alone: replay needs Postgres,
// Redis and Kafka, never a context's secrets (Stripe, SMTP, the courier), in production too.
const config = loadConfig(platformConfigSchema.extend({ SERVICE_NAME: z.string().default('replay') }));
const pool = createPool(config.DATABASE_URL, { applicationName: 'replay' });
const redis = new Redis(config.REDIS_URL);
const logger = createLogger('replay', { level: 'warn' });
const projections = readModels();
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
  await pool.end();
  redis.disconnect();
}
