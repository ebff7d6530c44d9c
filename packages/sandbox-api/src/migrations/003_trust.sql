-- Refresh-token families: every refresh credential descends from one sign-in. A rotated credential keeps
-- `rotated_at`; presenting it again after the grace window is reuse, which revokes the whole family.
ALTER TABLE sessions ADD COLUMN family TEXT, ADD COLUMN rotated_at TIMESTAMPTZ;
UPDATE sessions SET family = refresh_hash WHERE family IS NULL;
ALTER TABLE sessions ALTER COLUMN family SET NOT NULL;
CREATE INDEX sessions_family ON sessions (family);
ALTER TABLE access_tokens ADD COLUMN family TEXT;
CREATE INDEX access_tokens_family ON access_tokens (family);

-- The first answer to each idempotency key, per user, for 24 hours: a retried write replays it instead of
-- running twice. `request_hash` covers the method, the URL and the body, so a reused key is caught.
CREATE TABLE idempotency_keys (
  user_id       INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  key           TEXT NOT NULL,
  request_hash  TEXT NOT NULL,
  status        INTEGER NOT NULL,
  body          JSONB,
  created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);
CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
