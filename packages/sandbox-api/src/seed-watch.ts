import type { Queryable } from './db';
import { dataTables, REQUEST_LOGS } from './fingerprint';

/**
 * The seed watch: what tells the e2e suites that a test wrote to a demo account (or to the shared catalogue:
 * features, categories, agencies) instead of to data of its own. The suites read it before and after every test; a
 * test whose writes moved it fails by name instead of changing what a later test on the same sandbox reads. A test
 * that writes makes an account of its own (`POST /api/dev/fixtures/users`), whose rows are not watched.
 *
 * Triggers on every data table note each write to a seed row in `seed_writes`: a row of a user up to the last id the
 * seed made (kept in `settings.seed`), or a row such a user owns, through the column or parent row named below. A
 * table with no entry counts every write, so a new table is watched strictly until it says who owns its rows. An
 * update that changes nothing is no write. Reading the watch costs one small query, whatever the database holds
 * (hashing the seed's rows before and after every test cost a second of the sandbox's CPU on a busy machine).
 */
const OWNED_BY: Record<string, string> = {
  users: 'r.id',
  codes: 'r.user_id',
  platforms: 'r.owner_id',
  uploads: 'COALESCE(r.owner_id, 0)',
  audiences: 'r.owner_id',
  campaigns: 'r.owner_id',
  campaign_runs: '(SELECT owner_id FROM campaigns c WHERE c.id = r.campaign_id)',
  ads: '(SELECT owner_id FROM campaigns c WHERE c.id = r.campaign_id)',
  transactions: 'r.user_id',
  withdraws: 'r.user_id',
  referrals: 'r.referrer_id',
  support_cases: 'r.user_id',
  support_messages: '(SELECT user_id FROM support_cases s WHERE s.id = r.case_id)',
  sales_clients: 'r.manager_id',
  deals: '(SELECT manager_id FROM sales_clients s WHERE s.id = r.client_id)',
  audience_uploads: '(SELECT owner_id FROM audiences a WHERE a.id = r.audience_id)',
  legal_infos: 'r.user_id',
  // The user the write was about: a demo moderator deciding on a test's own campaign changes nothing of the seed's.
  audit_log: 'r.user_id',
};

/**
 * Shared catalogue tables whose rows have no owner, where anyone with the right role adds rows of their own (an
 * agency, a promo code): the seed's rows are those with an id up to the last one the seed made (noted in
 * `settings.seed`), so a test that adds an agency or a promo code of its own and works on it changes nothing of the
 * seed's, while one that renames a seeded agency or deactivates a seeded promo code is still caught.
 */
export const SEEDED_UP_TO_ID = ['agencies', 'promocodes'] as const;

/**
 * `settings` (the network's own values, such as the referral reward) is compared by value instead of watched for
 * writes (see {@link seedWrites}): a test of the page that sets such a value must change it and put it back, which
 * leaves nothing for a later test to read, while a value left changed still shows.
 *
 * Tables a request writes as a record of itself (sign-ins, mailed codes, tracking, replays), and the members of an
 * id list (an upload's size and completion, in `audience_uploads`, change with them; a seeded list has none).
 */
const NOT_WATCHED = [...REQUEST_LOGS, 'audience_members', 'settings'];

/**
 * The key in `settings` under which the seed notes the last user id it made (`maxUserId`) and the last id of each
 * {@link SEEDED_UP_TO_ID} table (`maxIds`).
 */
export const SEED_SETTING = 'seed';

