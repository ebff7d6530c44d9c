import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_SORT_FIELDS,
  ADMIN_WITHDRAW_SORT_FIELDS,
  AGENCY_SORT_FIELDS,
  CAMPAIGN_SORT_FIELDS,
  CAMPAIGN_TYPES,
  DEAL_SORT_FIELDS,
  FROZEN_BALANCE_SORT_FIELDS,
  PLATFORM_SORT_FIELDS,
  PROMOCODE_SORT_FIELDS,
  REFERRAL_SORT_FIELDS,
  SALES_CLIENT_SORT_FIELDS,
  SUPPORT_CASE_SORT_FIELDS,
  TRANSACTION_SORT_FIELDS,
  USER_SORT_FIELDS,
  WITHDRAW_SORT_FIELDS,
  createApiClient,
  isHttpError,
  type ApiClient,
  type CampaignInput,
} from '@adnet/api-client';
import type { AddressInfo } from 'node:net';
import { DEMO_PASSWORD } from '../src/seed';
import { TRON_FEE } from '../src/catalog';
import { placeholderPng } from '../src/png';
import { todayString } from '../src/stats';
import { cookieJarFetch } from './cookie-jar';
import { startSandbox, userId, type TestSandbox } from './helpers';

/**
 * The contract, end to end: `@adnet/api-client` against the sandbox listening on a real socket, with cookies kept
 * per path as a browser keeps them. When the two disagree, one of these fails.
 */
let s: TestSandbox;
let base: string;

