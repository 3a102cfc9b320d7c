import type { Pool } from '../db/pool.ts';
import { commitListenerOf } from '../event-store/commit-listener.ts';
import { readAllAfter } from '../event-store/read-all.ts';
import type { Runner } from '../runners/runner.ts';
import { sleep } from './apply-policy.ts';
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
  let stopping = false;
  const loop = (async () => {
    await projector.setup();
    while (!stopping) {
      try {
        const events = await readAllAfter(pool, await projector.checkpoint(STORE_SOURCE), batchSize);
        await projector.applyBatch(STORE_SOURCE, events);
        if (events.length < batchSize) await commits.wait();
      } catch (err) {
        opts.onError?.(err);
        await sleep(500);
      }
    }
  })();
  return {
    stop: async () => {
      stopping = true;
      commits.wake();
      await loop;
      commits.close();
    },
  };
}
