import type { Pool, PoolClient } from '@wine/platform/db/pool';
import { wineReviewStreamId } from '../domain/review-streams.ts';

/** A wine review stream of one customer, and the wine it is about. */
export interface WineReviewStreamOf {
  streamId: string;
  masterWineId: string;
}

/**
 * Every wine a customer ever reviewed, from the log itself (not a read model, which may be a
 * moment behind): the streams `reviews/wine/<masterWineId>~<customerId>`. A scan of the review
 * streams' first events; only erasure asks, and it is rare.
 */
export async function wineReviewStreamsOf(
  db: Pick<Pool | PoolClient, 'query'>,
  customerId: string,
): Promise<WineReviewStreamOf[]> {
  const suffix = wineReviewStreamId('', customerId).slice('reviews/wine/'.length);
  const { rows } = await db.query<{ stream_id: string }>(
    `SELECT stream_id FROM events
      WHERE stream_version = 1 AND stream_id LIKE 'reviews/wine/%' AND right(stream_id, $2) = $1
      ORDER BY stream_id`,
    [suffix, suffix.length],
  );
  return rows.map(({ stream_id }) => ({
    streamId: stream_id,
    masterWineId: stream_id.slice('reviews/wine/'.length, -suffix.length),
  }));
}
