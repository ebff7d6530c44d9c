-- Legal info for Russian ad marking (feature ru_ad_marking): who the advertiser is, as an ad-data operator takes it.
-- A user may keep several; a campaign names the one it is marked with (campaigns.legal_info_id).
CREATE TABLE legal_infos (
  id                  SERIAL PRIMARY KEY,
  user_id             INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type                TEXT NOT NULL CHECK (type IN ('LEGAL_ENTITY', 'INDIVIDUAL', 'SOLE_TRADER', 'FOREIGN_LEGAL_ENTITY', 'FOREIGN_INDIVIDUAL')),
  name                TEXT NOT NULL,
  -- Residents: the ИНН (10 or 12 digits); foreign parties: NULL.
  inn                 TEXT CHECK (inn ~ '^([0-9]{10}|[0-9]{12})$'),
  -- Foreign parties: the OKSM country code (3 digits) and a registration or a tax number.
  country_code        TEXT CHECK (country_code ~ '^[0-9]{3}$'),
  foreign_reg_number  TEXT,
  foreign_tax_number  TEXT,
  vat_payer           BOOLEAN NOT NULL DEFAULT FALSE,
  created_at          TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at          TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK ((type LIKE 'FOREIGN_%') = (inn IS NULL)),
  CHECK ((type LIKE 'FOREIGN_%') = (country_code IS NOT NULL))
);
CREATE INDEX legal_infos_user ON legal_infos (user_id);
CREATE INDEX campaigns_legal_info ON campaigns (legal_info_id) WHERE legal_info_id IS NOT NULL;
