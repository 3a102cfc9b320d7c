import type { Pool } from '@wine/platform/db/pool';
import { quoteIdent } from '@wine/platform/projections/pg-projector';
import { pgSchemaOf } from '@wine/platform/projections/projection';

export interface StampOptions {
  /** Older than this, a read refreshes the stamp in the background and answers with the last one. */
  refreshAfterMs?: number;
  /** Older than this (after an idle spell), a read waits for a fresh stamp. */
  waitAfterMs?: number;
  now?: () => number;
}

/**
 * A value that changes whenever a Postgres read model changes: its schema's oid (a replay swaps
 * in a new schema) and its checkpoints (every applied batch moves one in the same transaction
 * as the rows). Caches keyed by it are never stale for longer than `refreshAfterMs`, and under
 * load nobody waits for the check: at most one query is in flight at a time.
 */
export class ProjectionStamp {
  private value = '';
  private checkedAt = Number.NEGATIVE_INFINITY;
  private inFlight: Promise<string> | undefined;
  private readonly refreshAfterMs: number;
  private readonly waitAfterMs: number;
  private readonly now: () => number;
  private readonly schema: string;

  constructor(
    private readonly pool: Pool,
    projectionName: string,
    opts: StampOptions = {},
  ) {
    this.schema = pgSchemaOf(projectionName);
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
    this.inFlight ??= this.read().finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  private async read(): Promise<string> {
    const started = this.now();
    const { rows } = await this.pool
      .query<{ stamp: string | null }>(
        `SELECT n.oid::text || ':' || coalesce(
                (SELECT string_agg(source || '@' || position, ',' ORDER BY source)
                   FROM ${quoteIdent(this.schema)}.projection_checkpoints), '') AS stamp
         FROM pg_namespace n WHERE n.nspname = $1`,
        [this.schema],
      )
      .catch((err: { code?: string }) => {
        // 42P01: the schema exists but its checkpoint table not yet (projector still setting up).
        if (err.code === '42P01' || err.code === '3F000') return { rows: [{ stamp: 'absent' }] };
        throw err;
      });
    this.value = rows[0]?.stamp ?? 'absent';
    this.checkedAt = started;
    return this.value;
  }
}
