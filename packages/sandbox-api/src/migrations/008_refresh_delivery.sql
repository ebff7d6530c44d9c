-- Whether a refresh credential's pair reached its client: `used` once the credential is presented or the access
-- credential issued with it authenticates a request. `parent` is the credential it was rotated from, so a retry of a
-- refresh whose answer was lost (its successor never used) can be told from a replay (auth.ts, refreshSession).
-- `superseded`: retired unused by such a retry; presenting it later is reuse.
ALTER TABLE sessions
  ADD COLUMN parent TEXT,
  ADD COLUMN used BOOLEAN NOT NULL DEFAULT FALSE,
  ADD COLUMN superseded BOOLEAN NOT NULL DEFAULT FALSE;
-- Credentials from before: count them as delivered, so nothing they replace is forgiven that was not before.
UPDATE sessions SET used = TRUE;
CREATE INDEX sessions_parent ON sessions (parent);
ALTER TABLE access_tokens ADD COLUMN session_hash TEXT;
