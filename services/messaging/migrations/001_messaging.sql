-- The support form's counters: messages per typed address and per client address, per hour
-- (docs/messaging.md, "Support"). Keys are keyed hashes: no address is kept here in the clear.
CREATE TABLE messaging_rate_counters (
  bucket       text        NOT NULL,
  key_hash     text        NOT NULL,
  window_start timestamptz NOT NULL,
  count        integer     NOT NULL,
  PRIMARY KEY (bucket, key_hash, window_start)
);
CREATE INDEX messaging_rate_counters_window ON messaging_rate_counters (window_start);
