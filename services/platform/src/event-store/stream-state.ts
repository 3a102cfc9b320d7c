import type { StoredEvent } from './stored-event.ts';

export interface StreamState {
  version: number;
  events: StoredEvent[];
}

/** A stream's folded state at a version (see migrations/003_snapshots.sql). */
export interface Snapshot {
  streamId: string;
  version: number;
  state: unknown;
}
