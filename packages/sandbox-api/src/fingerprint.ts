import type { Queryable } from './db';

/**
 * Tables a request writes as a record of itself (sign-ins, mailed codes, tracking, replays, the e2e seed watch's
 * log), not as data.
 */
export const REQUEST_LOGS = [
  'sessions',
  'access_tokens',
  'outbox',
  'events',
  'idempotency_keys',
  'schema_migrations',
  'seed_writes',
];

/** The names of the database's tables, but `excluded`, in order. */
export async function dataTables(db: Queryable, excluded: readonly string[]): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND NOT (table_name = ANY($1::text[]))
      ORDER BY table_name`,
    [excluded],
  );
  return rows.map((r) => r.name);
}

/**
 * A hash of the rows of `table` (those `where` keeps, when given, over the row alias `t`). Order-free and without a
 * sort: a sort of a big table (an audience of 200,000 ids) needs a temporary file, which PGlite cannot open. The row
 * count and the sum of each row's 32-bit md5 prefix change with any row.
 */
export async function tableHash(
  db: Queryable,
  table: string,
  where?: { sql: string; params: unknown[] },
): Promise<string> {
  const { rows } = await db.query<{ h: string | null }>(
    `SELECT count(*) || ':' || COALESCE(sum(('x' || substr(md5(t::text), 1, 8))::bit(32)::bigint), 0) AS h
       FROM "${table}" t ${where ? `WHERE ${where.sql}` : ''}`,
    where?.params ?? [],
  );
  return rows[0]?.h ?? 'empty';
}

/**
 * A hash of every row of every data table, by table: equal before and after a battery of refused requests means
 * nothing was half-saved. Tests call it directly; the e2e suites through `GET /api/dev/fingerprint`.
 */
export async function fingerprint(db: Queryable): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const name of await dataTables(db, REQUEST_LOGS)) out[name] = await tableHash(db, name);
  return out;
}
