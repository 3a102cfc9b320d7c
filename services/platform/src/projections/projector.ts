import type { PgProjector } from './pg-projector.ts';
import type { RedisProjector } from './redis-projector.ts';

/** What a source (Kafka or the event store) drives: either kind of projector. */
export type Projector = PgProjector | RedisProjector;
