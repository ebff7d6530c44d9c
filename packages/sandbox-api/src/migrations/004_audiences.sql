-- Audiences as the contract designs them (`AudienceWire` in @adnet/api-client): a kind with its rule, a status,
-- uploads of id lists, and the day of each change. The seed's first audiences table (a name and a size) becomes
-- the uploaded-list kind.

ALTER TABLE audiences
  ADD COLUMN kind            TEXT NOT NULL DEFAULT 'UPLOADED'
                             CHECK (kind IN ('UPLOADED', 'RETARGETING', 'CONVERTERS')),
  -- UPLOADED: {fileName}; RETARGETING: {campaignIds, event, days}; CONVERTERS: {action, days}.
  ADD COLUMN rule            JSONB NOT NULL DEFAULT '{"fileName": null}',
  -- A rule's audience is BUILDING until this moment (set when the rule is created or changed).
  ADD COLUMN building_until  TIMESTAMPTZ,
  -- Why an uploaded audience without a list has none: NULL while its first upload may still complete.
  ADD COLUMN failure_reason  TEXT CHECK (failure_reason IN ('UPLOAD_EXPIRED', 'UPLOAD_CANCELLED')),
  ADD COLUMN updated_at      TIMESTAMPTZ NOT NULL DEFAULT now();
UPDATE audiences SET updated_at = created_at;
CREATE INDEX audiences_owner ON audiences (owner_id);

-- Each upload of an id list. `completed_at` and `size` are set when it completes; an open one expires 24 h after
-- it started. The audience points at the upload whose list it uses, and at the one in progress.
CREATE TABLE audience_uploads (
  id            SERIAL PRIMARY KEY,
  audience_id   INTEGER NOT NULL REFERENCES audiences(id) ON DELETE CASCADE,
  file_name     TEXT NOT NULL,
  started_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
  -- Distinct ids received so far (kept as the batches arrive, so nothing counts a million rows on each read).
  received      INTEGER NOT NULL DEFAULT 0,
  completed_at  TIMESTAMPTZ,
  size          INTEGER
);
CREATE INDEX audience_uploads_audience ON audience_uploads (audience_id);

ALTER TABLE audiences
  ADD COLUMN list_upload_id  INTEGER REFERENCES audience_uploads(id) ON DELETE SET NULL,
  ADD COLUMN open_upload_id  INTEGER REFERENCES audience_uploads(id) ON DELETE SET NULL;

-- The distinct Telegram user ids of an upload (seeded lists have none: their size stands for them).
CREATE TABLE audience_members (
  upload_id   INTEGER NOT NULL REFERENCES audience_uploads(id) ON DELETE CASCADE,
  tg_user_id  BIGINT NOT NULL,
  PRIMARY KEY (upload_id, tg_user_id)
);
