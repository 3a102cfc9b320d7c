-- Issue 28: the custom token after checkout went to anyone who knew the order id and the
-- buyer's e-mail. The buying tab now registers a proof (256 random bits) before it leaves for
-- the bank, under its own session; the token is given only to whoever presents it for that
-- checkout's buyer. A row per checkout and caller, so another caller's registration neither
-- replaces the buyer's nor counts for the buyer. Only the proof's hash is kept, for a day, and
-- the row goes when the proof is spent.
CREATE TABLE identity_checkout_proofs (
  checkout_id uuid        NOT NULL,
  user_id     uuid        NOT NULL,
  proof_hash  text        NOT NULL,
  expires_at  timestamptz NOT NULL,
  PRIMARY KEY (checkout_id, user_id)
);
CREATE INDEX identity_checkout_proofs_expiry ON identity_checkout_proofs (expires_at);
