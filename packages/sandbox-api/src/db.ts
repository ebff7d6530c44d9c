import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { PGlite, types, type Transaction } from '@electric-sql/pglite';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

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

/** PGlite's version, from its package.json (which its exports map does not expose). */
const pgliteVersion: string = JSON.parse(
  readFileSync(
    join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..', 'package.json'),
    'utf8',
  ),
).version;

function migrationFiles(): string[] {
  return readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
}

/**
 * Where the empty, migrated database is cached as a tarball, keyed by the PGlite version and the migrations:
 * a change to either makes a new key. `SANDBOX_TEMPLATE_DIR` moves it; `SANDBOX_TEMPLATE_DIR=off` disables it.
 */
export function templatePath(env: NodeJS.ProcessEnv = process.env): string | null {
  const dir = env.SANDBOX_TEMPLATE_DIR ?? join(repoRoot, 'node_modules', '.cache', 'adnet-sandbox');
  if (dir === 'off') return null;
  const hash = createHash('sha256');
  for (const file of migrationFiles()) hash.update(file).update(readFileSync(join(migrationsDir, file)));
  return join(dir, `pg-${pgliteVersion}-${hash.digest('hex').slice(0, 12)}.tar`);
}

/**
 * Opens (or creates) the database in `dir` (in memory when undefined) and applies every pending migration.
 *
 * A new database normally costs PostgreSQL's initdb, most of a start from an empty folder (seconds of CPU in
 * WebAssembly). So the first new database on a machine is dumped, right after its migrations, to a template
 * tarball ({@link templatePath}); every later new database (an empty data folder, a reset folder, each test)
 * loads that instead. A template that fails to load is deleted and initdb runs as before.
 */
export async function openDb(dir: string | undefined, template = templatePath()): Promise<Db> {
  if (dir) mkdirSync(dir, { recursive: true });
  // relaxedDurability: writes reach the disk a moment later instead of before the answer; a sandbox can lose its
  // last write on a crash, and every answer is faster for it.
  const options = { parsers, relaxedDurability: true };
  const fresh = !dir || !existsSync(join(dir, 'PG_VERSION'));
  if (fresh && template && existsSync(template)) {
    try {
      const loadDataDir = new Blob([readFileSync(template)]);
      const db = dir
        ? await PGlite.create(dir, { ...options, loadDataDir })
        : await PGlite.create({ ...options, loadDataDir });
      await migrate(db);
      return db;
    } catch (error) {
      console.warn(
        `sandbox: the database template ${template} did not load (${String(error)}); running initdb`,
      );
      rmSync(template, { force: true });
      if (dir)
        for (const entry of readdirSync(dir)) rmSync(join(dir, entry), { recursive: true, force: true });
    }
  }
  const db = dir ? await PGlite.create(dir, options) : await PGlite.create(options);
  await migrate(db);
  if (fresh && template && !existsSync(template)) await saveTemplate(db, template);
  return db;
}

/** Dumps the migrated, still empty database as the template; the write happens off the start's critical path. */
async function saveTemplate(db: Db, template: string) {
  try {
    const tarball = Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer());
    mkdirSync(dirname(template), { recursive: true });
    // Written aside and renamed, so a parallel start never reads half a file.
    const partial = `${template}.${process.pid}.partial`;
    void writeFile(partial, tarball)
      .then(() => rename(partial, template))
      .catch((error: unknown) =>
        console.warn(`sandbox: could not save the database template (${String(error)})`),
      );
  } catch (error) {
    console.warn(`sandbox: could not dump the database template (${String(error)})`);
  }
}

export async function migrate(db: Db): Promise<string[]> {
  await db.exec(
    `CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`,
  );
  const done = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name),
  );
  const applied: string[] = [];
  for (const file of migrationFiles()) {
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
