-- Every entity of the cabinet. Money is NUMERIC(14,2) in USDT; "days" are UTC calendar dates.

CREATE TABLE agencies (
  id          SERIAL PRIMARY KEY,
  name        TEXT NOT NULL,
  site_url    TEXT NOT NULL,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);

ALTER TABLE users
  ADD COLUMN agency_id          INTEGER REFERENCES agencies(id) ON DELETE SET NULL,
  ADD COLUMN operator_id        INTEGER REFERENCES users(id) ON DELETE SET NULL,
  ADD COLUMN blocked            BOOLEAN NOT NULL DEFAULT FALSE,
  -- A publisher account earns from its platforms; an admin deposit to it is refused (spec section 8).
  ADD COLUMN is_publisher       BOOLEAN NOT NULL DEFAULT FALSE,
  ADD COLUMN features_on        TEXT[] NOT NULL DEFAULT '{}',
  ADD COLUMN features_off       TEXT[] NOT NULL DEFAULT '{}',
  ADD COLUMN telegram_username  TEXT,
  ADD COLUMN personal_token     TEXT,
  ADD COLUMN referral_code      TEXT UNIQUE,
  ADD COLUMN referred_by        INTEGER REFERENCES users(id) ON DELETE SET NULL,
  ADD COLUMN tron_address       TEXT;

-- The access credential may carry its own lifetime (fault knob `x-sandbox-access-ttl`), kept across refreshes.
ALTER TABLE sessions ADD COLUMN access_ttl INTEGER;

CREATE TABLE features (
  name         TEXT PRIMARY KEY,
  description  TEXT NOT NULL,
  active       BOOLEAN NOT NULL DEFAULT FALSE
);

-- One-time codes and tokens the real network would e-mail. Only hashes are kept; the outbox keeps the text.
CREATE TABLE codes (
  id          SERIAL PRIMARY KEY,
  user_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  kind        TEXT NOT NULL CHECK (kind IN ('CONFIRM', 'RESET', 'WITHDRAW', 'TELEGRAM')),
  code_hash   TEXT NOT NULL,
  attempts    INTEGER NOT NULL DEFAULT 0,
  expires_at  TIMESTAMPTZ NOT NULL,
  used_at     TIMESTAMPTZ
);
CREATE INDEX codes_user_kind ON codes (user_id, kind);

