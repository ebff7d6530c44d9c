import { readdirSync, readFileSync } from 'node:fs';
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

/**
 * Starts PGlite on `dir` (in memory when undefined), empty or resuming what the folder holds, or loading a
 * tarball of a data folder into memory. No migrations run here: see `openDb` in open.ts.
 */
export async function createPglite(dir: string | undefined, tarball?: Buffer): Promise<Db> {
  // relaxedDurability: writes reach the disk a moment later instead of before the answer; a sandbox can lose its
  // last write on a crash, and every answer is faster for it.
  const options = { parsers, relaxedDurability: true };
  if (dir) return PGlite.create(dir, options);
  return tarball
    ? PGlite.create({ ...options, loadDataDir: new Blob([new Uint8Array(tarball)]) })
    : PGlite.create(options);
}

/** The migration files, in the order they apply. */
export function migrationFiles(): { name: string; sql: string }[] {
  return readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(migrationsDir, name), 'utf8') }));
}

export async function migrate(db: Db): Promise<string[]> {
  await db.exec(
    `CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`,
  );
  const done = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name),
  );
  const applied: string[] = [];
  for (const { name, sql } of migrationFiles()) {
    if (done.has(name)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
    });
    applied.push(name);
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
