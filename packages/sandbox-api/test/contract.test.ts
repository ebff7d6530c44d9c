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
  ROLES,
  SALES_CLIENT_SORT_FIELDS,
  SUPPORT_CASE_SORT_FIELDS,
  TRANSACTION_SORT_FIELDS,
  USER_SORT_FIELDS,
  WITHDRAW_SORT_FIELDS,
  createApiClient,
  isHttpError,
  isTronAddress,
  tronAddressProblem,
  isValidationError,
  toCampaignLegal,
  type ApiClient,
  type CampaignInput,
  type Role,
} from '@adnet/api-client';
import type { AddressInfo } from 'node:net';
import { DEMO_PASSWORD } from '../src/seed';
import { TRON_FEE } from '../src/catalog';
import { placeholderPng } from '../src/png';
import { todayString } from '../src/stats';
import { cookieJarFetch } from './cookie-jar';
import { OPEN_TARGETING, startSandbox, userId, type TestSandbox } from './helpers';

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
  const twin = await fetch(`${base}/api/dev/fixtures/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ featuresOn: ['ru_ad_marking'] }),
  });
  MARKING_TWIN = ((await twin.json()) as { email: string }).email;
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
/** A second account with ru_ad_marking, made by the dev fixture call in `beforeAll`. */
let MARKING_TWIN = '';

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

  it('without campaignIds, statistics cover every campaign of the user, the archived included', async () => {
    const today = todayString();
    const query = {
      startdate: new Date(Date.parse(today) - 29 * 86_400_000).toISOString().slice(0, 10),
      enddate: today,
      slice: 'DATE',
    } as const;
    // Every campaign of the advertiser, listed and archived, page by page, then their statistics in batches of ids.
    const ids: number[] = [];
    for (const list of [api.campaigns.list, api.archive.list])
      for (let page = 1; ; page++) {
        const found = await list({ page, pageSize: 200 });
        ids.push(...found.items.map((c) => c.id));
        if (page >= found.pageCount) break;
      }
    expect(ids.length).toBeGreaterThan(10);
    const archived = (await api.archive.list({ page: 1, pageSize: 200 })).items.map((c) => c.id);
    const archivedSpent = await api.statistics.campaigns({ ...query, campaignIds: archived });
    expect(archivedSpent.totals.spent, 'the archived campaigns spent in the range').toBeGreaterThan(0);
    let [impressions, clicks, cents] = [0, 0, 0];
    for (let i = 0; i < ids.length; i += 10) {
      const batch = await api.statistics.campaigns({ ...query, campaignIds: ids.slice(i, i + 10) });
      impressions += batch.totals.impressions;
      clicks += batch.totals.clicks;
      cents += Math.round(batch.totals.spent * 100);
    }
    const all = await api.statistics.campaigns(query);
    expect(all.totals).toMatchObject({ impressions, clicks, spent: cents / 100 });
    expect(all.totals.spent).toBeGreaterThan(0);
    // Staff acting for the advertiser name them; without userId a caller's own campaigns are counted.
    const staff = (await signedIn('superuser@demo.adnet')).api;
    const owner = await userId(s.db, ADVERTISER);
    expect((await staff.statistics.campaigns({ ...query, userId: owner })).totals).toEqual(all.totals);
    expect((await staff.statistics.campaigns(query)).totals.spent).toBe(0);
    // With userId, ids of another user's campaigns are not found.
    const other = await staff.statistics
      .campaigns({ ...query, userId: await userId(s.db, 'bulk@demo.adnet'), campaignIds: ids.slice(0, 1) })
      .catch((e: unknown) => e);
    expect(isHttpError(other, 404)).toBe(true);
    // An advertiser cannot ask for another user's figures.
    const foreign = await api.statistics
      .campaigns({ ...query, userId: await userId(s.db, 'bulk@demo.adnet') })
      .catch((e: unknown) => e);
    expect(isHttpError(foreign, 404)).toBe(true);
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

  it('reads the wallet of a user the caller acts for, and refuses any other with 404', async () => {
    const { api: admin } = await signedIn('superuser@demo.adnet');
    const own = await api.money.balance();
    const advertiser = await userId(s.db, ADVERTISER);
    expect(await admin.money.balance({ userId: advertiser })).toEqual(own);
    const other = await userId(s.db, 'publisher@demo.adnet');
    await expect(api.money.balance({ userId: other })).rejects.toMatchObject({ status: 404 });
  });

  it('refuses a withdraw to an address whose checksum fails, before the code is spent', async () => {
    const wallet = (await api.money.tronWallet()).walletAddress;
    const typo = wallet.slice(0, 33) + (wallet.endsWith('a') ? 'b' : 'a');
    expect(tronAddressProblem(typo)).toBe('checksum');
    await api.money.requestWithdrawCode();
    const code = await outboxCode(ADVERTISER, 'WITHDRAW');
    await expect(
      api.money.withdraw({ wallet: typo, amount: 10, memoTag: '', confirmationCode: code }),
    ).rejects.toMatchObject({ status: 400, data: { fields: { wallet: expect.stringMatching(/checksum/) } } });
    // The code was not burnt by the refused address.
    const ok = await api.money.withdraw({ wallet, amount: 10, memoTag: '', confirmationCode: code });
    expect(ok.status).toBe('PENDING');
  });

  it('seeds deposit and withdraw addresses that the client accepts as TRON addresses', async () => {
    const { rows } = await s.db.query<{ address: string }>(
      `SELECT tron_address AS address FROM users WHERE tron_address IS NOT NULL
       UNION ALL SELECT wallet FROM withdraws`,
    );
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.filter((r) => !isTronAddress(r.address))).toEqual([]);
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
    // Everyone everywhere reaches far; one region of Germany, in German, on iOS is too narrow.
    expect(forecast).toMatchObject({ dailyImpressions: 6_000_000, narrowTargeting: false });
    const berlin = tree
      .flatMap((n) => n.children)
      .find((c) => c.getCode === 'DE')!
      .children.find((r) => r.getCode === 'DE-BE')!;
    const narrow = await api.campaigns.forecast('cpc', {
      type: 'Task',
      regions: [berlin.id],
      languages: ['de'],
      platformType: 'IOS',
    });
    expect(narrow.narrowTargeting).toBe(true);
    expect(narrow.dailyImpressions).toBeGreaterThan(0);
    expect(narrow.dailyImpressions).toBeLessThan(5_000);
    const frozen = await api.money.frozenBalance({ pageSize: 100 });
    expect(frozen.items.length).toBeGreaterThan(0);
    expect(frozen.items.every((r) => r.campaignId > 0 && r.amount > 0)).toBe(true);
  });
});

describe('legal info (designed contract) between the client and the sandbox', () => {
  const MARKING = 'marking@demo.adnet';

  it('lists the seeded legal info that the seeded marked campaigns name', async () => {
    const { api } = await signedIn(MARKING);
    const [seeded] = await api.legalInfo.list();
    expect(seeded).toMatchObject({ type: 'LEGAL_ENTITY', inn: '7707083893', vatPayer: true });
    expect(seeded!.createdAt).toBeInstanceOf(Date);
    const campaigns = await api.campaigns.list({ pageSize: 50 });
    const marked = await api.campaigns.get(campaigns.items[0]!.id);
    expect(marked.legalInfoId).toBe(seeded!.id);
  });

  it('marks a campaign with a saved legal info or with its details, the client sending the five fields', async () => {
    const fixture = await fetch(`${base}/api/dev/fixtures/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ featuresOn: ['ru_ad_marking'], deposit: 100 }),
    });
    const { api } = await signedIn(((await fixture.json()) as { email: string }).email);
    const [saved] = await api.legalInfo.list();
    const input: CampaignInput = {
      name: 'Marked by the client',
      campaignType: 'Task',
      strategy: { budget: 20, cpm: 1, cpc: null, billingType: 'PAY_PER_SHOW' },
      ads: [{ title: 'Hello', link: 'https://example.com/landing', erid: 'Kra23f4' }],
      targeting: OPEN_TARGETING,
    };
    const typed = await api.campaigns.create({
      ...input,
      legal: { legalType: 'SOLE_TRADER', legalName: ' IP Ivanov ', regNumber: '5001-0073-2259', vat: 20 },
    });
    expect(toCampaignLegal(typed)).toEqual({
      legalType: 'SOLE_TRADER',
      legalName: 'IP Ivanov',
      regNumber: '500100732259',
      vat: 20,
    });
    expect(toCampaignLegal(await api.campaigns.get(typed.id))).toEqual(toCampaignLegal(typed));
    const switched = await api.campaigns.update(typed.id, { legal: { legalInfoId: saved!.id } });
    expect(switched).toMatchObject({ legalInfoId: saved!.id, legalName: null, regNumber: null, vat: null });
    expect((await api.campaigns.update(typed.id, { legal: null })).legalInfoId).toBeNull();

    const bad = await api.campaigns
      .create({
        ...input,
        legal: { legalType: 'LEGAL_ENTITY', legalName: 'OOO Typo', regNumber: '7707083894', vat: null },
      })
      .catch((e: unknown) => e);
    expect(isValidationError(bad)).toBe(true);
    expect((bad as { data: { fields: Record<string, string> } }).data.fields).toEqual({
      regNumber: 'is not a valid ИНН: its check digits do not match',
    });
  });

  it("creates, reads, updates and deletes, with the client's mapper shaping what is sent", async () => {
    const { api } = await signedIn(MARKING);
    const created = await api.legalInfo.create({
      type: 'SOLE_TRADER',
      name: '  IP Ivanov Ivan  ',
      inn: '5001 0073 2259',
      countryCode: '840', // dropped by the client: a resident has no country
      vatPayer: false,
    });
    expect(created).toMatchObject({ name: 'IP Ivanov Ivan', inn: '500100732259', countryCode: null });
    expect(await api.legalInfo.get(created.id)).toEqual(created);

    const foreign = await api.legalInfo.update(created.id, {
      type: 'FOREIGN_LEGAL_ENTITY',
      name: 'Acme Inc.',
      inn: '500100732259', // dropped by the client: a foreign party has no ИНН
      countryCode: '840',
      foreignTaxNumber: '98-7654321',
      vatPayer: false,
    });
    expect(foreign).toMatchObject({ type: 'FOREIGN_LEGAL_ENTITY', inn: null, countryCode: '840' });
    expect(foreign.updatedAt.getTime()).toBeGreaterThanOrEqual(created.updatedAt.getTime());
    expect((await api.legalInfo.list()).map((l) => l.id)).toContain(created.id);

    await api.legalInfo.remove(created.id);
    await expect(api.legalInfo.get(created.id)).rejects.toMatchObject({ status: 404 });
  });

  it("refuses a bad ИНН with a message on the field, and another user's legal info as not found", async () => {
    const { api } = await signedIn(MARKING);
    const bad = await api.legalInfo
      .create({ type: 'LEGAL_ENTITY', name: 'OOO Typo', inn: '7707083894', vatPayer: true })
      .catch((e: unknown) => e);
    expect(isValidationError(bad)).toBe(true);
    expect((bad as { data: { fields: Record<string, string> } }).data.fields).toEqual({
      inn: 'is not a valid ИНН: its check digits do not match',
    });
    const [own] = await api.legalInfo.list();
    // The advertiser has no ru_ad_marking: its calls are 403; an owner with it gets 404 for someone else's.
    const { api: advertiser } = await signedIn(ADVERTISER);
    await expect(advertiser.legalInfo.list()).rejects.toMatchObject({
      status: 403,
      code: 'FEATURE_DISABLED',
    });
    const { api: other } = await signedIn(MARKING_TWIN);
    for (const call of [
      () => other.legalInfo.get(own!.id),
      () =>
        other.legalInfo.update(own!.id, {
          type: 'INDIVIDUAL',
          name: 'x',
          inn: '500100732259',
          vatPayer: false,
        }),
      () => other.legalInfo.remove(own!.id),
    ])
      await expect(call()).rejects.toMatchObject({ status: 404 });
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

/** A fixture account of this test's own (`POST /api/dev/fixtures/users`), signed in through the client. */
async function fixture(spec: Record<string, unknown>) {
  const res = await fetch(`${base}/api/dev/fixtures/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(spec),
  });
  expect(res.status).toBe(201);
  const { id, email } = (await res.json()) as { id: number; email: string };
  return { id, email, ...(await signedIn(email)) };
}

const pngFile = (name: string) =>
  Object.assign(new Blob([new Uint8Array(placeholderPng(name, 24, 24))], { type: 'image/png' }), { name });

/**
 * Every role of the spec (section 6, `ROLES`) but those a route's rule names: Agency, Agency Admin, Agency Manager, the
 * API-integration role, User Read Only, User, ... Each is tested as the account's only role (primary).
 */
const notNamedBySpec = (named: readonly Role[]) => ROLES.filter((role) => !named.includes(role));

/** Rejects with this HTTP status (and, when given, this error code). */
async function refused(call: Promise<unknown>, status: number, code?: string) {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(isHttpError(error, status), `expected ${status}, got ${JSON.stringify(error)}`).toBe(true);
  if (code) expect((error as { code?: string }).code).toBe(code);
}

describe('support cases: a user and an agent through the client', () => {
  it('a user opens a case with a picture, an agent answers with one, assigns, prioritises and closes it', async () => {
    const user = await fixture({ role: 'User' });
    const agent = await fixture({ role: 'Customer Happiness Agent' });

    const before = await user.api.uploads.image(pngFile('before.png'));
    const opened = await user.api.support.create({
      subject: 'My banner is rejected',
      text: 'See the screenshot',
      pictures: [before.cloudId],
    });
    expect(opened).toMatchObject({ status: 'OPEN', priority: 'NORMAL', assigneeId: null, account: null });
    expect(opened.messages[0]).toMatchObject({
      authorKind: 'USER',
      authorName: expect.stringMatching(/^E2E user /),
    });

    // The agent sees the case, the thread and the owner's account; the picture goes up by the case's id.
    const seen = await agent.api.support.get(opened.id);
    expect(seen.account).toMatchObject({ id: user.id, email: user.email, casesCount: 1 });
    expect(seen.messages[0]!.pictures[0]!.cloudId).toBe(before.cloudId);
    const shot = await agent.api.uploads.supportPicture(opened.id, pngFile('answer.png'));
    const reply = await agent.api.support.reply(opened.id, {
      text: 'Fixed, see here',
      pictures: [shot.cloudId],
    });
    expect(reply).toMatchObject({
      authorKind: 'AGENT',
      authorId: agent.id,
      pictures: [{ cloudId: shot.cloudId }],
    });
    expect(reply.createdAt).toBeInstanceOf(Date);

    const agents = await agent.api.support.agents();
    expect(agents.map((a) => a.id)).toContain(agent.id);
    const updated = await agent.api.support.update(opened.id, {
      assigneeId: agent.id,
      priority: 'URGENT',
      status: 'CLOSED',
    });
    expect(updated).toMatchObject({
      status: 'CLOSED',
      priority: 'URGENT',
      assigneeId: agent.id,
      assigneeEmail: agent.email,
    });

    // The user reads the answer with its picture; a closed case takes no more messages.
    const mine = await user.api.support.get(opened.id);
    expect(mine.messages.map((m) => m.text)).toEqual(['See the screenshot', 'Fixed, see here']);
    expect(mine.messages[1]!.pictures[0]!.cloudId).toBe(shot.cloudId);
    await refused(user.api.support.reply(opened.id, { text: 'Thanks' }), 409, 'CASE_CLOSED');

    // Staff filter by owner, status, priority and search; sorted by priority, urgent ones come first.
    const filtered = await agent.api.support.cases({ userId: user.id, priority: 'URGENT', search: 'banner' });
    expect(filtered.items.map((c) => c.id)).toEqual([opened.id]);
    const urgentFirst = await agent.api.support.cases({ orderBy: 'priority', order: 'desc', pageSize: 3 });
    expect(urgentFirst.items[0]!.priority).toBe('URGENT');
    const byStatus = await agent.api.support.cases({ orderBy: 'status', order: 'asc', pageSize: 200 });
    const order = ['OPEN', 'PENDING', 'RESOLVED', 'CLOSED'];
    const ranks = byStatus.items.map((c) => order.indexOf(c.status));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('refuses every call the spec does not give a role: a user has only their own cases, no staff calls', async () => {
    const agent = await fixture({ role: 'Customer Happiness Agent' });
    // Every role but the two the spec names ("SuperUser or Customer Happiness Agent", section 2).
    const unnamed = notNamedBySpec(['SuperUser', 'Customer Happiness Agent']);
    expect(unnamed).toHaveLength(ROLES.length - 2);
    for (const role of unnamed) {
      const other = await fixture({ role, roles: [role] });
      const theirs = await other.api.support.create({ subject: 'Own case', text: 'Mine' });
      // Someone else's case, and the seeded ones, are 404 to them (ids do not leak); lists hold their own only.
      const foreign = (await agent.api.support.cases({ pageSize: 1, orderBy: 'id', order: 'asc' })).items[0]!;
      expect(foreign.userId).not.toBe(other.id);
      await refused(other.api.support.get(foreign.id), 404);
      await refused(other.api.support.reply(foreign.id, { text: 'hi' }), 404);
      await refused(other.api.uploads.supportPicture(foreign.id, pngFile('x.png')), 404);
      await refused(other.api.support.update(foreign.id, { status: 'CLOSED' }), 404);
      await refused(other.api.support.cases({ userId: foreign.userId }), 404);
      const listed = await other.api.support.cases({ pageSize: 200 });
      expect(
        listed.items.map((c) => c.id),
        role,
      ).toEqual([theirs.id]);
      // Staff calls on their own case: 403.
      await refused(other.api.support.update(theirs.id, { status: 'CLOSED' }), 403, 'FORBIDDEN');
      await refused(other.api.support.agents(), 403, 'FORBIDDEN');
    }
  });
});

describe('sales through the client', () => {
  it('an Internal Manager sees and changes only their own clients and deals; a Main Internal Manager all', async () => {
    const one = await fixture({ roles: ['User', 'Internal User', 'Internal Manager'], salesClients: 2 });
    const two = await fixture({ roles: ['User', 'Internal User', 'Internal Manager'], salesClients: 1 });
    const main = await signedIn('main-manager@demo.adnet');
    const superuser = await signedIn('superuser@demo.adnet');

    const own = await one.api.sales.clients({ pageSize: 200 });
    expect(own.total).toBe(2);
    expect(own.items.every((c) => c.managerId === one.id && c.managerEmail === one.email)).toBe(true);
    const other = (await two.api.sales.clients()).items[0]!;
    await refused(one.api.sales.client(other.id), 404);
    await refused(one.api.sales.updateClient(other.id, { notes: 'mine now' }), 404);
    await refused(one.api.sales.createDeal({ clientId: other.id, title: 'Steal', amount: 1 }), 400);

    for (const all of [main.api, superuser.api]) {
      const everyone = await all.sales.clients({ pageSize: 200 });
      const ids = everyone.items.map((c) => c.id);
      expect(ids).toEqual(expect.arrayContaining([...own.items.map((c) => c.id), other.id]));
      expect((await all.sales.client(other.id)).id).toBe(other.id);
    }

    // A deal through the pipeline: the summary follows each move, stage by stage.
    const client = own.items[0]!;
    const deal = await one.api.sales.createDeal({
      clientId: client.id,
      title: 'Holiday push',
      amount: 1250.5,
    });
    expect(deal).toMatchObject({ stage: 'NEW', clientName: client.name, managerId: one.id, closedAt: null });
    const stageOf = async (stage: string) =>
      (await one.api.sales.summary()).stages.find((s) => s.stage === stage)!;
    expect(await stageOf('NEW')).toEqual({ stage: 'NEW', count: 1, amount: 1250.5 });
    await one.api.sales.updateDeal(deal.id, { stage: 'NEGOTIATION' });
    const won = await one.api.sales.updateDeal(deal.id, { stage: 'WON' });
    expect(won.closedAt).toBeInstanceOf(Date);
    const summary = await one.api.sales.summary();
    expect(summary).toMatchObject({ clients: 2, activeDeals: 0, pipelineAmount: 0, wonAmount: 1250.5 });
    expect(summary.stages.map((s) => s.stage)).toEqual(['NEW', 'NEGOTIATION', 'WON', 'LOST']);
    expect(summary.month).toMatch(/^\d{4}-\d{2}$/);
    const detail = await one.api.sales.client(client.id);
    expect(detail.deals.map((d) => [d.id, d.stage])).toEqual([[deal.id, 'WON']]);
    expect(detail).toMatchObject({ dealsCount: 1, openDealsAmount: 0, balance: null, campaignsCount: 0 });
    // Not visible to another Internal Manager, but to the main one.
    await refused(two.api.sales.updateDeal(deal.id, { stage: 'LOST' }), 404);
    expect((await two.api.sales.deals({ pageSize: 200 })).items.map((d) => d.id)).not.toContain(deal.id);
    expect(
      (await main.api.sales.deals({ search: 'Holiday push', pageSize: 200 })).items.map((d) => d.id),
    ).toContain(deal.id);
  });

  it("sorts deals by stage in pipeline order and clients by this month's spend", async () => {
    const { api } = await signedIn('superuser@demo.adnet');
    const deals = await api.sales.deals({ orderBy: 'stage', order: 'asc', pageSize: 200 });
    const order = ['NEW', 'NEGOTIATION', 'WON', 'LOST'];
    const ranks = deals.items.map((d) => order.indexOf(d.stage));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    const clients = await api.sales.clients({ orderBy: 'monthSpent', order: 'desc', pageSize: 200 });
    const spent = clients.items.map((c) => c.monthSpent);
    expect(spent).toEqual([...spent].sort((a, b) => b - a));
    // Linked clients show their user's balance and campaigns; unlinked ones have none.
    const linked = clients.items.find((c) => c.userId !== null)!;
    expect(linked.balance).not.toBeNull();
    expect(linked.campaignsCount).toBeGreaterThan(0);
    expect(clients.items.find((c) => c.userId === null)!.balance).toBeNull();
  });

  it('refuses every sales call to the roles the spec does not name (403)', async () => {
    const { api: main } = await signedIn('main-manager@demo.adnet');
    const client = (await main.sales.clients()).items[0]!;
    const deal = (await main.sales.deals()).items[0]!;
    // Every role but the three the spec names ("SuperUser, Main Internal Manager or Internal Manager", section 2).
    const unnamed = notNamedBySpec(['SuperUser', 'Main Internal Manager', 'Internal Manager']);
    expect(unnamed).toHaveLength(ROLES.length - 3);
    for (const role of unnamed) {
      const { api } = await fixture({ role, roles: [role] });
      const calls: [string, () => Promise<unknown>][] = [
        ['summary', () => api.sales.summary()],
        ['clients', () => api.sales.clients()],
        ['client', () => api.sales.client(client.id)],
        ['createClient', () => api.sales.createClient({ name: 'Acme', contactEmail: 'ceo@acme.example' })],
        ['updateClient', () => api.sales.updateClient(client.id, { notes: 'x' })],
        ['deals', () => api.sales.deals()],
        ['createDeal', () => api.sales.createDeal({ clientId: client.id, title: 'Deal', amount: 5 })],
        ['updateDeal', () => api.sales.updateDeal(deal.id, { stage: 'LOST' })],
      ];
      for (const [name, call] of calls) {
        const error = await call().then(
          () => null,
          (e: unknown) => e,
        );
        expect(isHttpError(error, 403), `${role} ${name}`).toBe(true);
      }
    }
    expect((await main.sales.deals()).items[0]!.stage).toBe(deal.stage);
  });
});

describe('the internal area refuses everyone without Internal User or SuperUser', () => {
  it('answers 403 to every /api/admin call of the client, for a plain user and for staff of other areas', async () => {
    const target = await fixture({ deposit: 100 });
    for (const role of ['User', 'Customer Happiness Agent', 'Internal Manager', 'Agency Admin'] as const) {
      const { api } = await fixture({ role, roles: [role] });
      const calls: [string, () => Promise<unknown>][] = [
        ['user', () => api.admin.user(target.id)],
        ['users', () => api.admin.users({})],
        ['updateUser', () => api.admin.updateUser(target.id, { blocked: true })],
        [
          'setUserFeatures',
          () => api.admin.setUserFeatures(target.id, { activeFeatures: [], disabledFeatures: [] }),
        ],
        [
          'deposit',
          () => api.admin.deposit(target.id, { comment: '', amount: 5, isInternalCurrency: false }),
        ],
        ['setSus', () => api.admin.setSus(1, true)],
        ['agencies', () => api.admin.agencies({})],
        ['createAgency', () => api.admin.createAgency({ name: 'Nope', siteUrl: 'https://nope.example' })],
        ['updateAgency', () => api.admin.updateAgency(1, { name: 'Nope' })],
        ['accounts', () => api.admin.accounts({})],
        ['assignManager', () => api.admin.assignManager(target.id, null)],
        ['managers', () => api.admin.managers()],
        ['manager', () => api.admin.manager(1)],
        ['platforms', () => api.admin.platforms({})],
        ['updatePlatform', () => api.admin.updatePlatform(1, { status: 'BLOCKED' })],
        ['promocodes', () => api.admin.promocodes({})],
        [
          'createPromocode',
          () => api.admin.createPromocode({ code: 'NOPE1', amount: 1, usageLimit: null, expiresEpoch: null }),
        ],
        ['updatePromocode', () => api.admin.updatePromocode(1, { active: false })],
        ['features', () => api.admin.features()],
        ['setFeature', () => api.admin.setFeature('ru_ad_marking', true)],
        ['referrals', () => api.admin.referrals({})],
        ['referralSettings', () => api.admin.referralSettings()],
        ['setReferralSettings', () => api.admin.setReferralSettings({ rewardPercent: 50 })],
        ['withdrawals', () => api.admin.withdrawals({})],
        ['approveWithdraw', () => api.admin.approveWithdraw(1, 'ab'.repeat(32))],
        ['rejectWithdraw', () => api.admin.rejectWithdraw(1, 'no')],
        ['audit', () => api.admin.audit(target.id)],
      ];
      // Every function of the admin area is in the list: a new call cannot slip in untested.
      expect(calls.map(([name]) => name).sort(), role).toEqual(Object.keys(api.admin).sort());
      for (const [name, call] of calls) {
        const error = await call().then(
          () => null,
          (e: unknown) => e,
        );
        expect(isHttpError(error, 403), `${role} ${name}: ${JSON.stringify(error)}`).toBe(true);
      }
    }
    // Nothing was written: the target's balance is what the fixture deposited.
    const { api: admin } = await signedIn('superuser@demo.adnet');
    expect((await admin.admin.user(target.id)).balance).toBe(100);
  });
});