beforeAll(async () => {
  s = await startSandbox();
  await s.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`;
});
afterAll(() => s.close());

async function signedIn(
  email: string,
  headersFor?: NonNullable<Parameters<typeof cookieJarFetch>[0]>['headersFor'],
) {
  const jar = cookieJarFetch(headersFor ? { headersFor } : {});
  const onAuthFailure = vi.fn();
  const api = createApiClient({ baseUrl: base, fetch: jar.fetch, onAuthFailure });
  await api.account.auth({ email, password: DEMO_PASSWORD });
  return { api, jar, onAuthFailure };
}

/** The last code the sandbox "e-mailed" to someone, read from the dev outbox as the e2e tests do. */
async function outboxCode(email: string, kind: string): Promise<string> {
  const res = await fetch(`${base}/api/dev/outbox?email=${encodeURIComponent(email)}&kind=${kind}&limit=1`);
  const [mail] = (await res.json()) as { code: string }[];
  if (!mail) throw new Error(`no ${kind} mail for ${email}`);
  return mail.code;
}

const ADVERTISER = 'advertiser@demo.adnet';

describe('@adnet/api-client against the running sandbox', () => {
  let api: ApiClient;
  beforeAll(async () => {
    ({ api } = await signedIn(ADVERTISER));
  });

  it('signs in; when the access credential expires, one refresh happens and the call is replayed', async () => {
    // The dev knob gives this session's access credential a 1 s life.
    const session = await signedIn(ADVERTISER, (path) =>
      path === '/api/public/user/auth' ? { 'x-sandbox-access-ttl': '1' } : {},
    );
    // The refresh credential goes only to the refresh and logout calls; the access one to every /api call.
    expect(session.jar.cookieNamesFor('/api/user/self')).toEqual(['adn_access']);
    expect(session.jar.cookieNamesFor('/api/public/user/auth/refresh').sort()).toEqual([
      'adn_access',
      'adn_refresh',
    ]);
    expect((await session.api.account.self()).email).toBe(ADVERTISER);

    await new Promise((resolve) => setTimeout(resolve, 1_300));
    const self = await session.api.account.self();
    expect(self).toMatchObject({ email: ADVERTISER, role: 'User', latestTermsVersion: 3 });
    const selfCalls = session.jar.calls.filter((c) => c.path === '/api/user/self').map((c) => c.status);
    expect(selfCalls).toEqual([200, 401, 200]);
    expect(session.jar.calls.filter((c) => c.path === '/api/public/user/auth/refresh')).toEqual([
      { method: 'POST', path: '/api/public/user/auth/refresh', status: 200 },
    ]);
    expect(session.onAuthFailure).not.toHaveBeenCalled();

    // Logout revokes the session: the access cookie is gone and the refresh credential no longer works.
    await session.api.account.logout();
    expect(session.jar.cookieNamesFor('/api/public/user/auth/refresh')).toEqual([]);
    await expect(session.api.account.self()).rejects.toMatchObject({ status: 401 });
  });

  it('lists campaigns with paging and filters', async () => {
    const me = await userId(s.db, ADVERTISER);
    const { rows } = await s.db.query<{ n: number }>(
      `SELECT COUNT(*)::int AS n FROM campaigns WHERE owner_id = $1 AND status <> 'ARCHIVED'`,
      [me],
    );
    const page2 = await api.campaigns.list({ page: 2, pageSize: 5 });
    expect(page2).toMatchObject({
      page: 2,
      pageSize: 5,
      total: rows[0]!.n,
      pageCount: Math.ceil(rows[0]!.n / 5),
    });
    expect(page2.items).toHaveLength(5);
    const page1 = await api.campaigns.list({ page: 1, pageSize: 5 });
    expect(page1.items.map((c) => c.id)).not.toEqual(expect.arrayContaining(page2.items.map((c) => c.id)));

    const tasks = await api.campaigns.list({ status: 'ACTIVE', type: 'Task', pageSize: 50 });
    expect(tasks.items.length).toBeGreaterThan(0);
    expect(tasks.items.every((c) => c.status === 'ACTIVE' && c.campaignType === 'Task')).toBe(true);

    const bySpend = await api.campaigns.list({ orderBy: 'spent', order: 'desc', pageSize: 10 });
    const spent = bySpend.items.map((c) => c.spent);
    expect(spent).toEqual([...spent].sort((a, b) => b - a));
    expect(bySpend.items[0]!.ctr).toBeLessThan(1); // a fraction once the client divided the server's percent

    const named = await api.campaigns.list({ name: page1.items[0]!.name });
    expect(named.items.map((c) => c.id)).toContain(page1.items[0]!.id);
    const archived = await api.archive.list({ pageSize: 50 });
    expect(archived.items.every((c) => c.status === 'ARCHIVED')).toBe(true);
  });

  it('uploads an image and a video, then creates one campaign of each type with them', async () => {
    const png = placeholderPng('contract', 32, 32);
    const image = await api.uploads.image(
      Object.assign(new Blob([new Uint8Array(png)], { type: 'image/png' }), { name: 'ad.png' }),
    );
    expect(image.cloudId).toMatch(/^[\w-]+$/);
    const served = await fetch(base + image.downloadUrl);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    const webm = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]);
    const video = await api.uploads.video(new Blob([new Uint8Array(webm)], { type: 'video/webm' }));

    for (const campaignType of CAMPAIGN_TYPES) {
      const pageType = campaignType === 'InChat' || campaignType === 'MainPage';
      const input: CampaignInput = {
        name: `Contract ${campaignType}`,
        campaignType,
        strategy: { budget: 25, cpm: 1.5, cpc: null, billingType: 'PAY_PER_SHOW' },
        ads: [
          {
            title: 'Try it',
            subtitle: 'A contract test',
            buttonText: 'Open',
            icon: image.cloudId,
            image: campaignType === 'RewardedVideo' ? null : image.cloudId,
            video: campaignType === 'RewardedVideo' ? video.cloudId : null,
            link: 'https://example.com/landing',
          },
        ],
        targeting: {
          regions: [100],
          languages: ['en'],
          isTelegramPremium: null,
          platformType: 'ALL',
          vpn: null,
          segments: [],
          ...(pageType ? {} : { publishers: [], walletTargeting: null, categories: [1] }),
        },
      };
      const created = await api.campaigns.create(input);
      expect(created).toMatchObject({
        campaignType,
        status: 'MODERATION',
        name: input.name,
        billingType: 'cpm',
      });
      expect(created.ads[0]!.link).toBe('https://example.com/landing');
      expect(created.targeting.publishers).toEqual(pageType ? undefined : []);
      expect((await api.campaigns.get(created.id)).id).toBe(created.id);
    }
  });

  it('fetches statistics in every slice, all summing to the same totals', async () => {
    const active = await api.campaigns.list({ status: 'ACTIVE', pageSize: 5 });
    const campaignIds = active.items.map((c) => c.id);
    const today = todayString();
    const startdate = new Date(Date.parse(today) - 60 * 86_400_000).toISOString().slice(0, 10);
    const slices = ['DATE', 'LANG', 'AD', 'CATEGORY', 'PLATFORM', 'COUNTRY'] as const;
    const results = await Promise.all(
      slices.map((slice) => api.statistics.campaigns({ startdate, enddate: today, slice, campaignIds })),
    );
    const date = results[0]!;
    expect(date.rows).toHaveLength(61);
    expect(date.totals.impressions).toBeGreaterThan(0);
    for (const [i, stat] of results.entries()) {
      expect(stat.slice).toBe(slices[i]);
      expect(stat.totals).toEqual(date.totals);
      if (slices[i] !== 'DATE') expect(stat.rows.every((r) => r.key !== null && r.date === null)).toBe(true);
    }
    // The server sends a percent; the client hands the UI a fraction.
    expect(date.totals.ctr).toBeCloseTo(date.totals.clicks / date.totals.impressions, 4);
  });

  it('requests a withdraw code, reads it from the outbox and confirms the withdraw with it', async () => {
    const before = await api.money.balance();
    await api.money.requestWithdrawCode();
    const code = await outboxCode(ADVERTISER, 'WITHDRAW');
    expect(code).toMatch(/^\d{6}$/);
    const wallet = (await api.money.tronWallet()).walletAddress;
    const withdraw = await api.money.withdraw({
      wallet,
      amount: 25,
      memoTag: 'contract',
      confirmationCode: code,
    });
    expect(withdraw).toMatchObject({
      wallet,
      amount: 25,
      memoTag: 'contract',
      status: 'PENDING',
      txHash: null,
    });
    const after = await api.money.balance();
    expect(after.balance).toBeCloseTo(before.balance - 25 - TRON_FEE, 2);
    expect((await api.money.withdrawals()).items[0]!.id).toBe(withdraw.id);
    // The code works once.
    await expect(
      api.money.withdraw({ wallet, amount: 25, memoTag: '', confirmationCode: code }),
    ).rejects.toMatchObject({
      status: 400,
      data: { fields: { confirmationCode: 'The code is wrong or expired' } },
    });
  });

  it('deposits as an admin, and answers the three deposit errors of the spec', async () => {
    const { api: admin } = await signedIn('superuser@demo.adnet');
    const advertiser = await userId(s.db, ADVERTISER);
    const tx = await admin.admin.deposit(advertiser, {
      comment: 'contract',
      amount: 100,
      isInternalCurrency: false,
    });
    expect(tx).toMatchObject({ amount: 100, userId: advertiser, title: 'Deposit: contract' });
    expect((await api.money.transactions({ pageSize: 1 })).items[0]!.id).toBe(tx.id);

    const failure = async (call: Promise<unknown>) =>
      call.then(
        () => null,
        (e: unknown) => e,
      );
    const unknown = await failure(
      admin.admin.deposit(999_999, { comment: '', amount: 5, isInternalCurrency: false }),
    );
    expect(isHttpError(unknown, 404)).toBe(true);
    expect(unknown).toMatchObject({ code: 'USER_NOT_FOUND', message: 'UserId not found' });
    const noRights = await failure(
      api.admin.deposit(advertiser, { comment: '', amount: 5, isInternalCurrency: false }),
    );
    expect(noRights).toMatchObject({ status: 403, code: 'NO_RIGHTS', message: 'No rights' });
    const publisher = await userId(s.db, 'publisher@demo.adnet');
    const toPublisher = await failure(
      admin.admin.deposit(publisher, { comment: '', amount: 5, isInternalCurrency: true }),
    );
    expect(toPublisher).toMatchObject({
      status: 400,
      code: 'PUBLISHER_ACCOUNT',
      message: 'Deposit cannot be applied to the publisher',
    });
  });

  it('answers the geo tree, the forecast and the frozen balance in the shapes the client maps', async () => {
    const tree = await api.geo.tree();
    expect(tree.map((n) => n.getCode)).toContain('EU');
    expect(tree.flatMap((n) => n.children).find((c) => c.getCode === 'RU')?.children.length).toBeGreaterThan(
      3,
    );
    const forecast = await api.campaigns.forecast('cpm', { type: 'Task', budget: 1 });
    expect(forecast.recommendedCost).toBe(Math.round(forecast.recommendedCost! * 100) / 100);
    expect(forecast.showBudgetWarning).toBe(true);
    const frozen = await api.money.frozenBalance({ pageSize: 100 });
    expect(frozen.items.length).toBeGreaterThan(0);
    expect(frozen.items.every((r) => r.campaignId > 0 && r.amount > 0)).toBe(true);
  });
});

describe('every sort field the client publishes is one the server sorts by', () => {
  it('for the lists of an advertiser and of a SuperUser, both directions', async () => {
    const { api } = await signedIn(ADVERTISER);
    const { api: admin } = await signedIn('superuser@demo.adnet');
    const lists: [readonly string[], (orderBy: string, order: 'asc' | 'desc') => Promise<unknown>][] = [
      [CAMPAIGN_SORT_FIELDS, (f, order) => api.campaigns.list({ orderBy: f as never, order, pageSize: 2 })],
      [CAMPAIGN_SORT_FIELDS, (f, order) => api.archive.list({ orderBy: f as never, order, pageSize: 2 })],
      [TRANSACTION_SORT_FIELDS, (f, order) => api.money.transactions({ orderBy: f as never, order })],
      [WITHDRAW_SORT_FIELDS, (f, order) => api.money.withdrawals({ orderBy: f as never, order })],
      [FROZEN_BALANCE_SORT_FIELDS, (f, order) => api.money.frozenBalance({ orderBy: f as never, order })],
      [USER_SORT_FIELDS, (f, order) => admin.admin.users({ orderBy: f as never, order })],
      [AGENCY_SORT_FIELDS, (f, order) => admin.admin.agencies({ orderBy: f as never, order })],
      [ACCOUNT_SORT_FIELDS, (f, order) => admin.admin.accounts({ orderBy: f as never, order })],
      [PLATFORM_SORT_FIELDS, (f, order) => admin.admin.platforms({ orderBy: f as never, order })],
      [PROMOCODE_SORT_FIELDS, (f, order) => admin.admin.promocodes({ orderBy: f as never, order })],
      [REFERRAL_SORT_FIELDS, (f, order) => admin.admin.referrals({ orderBy: f as never, order })],
      [ADMIN_WITHDRAW_SORT_FIELDS, (f, order) => admin.admin.withdrawals({ orderBy: f as never, order })],
      [SUPPORT_CASE_SORT_FIELDS, (f, order) => admin.support.cases({ orderBy: f as never, order })],
      [SALES_CLIENT_SORT_FIELDS, (f, order) => admin.sales.clients({ orderBy: f as never, order })],
      [DEAL_SORT_FIELDS, (f, order) => admin.sales.deals({ orderBy: f as never, order })],
    ];
    for (const [fields, call] of lists)
      for (const field of fields)
        for (const order of ['asc', 'desc'] as const) await expect(call(field, order)).resolves.toBeDefined();
  });
});