/** Installs the watch (the e2e sandboxes: `SANDBOX_SEED_WATCH=1`); a second call changes nothing. */
export async function installSeedWatch(db: Queryable): Promise<void> {
  const { rows } = await db.query<{ max: number | null; maxIds: Record<string, number> | null }>(
    `SELECT (value->>'maxUserId')::int AS max, value->'maxIds' AS "maxIds" FROM settings WHERE key = $1`,
    [SEED_SETTING],
  );
  const maxUserId = Number(rows[0]?.max ?? 0);
  const maxIds = rows[0]?.maxIds ?? {};
  await db.query(
    `CREATE TABLE IF NOT EXISTS seed_writes (table_name TEXT NOT NULL, op TEXT NOT NULL, at TIMESTAMPTZ NOT NULL DEFAULT now())`,
  );
  for (const table of await dataTables(db, NOT_WATCHED)) {
    const owner = OWNED_BY[table];
    // An owner that cannot be found (a parent deleted in the same statement) is nobody's: the parent's own trigger
    // has noted a seed parent.
    const upToId = (SEEDED_UP_TO_ID as readonly string[]).includes(table);
    const seeded = (row: 'OLD' | 'NEW') =>
      owner
        ? `(${owner.replaceAll('r.', `${row}.`)}) <= ${maxUserId}`
        : upToId
          ? `${row}.id <= ${Number(maxIds[table] ?? 0)}`
          : 'TRUE';
    await db.exec(`
      CREATE OR REPLACE FUNCTION seed_watch_${table}() RETURNS trigger AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND OLD IS NOT DISTINCT FROM NEW THEN RETURN NULL; END IF;
        IF (TG_OP <> 'INSERT' AND ${seeded('OLD')}) OR (TG_OP <> 'DELETE' AND ${seeded('NEW')}) THEN
          INSERT INTO seed_writes (table_name, op) VALUES (TG_TABLE_NAME, TG_OP);
        END IF;
        RETURN NULL;
      END $$ LANGUAGE plpgsql;
      DROP TRIGGER IF EXISTS seed_watch ON "${table}";
      CREATE TRIGGER seed_watch AFTER INSERT OR UPDATE OR DELETE ON "${table}"
        FOR EACH ROW EXECUTE FUNCTION seed_watch_${table}();
    `);
  }
}

/**
 * The writes to the seed's rows since the watch was installed, per table (`campaigns: "UPDATE 2"`), plus `limits`:
 * the brute-force counts against seeded accounts (wrong passwords and codes), which live in memory, not in a table,
 * and `settings`: a hash of the network's settings as they are now.
 * Null when the watch is not installed.
 */
export async function seedWrites(
  db: Queryable,
  countedSubjects: ReadonlyMap<string, number> = new Map(),
): Promise<Record<string, string> | null> {
  const installed = await db.query(
    `SELECT 1 FROM information_schema.tables WHERE table_name = 'seed_writes'`,
  );
  if (installed.rows.length === 0) return null;
  const { rows } = await db.query<{ table_name: string; op: string; n: number }>(
    `SELECT table_name, op, count(*)::int AS n FROM seed_writes GROUP BY table_name, op ORDER BY table_name, op`,
  );
  const out: Record<string, string> = {};
  for (const r of rows)
    out[r.table_name] = `${out[r.table_name] ? `${out[r.table_name]}, ` : ''}${r.op} ${r.n}`;
  const { rows: seeded } = await db.query<{ id: number; email: string }>(
    `SELECT id, lower(email) AS email FROM users
      WHERE id <= (SELECT (value->>'maxUserId')::int FROM settings WHERE key = $1)`,
    [SEED_SETTING],
  );
  const seedSubjects = new Set(seeded.flatMap((u) => [u.email, String(u.id)]));
  const counts = [...countedSubjects]
    // A subject is an e-mail or a user id, alone or after a kind (`reset:someone@demo.adnet`, `withdraw:7`).
    .filter(([subject]) => seedSubjects.has(subject.replace(/^[a-z]+:/, '')))
    .map(([subject, n]) => `${subject}=${n}`)
    .sort();
  if (counts.length > 0) out.limits = counts.join(',');
  const { rows: values } = await db.query<{ hash: string }>(
    `SELECT md5(string_agg(key || '=' || value::text, ';' ORDER BY key)) AS hash FROM settings`,
  );
  out.settings = values[0]?.hash ?? '';
  return out;
}
