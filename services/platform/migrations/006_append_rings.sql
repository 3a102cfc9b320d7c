-- append_to_stream as in 004, which may also NOTIFY the log's readers in its own transaction:
-- p_ring is the payload (the appending process's id) or null. A process lets one append at a time
-- carry it (see commit-doorbell.ts), so a stream of appends wakes other processes without a
-- transaction of its own per wake-up, and notifying commits, which Postgres serialises, stay
-- rare. The eight-argument function of 004 stays for processes of the release before.
CREATE OR REPLACE FUNCTION append_to_stream(
  p_stream_id text,
  p_expected integer,
  p_event_ids uuid[],
  p_types text[],
  p_schema_versions integer[],
  p_data jsonb[],
  p_metadata jsonb,
  p_occurred_at timestamptz,
  p_ring text
) RETURNS TABLE (stream_version integer, last_position bigint)
LANGUAGE plpgsql AS $$
DECLARE
  current_version integer;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(p_stream_id, 0));
  SELECT coalesce(max(e.stream_version), 0) INTO current_version FROM events e WHERE e.stream_id = p_stream_id;
  IF p_expected >= 0 AND p_expected <> current_version THEN
    RETURN QUERY SELECT current_version, NULL::bigint;
    RETURN;
  END IF;
  IF p_ring IS NOT NULL THEN
    PERFORM pg_notify('events_appended', p_ring);
  END IF;
  RETURN QUERY
    WITH inserted AS (
      INSERT INTO events (event_id, stream_id, stream_version, type, schema_version, data, metadata, occurred_at)
      SELECT e.id, p_stream_id, current_version + e.n::integer, e.type, e.schema_version, e.data, p_metadata, p_occurred_at
        FROM unnest(p_event_ids, p_types, p_schema_versions, p_data) WITH ORDINALITY AS e(id, type, schema_version, data, n)
      RETURNING position)
    SELECT current_version + cardinality(p_event_ids), max(position) FROM inserted;
END
$$;
