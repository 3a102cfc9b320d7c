import type { RedisProjection } from '@wine/platform/projections/projection';
import { dropStream } from '../../app/drop-stream.ts';

export const DROP_PROJECTION = 'drop';

/** Key (under the projection's live namespace) holding a day's wine ids as a JSON array. */
export const dropDayKey = (date: string) => `day:${date}`;

/**
 * Each day's drop in Redis. Both events carry the whole selection, so a SET is idempotent and
 * the last event for a date wins; the runtime's per-event checkpoint keeps the order.
 */
export const dropProjection: RedisProjection = {
  kind: 'redis',
  name: DROP_PROJECTION,
  contexts: ['catalog'],
  handles: ['DropScheduled', 'DropRescheduled'],
  apply(stored) {
    const { data } = dropStream.events.read(stored);
    return [['SET', dropDayKey(data.date), JSON.stringify(data.productIds)]];
  },
};
