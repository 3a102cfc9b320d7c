import { streamHeads } from '@wine/platform/projections/operational/stream-heads';
import type { Projection } from '@wine/platform/projections/projection';

/** Every bounded context; each publishes to `<context>.events`. */
export const CONTEXTS = ['catalog', 'identity', 'orders', 'payments', 'festival', 'reviews', 'content'];

/** Every read model this deployment builds: what the workers run and what replay can rebuild. */
export const projections: Projection[] = [streamHeads(CONTEXTS)];
