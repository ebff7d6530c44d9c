// Issue 17: nothing sent twice, money moved atomically, sessions across tabs, CSRF, brute force, dev surface and
// uploads. Each block names the defect it guards against.
import { request as httpRequest } from 'node:http';
import { readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CSRF_HEADER, createApiClient, IDEMPOTENCY_KEY_HEADER, type CampaignInput } from '@adnet/api-client';
import { isProduction, readConfig, testConfig } from '../src/config';
import { passwordHashes } from '../src/crypto';
import { DEFAULT_RATE_LIMITS } from '../src/limits';
import { placeholderPng } from '../src/png';
import { CSRF_HEADER as SANDBOX_CSRF_HEADER } from '../src/request-guards';
import { IDEMPOTENCY_KEY_HEADER as SANDBOX_KEY_HEADER } from '../src/idempotency';
import { tronAddress } from '../src/rules';
import { DEMO_PASSWORD } from '../src/seed';
import { buildServer } from '../src/server';
import { cookieJarFetch } from './cookie-jar';
import {
  asCabinet,
  cookieHeader,
  fingerprint,
  OPEN_TARGETING,
  signIn,
  startSandbox,
  type TestSandbox,
} from './helpers';

const wire = readFileSync(fileURLToPath(new URL('../../api-client/src/wire.ts', import.meta.url)), 'utf8');
/** Every key of the contract's `Endpoints` map, read from its source (the type does not exist at run time). */
const ENDPOINTS = [
  ...wire
    .slice(wire.indexOf('export interface Endpoints {'), wire.indexOf('export type EndpointKey'))
    .matchAll(/^\s+'(GET|POST|PUT|PATCH|DELETE) (\/api\/[^']*)':/gm),
].map(([, method, path]) => ({ method: method!, path: path! }));
const STATE_CHANGING = ENDPOINTS.filter((e) => e.method !== 'GET');

const listen = async (s: TestSandbox) => {
  await s.app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`;
};
const count = async (s: TestSandbox, sql: string, params: unknown[] = []) =>
  (await s.db.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM (${sql}) q`, params)).rows[0]!.n;

describe('the client and the sandbox agree on the header names', () => {
  it('CSRF header and idempotency key', () => {
    expect(SANDBOX_CSRF_HEADER).toBe(CSRF_HEADER);
    expect(SANDBOX_KEY_HEADER).toBe(IDEMPOTENCY_KEY_HEADER);
  });
});

