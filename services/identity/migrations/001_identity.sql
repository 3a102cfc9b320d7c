-- Identity's own tables. Users live in the event store (identity/user/<id>); these hold what
-- must be checked atomically or must be deletable: keys, credentials, codes and sessions.
-- Addresses, IPs, codes and tokens appear only as keyed hashes.

-- Crypto-shredding: one data key per person, wrapped by the master key. Deleting the row makes
-- their personal data unreadable in every event, topic and backup.
CREATE TABLE identity_user_keys (
  user_id     uuid PRIMARY KEY,
  wrapped_key bytea       NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- Which account owns each proved e-mail and phone. The primary key is what stops two accounts
-- from sharing one, however many sign-ins race.
CREATE TABLE identity_credentials (
  contact_hash text        PRIMARY KEY,
  user_id      uuid        NOT NULL,
  kind         text        NOT NULL CHECK (kind IN ('email', 'phone')),
  linked_at    timestamptz NOT NULL
);
CREATE INDEX identity_credentials_user ON identity_credentials (user_id);

-- The live sign-in code of each address: the folded state of the sign-in-code decider, read
-- and written under a row lock, so concurrent tries are counted one after another.
CREATE TABLE identity_sign_in_codes (
  destination_hash text        PRIMARY KEY,
  state            jsonb       NOT NULL,
  link_token_hash  text        UNIQUE,
  updated_at       timestamptz NOT NULL
);
CREATE INDEX identity_sign_in_codes_updated ON identity_sign_in_codes (updated_at);

-- Requests per caller IP and window, counted before the work so parallel requests cannot
-- slip past the limit.
CREATE TABLE identity_ip_counters (
  bucket       text        NOT NULL,
  ip_hash      text        NOT NULL,
  window_start timestamptz NOT NULL,
  count        integer     NOT NULL,
  PRIMARY KEY (bucket, ip_hash, window_start)
);
CREATE INDEX identity_ip_counters_window ON identity_ip_counters (window_start);

-- Rotating refresh tokens. A family is one sign-in; a token presented after it was rotated
-- means it was copied, and the whole family is revoked.
CREATE TABLE identity_refresh_tokens (
  token_hash text        PRIMARY KEY,
  family_id  uuid        NOT NULL,
  user_id    uuid        NOT NULL,
  issued_at  timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  rotated_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX identity_refresh_tokens_family ON identity_refresh_tokens (family_id);
CREATE INDEX identity_refresh_tokens_user ON identity_refresh_tokens (user_id);
CREATE INDEX identity_refresh_tokens_expiry ON identity_refresh_tokens (expires_at);

-- Single-use proofs already spent (custom tokens by id, checkouts by id), kept until they
-- could no longer be presented anyway.
CREATE TABLE identity_spent_proofs (
  proof      text        PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX identity_spent_proofs_expiry ON identity_spent_proofs (expires_at);
