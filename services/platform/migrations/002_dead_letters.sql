CREATE TABLE IF NOT EXISTS dead_letters (
  id           bigserial PRIMARY KEY,
  projection   text        NOT NULL,
  event_id     uuid        NOT NULL,
  position     bigint      NOT NULL,
  event        jsonb       NOT NULL,
  reason       text        NOT NULL,
  failed_at    timestamptz NOT NULL DEFAULT now()
);
