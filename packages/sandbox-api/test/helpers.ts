import { CSRF_HEADER, CSRF_HEADER_VALUE, type TargetingWire } from '@adnet/api-client';
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

/**
 * Makes `app.inject` send what the cabinet's client sends on every request, the CSRF header, unless a test sets
 * it itself: `{ "x-adnet-csrf": undefined }` sends none (the CSRF tests).
 */
export function asCabinet(app: FastifyInstance): FastifyInstance {
  const inject = app.inject.bind(app);
  const patched = (options: InjectOptions | string) => {
    const o: InjectOptions = typeof options === 'string' ? { url: options } : options;
    const headers: Record<string, unknown> = {
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
      ...o.headers,
    };
    for (const [name, value] of Object.entries(headers)) if (value === undefined) delete headers[name];
    return inject({ ...o, headers: headers as NonNullable<InjectOptions['headers']> });
  };
  app.inject = patched as FastifyInstance['inject'];
  return app;
}

/** A seeded sandbox in a fresh temporary data folder (removed on close), driven with `app.inject`. */
export async function startSandbox(overrides: Partial<SandboxConfig> = {}): Promise<TestSandbox> {
  const dataDir = mkdtempSync(join(tmpdir(), 'adnet-sandbox-test-'));
  const config = testConfig({ dataDir, uploadsDir: join(dataDir, 'uploads'), ...overrides });
  const { db } = await openSeeded(databaseDir(config), config.uploadsDir);
  const app = asCabinet(await buildServer(db, config));
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

/** A hash of every data table (not the logs of requests themselves: sessions, the outbox, events). */
export { fingerprint } from '../src/fingerprint';

/** Targeting that names nothing (everywhere, every language): what most test campaigns need. */
export const OPEN_TARGETING = {
  regions: [],
  languages: [],
  isTelegramPremium: null,
  platformType: 'ALL',
  vpn: null,
  segments: [],
} satisfies TargetingWire;

/** A task campaign's body for `POST /api/campaigns` (pay per click, open targeting), named and changed as a test needs. */
export const taskCampaign = (name: string, changes: Record<string, unknown> = {}) => ({
  name,
  campaignType: 'TASK',
  strategy: { budget: 20, cpm: null, cpc: 0.05, billingType: 'PAY_PER_CLICK' },
  ads: [{ title: 'Hi', link: 'https://example.com/landing' }],
  targeting: OPEN_TARGETING,
  ...changes,
});
