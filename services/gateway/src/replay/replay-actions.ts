import type { Pool } from '@wine/platform/db/pool';
import { LOG_START, parseCheckpointKey } from '@wine/platform/event-store/checkpoint';
import type { DeadLetterSink } from '@wine/platform/projections/dead-letters';
import { PgProjector, quoteIdent } from '@wine/platform/projections/pg-projector';
import { type Projection, pgSchemaOf, STORE_SOURCE } from '@wine/platform/projections/projection';
import { RedisProjector, redisKeys } from '@wine/platform/projections/redis-projector';
import { createProgressBar } from '@wine/platform/replay/progress-bar';
import { asOfSchemaOf, describeUntil, replayPgAsOf, type Until } from '@wine/platform/replay/replay-as-of';
import { countAfter } from '@wine/platform/replay/replay-batches';
import { replayPg } from '@wine/platform/replay/replay-pg';
import {
  dropPreviousPg,
  PreviousKeptError,
  previousSchemaOf,
  schemaExists,
  swapBackPg,
} from '@wine/platform/replay/replay-previous';
import { replayRedis } from '@wine/platform/replay/replay-redis';
import type { Runner } from '@wine/platform/runners/runner';
import { LogHead } from '@wine/platform/runtime/log-head';
import { runnerLags } from '@wine/platform/runtime/runner-lag';
import type { Redis } from 'ioredis';

export interface ReplayDeps {
  pool: Pool;
  redis: Redis;
  deadLetters: DeadLetterSink;
  /** The source a stream's events reach the live projectors by (a Kafka partition, or `store`). */
  sourceOf(streamId: string): Promise<string>;
  /** Where the CLI's answer goes (stdout); progress goes to stderr. */
  say(line: string): void;
}

/**
 * What --dry-run quotes: well under what replay measures on the ledger model (about 120,000
 * events/s, docs/bench/backbone.md), since the shop's read models do more per event.
 */
const ESTIMATED_EVENTS_PER_SECOND = 20_000;

const kindOf = (p: Projection) => (p.kind === 'pg' ? 'postgres' : 'redis');

function runnerOf(deps: ReplayDeps, projection: Projection): Runner {
  return projection.kind === 'pg'
    ? new PgProjector(deps.pool, projection, { deadLetters: deps.deadLetters })
    : new RedisProjector(deps.redis, projection, { deadLetters: deps.deadLetters });
}

/** The newest position a live model has applied, or undefined when it was never built. */
async function appliedUpTo(deps: ReplayDeps, projection: Projection): Promise<bigint | undefined> {
  if (projection.kind === 'pg') {
    const schema = pgSchemaOf(projection.name);
    if (!(await schemaExists(deps.pool, schema))) return undefined;
    const { rows } = await deps.pool.query<{ at: string | null }>(
      `SELECT max(position)::text AS at FROM ${quoteIdent(schema)}.projection_checkpoints`,
    );
    return BigInt(rows[0]?.at ?? 0);
  }
  const ns = await deps.redis.get(redisKeys(projection.name).pointer);
  if (!ns) return undefined;
  const keys = Object.values(await deps.redis.hgetall(`${ns}__checkpoints`));
  return keys.reduce((max, key) => {
    const at = BigInt(parseCheckpointKey(key).position);
    return at > max ? at : max;
  }, 0n);
}

/** --list: each read model, where it has got to, how far behind the log it is, what is kept beside it. */
export async function listModels(deps: ReplayDeps, projections: readonly Projection[]): Promise<void> {
  const lags = await runnerLags({
    runners: projections.map((p) => runnerOf(deps, p)),
    head: new LogHead(deps.pool, deps.sourceOf),
  });
  const rows = [['READ MODEL', 'KIND', 'CHECKPOINT', 'LAG (EVENTS)', 'LAG (S)', 'BESIDE IT']];
  for (const projection of projections) {
    const at = await appliedUpTo(deps, projection);
    const lag = lags.get(projection.name);
    const beside = [];
    if (projection.kind === 'pg') {
      if (await schemaExists(deps.pool, previousSchemaOf(projection.name))) beside.push('previous kept');
      const asOf = await asOfComment(deps.pool, asOfSchemaOf(projection.name));
      if (asOf !== undefined) beside.push(`${asOfSchemaOf(projection.name)} (${asOf})`);
    }
    rows.push([
      projection.name,
      kindOf(projection),
      at === undefined ? 'not built' : `position ${at}`,
      String(lag?.events ?? '-'),
      lag ? lag.seconds.toFixed(1) : '-',
      beside.join(', '),
    ]);
  }
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  for (const row of rows)
    deps.say(
      row
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    );
}

async function asOfComment(pool: Pool, schema: string): Promise<string | undefined> {
  const { rows } = await pool.query<{ comment: string | null }>(
    `SELECT obj_description(oid, 'pg_namespace') AS comment FROM pg_namespace WHERE nspname = $1`,
    [schema],
  );
  return rows[0] ? (rows[0].comment ?? '') : undefined;
}

