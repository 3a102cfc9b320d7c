-- A sign-in code is bound to the challenge handed to the client that asked for it (issue 28:
-- one live code per address let a stranger's wrong guesses lock the owner's code). An address
-- now keeps only its counters; each code has a row of its own, found by its challenge's hash.
-- Codes in flight at this migration (10 minutes' worth) are dropped: their owners ask again.
DROP TABLE identity_sign_in_codes;

-- Per address: the folded window of the sign-in-code decider (wrong tries, sends per client),
-- read and written under a row lock, so concurrent tries are counted one after another.
CREATE TABLE identity_sign_in_addresses (
  destination_hash text        PRIMARY KEY,
  state            jsonb       NOT NULL,
  updated_at       timestamptz NOT NULL
);
CREATE INDEX identity_sign_in_addresses_updated ON identity_sign_in_addresses (updated_at);

-- Per code: its state (pending, used, locked), locked after its address's row.
CREATE TABLE identity_sign_in_challenges (
  challenge_hash   text        PRIMARY KEY,
  destination_hash text        NOT NULL,
  state            jsonb       NOT NULL,
  link_token_hash  text        UNIQUE,
  expires_at       timestamptz NOT NULL
);
CREATE INDEX identity_sign_in_challenges_destination ON identity_sign_in_challenges (destination_hash);
CREATE INDEX identity_sign_in_challenges_expiry ON identity_sign_in_challenges (expires_at);
