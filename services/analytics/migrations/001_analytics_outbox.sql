-- Accepted analytics events wait here until Kafka has acked them; the relay then deletes them.
-- So the table holds only the backlog (empty while Kafka is up) and no personal data lingers.
CREATE TABLE IF NOT EXISTS analytics_outbox (
  id           bigserial   PRIMARY KEY,
  topic        text        NOT NULL,
  message_key  text        NOT NULL,
  -- The exact JSON the topic gets: stored as text so it is neither re-parsed nor re-ordered.
  payload      text        NOT NULL,
  accepted_at  timestamptz NOT NULL DEFAULT now()
);

-- A queue table: every row is deleted soon after insert. Vacuum after a fixed number of dead
-- rows rather than a fraction of a table that is mostly empty.
ALTER TABLE analytics_outbox SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 10000);
