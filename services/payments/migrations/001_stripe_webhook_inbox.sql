-- Stripe events already applied, so a redelivery is acknowledged and skipped (docs/payments.md §3):
-- an inbox, not the log. It was a StripeEventApplied stream per event, which cost each webhook an
-- append, its relay to Kafka and every payments runner's look at it, for bookkeeping nobody reads.
CREATE TABLE payments_stripe_inbox (
  stripe_event_id text        PRIMARY KEY,
  stripe_type     text        NOT NULL,
  object_id       text,
  applied_at      timestamptz NOT NULL
);

-- What the log recorded before, so an old event redelivered after the upgrade is still skipped.
INSERT INTO payments_stripe_inbox (stripe_event_id, stripe_type, object_id, applied_at)
SELECT data->>'stripeEventId', data->>'stripeType', data->>'objectId', (data->>'appliedAt')::timestamptz
  FROM events WHERE type = 'StripeEventApplied'
ON CONFLICT DO NOTHING;
