import type { Pool } from '../db/pool.ts';
import { readAllAfter } from '../event-store/read-all.ts';
import { sleep } from './apply-policy.ts';
import { STORE_SOURCE } from './projection.ts';
import type { Projector } from './projector.ts';

export interface StoreSourceOptions {
  batchSize?: number;
  idleDelayMs?: number;
  onError?: (err: unknown) => void;
}

/**
 * Feeds a projector straight from the event store (EVENT_BUS=postgres, for a machine without
 * Kafka). Replay uses the same reader.
 */
export function runFromStore(pool: Pool, projector: Projector, opts: StoreSourceOptions = {}) {
  const batchSize = opts.batchSize ?? 1000;
  let stopping = false;
  const loop = (async () => {
    await projector.setup();
    while (!stopping) {
      try {
        const events = await readAllAfter(pool, await projector.checkpoint(STORE_SOURCE), batchSize);
        await projector.applyBatch(STORE_SOURCE, events);
        if (events.length < batchSize) await sleep(opts.idleDelayMs ?? 10);
      } catch (err) {
        opts.onError?.(err);
        await sleep(500);
      }
    }
  })();
  return {
    stop: async () => {
      stopping = true;
      await loop;
    },
  };
}