/** Events a rebuild of `projection` would read: all of the log, less what an interrupted run already built. */
async function eventsToRead(
  deps: ReplayDeps,
  projection: Projection,
): Promise<{ events: number; resumed: boolean }> {
  if (projection.kind === 'pg') {
    const next = `${pgSchemaOf(projection.name)}__next`;
    if (await schemaExists(deps.pool, next)) {
      const shadow = new PgProjector(deps.pool, projection, { schema: next, deadLetters: deps.deadLetters });
      return { events: await countAfter(deps.pool, await shadow.checkpoint(STORE_SOURCE)), resumed: true };
    }
  }
  return { events: await countAfter(deps.pool, LOG_START), resumed: false };
}

const estimate = (events: number) =>
  `about ${Math.max(1, Math.ceil(events / ESTIMATED_EVENTS_PER_SECOND))} s`;

/** --dry-run: what a rebuild (or an --until) would do; reads only. */
export async function dryRun(
  deps: ReplayDeps,
  models: readonly Projection[],
  until: Until | undefined,
): Promise<void> {
  const total = await countAfter(deps.pool, LOG_START);
  for (const projection of models) {
    if (until) {
      deps.say(
        `${projection.name} (postgres): would build ${asOfSchemaOf(projection.name)} as of ${describeUntil(until)}, reading all ${total} events of the log, ${estimate(total)}; the live model is not touched`,
      );
      continue;
    }
    const { events, resumed } = await eventsToRead(deps, projection);
    const kept =
      projection.kind === 'pg' && (await schemaExists(deps.pool, previousSchemaOf(projection.name)))
        ? `; refused while ${previousSchemaOf(projection.name)} is kept (--drop-previous or --swap-back first)`
        : projection.kind === 'pg'
          ? `; the live model would be kept as ${previousSchemaOf(projection.name)}`
          : '';
    deps.say(
      `${projection.name} (${kindOf(projection)}): would rebuild from ${events} events${resumed ? ' (resuming an interrupted rebuild)' : ''} of ${total} in the log, ${estimate(events)}, then swap it in${kept}`,
    );
  }
  deps.say('Dry run: nothing was changed.');
}

/** Rebuilds and swaps each model; false when one was refused or failed (the others still ran). */
export async function rebuild(deps: ReplayDeps, models: readonly Projection[]): Promise<boolean> {
  let allDone = true;
  for (const projection of models) {
    const progress = createProgressBar(projection.name);
    const options = { deadLetters: deps.deadLetters, onStart: progress.start, onProgress: progress.advance };
    try {
      const { events } =
        projection.kind === 'pg'
          ? await replayPg(deps.pool, projection, { ...options, keepPrevious: true })
          : await replayRedis(deps.pool, deps.redis, projection, options);
      progress.stop();
      const kept =
        projection.kind === 'pg'
          ? `; the model it replaced is kept as ${previousSchemaOf(projection.name)}`
          : '';
      deps.say(`${projection.name}: rebuilt from ${events} events and swapped in${kept}.`);
    } catch (err) {
      progress.stop();
      allDone = false;
      if (err instanceof PreviousKeptError) {
        deps.say(
          `${projection.name}: not rebuilt: ${err.schema} is kept from the last swap. Check the live model, then --drop-previous ${projection.name} (or --swap-back ${projection.name}) and run again.`,
        );
      } else {
        deps.say(
          `${projection.name}: replay stopped (${err instanceof Error ? err.message : err}). Re-run to resume.`,
        );
      }
    }
  }
  return allDone;
}

/** --until: each model as of the moment, into its side schema. */
export async function rebuildAsOf(
  deps: ReplayDeps,
  models: readonly Projection[],
  until: Until,
): Promise<void> {
  for (const projection of models) {
    if (projection.kind !== 'pg') continue;
    const progress = createProgressBar(`${projection.name} as of ${describeUntil(until)}`);
    const { events, schema } = await replayPgAsOf(deps.pool, projection, until, {
      deadLetters: deps.deadLetters,
      onStart: progress.start,
      onProgress: progress.advance,
    }).finally(() => progress.stop());
    deps.say(
      `${projection.name}: ${schema} shows it as of ${describeUntil(until)} (${events} events applied).`,
    );
  }
}

export async function dropPrevious(deps: ReplayDeps, models: readonly Projection[]): Promise<void> {
  for (const projection of models) {
    if (projection.kind !== 'pg') continue;
    const dropped = await dropPreviousPg(deps.pool, projection);
    deps.say(
      dropped
        ? `${projection.name}: dropped ${previousSchemaOf(projection.name)}.`
        : `${projection.name}: no previous model kept.`,
    );
  }
}

export async function swapBack(deps: ReplayDeps, models: readonly Projection[]): Promise<boolean> {
  let allDone = true;
  for (const projection of models) {
    if (projection.kind !== 'pg') continue;
    if (!(await schemaExists(deps.pool, previousSchemaOf(projection.name)))) {
      deps.say(`${projection.name}: no previous model kept, nothing to swap back.`);
      allDone = false;
      continue;
    }
    const caughtUp = await swapBackPg(deps.pool, projection, deps);
    deps.say(
      `${projection.name}: the previous model is live again, caught up by ${caughtUp} ${caughtUp === 1 ? 'event' : 'events'}; the one it replaced is kept as ${previousSchemaOf(projection.name)}.`,
    );
  }
  return allDone;
}
