import type { Checkpoint } from '../event-store/checkpoint.ts';
import type { StoredEvent } from '../event-store/stored-event.ts';

/**
 * What a source (Kafka or the event store) drives: a read model's projector (Postgres or Redis),
 * a workflow's runner or an effect's. Each keeps its own checkpoint per source and drops what it
 * already applied. `projection` names what it runs and the contexts whose events it follows.
 */
export interface Runner {
  readonly projection: { readonly name: string; readonly contexts: readonly string[] };
  setup(): Promise<void>;
  checkpoint(source: string): Promise<Checkpoint>;
  /** Applies what is new in `events`; answers how many were. */
  applyBatch(source: string, events: StoredEvent[]): Promise<number>;
  /**
   * Makes durable what `applyBatch` kept in memory only (a pass over events it had nothing to do
   * for, written a moment later). A source calls it before it records the batches as delivered.
   */
  settle?(): Promise<void>;
}
