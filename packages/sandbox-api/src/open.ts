import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPglite, migrate, migrationFiles, type Db } from './db';
import { seed } from './seed';
import { todayString } from './stats';
import { untar } from './untar';

/**
 * Opening a database fast. A new PGlite database costs PostgreSQL's initdb (seconds of CPU in WebAssembly), then
 * the migrations and the seed (another second or so). Both results are cached as tarballs of the data folder:
 *
 * - the *empty* template: migrated, no rows; keyed by the PGlite version and the migrations;
 * - the *seeded* template: after the seed; also keyed by every source file and today's date, because the seed's
 *   dates are relative to today.
 *
 * A new data folder (or a test's, or a reset) starts from the seeded template when there is one for today, else
 * from the empty one and seeds, else runs initdb; each path leaves the template it lacked. A template that fails
 * to load is deleted and the slower path runs. The caches live in `node_modules/.cache/adnet-sandbox`
 * (`SANDBOX_TEMPLATE_DIR` moves them; `off` disables them).
 */

const srcDir = fileURLToPath(new URL('./', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** PGlite's version, from its package.json (which its exports map does not expose). */
const pgliteVersion: string = JSON.parse(
  readFileSync(
    join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..', 'package.json'),
    'utf8',
  ),
).version;

export type TemplateKind = 'empty' | 'seeded';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') || f.endsWith('.sql'))
    .sort();
}

/** The tarball of a template kind, or null when templates are off. */
export function templatePath(kind: TemplateKind, env: NodeJS.ProcessEnv = process.env): string | null {
  const dir = env.SANDBOX_TEMPLATE_DIR ?? join(repoRoot, 'node_modules', '.cache', 'adnet-sandbox');
  if (dir === 'off') return null;
  const hash = createHash('sha256');
  if (kind === 'empty') for (const { name, sql } of migrationFiles()) hash.update(name).update(sql);
  else {
    for (const file of sourceFiles(srcDir)) hash.update(file).update(readFileSync(join(srcDir, file)));
    hash.update(todayString());
  }
  return join(dir, `pg-${kind}-${pgliteVersion}-${hash.digest('hex').slice(0, 12)}.tar`);
}

const isFresh = (dir: string | undefined) => !dir || !existsSync(join(dir, 'PG_VERSION'));

/** Starts from a template tarball; null when it is missing or broken (then the folder is emptied again). */
async function fromTemplate(dir: string | undefined, template: string | null): Promise<Db | null> {
  if (!template || !existsSync(template)) return null;
  try {
    const tarball = readFileSync(template);
    // Into a folder the archive is written natively (a fifth of the CPU of PGlite's own loader); PostgreSQL then
    // starts on it as after a crash of the process that dumped it, replaying its last WAL records.
    if (dir) untar(tarball, dir);
    const db = await createPglite(dir, dir ? undefined : tarball);
    await migrate(db);
    return db;
  } catch (error) {
    console.warn(`sandbox: the database template ${template} did not load (${String(error)})`);
    rmSync(template, { force: true });
    if (dir) for (const entry of readdirSync(dir)) rmSync(join(dir, entry), { recursive: true, force: true });
    return null;
  }
}

let templateWrites: Promise<unknown> = Promise.resolve();
/** Resolves once the templates being written have reached the disk (a quick exit would otherwise lose them). */
export const templateSaved = () => templateWrites.then(() => undefined);

/**
 * Dumps the database as a template. The dump is quick and must happen before anything changes the data; the
 * write (tens of MB) runs off the start's critical path. Older templates of the same kind are removed.
 */
async function saveTemplate(db: Db, template: string, kind: TemplateKind) {
  try {
    const tarball = Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer());
    const dir = dirname(template);
    mkdirSync(dir, { recursive: true });
    // Written aside and renamed, so a parallel start never reads half a file.
    const partial = `${template}.${process.pid}.partial`;
    const write = writeFile(partial, tarball)
      .then(() => rename(partial, template))
      .then(() => {
        for (const old of readdirSync(dir))
          if (old.startsWith(`pg-${kind}-`) && old.endsWith('.tar') && join(dir, old) !== template)
            rmSync(join(dir, old), { force: true });
      })
      .catch((error: unknown) =>
        console.warn(`sandbox: could not save a database template (${String(error)})`),
      );
    templateWrites = Promise.all([templateWrites, write]);
  } catch (error) {
    console.warn(`sandbox: could not dump a database template (${String(error)})`);
  }
}

/** Opens (or creates) the database in `dir` (in memory when undefined) with every migration applied. */
export async function openDb(dir: string | undefined, template = templatePath('empty')): Promise<Db> {
  if (dir) mkdirSync(dir, { recursive: true });
  const fresh = isFresh(dir);
  if (fresh) {
    const db = await fromTemplate(dir, template);
    if (db) return db;
  }
  const db = await createPglite(dir);
  await migrate(db);
  if (fresh && template) await saveTemplate(db, template, 'empty');
  return db;
}

/**
 * Opens the database in `dir` and makes sure it holds data: a new folder gets the seed (from today's seeded
 * template when there is one). An existing folder is opened as it is. `uploadsDir` is emptied with a new seed.
 */
export async function openSeeded(
  dir: string | undefined,
  uploadsDir: string,
): Promise<{ db: Db; seeded: boolean }> {
  if (dir) mkdirSync(dir, { recursive: true });
  if (!isFresh(dir)) {
    const db = await openDb(dir);
    const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    if ((rows[0]?.n ?? 0) > 0) return { db, seeded: false };
    await seed(db, { uploadsDir });
    return { db, seeded: true };
  }
  const template = templatePath('seeded');
  const cached = await fromTemplate(dir, template);
  if (cached) {
    rmSync(uploadsDir, { recursive: true, force: true });
    mkdirSync(uploadsDir, { recursive: true });
    return { db: cached, seeded: true };
  }
  const db = await openDb(dir);
  await seed(db, { uploadsDir });
  if (template) await saveTemplate(db, template, 'seeded');
  return { db, seeded: true };
}

/** Empties the data folder (database and uploads) and opens it seeded again: the `reset` command. */
export async function resetDataDir(dir: string, uploadsDir: string): Promise<Db> {
  rmSync(dir, { recursive: true, force: true });
  return (await openSeeded(dir, uploadsDir)).db;
}
