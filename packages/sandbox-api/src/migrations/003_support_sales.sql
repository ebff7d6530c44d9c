-- Support cases gain a priority that agents set (a new case is NORMAL).
ALTER TABLE support_cases
  ADD COLUMN priority TEXT NOT NULL DEFAULT 'NORMAL' CHECK (priority IN ('LOW', 'NORMAL', 'HIGH', 'URGENT'));
CREATE INDEX support_cases_user ON support_cases (user_id);
CREATE INDEX deals_client ON deals (client_id);
CREATE INDEX sales_clients_manager ON sales_clients (manager_id);
