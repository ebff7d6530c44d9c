import type { Queryable } from './db';
import { dataTables, REQUEST_LOGS, tableHash } from './fingerprint';

/**
 * The seed's own data, hashed: what the e2e suites compare before and after every test, so a test that writes to a
 * demo account (or to the shared catalogue: features, categories, agencies) fails by name instead of changing what
 * a later test reads. A test that writes makes an account of its own (`POST /api/dev/fixtures/users`); the rows of
 * those accounts are left out here.
 *
 * Which rows are the seed's: users up to the last id the seed made (kept in `settings.seed`), and in every other
 * table the rows such a user owns, through the column or parent row named below. A table with no entry is hashed
 * whole, so a new table is watched strictly until it says who owns its rows.
 */
const OWNED_BY: Record<string, string> = {
  users: 't.id',
  codes: 't.user_id',
  platforms: 't.owner_id',
  uploads: 'COALESCE(t.owner_id, 0)',
  audiences: 't.owner_id',
  campaigns: 't.owner_id',
  campaign_runs: '(SELECT owner_id FROM campaigns c WHERE c.id = t.campaign_id)',
  ads: '(SELECT owner_id FROM campaigns c WHERE c.id = t.campaign_id)',
  transactions: 't.user_id',
  withdraws: 't.user_id',
  referrals: 't.referrer_id',
  support_cases: 't.user_id',
  support_messages: '(SELECT user_id FROM support_cases s WHERE s.id = t.case_id)',
  sales_clients: 't.manager_id',
  deals: '(SELECT manager_id FROM sales_clients s WHERE s.id = t.client_id)',
  audience_uploads: '(SELECT owner_id FROM audiences a WHERE a.id = t.audience_id)',
  legal_infos: 't.user_id',
  // The user the write was about: a demo moderator deciding on a test's own campaign changes nothing of the seed's.
  audit_log: 't.user_id',
};

/**
 * Shared catalogue tables whose rows have no owner, where anyone with the right role adds rows of their own (an
 * agency, a promo code): the seed's rows are those with an id up to the last one the seed made (noted in
 * `settings.seed`), so a test that adds an agency or a promo code of its own and works on it changes nothing of the
 * seed's, while one that renames a seeded agency or deactivates a seeded promo code is still caught.
 */
export const SEEDED_UP_TO_ID = ['agencies', 'promocodes'] as const;

/**
 * Tables a request writes as a record of itself (sign-ins, mailed codes, tracking, replays), and the members of an
 * id list (an upload's size and completion, in `audience_uploads`, change with them; a seeded list has none).
 */
const NOT_WATCHED = [...REQUEST_LOGS, 'audience_members'];

/**
 * The key in `settings` under which the seed notes the last user id it made (`maxUserId`) and the last id of each
 * {@link SEEDED_UP_TO_ID} table (`maxIds`).
 */
export const SEED_SETTING = 'seed';

/**
 * Per table, a hash of the seed's rows (see above), plus `limits`: the brute-force counts against seeded accounts
 * (wrong passwords and codes), which live in memory, not in a table.
 */
export async function seedFingerprint(
  db: Queryable,
  countedSubjects: ReadonlyMap<string, number> = new Map(),
): Promise<Record<string, string>> {
  const { rows: seedRows } = await db.query<{ max: number | null; maxIds: Record<string, number> | null }>(
    `SELECT (value->>'maxUserId')::int AS max, value->'maxIds' AS "maxIds" FROM settings WHERE key = $1`,
    [SEED_SETTING],
  );
  const maxUserId = seedRows[0]?.max ?? 0;
  const maxIds = seedRows[0]?.maxIds ?? {};
  const out: Record<string, string> = {};
  for (const name of await dataTables(db, NOT_WATCHED)) {
    const owner = OWNED_BY[name];
    const seeded = (SEEDED_UP_TO_ID as readonly string[]).includes(name);
    out[name] = await tableHash(
      db,
      name,
      owner
        ? { sql: `${owner} <= $1`, params: [maxUserId] }
        : seeded
          ? { sql: 't.id <= $1', params: [maxIds[name] ?? 0] }
          : undefined,
    );
  }
  const { rows: seeded } = await db.query<{ id: number; email: string }>(
    'SELECT id, lower(email) AS email FROM users WHERE id <= $1',
    [maxUserId],
  );
  const seedSubjects = new Set(seeded.flatMap((u) => [u.email, String(u.id)]));
  const counts = [...countedSubjects]
    // A subject is an e-mail or a user id, alone or after a kind (`reset:someone@demo.adnet`, `withdraw:7`).
    .filter(([subject]) => seedSubjects.has(subject.replace(/^[a-z]+:/, '')))
    .map(([subject, n]) => `${subject}=${n}`)
    .sort();
  out.limits = counts.join(',') || 'none';
  return out;
}
