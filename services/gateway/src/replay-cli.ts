// npm run replay -- <projection>: rebuilds one read model from the event store beside the live
// one and swaps it in. Safe to run while the app serves; safe to re-run after an interruption.
import { argsOrExit, readCliArgs, UsageError } from '@wine/platform/cli/cli-args';
import { loadConfig } from '@wine/platform/config/load-config';
import { createPool } from '@wine/platform/db/pool';
import { createLogger } from '@wine/platform/observability/logger';
import { pgDeadLetters } from '@wine/platform/projections/dead-letters';
import { createProgressBar } from '@wine/platform/replay/progress-bar';
import { replayPg } from '@wine/platform/replay/replay-pg';
import { replayRedis } from '@wine/platform/replay/replay-redis';
import { Redis } from 'ioredis';
import { createContexts, runnersOf } from './contexts.ts';
import { gatewayConfigSchema } from './gateway-config.ts';

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

const USAGE = `Usage: npm run replay -- <projection>
  Rebuilds the read model beside the live one and swaps it in; re-run to resume.
Projections: ${projections.map((p) => p.name).join(', ')}`;
const projection = argsOrExit(USAGE, (argv) => {
  const [name, ...more] = readCliArgs(argv, {}).positionals;
  const named = projections.find((p) => p.name === name);
  if (name === undefined) throw new UsageError('No projection given');
  if (!named || more.length > 0) throw new UsageError(`Not one projection: ${[name, ...more].join(' ')}`);
  return named;
});
const progress = createProgressBar(projection.name);
const deadLetters = pgDeadLetters(pool);
try {
  const options = { deadLetters, onStart: progress.start, onProgress: progress.advance };
  const { events } =
    projection.kind === 'pg'
      ? await replayPg(pool, projection, options)
      : await replayRedis(pool, redis, projection, options);
  progress.stop();
  console.log(`${projection.name}: rebuilt from ${events} events and swapped in.`);
} catch (err) {
  progress.stop();
  console.error(
    `${projection.name}: replay stopped (${err instanceof Error ? err.message : err}). Re-run to resume.`,
  );
  process.exitCode = 1;
} finally {
  for (const face of contexts.faces) await face.close?.();
  await pool.end();
  redis.disconnect();
}
