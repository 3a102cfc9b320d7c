import type { PoolClient } from '../db/pool.ts';
import type { StoredEvent } from '../event-store/stored-event.ts';

interface ProjectionBase {
  /** kebab-case, unique: names the consumer group, the checkpoints and the storage. */
  name: string;
  /** Contexts whose `<context>.events` topic it follows. */
  contexts: string[];
  /** Event types it applies ('all' for every type); others only move its checkpoint. */
  handles: readonly string[] | 'all';
}

/**
 * A read model in its own Postgres schema. `apply` runs with search_path set to that schema, so
 * its SQL names tables unqualified and replay can build the same tables in a shadow schema.
 */
export interface PgProjection extends ProjectionBase {
  kind: 'pg';
  /** Idempotent DDL (CREATE TABLE IF NOT EXISTS ...), run in the projection's schema. */
  schemaSql: string;
  /** Applies a batch of events (only the ones it handles, never twice) inside the runtime's transaction. */
  apply(events: StoredEvent[], client: PoolClient): Promise<void>;
}

/** One Redis command on a key of the projection: [command, keySuffix, ...args]. */
export type RedisOp = [command: string, keySuffix: string, ...args: (string | number)[]];

/** A read model in Redis keys under a versioned prefix; `apply` says which writes an event makes. */
export interface RedisProjection extends ProjectionBase {
  kind: 'redis';
  apply(event: StoredEvent): RedisOp[];
}

export type Projection = PgProjection | RedisProjection;

export function handlerOf(projection: ProjectionBase): (type: string) => boolean {
  if (projection.handles === 'all') return () => true;
  const types = new Set(projection.handles);
  return (type) => types.has(type);
}

export function pgSchemaOf(projectionName: string): string {
  return `rm_${projectionName.replaceAll('-', '_')}`;
}

/** Sources are named so each keeps its own checkpoint: `store`, or `kafka:<topic>:<partition>`. */
export const STORE_SOURCE = 'store';
export const FLOOR_SOURCE = 'floor';
