import type { TargetingWire } from '@adnet/api-client';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseDir, testConfig, type SandboxConfig } from '../src/config';
import type { Db } from '../src/db';
import { openSeeded } from '../src/open';
import { DEMO_PASSWORD } from '../src/seed';
import { buildServer } from '../src/server';

export interface TestSandbox {
  db: Db;
  app: FastifyInstance;
  config: SandboxConfig;
  close: () => Promise<void>;
}

/** A seeded sandbox in a fresh temporary data folder (removed on close), driven with `app.inject`. */
export async function startSandbox(overrides: Partial<SandboxConfig> = {}): Promise<TestSandbox> {
  const dataDir = mkdtempSync(join(tmpdir(), 'adnet-sandbox-test-'));
  const config = testConfig({ dataDir, uploadsDir: join(dataDir, 'uploads'), ...overrides });
  const { db } = await openSeeded(databaseDir(config), config.uploadsDir);
  const app = await buildServer(db, config);
  return {
    db,
    app,
    config,
    close: async () => {
      await app.close();
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `name=value; name2=value2` from Set-Cookie headers (what a browser would send back to /api). */
export const cookieHeader = (setCookie: string | string[] | undefined) =>
  ([] as string[])
    .concat(setCookie ?? [])
    .map((c) => c.split(';')[0])
    .join('; ');

/** Signs a demo account in and returns a function that sends requests as that user. */
export async function signIn(app: FastifyInstance, email: string, password = DEMO_PASSWORD) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/public/user/auth',
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${res.statusCode} ${res.body}`);
  const cookie = cookieHeader(res.headers['set-cookie']);
  return (options: InjectOptions) => app.inject({ ...options, headers: { ...options.headers, cookie } });
}

/** The id of a seeded user. */
export async function userId(db: Db, email: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
  if (!rows[0]) throw new Error(`no user ${email}`);
  return rows[0].id;
}

/**
 * A fingerprint of everything a request could change: a hash of every row of every table but the logs of
 * requests themselves (sessions and the outbox change on sign-in).
 */
export async function fingerprint(db: Db): Promise<Record<string, string>> {
  const tables = [
    'users',
    'agencies',
    'campaigns',
    'campaign_runs',
    'ads',
    'uploads',
    'transactions',
    'withdraws',
    'audiences',
    'platforms',
    'promocodes',
    'referrals',
    'settings',
    'support_cases',
    'support_messages',
    'sales_clients',
    'deals',
    'features',
    'codes',
  ];
  const out: Record<string, string> = {};
  for (const t of tables) {
    const { rows } = await db.query<{ h: string | null }>(
      `SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS h FROM ${t} t`,
    );
    out[t] = rows[0]?.h ?? 'empty';
  }
  return out;
}

/** Targeting that names nothing (everywhere, every language): what most test campaigns need. */
export const OPEN_TARGETING = {
  regions: [],
  languages: [],
  isTelegramPremium: null,
  platformType: 'ALL',
  vpn: null,
  segments: [],
} satisfies TargetingWire;