describe('CSRF: every state-changing route of the contract refuses a request without the header or from another site', () => {
  let s: TestSandbox;
  let cookie: string;
  beforeAll(async () => {
    s = await startSandbox();
    const login = await s.app.inject({
      method: 'POST',
      url: '/api/public/user/auth',
      payload: { email: 'superuser@demo.adnet', password: DEMO_PASSWORD },
    });
    cookie = cookieHeader(login.headers['set-cookie']);
  });
  afterAll(() => s.close());

  const url = (path: string) =>
    path
      .replace(/\{variant\}/, 'cpm')
      .replace(/\{name\}/, 'ru_ad_marking')
      .replace(/\{\w+\}/g, '1');

  it('reads the whole contract (every call of Endpoints) and every one is served', () => {
    // The parse must find every entry of the map: as many as its quoted keys (the map grows with each screen).
    const keys = wire
      .slice(wire.indexOf('export interface Endpoints {'), wire.indexOf('export type EndpointKey'))
      .match(/^\s+'[A-Z]+ \//gm);
    expect(ENDPOINTS.length).toBeGreaterThanOrEqual(87);
    expect(ENDPOINTS).toHaveLength(keys?.length ?? 0);
    expect(STATE_CHANGING.length).toBeGreaterThanOrEqual(48);
    for (const e of ENDPOINTS)
      expect(s.app.hasRoute({ method: e.method as 'GET', url: e.path.replace(/\{(\w+)\}/g, ':$1') })).toBe(
        true,
      );
  });

  it('without the header: 403 CSRF_HEADER_MISSING on each, and nothing changed', async () => {
    const before = await fingerprint(s.db);
    for (const e of STATE_CHANGING) {
      const res = await s.app.inject({
        method: e.method as 'POST',
        url: url(e.path),
        headers: { cookie, [CSRF_HEADER]: undefined },
        payload: {},
      });
      expect([e.method, e.path, res.statusCode, res.json().error]).toEqual([
        e.method,
        e.path,
        403,
        'CSRF_HEADER_MISSING',
      ]);
    }
    expect(await fingerprint(s.db)).toEqual(before);
  });

  it('with the header but a foreign Origin: 403 FOREIGN_ORIGIN on each', async () => {
    for (const e of STATE_CHANGING) {
      const res = await s.app.inject({
        method: e.method as 'POST',
        url: url(e.path),
        headers: { cookie, origin: 'https://evil.example' },
        payload: {},
      });
      expect([e.path, res.statusCode, res.json().error]).toEqual([e.path, 403, 'FOREIGN_ORIGIN']);
    }
  });

  it('bodiless POSTs (archive, copy, sus, logout, withdraw code) included, and `Origin: null` too', async () => {
    for (const path of [
      '/api/campaigns/1/archive',
      '/api/campaigns/1/copy',
      '/api/admin/campaigns/1/sus?isSus=true',
      '/api/logout',
      '/api/user/publisher/withdraw/code',
    ]) {
      const bare = await s.app.inject({
        method: 'POST',
        url: path,
        headers: { cookie, [CSRF_HEADER]: undefined },
      });
      expect([path, bare.statusCode]).toEqual([path, 403]);
      const sandboxed = await s.app.inject({
        method: 'POST',
        url: path,
        headers: { cookie, origin: 'null' },
      });
      expect([path, sandboxed.statusCode]).toEqual([path, 403]);
    }
  });

  it('accepts the cabinet: the header from its own origin or from the configured dev server', async () => {
    const own = await s.app.inject({
      method: 'POST',
      url: '/api/public/collect/view',
      headers: { origin: 'http://localhost:80' },
      payload: { path: '/campaigns' },
    });
    expect(own.statusCode).toBe(200);
    const vite = await s.app.inject({
      method: 'POST',
      url: '/api/public/collect/view',
      headers: { origin: 'http://127.0.0.1:5173' },
      payload: { path: '/campaigns' },
    });
    expect(vite.statusCode).toBe(200);
  });

  it('GETs need neither (a link or an image cannot change anything)', async () => {
    const res = await s.app.inject({
      method: 'GET',
      url: '/api/user/self',
      headers: { cookie, [CSRF_HEADER]: undefined, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('idempotency: a retried write is done once', () => {
  let s: TestSandbox;
  let base: string;
  beforeAll(async () => {
    s = await startSandbox();
    base = await listen(s);
  });
  afterAll(() => s.close());

  /**
   * A client whose timer is shorter than the sandbox's latency fault on the first attempt of `path`. The client
   * gives up on that attempt, but its request goes on to the server as it would over a real network (the server
   * does the work and answers into the void); `firstAnswered` resolves once the server has answered it.
   */
  async function slowFirstAttempt(email: string, path: string, method: string) {
    const jar = cookieJarFetch();
    const attempts: string[] = [];
    let firstAnswered: Promise<Response> = Promise.reject(new Error('no first attempt'));
    firstAnswered.catch(() => undefined);
    const fetchSlowFirst: typeof fetch = (input, init = {}) => {
      const at = new URL(String(input)).pathname;
      const headers = new Headers(init.headers);
      if (
        at !== path ||
        (init.method ?? 'GET') !== method ||
        attempts.push(headers.get(IDEMPOTENCY_KEY_HEADER) ?? '') > 1
      )
        return jar.fetch(input, { ...init, headers });
      headers.set('x-sandbox-fault', 'latency=2500');
      firstAnswered = jar.fetch(input, { ...init, headers, signal: null });
      return new Promise<Response>((resolve, reject) => {
        firstAnswered.then(resolve, reject);
        init.signal?.addEventListener('abort', () => reject(init.signal!.reason as Error));
      });
    };
    const api = createApiClient({ baseUrl: base, fetch: fetchSlowFirst, timeoutMs: 1_500 });
    await api.account.auth({ email, password: DEMO_PASSWORD });
    return { api, attempts, firstAnswered: () => firstAnswered };
  }

  const input: CampaignInput = {
    name: 'Sent once',
    campaignType: 'Task',
    strategy: { budget: 20, cpm: null, cpc: 0.05, billingType: 'PAY_PER_CLICK' },
    ads: [{ title: 'Do the task', link: 'https://example.com/task' }],
    targeting: { ...OPEN_TARGETING, categories: [] },
  };

  it('a campaign create whose first answer came too late creates exactly one campaign', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.6); // a backoff of exactly 300 ms
    try {
      const { api, attempts, firstAnswered } = await slowFirstAttempt(
        'advertiser@demo.adnet',
        '/api/campaigns',
        'POST',
      );
      const created = await api.campaigns.create(input);
      expect(attempts).toHaveLength(2);
      expect(attempts[1]).toBe(attempts[0]);
      // The slow first attempt reaches its handler after the retry was answered: it must replay, not create.
      const first = await firstAnswered();
      expect(first.status).toBe(201);
      expect(first.headers.get('idempotent-replayed')).toBe('true');
      expect(((await first.json()) as { id: number }).id).toBe(created.id);
      expect(await count(s, `SELECT 1 FROM campaigns WHERE name = 'Sent once'`)).toBe(1);
      const [row] = (await s.db.query<{ id: number }>(`SELECT id FROM campaigns WHERE name = 'Sent once'`))
        .rows;
      expect(created.id).toBe(row!.id);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('a withdraw whose first answer came too late books exactly one withdraw', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.6);
    try {
      const email = 'publisher@demo.adnet';
      const { api, attempts, firstAnswered } = await slowFirstAttempt(
        email,
        '/api/user/publisher/withdraw',
        'POST',
      );
      const before = await count(
        s,
        `SELECT 1 FROM withdraws w JOIN users u ON u.id = w.user_id WHERE u.email = $1`,
        [email],
      );
      const balanceBefore = (await api.money.balance()).balance;
      await api.money.requestWithdrawCode();
      const [mail] = (await (
        await fetch(`${base}/api/dev/outbox?email=${email}&kind=WITHDRAW&limit=1`)
      ).json()) as {
        code: string;
      }[];
      const withdraw = await api.money.withdraw({
        wallet: tronAddress('idempotent'),
        amount: 25,
        memoTag: 'once',
        confirmationCode: mail!.code,
      });
      expect(attempts).toHaveLength(2);
      expect(attempts[1]).toBe(attempts[0]);
      expect((await firstAnswered()).headers.get('idempotent-replayed')).toBe('true');
      const after = await count(
        s,
        `SELECT 1 FROM withdraws w JOIN users u ON u.id = w.user_id WHERE u.email = $1`,
        [email],
      );
      expect(after - before).toBe(1);
      expect(withdraw.status).toBe('PENDING');
      expect((await api.money.balance()).balance).toBeCloseTo(balanceBefore - 25 - 1.5, 2);
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('replays the first answer with its status; the same key with another body is a 422', async () => {
    const as = await signIn(s.app, 'advertiser@demo.adnet');
    const body = { ...input, name: 'Keyed', ads: input.ads, campaignType: 'TASK' };
    const headers = { [IDEMPOTENCY_KEY_HEADER]: 'key-1' };
    const first = await as({ method: 'POST', url: '/api/campaigns', headers, payload: body });
    const again = await as({ method: 'POST', url: '/api/campaigns', headers, payload: body });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    const other = await as({
      method: 'POST',
      url: '/api/campaigns',
      headers,
      payload: { ...body, name: 'Other' },
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().error).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await count(s, `SELECT 1 FROM campaigns WHERE name IN ('Keyed', 'Other')`)).toBe(1);
    // Keys are per user: another user's identical key is a different call.
    const other2 = await signIn(s.app, 'marking@demo.adnet');
    const theirs = await other2({ method: 'POST', url: '/api/campaigns', headers, payload: body });
    expect(theirs.statusCode).not.toBe(422);
  });

  it('20 requests with one key at once: one runs, 19 replay its answer', async () => {
    const as = await signIn(s.app, 'advertiser@demo.adnet');
    const headers = { [IDEMPOTENCY_KEY_HEADER]: 'key-parallel' };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        as({
          method: 'POST',
          url: '/api/campaigns',
          headers,
          payload: { ...input, name: 'Parallel key', campaignType: 'TASK' },
        }),
      ),
    );
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(answers.every((a) => a.statusCode === 201)).toBe(true);
    expect(await count(s, `SELECT 1 FROM campaigns WHERE name = 'Parallel key'`)).toBe(1);
  });
});

describe('money moves atomically (20 concurrent requests)', () => {
  let s: TestSandbox;
  let admin: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    s = await startSandbox();
    admin = await signIn(s.app, 'superuser@demo.adnet');
  });
  afterAll(() => s.close());

  /** A new confirmed advertiser with exactly `amount` on the balance. */
  async function fundedUser(name: string, amount: number) {
    const email = `${name}@example.com`;
    await s.app.inject({
      method: 'POST',
      url: '/api/public/user/register',
      payload: { email, password: 'a-long-password', username: name, acceptTerms: true },
    });
    await s.db.query('UPDATE users SET confirmed = TRUE WHERE email = $1', [email]);
    const id = (await s.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email])).rows[0]!
      .id;
    const deposit = await admin({
      method: 'POST',
      url: `/api/admin/user/${id}/deposit`,
      payload: { comment: 'test', amount, isInternalCurrency: false },
    });
    expect(deposit.statusCode).toBe(201);
    return signIn(s.app, email, 'a-long-password');
  }
  const campaign = (name: string, budget: number, draft = false) => ({
    name,
    campaignType: 'TASK',
    strategy: { budget, cpm: null, cpc: 0.05, billingType: 'PAY_PER_CLICK' },
    ads: [{ title: 'Task', link: 'https://example.com/t' }],
    targeting: { ...OPEN_TARGETING, categories: [] },
    ...(draft ? { draft: true } : {}),
  });
  const free = async (as: Awaited<ReturnType<typeof signIn>>) => {
    const b = (await as({ method: 'GET', url: '/api/user/balance' })).json() as {
      balance: number;
      frozenBalance: number;
    };
    return Math.round((b.balance - b.frozenBalance) * 100) / 100;
  };

  it('20 rejects of one withdraw at once: one refund', async () => {
    const publisher = await signIn(s.app, 'publisher@demo.adnet');
    await publisher({ method: 'POST', url: '/api/user/publisher/withdraw/code' });
    const code = (
      await s.app.inject({
        method: 'GET',
        url: '/api/dev/outbox?email=publisher@demo.adnet&kind=WITHDRAW&limit=1',
      })
    ).json()[0].code;
    const w = (
      await publisher({
        method: 'POST',
        url: '/api/user/publisher/withdraw',
        payload: { wallet: tronAddress('race'), amount: 40, memoTag: 'race', confirmationCode: code },
      })
    ).json() as { id: number };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? admin({ method: 'PATCH', url: `/api/admin/withdraw/${w.id}/reject`, payload: { reason: 'race' } })
          : admin({
              method: 'PATCH',
              url: `/api/admin/withdraw/${w.id}/reject`,
              payload: { reason: 'race too' },
            }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    expect(
      await count(s, `SELECT 1 FROM transactions WHERE description = $1`, [
        `Withdraw #${w.id} rejected: refund`,
      ]),
    ).toBe(1);
  });

  // PGlite runs one statement at a time, so 20 requests rarely fall between a check and its write; a real
  // PostgreSQL with a pool would. This test puts the other decision exactly there: it runs when the first
  // request opens its transaction. Before the fix (PENDING checked outside the transaction) it refunded twice.
  it('a decision made between another decision’s check and its write does not refund twice', async () => {
    const publisher = await signIn(s.app, 'publisher@demo.adnet');
    await publisher({ method: 'POST', url: '/api/user/publisher/withdraw/code' });
    const code = (
      await s.app.inject({
        method: 'GET',
        url: '/api/dev/outbox?email=publisher@demo.adnet&kind=WITHDRAW&limit=1',
      })
    ).json()[0].code;
    const w = (
      await publisher({
        method: 'POST',
        url: '/api/user/publisher/withdraw',
        payload: { wallet: tronAddress('between'), amount: 20, memoTag: 'between', confirmationCode: code },
      })
    ).json() as { id: number };
    const reject = () =>
      admin({ method: 'PATCH', url: `/api/admin/withdraw/${w.id}/reject`, payload: { reason: 'between' } });
    const transaction = s.db.transaction.bind(s.db);
    let other: Awaited<ReturnType<typeof reject>> | undefined;
    const spy = vi.spyOn(s.db, 'transaction').mockImplementationOnce(async (fn) => {
      other = await reject();
      return transaction(fn);
    });
    const first = await reject();
    spy.mockRestore();
    expect([first.statusCode, other?.statusCode].sort()).toEqual([200, 409]);
    expect(
      await count(s, `SELECT 1 FROM transactions WHERE description = $1`, [
        `Withdraw #${w.id} rejected: refund`,
      ]),
    ).toBe(1);
  });

  it('20 approve-or-reject decisions at once: one decision, refunded only if it was a reject', async () => {
    const publisher = await signIn(s.app, 'publisher@demo.adnet');
    await publisher({ method: 'POST', url: '/api/user/publisher/withdraw/code' });
    const code = (
      await s.app.inject({
        method: 'GET',
        url: '/api/dev/outbox?email=publisher@demo.adnet&kind=WITHDRAW&limit=1',
      })
    ).json()[0].code;
    const w = (
      await publisher({
        method: 'POST',
        url: '/api/user/publisher/withdraw',
        payload: { wallet: tronAddress('race-2'), amount: 30, memoTag: 'race', confirmationCode: code },
      })
    ).json() as { id: number };
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        i % 2
          ? admin({ method: 'PATCH', url: `/api/admin/withdraw/${w.id}/reject`, payload: { reason: 'race' } })
          : admin({
              method: 'PATCH',
              url: `/api/admin/withdraw/${w.id}/approve`,
              payload: { txHash: 'a'.repeat(64) },
            }),
      ),
    );
    const winners = answers.filter((a) => a.statusCode === 200);
    expect(winners).toHaveLength(1);
    const refunds = await count(s, `SELECT 1 FROM transactions WHERE description = $1`, [
      `Withdraw #${w.id} rejected: refund`,
    ]);
    expect(refunds).toBe(winners[0]!.json().status === 'REJECTED' ? 1 : 0);
  });

  it('restore-archive needs the money: archive, fund another, restore -> 409 and the balance stays covered', async () => {
    const as = await fundedUser('archiver', 100);
    const a = (await as({ method: 'POST', url: '/api/campaigns', payload: campaign('A', 100) })).json() as {
      id: number;
    };
    expect((await as({ method: 'POST', url: `/api/campaigns/${a.id}/archive` })).statusCode).toBe(200);
    expect(await free(as)).toBe(100);
    expect(
      (await as({ method: 'POST', url: '/api/campaigns', payload: campaign('B', 100) })).statusCode,
    ).toBe(201);
    const restored = await as({ method: 'POST', url: `/api/campaigns/${a.id}/restore-archive` });
    expect(restored.statusCode).toBe(409);
    expect(restored.json().error).toBe('NOT_ENOUGH_MONEY');
    expect(await free(as)).toBe(0);
  });

  it('20 archived campaigns restored at once on money for one: one restored, nothing negative', async () => {
    const as = await fundedUser('restorer', 50);
    const ids: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const c = (
        await as({ method: 'POST', url: '/api/campaigns', payload: campaign(`R${i}`, 50, true) })
      ).json() as { id: number };
      expect((await as({ method: 'POST', url: `/api/campaigns/${c.id}/archive` })).statusCode).toBe(200);
      ids.push(c.id);
    }
    const answers = await Promise.all(
      ids.map((id) => as({ method: 'POST', url: `/api/campaigns/${id}/restore-archive` })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(19);
    expect(await free(as)).toBe(0);
    // The restored one starts: it already holds its money, so starting it needs nothing more.
    const restored = ids[answers.findIndex((a) => a.statusCode === 200)]!;
    expect((await as({ method: 'PATCH', url: `/api/campaigns/${restored}/start` })).statusCode).toBe(200);
    expect(await free(as)).toBe(0);
  });

  it('20 declined campaigns restored by moderators at once on money for one: one restored', async () => {
    const as = await fundedUser('declined', 30);
    const ids: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      // Each is created alone (money for it), then declined (the money is freed for the next).
      const c = (
        await as({ method: 'POST', url: '/api/campaigns', payload: campaign(`D${i}`, 30) })
      ).json() as { id: number };
      expect(
        (await admin({ method: 'PATCH', url: `/api/campaigns/${c.id}/decline`, payload: { reason: 'r' } }))
          .statusCode,
      ).toBe(200);
      ids.push(c.id);
    }
    const answers = await Promise.all(
      ids.map((id, i) =>
        admin({ method: 'PATCH', url: `/api/campaigns/${id}/restore`, payload: { moderated: i % 2 === 0 } }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(await free(as)).toBe(0);
  });

  it('20 drafts submitted at once on money for one: one in moderation', async () => {
    const as = await fundedUser('submitter', 25);
    const ids: number[] = [];
    for (let i = 0; i < 20; i += 1)
      ids.push(
        (
          (
            await as({ method: 'POST', url: '/api/campaigns', payload: campaign(`S${i}`, 25, true) })
          ).json() as { id: number }
        ).id,
      );
    const answers = await Promise.all(
      ids.map((id) => as({ method: 'PATCH', url: `/api/campaigns/${id}`, payload: { draft: false } })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(await free(as)).toBe(0);
  });

  it('20 stops and starts of one campaign at once never leave it in two states or refuse a stop for money', async () => {
    const as = await fundedUser('toggler', 60);
    const c = (await as({ method: 'POST', url: '/api/campaigns', payload: campaign('T', 60) })).json() as {
      id: number;
    };
    await admin({ method: 'PATCH', url: `/api/campaigns/${c.id}/restore`, payload: { moderated: true } });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        as({ method: 'PATCH', url: `/api/campaigns/${c.id}/${i % 2 ? 'start' : 'stop'}` }),
      ),
    );
    expect(answers.every((a) => a.statusCode === 200 || a.json().error === 'INVALID_STATUS')).toBe(true);
    expect(await free(as)).toBe(0);
  });
});

describe('refresh rotation: a grace window for two tabs, a lost answer forgiven, reuse after it ends the family', () => {
  let s: TestSandbox;
  // The sandbox's clock, moved by the tests: nothing here waits on the wall clock.
  let clock = Date.now();
  const later = (seconds: number) => void (clock += seconds * 1_000);
  beforeAll(async () => {
    s = await startSandbox({ refreshGraceSeconds: 10, now: () => new Date(clock) });
  });
  afterAll(() => s.close());

  const signInCookies = async (email = 'advertiser@demo.adnet') =>
    cookieHeader(
      (
        await s.app.inject({
          method: 'POST',
          url: '/api/public/user/auth',
          payload: { email, password: DEMO_PASSWORD },
        })
      ).headers['set-cookie'],
    );
  const refresh = (cookie: string) =>
    s.app.inject({ method: 'POST', url: '/api/public/user/auth/refresh', headers: { cookie } });
  /** A refresh whose answer arrived: the cookies it set. */
  const refreshed = async (cookie: string) => {
    const answer = await refresh(cookie);
    expect(answer.statusCode, answer.body).toBe(200);
    return cookieHeader(answer.headers['set-cookie']);
  };
  const self = (cookie: string) =>
    s.app.inject({ method: 'GET', url: '/api/user/self', headers: { cookie } });

  it('two refreshes with one credential at once both succeed', async () => {
    const cookie = await signInCookies();
    const [a, b] = await Promise.all([refresh(cookie), refresh(cookie)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect((await self(cookieHeader(a.headers['set-cookie']))).statusCode).toBe(200);
    expect((await self(cookieHeader(b.headers['set-cookie']))).statusCode).toBe(200);
  });

  it('a refresh whose answer was lost, retried 15 s later (past the grace window), keeps the session', async () => {
    const held = await signInCookies();
    const lost = await refreshed(held); // the server rotated; the client never received these cookies
    later(15);
    const retried = await refreshed(held);
    expect((await self(retried)).statusCode).toBe(200);
    // The pair nobody received is retired: it can no longer be used by anyone.
    expect((await self(lost)).statusCode).toBe(401);
    // And the session goes on as usual from the retried pair.
    later(15);
    expect((await self(await refreshed(retried))).statusCode).toBe(200);
  });

  it('a rotated credential replayed after its successor was used: 401 REFRESH_REUSED, and the whole family is signed out', async () => {
    const stolen = await signInCookies();
    const owner = await refreshed(stolen);
    expect((await self(owner)).statusCode).toBe(200); // the owner uses the new pair: the answer arrived
    const bystander = await signInCookies(); // the same user on another device: a family of its own
    later(15);
    const replay = await refresh(stolen);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error).toBe('REFRESH_REUSED');
    expect((await self(owner)).statusCode).toBe(401);
    expect((await refresh(owner)).statusCode).toBe(401);
    expect((await self(bystander)).statusCode).toBe(200);
  });

  it('a replay after the successor was itself refreshed ends the family too', async () => {
    const stolen = await signInCookies();
    const second = await refreshed(stolen);
    later(15);
    const third = await refreshed(second); // presenting the successor is using it
    later(15);
    const replay = await refresh(stolen);
    expect(replay.json().error).toBe('REFRESH_REUSED');
    expect((await self(third)).statusCode).toBe(401);
  });

  it('a successor retired by a retry that turns up later is reuse: the family ends, the retrier signed out too', async () => {
    // A copy of the credential was taken; the owner refreshed with it but had not used the new pair yet when the copy
    // came back as a "retry". It is forgiven, and the theft shows when the owner's pair comes back.
    const copied = await signInCookies();
    const owner = await refreshed(copied);
    later(15);
    const thief = await refreshed(copied);
    const caught = await refresh(owner);
    expect(caught.statusCode).toBe(401);
    expect(caught.json().error).toBe('REFRESH_REUSED');
    expect((await self(thief)).statusCode).toBe(401);
    expect((await refresh(thief)).statusCode).toBe(401);
  });

  it('a rotated credential inside the grace window still works after its successor was used (two tabs)', async () => {
    const first = await signInCookies();
    const second = await refreshed(first);
    expect((await self(second)).statusCode).toBe(200);
    later(5);
    expect((await self(await refreshed(first))).statusCode).toBe(200);
  });

  it('sign-out ends the family: a rotated credential inside the grace window no longer works', async () => {
    const first = await signInCookies();
    const second = await refreshed(first);
    expect(
      (await s.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: second } })).statusCode,
    ).toBe(200);
    expect((await refresh(first)).statusCode).toBe(401);
  });

  it('sign-out ends the family: a lost answer retried after it no longer works', async () => {
    const first = await signInCookies();
    await refreshed(first);
    expect(
      (await s.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: first } })).statusCode,
    ).toBe(200);
    later(15);
    expect((await refresh(first)).statusCode).toBe(401);
  });
});

describe('brute force: rate limits answer 429 with Retry-After', () => {
  let s: TestSandbox;
  beforeAll(async () => {
    s = await startSandbox({
      rateLimits: {
        ...DEFAULT_RATE_LIMITS,
        signInPerAddress: { max: 8, windowMs: 60_000 },
        registrationsPerAddress: { max: 2, windowMs: 60_000 },
      },
    });
  });
  afterAll(() => s.close());
  const auth = (email: string, password: string, remoteAddress = '127.0.0.1') =>
    s.app.inject({
      method: 'POST',
      url: '/api/public/user/auth',
      payload: { email, password },
      remoteAddress,
    });
  const resetLimits = () => s.app.inject({ method: 'DELETE', url: '/api/dev/rate-limits' });

  it('sign-in per account: 5 wrong passwords, then 429 even with the right one; other accounts go on', async () => {
    for (let i = 0; i < 5; i += 1)
      expect((await auth('advertiser@demo.adnet', 'wrong')).statusCode).toBe(400);
    const limited = await auth('advertiser@demo.adnet', DEMO_PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect((await auth('marking@demo.adnet', DEMO_PASSWORD)).statusCode).toBe(200);
    await resetLimits();
    expect((await auth('advertiser@demo.adnet', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('a burst of 30 wrong passwords at once checks at most 5 (the tests count password hashes); the rest are 429', async () => {
    await resetLimits();
    const before = passwordHashes();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => auth('client10@demo.adnet', 'wrong', '10.1.0.1')),
    );
    expect(passwordHashes() - before).toBeLessThanOrEqual(5);
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 400).length).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(25);
    expect(codes.every((c) => c === 400 || c === 429)).toBe(true);
    // Once they are all answered the account is at its limit: even the right password waits.
    expect((await auth('client10@demo.adnet', DEMO_PASSWORD, '10.1.0.2')).statusCode).toBe(429);
  });

  it('a burst of 60 wrong passwords over many e-mails from one address checks at most the address limit', async () => {
    await resetLimits();
    const before = passwordHashes();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, i) => auth(`burst${i}@example.com`, 'wrong', '10.1.0.3')),
    );
    expect(passwordHashes() - before).toBeLessThanOrEqual(8);
    expect(answers.filter((a) => a.statusCode === 429).length).toBeGreaterThanOrEqual(52);
  });

  it('right passwords are not counted: after 4 wrong ones the right one signs in again and again', async () => {
    await resetLimits();
    for (let i = 0; i < 4; i += 1)
      expect((await auth('client11@demo.adnet', 'wrong', '10.1.0.4')).statusCode).toBe(400);
    for (let i = 0; i < 8; i += 1)
      expect((await auth('client11@demo.adnet', DEMO_PASSWORD, '10.1.0.4')).statusCode).toBe(200);
    expect((await auth('client11@demo.adnet', 'wrong', '10.1.0.4')).statusCode).toBe(400);
    expect((await auth('client11@demo.adnet', DEMO_PASSWORD, '10.1.0.4')).statusCode).toBe(429);
  });

  it('an unknown e-mail costs the same password hash as a registered one, so the answer takes as long', async () => {
    await resetLimits();
    const known = passwordHashes();
    expect((await auth('client12@demo.adnet', 'wrong', '10.1.0.7')).statusCode).toBe(400);
    const unknown = passwordHashes();
    expect((await auth('nobody-at-all@example.com', 'wrong', '10.1.0.7')).statusCode).toBe(400);
    expect(unknown - known).toBe(1);
    expect(passwordHashes() - unknown).toBe(1);
  });

  it('sign-in per address: wrong passwords over many e-mails from one address, then 429 there only', async () => {
    await resetLimits();
    for (let i = 0; i < 8; i += 1)
      expect((await auth(`nobody${i}@example.com`, 'wrong', '10.0.0.7')).statusCode).toBe(400);
    expect((await auth('advertiser@demo.adnet', DEMO_PASSWORD, '10.0.0.7')).statusCode).toBe(429);
    expect((await auth('advertiser@demo.adnet', DEMO_PASSWORD, '10.0.0.8')).statusCode).toBe(200);
  });

  it('the dev client tag counts a client apart without lifting the limit; a foreign Host cannot use it', async () => {
    await resetLimits();
    const tagged = (email: string, password: string, tag: string, host = '127.0.0.1:4319') =>
      s.app.inject({
        method: 'POST',
        url: '/api/public/user/auth',
        payload: { email, password },
        remoteAddress: '10.0.0.9',
        headers: { host, 'x-sandbox-client': tag },
      });
    for (let i = 0; i < 8; i += 1)
      expect((await tagged(`tag-a${i}@example.com`, 'wrong', 'test-a')).statusCode).toBe(400);
    // The tagged client is limited exactly as an untagged one...
    expect((await tagged('advertiser@demo.adnet', DEMO_PASSWORD, 'test-a')).statusCode).toBe(429);
    // ...while another test's client and the bare address are untouched by its failures.
    expect((await tagged('advertiser@demo.adnet', DEMO_PASSWORD, 'test-b')).statusCode).toBe(200);
    expect((await auth('advertiser@demo.adnet', DEMO_PASSWORD, '10.0.0.9')).statusCode).toBe(200);
    // Outside the dev surface (a foreign Host) the tag is ignored: a client cannot pick a fresh address with it.
    for (let i = 0; i < 8; i += 1)
      expect((await tagged(`tag-c${i}@example.com`, 'wrong', `fresh-${i}`, 'evil.example')).statusCode).toBe(
        400,
      );
    expect((await tagged('advertiser@demo.adnet', DEMO_PASSWORD, 'fresh-9', 'evil.example')).statusCode).toBe(
      429,
    );
  });

  it('a reset code cannot be guessed by requesting new codes: the guess count survives a new code', async () => {
    await resetLimits();
    const email = 'client07@demo.adnet';
    const ask = () =>
      s.app.inject({ method: 'POST', url: '/api/public/user/password/reset/code', payload: { email } });
    const guess = (code: string) =>
      s.app.inject({
        method: 'PATCH',
        url: '/api/public/user/password/reset',
        payload: { email, code, password: 'new-password-1' },
      });
    const outbox = async () =>
      (
        await s.app.inject({ method: 'GET', url: `/api/dev/outbox?email=${email}&kind=RESET&limit=1` })
      ).json()[0].code as string;
    expect((await ask()).statusCode).toBe(200);
    const wrong = (code: string) => (code === '000000' ? '000001' : '000000');
    for (let i = 0; i < 5; i += 1) expect((await guess(wrong(await outbox()))).statusCode).toBe(400);
    // A new code: before this fix it came with 5 fresh guesses.
    expect((await ask()).statusCode).toBe(200);
    const limited = await guess(await outbox());
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('code requests per account: the 6th within 15 minutes is 429, for unknown e-mails too', async () => {
    await resetLimits();
    for (const email of ['client08@demo.adnet', 'nobody@example.com']) {
      for (let i = 0; i < 5; i += 1)
        expect(
          (
            await s.app.inject({
              method: 'POST',
              url: '/api/public/user/password/reset/code',
              payload: { email },
            })
          ).statusCode,
        ).toBe(200);
      expect(
        (
          await s.app.inject({
            method: 'POST',
            url: '/api/public/user/password/reset/code',
            payload: { email },
          })
        ).statusCode,
      ).toBe(429);
    }
  });

  it('withdraw code guesses: 5 wrong, then 429 even after a new code', async () => {
    await resetLimits();
    const as = await signIn(s.app, 'publisher@demo.adnet');
    await as({ method: 'POST', url: '/api/user/publisher/withdraw/code' });
    const body = (code: string) => ({
      wallet: tronAddress('guess'),
      amount: 10,
      memoTag: 'g',
      confirmationCode: code,
    });
    for (let i = 0; i < 5; i += 1)
      expect(
        (await as({ method: 'POST', url: '/api/user/publisher/withdraw', payload: body('000000') }))
          .statusCode,
      ).toBe(400);
    await as({ method: 'POST', url: '/api/user/publisher/withdraw/code' });
    const code = (
      await s.app.inject({
        method: 'GET',
        url: '/api/dev/outbox?email=publisher@demo.adnet&kind=WITHDRAW&limit=1',
      })
    ).json()[0].code;
    expect(
      (await as({ method: 'POST', url: '/api/user/publisher/withdraw', payload: body(code) })).statusCode,
    ).toBe(429);
  });

  it('registrations per address', async () => {
    await resetLimits();
    const register = (n: number) =>
      s.app.inject({
        method: 'POST',
        url: '/api/public/user/register',
        payload: {
          email: `reg${n}@example.com`,
          password: 'a-long-password',
          username: `Reg ${n}`,
          acceptTerms: true,
        },
      });
    expect((await register(1)).statusCode).toBe(201);
    expect((await register(2)).statusCode).toBe(201);
    const third = await register(3);
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
  });
});

describe('the dev surface: loopback Host only, and off with the production flag', () => {
  let s: TestSandbox;
  beforeAll(async () => {
    s = await startSandbox();
  });
  afterAll(() => s.close());

  it('a foreign Host (DNS rebinding) finds no dev endpoint and no fault knob', async () => {
    expect(
      (await s.app.inject({ method: 'GET', url: '/api/dev/outbox', headers: { host: '127.0.0.1:4319' } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await s.app.inject({ method: 'GET', url: '/api/dev/outbox', headers: { host: '[::1]:4319' } }))
        .statusCode,
    ).toBe(200);
    for (const host of ['evil.example', 'evil.example:4319', '127.0.0.1.evil.example']) {
      expect(
        (await s.app.inject({ method: 'GET', url: '/api/dev/outbox', headers: { host } })).statusCode,
      ).toBe(404);
      expect(
        (await s.app.inject({ method: 'POST', url: '/api/dev/reset', headers: { host } })).statusCode,
      ).toBe(404);
      const fault = await s.app.inject({
        method: 'GET',
        url: '/api/user/self',
        headers: { host, 'x-sandbox-fault': 'error=500' },
      });
      expect(fault.statusCode).toBe(401);
    }
    const ttl = await s.app.inject({
      method: 'POST',
      url: '/api/public/user/auth',
      headers: { host: 'evil.example', 'x-sandbox-access-ttl': '1' },
      payload: { email: 'advertiser@demo.adnet', password: DEMO_PASSWORD },
    });
    const access = ([] as string[])
      .concat(ttl.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('adn_access='));
    expect(access).toMatch(/Max-Age=960/);
  });

  // The router matches the decoded path: a guard that read the raw URL let `/%61pi/dev/outbox` through. Every
  // spelling of a dev path meets the same guard; the double-encoded ones decode once, to no dev route at all.
  const ENCODED_DEV_PATHS = ['/%61pi/dev/', '/api/%64ev/', '/%61%70%69/%64%65%76/'];
  const DOUBLE_ENCODED_DEV_PATHS = ['/%2561pi/dev/', '/api/%2564ev/'];
  /** Whether an answer is the dev outbox's (a JSON list of mails). */
  const isOutbox = (body: string) => {
    try {
      return Array.isArray(JSON.parse(body));
    } catch {
      return false;
    }
  };

  it('a foreign Host finds no dev endpoint by an encoded path either: no outbox, no reset', async () => {
    const before = (await s.app.inject({ method: 'GET', url: '/api/dev/fingerprint' })).json();
    for (const prefix of [...ENCODED_DEV_PATHS, ...DOUBLE_ENCODED_DEV_PATHS]) {
      for (const host of ['evil.example', 'evil.example:4319']) {
        const outbox = await s.app.inject({ method: 'GET', url: `${prefix}outbox`, headers: { host } });
        expect(isOutbox(outbox.body), `${prefix}outbox`).toBe(false);
        if (ENCODED_DEV_PATHS.includes(prefix)) expect(outbox.statusCode, `${prefix}outbox`).toBe(404);
        const reset = await s.app.inject({ method: 'POST', url: `${prefix}reset`, headers: { host } });
        expect(reset.statusCode, `${prefix}reset`).toBe(404);
      }
    }
    // The same paths from this machine are the dev endpoints (single-encoded) or nothing (double-encoded).
    const local = await s.app.inject({
      method: 'GET',
      url: '/%61pi/dev/outbox',
      headers: { host: '127.0.0.1:4319' },
    });
    expect(isOutbox(local.body)).toBe(true);
    expect((await s.app.inject({ method: 'GET', url: '/api/dev/fingerprint' })).json()).toEqual(before);
  });

  it('a no-cors POST from a page on another local origin to an encoded dev path changes nothing', async () => {
    const before = (await s.app.inject({ method: 'GET', url: '/api/dev/fingerprint' })).json();
    for (const prefix of [...ENCODED_DEV_PATHS, ...DOUBLE_ENCODED_DEV_PATHS])
      for (const path of ['reset', 'fixtures/users', 'faults', 'rate-limits']) {
        // What a browser sends for `fetch(url, { method: 'POST', mode: 'no-cors' })` from http://localhost:8080:
        // a loopback Host, the page's Origin, no custom header.
        const res = await s.app.inject({
          method: path === 'faults' ? 'PUT' : path === 'rate-limits' ? 'DELETE' : 'POST',
          url: `${prefix}${path}`,
          headers: {
            host: '127.0.0.1:4319',
            origin: 'http://localhost:8080',
            'content-type': 'text/plain',
            'x-adnet-csrf': undefined,
          },
          payload: path === 'faults' ? '{"errorRate":1}' : '{}',
        });
        expect([403, 404], `${prefix}${path}: ${res.statusCode}`).toContain(res.statusCode);
      }
    expect((await s.app.inject({ method: 'GET', url: '/api/dev/fingerprint' })).json()).toEqual(before);
    expect((await s.app.inject({ method: 'GET', url: '/api/dev/faults' })).json()).toMatchObject({
      errorRate: 0,
    });
  });

  it('an encoded path to a personal answer is still marked no-store', async () => {
    const as = await signIn(s.app, 'advertiser@demo.adnet');
    const self = await as({ method: 'GET', url: '/%61pi/user/self' });
    expect(self.statusCode).toBe(200);
    expect(self.headers['cache-control']).toBe('no-store');
  });

  it('a foreign Origin cannot reset the sandbox from a page of another site', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/dev/reset',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('the production flag (SANDBOX_PRODUCTION=1 or --production) turns them off whatever SANDBOX_DEV says', async () => {
    expect(isProduction({ SANDBOX_PRODUCTION: '1' }, [])).toBe(true);
    expect(readConfig({ SANDBOX_PRODUCTION: '1', SANDBOX_DEV: '1' }, []).dev).toBe(false);
    expect(readConfig({}, ['node', 'main.ts', 'start', '--production']).dev).toBe(false);
    expect(readConfig({}, []).dev).toBe(true);
    const production = readConfig({ SANDBOX_PRODUCTION: '1' }, []);
    const prod = asCabinet(await buildServer(s.db, testConfig({ dev: production.dev })));
    try {
      expect((await prod.inject({ method: 'GET', url: '/api/dev/outbox' })).statusCode).toBe(404);
      expect(
        (
          await prod.inject({
            method: 'GET',
            url: '/api/user/self',
            headers: { 'x-sandbox-fault': 'error=500' },
          })
        ).statusCode,
      ).toBe(401);
    } finally {
      await prod.close();
    }
  });
});

describe('uploads: refused by declared size and token before the body is read, limited while streaming', () => {
  let s: TestSandbox;
  let base: string;
  let as: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    s = await startSandbox();
    base = await listen(s);
    as = await signIn(s.app, 'advertiser@demo.adnet');
  });
  afterAll(() => s.close());

  const mint = async (size: number) =>
    (
      await as({
        method: 'POST',
        url: '/api/upload/image',
        payload: { fileName: 'a.png', contentType: 'image/png', size },
      })
    ).json() as {
      uploadUrl: string;
      unique_key: string;
    };
  /**
   * Sends the headers of a PUT and at most `send` bytes of its body, then waits for the answer: an answer that
   * arrives while the body is still owed was given before the body was read.
   */
  const putHeadersOnly = (path: string, headers: Record<string, string>, send: Buffer) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(`${base}${path}`, { method: 'PUT', headers }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.write(send);
    });
  const files = () => readdirSync(s.config.uploadsDir);

  it('a PUT declaring 60 MB is refused at once, before its body arrives', async () => {
    const { uploadUrl } = await mint(1000);
    const answer = await putHeadersOnly(
      uploadUrl,
      { 'content-type': 'image/png', 'content-length': String(60 * 1024 * 1024) },
      placeholderPng('x', 4, 4),
    );
    expect(answer.status).toBe(413);
  });

  it('a wrong token is refused before the body arrives, and declaring more than the URL allows too', async () => {
    const { uploadUrl } = await mint(1000);
    const wrong = await putHeadersOnly(
      uploadUrl.replace(/token=.*/, 'token=nope'),
      { 'content-type': 'image/png', 'content-length': '1000' },
      Buffer.from('x'),
    );
    expect(wrong.status).toBe(404);
    const more = await putHeadersOnly(
      uploadUrl,
      { 'content-type': 'image/png', 'content-length': '1001' },
      Buffer.from('x'),
    );
    expect(more.status).toBe(413);
  });

  it('a body without a length that streams past the declared size is cut off with 413 and nothing is kept', async () => {
    const { uploadUrl, unique_key } = await mint(200);
    const before = files();
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        `${base}${uploadUrl}`,
        { method: 'PUT', headers: { 'content-type': 'image/png', 'transfer-encoding': 'chunked' } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.write(placeholderPng('big', 64, 64).subarray(0, 150));
      setTimeout(() => req.write(Buffer.alloc(1000)), 50);
    });
    expect(status).toBe(413);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(files()).toEqual(before);
    expect(files().some((f) => f.startsWith(unique_key))).toBe(false);
    const row = await s.db.query<{ stored: boolean }>(
      'SELECT stored_at IS NOT NULL AS stored FROM uploads WHERE key = $1',
      [unique_key],
    );
    expect(row.rows[0]!.stored).toBe(false);
  });

  it('a file within its size is streamed to disk and served back byte for byte', async () => {
    const png = placeholderPng('fits', 16, 16);
    const { uploadUrl, unique_key } = await mint(png.length);
    const put = await fetch(`${base}${uploadUrl}`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(png),
    });
    expect(put.status).toBe(204);
    const served = Buffer.from(await (await fetch(`${base}/api/public/files/${unique_key}`)).arrayBuffer());
    expect(served.equals(png)).toBe(true);
    expect(files().some((f) => f.endsWith('.part'))).toBe(false);
  });
});

