-- A campaign marked for Russian ad marking names a saved legal info (legal_info_id) or carries the legal entity's
-- details itself (legal_name, reg_number, vat of 002 and the party type here, which says what reg_number is: a
-- resident's ИНН or a foreign registration or tax number). Never both (the API refuses it; kept here too).
ALTER TABLE campaigns ADD COLUMN legal_type TEXT
  CHECK (legal_type IN ('LEGAL_ENTITY', 'INDIVIDUAL', 'SOLE_TRADER', 'FOREIGN_LEGAL_ENTITY', 'FOREIGN_INDIVIDUAL'));
ALTER TABLE campaigns ADD CONSTRAINT campaigns_legal_one_way
  CHECK (legal_info_id IS NULL OR (legal_type IS NULL AND legal_name IS NULL AND reg_number IS NULL AND vat IS NULL));
