import type { PgProjection } from '../projection.ts';

/**
 * Operators' view of the log: every stream with its version, last event type and time, and
 * counts per event type. Follows every context it is given, whatever the event.
 */
export function streamHeads(contexts: string[]): PgProjection {
  return {
    kind: 'pg',
    name: 'stream-heads',
    contexts,
    handles: 'all',
    schemaSql: `
      CREATE TABLE IF NOT EXISTS stream_heads (
        stream_id text PRIMARY KEY, version int NOT NULL, last_type text NOT NULL,
        last_position bigint NOT NULL, updated_at timestamptz NOT NULL);
      CREATE TABLE IF NOT EXISTS event_type_counts (type text PRIMARY KEY, events bigint NOT NULL);`,
    async apply(events, client) {
      const latest = new Map(events.map((e) => [e.streamId, e]));
      const heads = [...latest.values()];
      // One statement, one round trip: a data-modifying WITH runs whether or not it is read.
      await client.query(
        `WITH heads AS (
           INSERT INTO stream_heads (stream_id, version, last_type, last_position, updated_at)
           SELECT * FROM unnest($1::text[], $2::int[], $3::text[], $4::bigint[], $5::timestamptz[])
           ON CONFLICT (stream_id) DO UPDATE SET version = excluded.version, last_type = excluded.last_type,
             last_position = excluded.last_position, updated_at = excluded.updated_at)
         INSERT INTO event_type_counts (type, events)
         SELECT type, count(*) FROM unnest($6::text[]) AS t(type) GROUP BY type
         ON CONFLICT (type) DO UPDATE SET events = event_type_counts.events + excluded.events`,
        [
          heads.map((e) => e.streamId),
          heads.map((e) => e.streamVersion),
          heads.map((e) => e.type),
          heads.map((e) => e.position),
          heads.map((e) => e.occurredAt),
          events.map((e) => e.type),
        ],
      );
    },
  };
}
