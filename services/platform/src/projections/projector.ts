import type { Checkpoint } from '../event-store/checkpoint.ts';
import type { StoredEvent } from '../event-store/stored-event.ts';

/**
 * What a source (Kafka or the event store) drives: a Postgres or Redis projector, or a
 * reactor's runner. Each keeps its own checkpoint per source and drops what it already applied.
 */
export interface Projector {
  readonly projection: { readonly name: string; readonly contexts: readonly string[] };
  setup(): Promise<void>;
  checkpoint(source: string): Promise<Checkpoint>;
  /** Applies what is new in `events`; answers how many were. */
  applyBatch(source: string, events: StoredEvent[]): Promise<number>;
}
