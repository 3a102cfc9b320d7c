-- Where each reactor and effect has got to in each source (the event store, or a Kafka
-- partition): a reactor's output is events and an effect's is the world outside, so neither has
-- a schema of its own to keep a checkpoint in.
CREATE TABLE IF NOT EXISTS runner_checkpoints (
  runner text NOT NULL,
  source text NOT NULL,
  tx_id xid8 NOT NULL,
  position bigint NOT NULL,
  PRIMARY KEY (runner, source)
);

-- Events an effect has performed (or dead-lettered), by event id: a redelivery, another source
-- or another process finds them here and does not do them again.
CREATE TABLE IF NOT EXISTS effects_done (
  effect text NOT NULL,
  event_id uuid NOT NULL,
  outcome text NOT NULL,
  done_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (effect, event_id)
);

-- What a reactor appended for each event it reacted to (the last event of it): a read that must
-- see an event's consequences follows the chain from the cause to what it caused.
CREATE TABLE IF NOT EXISTS reaction_outputs (
  runner text NOT NULL,
  cause_event_id uuid NOT NULL,
  stream_id text NOT NULL,
  tx_id xid8 NOT NULL,
  position bigint NOT NULL,
  PRIMARY KEY (runner, cause_event_id)
);
