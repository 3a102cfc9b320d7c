import { pgRows, redisEntries } from '@wine/gateway/testing/read-model-dump';
import { symmetricDifference } from '@wine/platform/chaos/read-model-check';
import type { Pool } from '@wine/platform/db/pool';
import type { Projection } from '@wine/platform/projections/projection';
import type { Redis } from 'ioredis';

const value = (line: string) => Number(line.slice(line.lastIndexOf(' ') + 1));

/**
 * What has not gone all the way yet, as an operator reads it on a process's /metrics: the event
 * outbox's backlog for Kafka and each runner (read model, workflow, effect) still behind the log,
 * as their metric lines; empty once everything committed has been applied.
 */
export async function stillBehind(metricsUrl: string): Promise<string[]> {
  const text = await (await fetch(metricsUrl)).text();
  const lags = text.split('\n').filter((line) => line.startsWith('wine_projection_lag_events{'));
  const backlog = text
    .split('\n')
    .filter((line) => line.startsWith('wine_outbox_backlog_events{outbox="events"'));
  if (lags.length === 0 || backlog.length !== 1) return ['no runner lag or outbox backlog shown yet'];
  return [...lags, ...backlog].filter((line) => value(line) !== 0);
}

const contents = (stores: { pool: Pool; redis: Redis }, projection: Projection) =>
  projection.kind === 'pg'
    ? pgRows(stores.pool, projection.name)
    : redisEntries(stores.redis, projection.name);

/**
 * Each read model's rows (Postgres) or keys (Redis) now, then again after `rebuild` replaced
 * them with models rebuilt from the event store: the names of those that differ.
 */
export async function differFromRebuild(
  stores: { pool: Pool; redis: Redis },
  projections: Projection[],
  rebuild: () => Promise<void>,
): Promise<{ compared: number; rows: number; differing: string[] }> {
  const live = new Map<string, string[]>();
  for (const projection of projections) live.set(projection.name, await contents(stores, projection));
  await rebuild();
  const differing: string[] = [];
  for (const projection of projections) {
    if (symmetricDifference(live.get(projection.name) ?? [], await contents(stores, projection)) > 0)
      differing.push(projection.name);
  }
  const rows = [...live.values()].reduce((sum, model) => sum + model.length, 0);
  return { compared: projections.length, rows, differing };
}
