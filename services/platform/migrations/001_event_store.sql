-- The event store is the source of truth and, read by transaction id, also the outbox.
CREATE TABLE IF NOT EXISTS events (
  position        bigserial PRIMARY KEY,
  -- Assigned at the transaction's first write. Readers only go below pg_snapshot_xmin, so an
  -- event committed late with a lower position is never skipped (see docs/adr/0002).
  transaction_id  xid8        NOT NULL DEFAULT pg_current_xact_id(),
  event_id        uuid        NOT NULL UNIQUE,
  stream_id       text        NOT NULL,
  stream_version  integer     NOT NULL CHECK (stream_version >= 1),
  type            text        NOT NULL,
  schema_version  integer     NOT NULL DEFAULT 1,
  data            jsonb       NOT NULL,
  metadata        jsonb       NOT NULL,
  occurred_at     timestamptz NOT NULL,
  UNIQUE (stream_id, stream_version)
);
CREATE INDEX IF NOT EXISTS events_global_order ON events (transaction_id, position);

-- Where each reader of the log (relay, store-fed projector, replay) has got to.
CREATE TABLE IF NOT EXISTS checkpoints (
  name        text PRIMARY KEY,
  tx_id       xid8        NOT NULL,
  position    bigint      NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now()
);
