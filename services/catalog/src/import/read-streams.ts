import type { Pool } from '@wine/platform/db/pool';
import {
  EVENT_COLUMNS,
  type EventRow,
  type StoredEvent,
  toStoredEvent,
} from '@wine/platform/event-store/stored-event';

/** Many streams in one query, for a dry run over a whole import file. */
export async function readStreams(pool: Pool, streamIds: string[]): Promise<Map<string, StoredEvent[]>> {
  const { rows } = await pool.query<EventRow>(
    `SELECT ${EVENT_COLUMNS} FROM events WHERE stream_id = ANY($1) ORDER BY stream_id, stream_version`,
    [streamIds],
  );
  const streams = new Map<string, StoredEvent[]>();
  for (const row of rows) {
    const event = toStoredEvent(row);
    const stream = streams.get(event.streamId);
    if (stream) stream.push(event);
    else streams.set(event.streamId, [event]);
  }
  return streams;
}

/** Which of these slugs a listed product already holds, and which product holds it. */
export async function slugOwners(pool: Pool, slugs: string[]): Promise<Map<string, string>> {
  const { rows } = await pool.query<{ slug: string; product_id: string }>(
    `SELECT data->>'slug' AS slug, data->>'productId' AS product_id FROM events
      WHERE type = 'WineListed' AND data->>'slug' = ANY($1)`,
    [slugs],
  );
  return new Map(rows.map((r) => [r.slug, r.product_id]));
}
