-- A stream's folded state at a version, written in the transaction that appended up to it, so a
-- hot stream (a product's reservations) is not folded from its first event on every command.
-- A cache of the log, never its truth: delete a row and the next command folds the whole stream.
CREATE TABLE IF NOT EXISTS snapshots (
  stream_id  text        PRIMARY KEY,
  version    integer     NOT NULL CHECK (version >= 1),
  state      jsonb       NOT NULL,
  saved_at   timestamptz NOT NULL DEFAULT now()
);
