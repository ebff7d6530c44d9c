import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

export type Db = PGlite;
/** What a query runs on: the database or an open transaction. */
export type Queryable = Pick<PGlite, 'query' | 'exec'> | Transaction;

/**
 * Money columns are NUMERIC (exact in the database) and come back as JS numbers rounded to cents; DATE columns
 * come back as `YYYY-MM-DD` strings, which is how the contract writes days.
 */
const parsers = {
  [types.NUMERIC]: (value: string) => Math.round(Number(value) * 100) / 100,
  [types.DATE]: (value: string) => value,
};

/** Opens (or creates) the database in `dir` (in memory when undefined) and applies every pending migration. */
export async function openDb(dir: string | undefined): Promise<Db> {
  if (dir) mkdirSync(dir, { recursive: true });
  // relaxedDurability: writes reach the disk a moment later instead of before the answer; a sandbox can lose its
  // last write on a crash, and every answer is faster for it.
  const options = { parsers, relaxedDurability: true };
  const db = dir ? await PGlite.create(dir, options) : await PGlite.create(options);
  await migrate(db);
  return db;
}

export async function migrate(db: Db): Promise<string[]> {
  await db.exec(
    `CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`,
  );
  const done = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name),
  );
  const applied: string[] = [];
  for (const file of readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    if (done.has(file)) continue;
    const sql = readFileSync(join(migrationsDir, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
    });
    applied.push(file);
  }
  return applied;
}

/** Whether a SELECT finds a row: for checking that a referenced id exists. */
export async function exists(db: Queryable, select: string, params: unknown[]): Promise<boolean> {
  const { rows } = await db.query<{ found: boolean }>(`SELECT EXISTS (${select}) AS found`, params);
  return rows[0]?.found ?? false;
}

/** SQL for a TIMESTAMPTZ column as the contract's `...Epoch` (whole Unix seconds; NULL stays NULL). */
export const epoch = (column: string) => `extract(epoch FROM ${column})::bigint`;