CREATE TABLE outbox (
  id          SERIAL PRIMARY KEY,
  to_email    TEXT NOT NULL,
  kind        TEXT NOT NULL,
  subject     TEXT NOT NULL,
  code        TEXT NOT NULL,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE categories (
  id    INTEGER PRIMARY KEY,
  name  TEXT NOT NULL
);

CREATE TABLE platforms (
  id           SERIAL PRIMARY KEY,
  name         TEXT NOT NULL,
  url          TEXT NOT NULL,
  icon         TEXT,
  kind         TEXT NOT NULL CHECK (kind IN ('CHANNEL', 'BOT', 'MINI_APP')),
  status       TEXT NOT NULL CHECK (status IN ('PENDING', 'APPROVED', 'BLOCKED')),
  owner_id     INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  category_id  INTEGER REFERENCES categories(id),
  created_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE uploads (
  key           TEXT PRIMARY KEY,
  owner_id      INTEGER REFERENCES users(id) ON DELETE CASCADE,
  kind          TEXT NOT NULL CHECK (kind IN ('image', 'video', 'support')),
  support_id    INTEGER,
  file_name     TEXT NOT NULL,
  content_type  TEXT NOT NULL,
  declared_size INTEGER NOT NULL,
  size          INTEGER,
  token_hash    TEXT,
  expires_at    TIMESTAMPTZ NOT NULL,
  stored_at     TIMESTAMPTZ,
  -- Seeded assets have no file on disk: their bytes are generated (a PNG of one colour).
  generated     BOOLEAN NOT NULL DEFAULT FALSE
);

CREATE TABLE audiences (
  id          SERIAL PRIMARY KEY,
  owner_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name        TEXT NOT NULL,
  size        INTEGER NOT NULL,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE campaigns (
  id                      SERIAL PRIMARY KEY,
  owner_id                INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  name                    TEXT NOT NULL,
  type                    TEXT NOT NULL,
  status                  TEXT NOT NULL,
  created_at              TIMESTAMPTZ NOT NULL DEFAULT now(),
  sus                     BOOLEAN NOT NULL DEFAULT FALSE,
  sla                     TIMESTAMPTZ,
  decline_warning         TEXT,
  decline_reason          TEXT,
  latest_moderation_date  TIMESTAMPTZ,
  moderator_id            INTEGER REFERENCES users(id) ON DELETE SET NULL,
  -- Set once a moderator approved the campaign; `start` of a never-approved campaign goes to moderation.
  approved                BOOLEAN NOT NULL DEFAULT FALSE,
  budget                  NUMERIC(14, 2) NOT NULL,
  cpm                     NUMERIC(14, 2),
  cpc                     NUMERIC(14, 2),
  billing_type            TEXT NOT NULL,
  reg_number              TEXT,
  legal_name              TEXT,
  legal_info_id           INTEGER,
  vat                     NUMERIC(5, 2),
  targeting               JSONB NOT NULL,
  -- Last day whose spend is booked as a transaction (see money.ts).
  charged_through         DATE
);
CREATE INDEX campaigns_owner ON campaigns (owner_id);

-- The days a campaign served: statistics exist only inside these runs. An open run has to_day NULL.
CREATE TABLE campaign_runs (
  id           SERIAL PRIMARY KEY,
  campaign_id  INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
  from_day     DATE NOT NULL,
  to_day       DATE
);
CREATE INDEX campaign_runs_campaign ON campaign_runs (campaign_id);

CREATE TABLE ads (
  id                    SERIAL PRIMARY KEY,
  campaign_id           INTEGER NOT NULL REFERENCES campaigns(id) ON DELETE CASCADE,
  position              INTEGER NOT NULL,
  erid                  TEXT,
  title                 TEXT,
  subtitle              TEXT,
  button_text           TEXT,
  advertiser_name       TEXT,
  icon                  TEXT REFERENCES uploads(key),
  image                 TEXT REFERENCES uploads(key),
  video                 TEXT REFERENCES uploads(key),
  transcoded            BOOLEAN NOT NULL DEFAULT FALSE,
  link                  TEXT,
  af_link               TEXT,
  has_blacklisted_link  BOOLEAN NOT NULL DEFAULT FALSE,
  verified_link         BOOLEAN NOT NULL DEFAULT FALSE
);
CREATE INDEX ads_campaign ON ads (campaign_id);

CREATE TABLE transactions (
  id           SERIAL PRIMARY KEY,
  user_id      INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  amount       NUMERIC(14, 2) NOT NULL,
  description  TEXT NOT NULL,
  -- Set on the spend a campaign booked, so its frozen remainder is budget minus booked spend.
  campaign_id  INTEGER REFERENCES campaigns(id) ON DELETE SET NULL,
  created_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX transactions_campaign ON transactions (campaign_id) WHERE campaign_id IS NOT NULL;
CREATE INDEX transactions_user ON transactions (user_id, created_at);

CREATE TABLE withdraws (
  id             SERIAL PRIMARY KEY,
  user_id        INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  wallet         TEXT NOT NULL,
  amount         NUMERIC(14, 2) NOT NULL,
  memo_tag       TEXT NOT NULL,
  status         TEXT NOT NULL CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
  tx_hash        TEXT,
  reject_reason  TEXT,
  created_at     TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE promocodes (
  id           SERIAL PRIMARY KEY,
  code         TEXT NOT NULL UNIQUE,
  amount       NUMERIC(14, 2) NOT NULL,
  usage_limit  INTEGER,
  used_count   INTEGER NOT NULL DEFAULT 0,
  expires_at   TIMESTAMPTZ,
  active       BOOLEAN NOT NULL DEFAULT TRUE,
  created_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE referrals (
  id           SERIAL PRIMARY KEY,
  referrer_id  INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  referred_id  INTEGER NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  earned       NUMERIC(14, 2) NOT NULL DEFAULT 0,
  created_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE settings (
  key    TEXT PRIMARY KEY,
  value  JSONB NOT NULL
);

CREATE TABLE support_cases (
  id           SERIAL PRIMARY KEY,
  user_id      INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  subject      TEXT NOT NULL,
  status       TEXT NOT NULL CHECK (status IN ('OPEN', 'PENDING', 'RESOLVED', 'CLOSED')),
  assignee_id  INTEGER REFERENCES users(id) ON DELETE SET NULL,
  created_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE support_messages (
  id           SERIAL PRIMARY KEY,
  case_id      INTEGER NOT NULL REFERENCES support_cases(id) ON DELETE CASCADE,
  author_id    INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  author_kind  TEXT NOT NULL CHECK (author_kind IN ('USER', 'AGENT')),
  text         TEXT NOT NULL,
  pictures     TEXT[] NOT NULL DEFAULT '{}',
  created_at   TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE sales_clients (
  id             SERIAL PRIMARY KEY,
  name           TEXT NOT NULL,
  contact_email  TEXT NOT NULL,
  telegram_tag   TEXT,
  user_id        INTEGER REFERENCES users(id) ON DELETE SET NULL,
  manager_id     INTEGER NOT NULL REFERENCES users(id),
  status         TEXT NOT NULL CHECK (status IN ('LEAD', 'ACTIVE', 'CHURNED')),
  total_spent    NUMERIC(14, 2) NOT NULL DEFAULT 0,
  notes          TEXT NOT NULL DEFAULT '',
  created_at     TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE deals (
  id          SERIAL PRIMARY KEY,
  client_id   INTEGER NOT NULL REFERENCES sales_clients(id) ON DELETE CASCADE,
  title       TEXT NOT NULL,
  amount      NUMERIC(14, 2) NOT NULL,
  stage       TEXT NOT NULL CHECK (stage IN ('NEW', 'NEGOTIATION', 'WON', 'LOST')),
  manager_id  INTEGER NOT NULL REFERENCES users(id),
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
  closed_at   TIMESTAMPTZ
);

-- What the tracking and frontend-error calls received, so a test or a demo can see them arrive.
CREATE TABLE events (
  id          SERIAL PRIMARY KEY,
  kind        TEXT NOT NULL CHECK (kind IN ('VIEW', 'ACTION', 'FRONTEND_ERROR')),
  payload     JSONB NOT NULL,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
