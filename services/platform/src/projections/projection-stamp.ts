import type { Redis } from 'ioredis';
import type { Pool } from '../db/pool.ts';
import { quoteIdent } from './pg-projector.ts';
import { type Projection, pgSchemaOf } from './projection.ts';
import { redisKeys } from './redis-projector.ts';

/** Reads a read model's stamp from where it lives (pgStampOf, redisStampOf). */
export type StampRead = () => Promise<string>;

export interface StampOptions {
  /** Older than this, a read refreshes the stamp in the background and answers with the last one. */
  refreshAfterMs?: number;
  /** Older than this (after an idle spell), a read waits for a fresh stamp. */
  waitAfterMs?: number;
  now?: () => number;
}

/**
 * A value that changes whenever a read model changes (`read`: pgStampOf, redisStampOf), kept in
 * memory between reads. Caches keyed by it are never stale for longer than `refreshAfterMs`, and under
 * load nobody waits for the check: at most one query is in flight at a time.
 */
export class ProjectionStamp {
  private value = '';
  private checkedAt = Number.NEGATIVE_INFINITY;
  private inFlight: Promise<string> | undefined;
  private readonly refreshAfterMs: number;
  private readonly waitAfterMs: number;
  private readonly now: () => number;

  constructor(
    private readonly read: StampRead,
    opts: StampOptions = {},
  ) {
    this.refreshAfterMs = opts.refreshAfterMs ?? 100;
    this.waitAfterMs = opts.waitAfterMs ?? 2000;
    this.now = opts.now ?? (() => performance.now());
  }

  async current(): Promise<string> {
    return this.currentNow() ?? this.refresh();
  }

  /** The stamp without waiting, or undefined when a read would wait for a fresh one (after an idle spell). */
  currentNow(): string | undefined {
    const age = this.now() - this.checkedAt;
    if (age <= this.refreshAfterMs) return this.value;
    if (age > this.waitAfterMs) return undefined;
    void this.refresh();
    return this.value;
  }

  private refresh(): Promise<string> {
    this.inFlight ??= this.readNow().finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  private async readNow(): Promise<string> {
    const started = this.now();
    this.value = await this.read();
    this.checkedAt = started;
    return this.value;
  }
}

/**
 * A Postgres read model's stamp: its schema's oid (a replay swaps in a new schema) and its
 * checkpoints (every applied batch moves one in the same transaction as the rows).
 */
export function pgStampOf(pool: Pool, projectionName: string): StampRead {
  const schema = pgSchemaOf(projectionName);
  return async () => {
    const { rows } = await pool
      .query<{ stamp: string | null }>(
        `SELECT n.oid::text || ':' || coalesce(
                (SELECT string_agg(source || '@' || position, ',' ORDER BY source)
                   FROM ${quoteIdent(schema)}.projection_checkpoints), '') AS stamp
         FROM pg_namespace n WHERE n.nspname = $1`,
        [schema],
      )
      .catch((err: { code?: string }) => {
        // 42P01: the schema exists but its checkpoint table not yet (projector still setting up).
        if (err.code === '42P01' || err.code === '3F000') return { rows: [{ stamp: 'absent' }] };
        throw err;
      });
    return rows[0]?.stamp ?? 'absent';
  };
}

/**
 * A Redis read model's stamp: the namespace its pointer names (a replay moves it) and the
 * checkpoints there (the projector moves one with every event it applies, in the same script).
 */
export function redisStampOf(redis: Redis, projectionName: string, keyPrefix = ''): StampRead {
  const { pointer } = redisKeys(projectionName, keyPrefix);
  return async () => {
    const namespace = await redis.get(pointer);
    if (namespace === null) return 'absent';
    const checkpoints = await redis.hgetall(`${namespace}__checkpoints`);
    const entries = Object.entries(checkpoints).sort(([a], [b]) => (a < b ? -1 : 1));
    return `${namespace}|${entries.map(([source, at]) => `${source}@${at}`).join(',')}`;
  };
}

/** The stamp of a read model, wherever it lives. */
export function stampOf(
  projection: Projection,
  stores: { pool: Pool; redis: Redis; redisKeyPrefix?: string },
  opts?: StampOptions,
): ProjectionStamp {
  const read =
    projection.kind === 'pg'
      ? pgStampOf(stores.pool, projection.name)
      : redisStampOf(stores.redis, projection.name, stores.redisKeyPrefix);
  return new ProjectionStamp(read, opts);
}
