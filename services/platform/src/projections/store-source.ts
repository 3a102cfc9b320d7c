import type { Pool } from '../db/pool.ts';
import { commitListenerOf } from '../event-store/commit-listener.ts';
import { readAllAfter } from '../event-store/read-all.ts';
import { retry } from '../resilience/retry.ts';
import type { Runner } from '../runners/runner.ts';
import { STORE_SOURCE } from './projection.ts';

export interface StoreSourceOptions {
  batchSize?: number;
  onError?: (err: unknown) => void;
}

/**
 * Feeds a runner (a projector, a workflow's or an effect's) straight from the event store (EVENT_BUS=postgres, for a
 * machine without Kafka). Replay uses the same reader. At rest it sleeps until a commit rings.
 */
export function runFromStore(pool: Pool, projector: Runner, opts: StoreSourceOptions = {}) {
  const batchSize = opts.batchSize ?? 1000;
  const commits = commitListenerOf(pool).subscribe();
  const stopping = new AbortController();
  const applyNextBatch = async () => {
    const events = await readAllAfter(pool, await projector.checkpoint(STORE_SOURCE), batchSize);
    await projector.applyBatch(STORE_SOURCE, events);
    return events.length;
  };
  const loop = (async () => {
    await projector.setup();
    while (!stopping.signal.aborted) {
      const applied = await retry(applyNextBatch, { signal: stopping.signal, onError: opts.onError }).catch(
        () => batchSize, // rejects only when stopped
      );
      if (applied < batchSize) await commits.wait();
    }
  })();
  return {
    stop: async () => {
      stopping.abort();
      commits.wake();
      await loop;
      commits.close();
    },
  };
}
