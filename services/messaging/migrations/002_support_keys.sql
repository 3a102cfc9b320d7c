-- One key per message to support (docs/messaging.md, "Support"): what the sender typed is kept in
-- the log sealed with it. Deleting a row makes that message unreadable wherever its event was
-- copied (crypto-shredding); the key is wrapped by a key derived from MESSAGING_LINK_SECRET.
CREATE TABLE messaging_support_keys (
  message_id  uuid        PRIMARY KEY,
  -- The caller the bearer token proved (a guest's id until the guest is claimed), or null.
  sender_id   text,
  wrapped_key bytea       NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX messaging_support_keys_sender ON messaging_support_keys (sender_id) WHERE sender_id IS NOT NULL;
