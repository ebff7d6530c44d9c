-- Issue 15: who did what to whom. Every write that moves money or blocks someone, and every moderation decision,
-- leaves one line; the internal user page reads them (GET /api/admin/user/{userId}/audit).
CREATE TABLE audit_log (
  id          SERIAL PRIMARY KEY,
  -- The user the write was about (the owner of a campaign, withdraw or platform).
  user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  actor_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  action      TEXT NOT NULL,
  target_id   INTEGER,
  amount      NUMERIC(14, 2),
  details     TEXT,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX audit_log_user ON audit_log (user_id, created_at DESC);