describe('hostile input the hostile-input e2e suite found accepted', () => {
  let s: TestSandbox;
  beforeAll(async () => {
    s = await startSandbox();
  });
  afterAll(() => s.close());

  it('an ad links only to https: http:, javascript: and data: are refused', async () => {
    const as = await signIn(s.app, 'advertiser@demo.adnet');
    for (const link of [
      'http://example.com/landing',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
    ]) {
      const res = await as({
        method: 'POST',
        url: '/api/campaigns',
        payload: {
          name: 'Link',
          campaignType: 'TASK',
          strategy: { budget: 20, cpm: null, cpc: 0.05, billingType: 'PAY_PER_CLICK' },
          ads: [{ title: 'Hi', link }],
          targeting: { ...OPEN_TARGETING, categories: [] },
        },
      });
      expect([link, res.statusCode, res.json().fields?.['ads[0].link']]).toEqual([
        link,
        400,
        'must be an https:// link',
      ]);
    }
  });

  it('an e-mail with a right-to-left override or a zero-width space is not an address', async () => {
    for (const email of ['user\u202Egnp.exe@example.com', 'ad\u200Bmin@example.com']) {
      const res = await s.app.inject({
        method: 'POST',
        url: '/api/public/user/register',
        payload: { email, password: 'a-long-password', username: 'Spoof', acceptTerms: true },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.email).toBe('is not a valid e-mail address');
    }
  });
});

describe('CORS for a cabinet on another origin (SANDBOX_ALLOWED_ORIGINS)', () => {
  let s: TestSandbox;
  const CABINET = 'http://127.0.0.1:4446';
  beforeAll(async () => {
    s = await startSandbox({ allowedOrigins: [CABINET] });
  });
  afterAll(() => s.close());
  const preflight = (origin: string, headers: string) =>
    s.app.inject({
      method: 'OPTIONS',
      url: '/api/campaigns',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': headers,
      },
    });

  it('grants the configured origin credentials and the headers the client sends', async () => {
    const res = await preflight(CABINET, 'content-type,x-adnet-csrf,idempotency-key');
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(CABINET);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    const allowed = String(res.headers['access-control-allow-headers']).split(/,\s*/);
    expect(allowed).toEqual(expect.arrayContaining(['content-type', 'x-adnet-csrf', 'idempotency-key']));
    const answer = await s.app.inject({
      method: 'GET',
      url: '/api/public/health',
      headers: { origin: CABINET },
    });
    expect(answer.headers['access-control-allow-origin']).toBe(CABINET);
    expect(answer.headers['access-control-expose-headers']).toContain('retry-after');
  });

  it('grants nothing to any other origin: its page can neither read an answer nor send the anti-CSRF header', async () => {
    for (const origin of ['https://evil.example', 'http://localhost:4446', 'null']) {
      const res = await preflight(origin, 'x-adnet-csrf');
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      const answer = await s.app.inject({ method: 'GET', url: '/api/public/health', headers: { origin } });
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});
