import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseDir, readConfig } from '../src/config';
import { openDb } from '../src/open';
import { seed } from '../src/seed';

const run = promisify(execFile);
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'adnet-sandbox-persist-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const counts = async (db: Awaited<ReturnType<typeof openDb>>) =>
  (
    await db.query<{ users: number; campaigns: number; transactions: number }>(
      `SELECT (SELECT COUNT(*)::int FROM users) AS users, (SELECT COUNT(*)::int FROM campaigns) AS campaigns,
              (SELECT COUNT(*)::int FROM transactions) AS transactions`,
    )
  ).rows[0]!;

describe('the data folder', () => {
  it('survives a restart, and `reset` restores the seed', { timeout: 120_000 }, async () => {
    const config = readConfig({ SANDBOX_DATA_DIR: dataDir });
    let db = await openDb(databaseDir(config));
    await seed(db, { uploadsDir: config.uploadsDir });
    const seeded = await counts(db);
    expect(seeded.campaigns).toBeGreaterThan(100);
    await db.query(`UPDATE users SET username = 'Changed' WHERE email = 'advertiser@demo.adnet'`);
    await db.query('DELETE FROM campaigns WHERE id = 1');
    writeFileSync(join(config.uploadsDir, 'stray-upload'), 'x');
    await db.close();

    db = await openDb(databaseDir(config));
    const { rows } = await db.query<{ username: string }>(
      `SELECT username FROM users WHERE email = 'advertiser@demo.adnet'`,
    );
    expect(rows[0]!.username).toBe('Changed');
    expect((await counts(db)).campaigns).toBe(seeded.campaigns - 1);
    await db.close();

    // The command the README documents, in its own process.
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'src/main.ts', 'reset'], {
      cwd: packageDir,
      env: { ...process.env, SANDBOX_DATA_DIR: dataDir },
    });
    expect(stdout).toMatch(/reset to the seed/);
    db = await openDb(databaseDir(config));
    expect(await counts(db)).toEqual(seeded);
    const after = await db.query<{ username: string }>(
      `SELECT username FROM users WHERE email = 'advertiser@demo.adnet'`,
    );
    expect(after.rows[0]!.username).toBe('Demo Advertiser');
    await db.close();
    expect(existsSync(join(config.uploadsDir, 'stray-upload'))).toBe(false);
    expect(readdirSync(dataDir).sort()).toEqual(['pg', 'uploads']);
  });
});
