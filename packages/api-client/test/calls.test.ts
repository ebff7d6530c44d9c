import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createApiClient,
  createErrorReporter,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  IDEMPOTENCY_KEY_HEADER,
  type ApiClient,
  type CampaignInput,
  type EndpointKey,
  type LegalInfoWire,
  type TransactionWire,
  type WithdrawWire,
} from '../src';
import {
  audienceWire,
  campaignWire,
  dealWire,
  salesClientWire,
  supportCaseDetailWire,
  supportCaseWire,
  supportMessageWire,
} from './fixtures';
import { reply, startServer, type TestServer } from './server';

const emptyPage = { content: [], totalElements: 0, totalPages: 0, number: 0, size: 20 };
const transaction: TransactionWire = { id: 1, amount: 5, description: 'Deposit', userId: 5, timestamp: 0 };
const withdraw: WithdrawWire = {
  id: 2,
  wallet: 'TXYZ',
  amount: 10,
  memoTag: 'm',
  status: 'PENDING',
  createdEpoch: 0,
  txHash: null,
  rejectReason: null,
};
const legalInfo: LegalInfoWire = {
  id: 3,
  userId: 5,
  type: 'LEGAL_ENTITY',
  name: 'OOO "Romashka"',
  inn: '7707083893',
  countryCode: null,
  foreignRegNumber: null,
  foreignTaxNumber: null,
  vatPayer: true,
  createdEpoch: 0,
  updatedEpoch: 0,
};
const stat = {
  slice: 'DATE',
  rows: [],
  totals: { clicks: 0, impressions: 0, spent: 0, cpc: 0, cpm: 0, ctr: 0 },
};

/** A plausible answer for each path, enough for the call's mapper to run. */
function answerFor(method: string, path: string): [number, unknown] {
  if (path === '/api/public/user/register') return [201, { id: 9, email: 'a@b.c' }];
  if (path.startsWith('/api/upload/'))
    return [200, { uploadUrl: '/blob/k1', downloadUrl: '/files/k1', unique_key: 'k1' }];
  if (path === '/blob/k1') return [200, undefined];
  if (path.startsWith('/api/statistics/')) return [200, stat];
  if (path === '/api/audiences/estimate') return [200, { size: 640, minSize: 1_000 }];
  if (path.endsWith('/upload/ids'))
    return [200, { fileName: 'ids.csv', received: 3, startedEpoch: 0, expiresEpoch: 86_400 }];
  if (path === '/api/audiences' && method === 'GET') return [200, emptyPage];
  if (/^\/api\/audiences\/\d+$/.test(path) && method === 'GET')
    return [200, { ...audienceWire(), sizeHistory: [{ date: '2026-01-01', size: 12_000 }] }];
  if (path.startsWith('/api/audiences') && !(path.match(/^\/api\/audiences\/\d+$/) && method === 'DELETE'))
    return [200, audienceWire()];
  if (path === '/api/geo/tree') return [200, []];
  if (path.includes('/forecast/')) return [200, { recommendedCpm: 1.234, showBudgetWarning: false }];
  if (path.endsWith('/deposit')) return [201, transaction];
  if (path.startsWith('/api/user/legal_info'))
    return method === 'DELETE'
      ? [200, { ok: true }]
      : path === '/api/user/legal_info' && method === 'GET'
        ? [200, [legalInfo]]
        : [method === 'POST' ? 201 : 200, legalInfo];
  if (path === '/api/user/publisher/withdraw' && method === 'POST') return [200, withdraw];
  if (
    /^\/api\/(archive\/)?campaigns\/\d+|^\/api\/admin\/campaigns|^\/api\/campaigns$/.test(path) &&
    method !== 'GET'
  )
    return [200, campaignWire()];
  if (/^\/api\/(archive\/)?campaigns\/\d+$/.test(path)) return [200, campaignWire()];
  if (/^\/api\/support\/cases\/\d+\/messages$/.test(path)) return [201, supportMessageWire()];
  if (/^\/api\/support\/cases\/\d+$/.test(path))
    return [200, method === 'PATCH' ? supportCaseWire() : supportCaseDetailWire()];
  if (path === '/api/support/cases' && method === 'POST') return [201, supportCaseDetailWire()];
  if (path === '/api/support/agents')
    return [200, [{ id: 3, email: 'agent@example.com', username: 'Agent' }]];
  if (path === '/api/sales/summary')
    return [
      200,
      {
        clients: 0,
        activeDeals: 0,
        pipelineAmount: 0,
        wonAmount: 0,
        stages: [],
        month: '2026-11',
        monthSpent: 0,
      },
    ];
  if (/^\/api\/sales\/clients\/\d+$/.test(path) && method === 'GET')
    return [200, { ...salesClientWire(), notes: '', deals: [dealWire()] }];
  if (/^\/api\/sales\/clients(\/\d+)?$/.test(path) && method !== 'GET') return [200, salesClientWire()];
  if (/^\/api\/sales\/deals(\/\d+)?$/.test(path) && method !== 'GET') return [200, dealWire()];
  if (
    method === 'GET' &&
    (/transactions$|withdraw$|frozen-balance$|\/audit$/.test(path) ||
      /^\/api\/(campaigns|archive\/campaigns|admin\/(users|agencies|accounts|platforms|promocodes|referrals)|support\/cases|sales\/(clients|deals))$/.test(
        path,
      ))
  )
    return [200, emptyPage];
  return [200, { ok: true }];
}

let server: TestServer;
let api: ApiClient;
beforeAll(async () => {
  server = await startServer((req, res) => {
    const [status, body] = answerFor(req.method, req.path);
    reply(res, status, body);
  });
  api = createApiClient({ baseUrl: server.url, trackingHeaders: () => ({ 'x-visitor-id': 'v-1' }) });
});
afterAll(() => server.close());
beforeEach(() => {
  server.seen.length = 0;
});

interface Row {
  call: (api: ApiClient) => Promise<unknown>;
  /** The concrete path the call must hit. */
  path: string;
  query?: Record<string, string>;
  body?: unknown;
}

const input: CampaignInput = {
  name: 'New',
  campaignType: 'RewardedVideo',
  strategy: { budget: 100, cpm: 2, cpc: null, billingType: 'PAY_PER_SHOW' },
  ads: [{ title: 'Hi', video: 'vid-1', link: 'https://acme.example' }],
  targeting: campaignWire().targeting,
};
const page = { page: '0', size: '20' };
const png = new File(['png-bytes'], 'banner.png', { type: 'image/png' });
const upload = { fileName: 'banner.png', contentType: 'image/png', size: 9 };

/**
 * One row per call of the contract. Keyed by `Endpoints`' keys, so the type checker fails when a call of the
 * contract has no row here (and hence no test).
 */
const calls: Record<EndpointKey, Row> = {
  'POST /api/public/user/auth': {
    call: (a) => a.account.auth({ email: 'a@b.c', password: 'pw' }),
    path: '/api/public/user/auth',
    body: { email: 'a@b.c', password: 'pw' },
  },
  'POST /api/public/user/auth/refresh': {
    call: (a) => a.account.refresh(),
    path: '/api/public/user/auth/refresh',
  },
  'POST /api/public/user/register': {
    call: (a) =>
      a.account.register({
        email: 'a@b.c',
        password: 'pw',
        username: 'u',
        referralCode: 'R1',
        acceptTerms: true,
        promocode: 'P1',
        telegramTag: '@u',
      }),
    path: '/api/public/user/register',
    body: {
      email: 'a@b.c',
      password: 'pw',
      username: 'u',
      referralCode: 'R1',
      acceptTerms: true,
      promocode: 'P1',
      telegramTag: '@u',
    },
  },
  'POST /api/public/user/confirm': {
    call: (a) => a.account.confirm({ token: 't1' }),
    path: '/api/public/user/confirm',
    body: { token: 't1' },
  },
  'POST /api/public/user/resend_confirmation': {
    call: (a) => a.account.resendConfirmation({ email: 'a@b.c', password: 'pw' }),
    path: '/api/public/user/resend_confirmation',
    body: { email: 'a@b.c', password: 'pw' },
  },
  'POST /api/logout': { call: (a) => a.account.logout(), path: '/api/logout' },
  'GET /api/user/self': { call: (a) => a.account.self(), path: '/api/user/self' },
  'POST /api/public/user/password/reset/code': {
    call: (a) => a.account.requestPasswordReset({ email: 'a@b.c' }),
    path: '/api/public/user/password/reset/code',
    body: { email: 'a@b.c' },
  },
  'PATCH /api/public/user/password/reset': {
    call: (a) => a.account.resetPassword({ email: 'a@b.c', code: '123456', password: 'new' }),
    path: '/api/public/user/password/reset',
    body: { email: 'a@b.c', code: '123456', password: 'new' },
  },
  'GET /api/user/constants': { call: (a) => a.account.constants(), path: '/api/user/constants' },
  'PUT /api/user/accept_terms': {
    call: (a) => a.account.acceptTerms({ termsVersion: 3 }),
    path: '/api/user/accept_terms',
    body: { termsVersion: 3 },
  },
  'GET /api/user/telegram_name': {
    call: (a) => a.account.telegramName(),
    path: '/api/user/telegram_name',
  },
  'PUT /api/user/telegram_name': {
    call: (a) => a.account.setTelegramName('demo_user'),
    path: '/api/user/telegram_name',
    body: { telegramUsername: 'demo_user' },
  },
  'GET /api/user/telegram_name/code': {
    call: (a) => a.account.telegramCode(),
    path: '/api/user/telegram_name/code',
  },
  'GET /api/user/personal_token': {
    call: (a) => a.account.personalToken(),
    path: '/api/user/personal_token',
  },
  'PUT /api/user/personal_token/regenerate': {
    call: (a) => a.account.regeneratePersonalToken(),
    path: '/api/user/personal_token/regenerate',
  },
  'GET /api/admin/user/{userId}': { call: (a) => a.admin.user(5), path: '/api/admin/user/5' },
  'GET /api/user/transactions': {
    call: (a) => a.money.transactions({ page: 2, pageSize: 50, orderBy: 'date', order: 'desc' }),
    path: '/api/user/transactions',
    query: { page: '1', size: '50', sort: 'timestamp,desc' },
  },
  'GET /api/user/user/{userId}/transactions': {
    call: (a) => a.money.userTransactions(5),
    path: '/api/user/user/5/transactions',
    query: page,
  },
  'GET /api/user/balance': {
    call: (a) => a.money.balance({ userId: 5 }),
    path: '/api/user/balance',
    query: { userId: '5' },
  },
  'POST /api/admin/user/{userId}/deposit': {
    call: (a) => a.admin.deposit(5, { comment: 'bonus', amount: 25, isInternalCurrency: true }),
    path: '/api/admin/user/5/deposit',
    body: { comment: 'bonus', amount: 25, isInternalCurrency: true },
  },
  'POST /api/user/publisher/withdraw': {
    call: (a) => a.money.withdraw({ wallet: 'TXYZ', amount: 10, memoTag: 'm', confirmationCode: '111222' }),
    path: '/api/user/publisher/withdraw',
    body: { wallet: 'TXYZ', amount: 10, memoTag: 'm', confirmationCode: '111222' },
  },
  'GET /api/user/publisher/withdraw': {
    call: (a) => a.money.withdrawals({ orderBy: 'createdAt', order: 'desc' }),
    path: '/api/user/publisher/withdraw',
    query: { ...page, sort: 'createdEpoch,desc' },
  },
  'POST /api/user/publisher/withdraw/code': {
    call: (a) => a.money.requestWithdrawCode(),
    path: '/api/user/publisher/withdraw/code',
  },
  'GET /api/user/tron-wallet': { call: (a) => a.money.tronWallet(), path: '/api/user/tron-wallet' },
  'GET /api/tron/fee': { call: (a) => a.money.tronFee(), path: '/api/tron/fee' },
  'GET /api/user/legal_info': {
    call: (a) => a.legalInfo.list({ userId: 5 }),
    path: '/api/user/legal_info',
    query: { userId: '5' },
  },
  'POST /api/user/legal_info': {
    // The mapper trims, keeps only the ИНН's digits and drops what a resident does not use.
    call: (a) =>
      a.legalInfo.create({
        type: 'LEGAL_ENTITY',
        name: ' OOO "Romashka" ',
        inn: '7707 083 893',
        countryCode: '840',
        foreignRegNumber: 'X',
        vatPayer: true,
        userId: 5,
      }),
    path: '/api/user/legal_info',
    body: {
      type: 'LEGAL_ENTITY',
      name: 'OOO "Romashka"',
      inn: '7707083893',
      countryCode: null,
      foreignRegNumber: null,
      foreignTaxNumber: null,
      vatPayer: true,
      userId: 5,
    },
  },
  'GET /api/user/legal_info/{id}': { call: (a) => a.legalInfo.get(3), path: '/api/user/legal_info/3' },
  'PUT /api/user/legal_info/{id}': {
    call: (a) =>
      a.legalInfo.update(3, {
        type: 'FOREIGN_INDIVIDUAL',
        name: 'John Smith',
        inn: '500100732259',
        countryCode: '840',
        foreignRegNumber: '',
        foreignTaxNumber: ' 123-45-6789 ',
        vatPayer: true,
      }),
    path: '/api/user/legal_info/3',
    body: {
      type: 'FOREIGN_INDIVIDUAL',
      name: 'John Smith',
      inn: null,
      countryCode: '840',
      foreignRegNumber: null,
      foreignTaxNumber: '123-45-6789',
      vatPayer: false,
    },
  },
  'DELETE /api/user/legal_info/{id}': { call: (a) => a.legalInfo.remove(3), path: '/api/user/legal_info/3' },
  'GET /api/campaigns': {
    call: (a) =>
      a.campaigns.list({
        name: 'sale',
        status: 'ACTIVE',
        startDate: '2026-01-01',
        endDate: '2026-01-31',
        pageSize: 20,
        page: 1,
        orderBy: 'createdAt',
        order: 'desc',
        hasModerationKey: true,
        sus: false,
        userId: 5,
        type: 'ChatMessageMedia',
      }),
    path: '/api/campaigns',
    query: {
      name: 'sale',
      status: 'ACTIVE',
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      size: '20',
      page: '0',
      sort: 'createdEpoch,desc',
      hasModerationKey: 'true',
      sus: 'false',
      userId: '5',
      type: 'CHAT',
    },
  },
  'GET /api/archive/campaigns': {
    call: (a) => a.archive.list({ startDate: '2026-01-01', endDate: '2026-02-01', userId: 5, page: 3 }),
    path: '/api/archive/campaigns',
    query: { startDate: '2026-01-01', endDate: '2026-02-01', userId: '5', page: '2', size: '20' },
  },
  'GET /api/user/campaigns-frozen-balance': {
    call: (a) => a.money.frozenBalance({ userId: 5, orderBy: 'amount', order: 'desc' }),
    path: '/api/user/campaigns-frozen-balance',
    query: { ...page, userId: '5', sort: 'frozenAmount,desc' },
  },
  'GET /api/campaigns/forecast/{variant}': {
    call: (a) =>
      a.campaigns.forecast('cpm', { type: 'Task', budget: 100, regions: [1, 2], languages: ['en', 'ru'] }),
    path: '/api/campaigns/forecast/cpm',
    query: { type: 'TASK', budget: '100', regions: '1,2', languages: 'en,ru' },
  },
  'POST /api/campaigns': {
    call: (a) => a.campaigns.create(input),
    path: '/api/campaigns',
    body: { ...input, campaignType: 'REWARDED_VIDEO' },
  },
  'POST /api/campaigns/{id}/copy': { call: (a) => a.campaigns.copy(7), path: '/api/campaigns/7/copy' },
  'PATCH /api/campaigns/{id}/stop': { call: (a) => a.campaigns.stop(7), path: '/api/campaigns/7/stop' },
  'PATCH /api/campaigns/{id}/start': { call: (a) => a.campaigns.start(7), path: '/api/campaigns/7/start' },
  'GET /api/campaigns/{id}': { call: (a) => a.campaigns.get(7), path: '/api/campaigns/7' },
  'PATCH /api/campaigns/{id}': {
    call: (a) => a.campaigns.update(7, { name: 'Renamed', campaignType: 'MainPage' }),
    path: '/api/campaigns/7',
    body: { name: 'Renamed', campaignType: 'MAIN_PAGE' },
  },
  'GET /api/archive/campaigns/{id}': { call: (a) => a.archive.get(7), path: '/api/archive/campaigns/7' },
  'PATCH /api/campaigns/{id}/decline': {
    call: (a) => a.campaigns.decline(7, 'Misleading text'),
    path: '/api/campaigns/7/decline',
    body: { reason: 'Misleading text' },
  },
  'PATCH /api/campaigns/{id}/restore': {
    call: (a) => a.campaigns.restore(7, true),
    path: '/api/campaigns/7/restore',
    body: { moderated: true },
  },
  'POST /api/admin/campaigns/{id}/sus': {
    call: (a) => a.admin.setSus(7, true),
    path: '/api/admin/campaigns/7/sus',
    query: { isSus: 'true' },
  },
  'POST /api/campaigns/{id}/archive': { call: (a) => a.archive.add(7), path: '/api/campaigns/7/archive' },
  'POST /api/campaigns/{id}/restore-archive': {
    call: (a) => a.archive.restore(7),
    path: '/api/campaigns/7/restore-archive',
  },
  'GET /api/statistics/campaignstat': {
    call: (a) =>
      a.statistics.campaigns({
        startdate: '2026-01-01',
        enddate: '2026-01-07',
        slice: 'LANG',
        campaignIds: [7, 8],
      }),
    path: '/api/statistics/campaignstat',
    query: { startdate: '2026-01-01', enddate: '2026-01-07', slice: 'LANG', campaignIds: '7,8' },
  },
  'GET /api/statistics/campaignstat/archive/{id}': {
    call: (a) => a.statistics.archive(7),
    path: '/api/statistics/campaignstat/archive/7',
  },
  'GET /api/geo/tree': { call: (a) => a.geo.tree(), path: '/api/geo/tree' },
  'POST /api/upload/image': { call: (a) => a.uploads.image(png), path: '/api/upload/image', body: upload },
  'POST /api/upload/video': {
    call: (a) => a.uploads.video(new File(['v'], 'clip.mp4', { type: 'video/mp4' })),
    path: '/api/upload/video',
    body: { fileName: 'clip.mp4', contentType: 'video/mp4', size: 1 },
  },
  'POST /api/upload/support/{supportId}/picture': {
    call: (a) => a.uploads.supportPicture(3, png),
    path: '/api/upload/support/3/picture',
    body: upload,
  },
  'POST /api/public/collect/view': {
    call: (a) => a.tracking.view({ path: '/campaigns', referrer: '/monitoring' }),
    path: '/api/public/collect/view',
    body: { path: '/campaigns', referrer: '/monitoring' },
  },
  'POST /api/public/collect/action': {
    call: (a) =>
      a.tracking.action({ action: 'campaign_created', path: '/campaigns/new', data: { type: 'Task' } }),
    path: '/api/public/collect/action',
    body: { action: 'campaign_created', path: '/campaigns/new', data: { type: 'Task' } },
  },
  'GET /api/public/frontend-error': {
    call: async () =>
      createErrorReporter({ app: 'cabinet', baseUrl: server.url })({
        type: 'RENDER_ERROR',
        event: '/campaigns',
        data: { message: 'x is undefined' },
      }),
    path: '/api/public/frontend-error',
    query: {
      app: 'cabinet',
      type: 'RENDER_ERROR',
      event: '/campaigns',
      data: '{"message":"x is undefined"}',
    },
  },
  'GET /api/audiences': {
    call: (a) =>
      a.audiences.list({
        page: 2,
        pageSize: 50,
        orderBy: 'updatedAt',
        order: 'desc',
        name: 'crypto',
        kind: 'UPLOADED',
        status: 'READY',
        userId: 5,
      }),
    path: '/api/audiences',
    query: {
      page: '1',
      size: '50',
      sort: 'updatedEpoch,desc',
      name: 'crypto',
      kind: 'UPLOADED',
      status: 'READY',
      userId: '5',
    },
  },
  'GET /api/audiences/estimate': {
    call: (a) => a.audiences.estimate({ kind: 'RETARGETING', campaignIds: [7, 8], event: 'CLICK', days: 30 }),
    path: '/api/audiences/estimate',
    query: { kind: 'RETARGETING', campaignIds: '7,8', event: 'CLICK', days: '30' },
  },
  'GET /api/audiences/{id}': { call: (a) => a.audiences.get(4), path: '/api/audiences/4' },
  'POST /api/audiences': {
    call: (a) =>
      a.audiences.create({ name: 'Buyers', kind: 'CONVERTERS', rule: { action: 'purchase', days: 14 } }),
    path: '/api/audiences',
    body: { name: 'Buyers', kind: 'CONVERTERS', rule: { action: 'purchase', days: 14 } },
  },
  'PATCH /api/audiences/{id}': {
    call: (a) =>
      a.audiences.update(4, { name: 'Clickers', rule: { campaignIds: [7], event: 'CLICK', days: 7 } }),
    path: '/api/audiences/4',
    body: { name: 'Clickers', rule: { campaignIds: [7], event: 'CLICK', days: 7 } },
  },
  'DELETE /api/audiences/{id}': { call: (a) => a.audiences.remove(4), path: '/api/audiences/4' },
  'POST /api/audiences/{id}/upload': {
    call: (a) => a.audiences.startUpload(4, 'ids.csv'),
    path: '/api/audiences/4/upload',
    body: { fileName: 'ids.csv' },
  },
  'POST /api/audiences/{id}/upload/ids': {
    call: (a) => a.audiences.sendIds(4, [101, 102, 103]),
    path: '/api/audiences/4/upload/ids',
    body: { ids: [101, 102, 103] },
  },
  'POST /api/audiences/{id}/upload/complete': {
    call: (a) => a.audiences.completeUpload(4, 3),
    path: '/api/audiences/4/upload/complete',
    body: { count: 3 },
  },
  'DELETE /api/audiences/{id}/upload': {
    call: (a) => a.audiences.cancelUpload(4),
    path: '/api/audiences/4/upload',
  },
  'GET /api/admin/users': {
    call: (a) => a.admin.users({ search: 'demo', role: 'Agency' }),
    path: '/api/admin/users',
    query: { ...page, search: 'demo', role: 'Agency' },
  },
  'PATCH /api/admin/user/{userId}': {
    call: (a) => a.admin.updateUser(5, { blocked: true, roles: ['User', 'Internal User'] }),
    path: '/api/admin/user/5',
    body: { blocked: true, roles: ['User', 'Internal User'] },
  },
  'PUT /api/admin/user/{userId}/features': {
    call: (a) => a.admin.setUserFeatures(5, { activeFeatures: ['ru_ad_marking'], disabledFeatures: [] }),
    path: '/api/admin/user/5/features',
    body: { activeFeatures: ['ru_ad_marking'], disabledFeatures: [] },
  },
  'GET /api/admin/agencies': {
    call: (a) => a.admin.agencies({ search: 'media' }),
    path: '/api/admin/agencies',
    query: { ...page, search: 'media' },
  },
  'POST /api/admin/agencies': {
    call: (a) => a.admin.createAgency({ name: 'Media Co', siteUrl: 'https://media.example' }),
    path: '/api/admin/agencies',
    body: { name: 'Media Co', siteUrl: 'https://media.example' },
  },
  'PATCH /api/admin/agencies/{id}': {
    call: (a) => a.admin.updateAgency(2, { name: 'Media Co 2' }),
    path: '/api/admin/agencies/2',
    body: { name: 'Media Co 2' },
  },
  'GET /api/admin/accounts': {
    call: (a) => a.admin.accounts({ managerId: 4 }),
    path: '/api/admin/accounts',
    query: { ...page, managerId: '4' },
  },
  'PUT /api/admin/accounts/{userId}/manager': {
    call: (a) => a.admin.assignManager(5, null),
    path: '/api/admin/accounts/5/manager',
    body: { managerId: null },
  },
  'GET /api/admin/managers': { call: (a) => a.admin.managers(), path: '/api/admin/managers' },
  'GET /api/admin/managers/{id}': { call: (a) => a.admin.manager(4), path: '/api/admin/managers/4' },
  'GET /api/admin/platforms': {
    call: (a) => a.admin.platforms({ status: 'PENDING', kind: 'BOT' }),
    path: '/api/admin/platforms',
    query: { ...page, status: 'PENDING', kind: 'BOT' },
  },
  'PATCH /api/admin/platforms/{id}': {
    call: (a) => a.admin.updatePlatform(6, { status: 'APPROVED' }),
    path: '/api/admin/platforms/6',
    body: { status: 'APPROVED' },
  },
  'GET /api/admin/promocodes': {
    call: (a) => a.admin.promocodes(),
    path: '/api/admin/promocodes',
    query: page,
  },
  'POST /api/admin/promocodes': {
    call: (a) => a.admin.createPromocode({ code: 'SPRING', amount: 10, usageLimit: 100, expiresEpoch: null }),
    path: '/api/admin/promocodes',
    body: { code: 'SPRING', amount: 10, usageLimit: 100, expiresEpoch: null },
  },
  'PATCH /api/admin/promocodes/{id}': {
    call: (a) => a.admin.updatePromocode(8, { active: false }),
    path: '/api/admin/promocodes/8',
    body: { active: false },
  },
  'GET /api/admin/features': { call: (a) => a.admin.features(), path: '/api/admin/features' },
  'PUT /api/admin/features/{name}': {
    call: (a) => a.admin.setFeature('ru_ad_marking', true),
    path: '/api/admin/features/ru_ad_marking',
    body: { active: true },
  },
  'GET /api/user/referral': { call: (a) => a.account.referral(), path: '/api/user/referral' },
  'GET /api/admin/referrals': {
    call: (a) => a.admin.referrals({ referrerId: 5 }),
    path: '/api/admin/referrals',
    query: { ...page, referrerId: '5' },
  },
  'GET /api/admin/referral/settings': {
    call: (a) => a.admin.referralSettings(),
    path: '/api/admin/referral/settings',
  },
  'PUT /api/admin/referral/settings': {
    call: (a) => a.admin.setReferralSettings({ rewardPercent: 7 }),
    path: '/api/admin/referral/settings',
    body: { rewardPercent: 7 },
  },
  'GET /api/admin/withdraw': {
    call: (a) => a.admin.withdrawals({ status: 'PENDING' }),
    path: '/api/admin/withdraw',
    query: { ...page, status: 'PENDING' },
  },
  'PATCH /api/admin/withdraw/{id}/approve': {
    call: (a) => a.admin.approveWithdraw(2, 'abc123'),
    path: '/api/admin/withdraw/2/approve',
    body: { txHash: 'abc123' },
  },
  'PATCH /api/admin/withdraw/{id}/reject': {
    call: (a) => a.admin.rejectWithdraw(2, 'Wrong wallet'),
    path: '/api/admin/withdraw/2/reject',
    body: { reason: 'Wrong wallet' },
  },
  'GET /api/admin/user/{userId}/audit': {
    call: (a) => a.admin.audit(5, { action: 'DEPOSIT', orderBy: 'createdAt', order: 'desc' }),
    path: '/api/admin/user/5/audit',
    query: { ...page, action: 'DEPOSIT', sort: 'createdEpoch,desc' },
  },
  'GET /api/support/cases': {
    call: (a) =>
      a.support.cases({
        status: 'OPEN',
        assigneeId: 3,
        priority: 'URGENT',
        search: 'deposit',
        orderBy: 'updatedAt',
        order: 'desc',
      }),
    path: '/api/support/cases',
    query: {
      ...page,
      status: 'OPEN',
      assigneeId: '3',
      priority: 'URGENT',
      search: 'deposit',
      sort: 'updatedEpoch,desc',
    },
  },
  'GET /api/support/cases/{id}': { call: (a) => a.support.get(12), path: '/api/support/cases/12' },
  'POST /api/support/cases': {
    call: (a) => a.support.create({ subject: 'Payment', text: 'Where is my deposit?', pictures: ['k1'] }),
    path: '/api/support/cases',
    body: { subject: 'Payment', text: 'Where is my deposit?', pictures: ['k1'] },
  },
  'POST /api/support/cases/{id}/messages': {
    call: (a) => a.support.reply(12, { text: 'Looking into it' }),
    path: '/api/support/cases/12/messages',
    body: { text: 'Looking into it' },
  },
  'PATCH /api/support/cases/{id}': {
    call: (a) => a.support.update(12, { status: 'RESOLVED', priority: 'HIGH', assigneeId: 3 }),
    path: '/api/support/cases/12',
    body: { status: 'RESOLVED', priority: 'HIGH', assigneeId: 3 },
  },
  'GET /api/support/agents': { call: (a) => a.support.agents(), path: '/api/support/agents' },
  'GET /api/sales/summary': { call: (a) => a.sales.summary(), path: '/api/sales/summary' },
  'GET /api/sales/clients': {
    call: (a) => a.sales.clients({ search: 'acme', status: 'LEAD', orderBy: 'createdAt', order: 'desc' }),
    path: '/api/sales/clients',
    query: { ...page, search: 'acme', status: 'LEAD', sort: 'createdEpoch,desc' },
  },
  'GET /api/sales/clients/{id}': { call: (a) => a.sales.client(4), path: '/api/sales/clients/4' },
  'POST /api/sales/clients': {
    call: (a) => a.sales.createClient({ name: 'Acme', contactEmail: 'ceo@acme.example' }),
    path: '/api/sales/clients',
    body: { name: 'Acme', contactEmail: 'ceo@acme.example' },
  },
  'PATCH /api/sales/clients/{id}': {
    call: (a) => a.sales.updateClient(4, { status: 'ACTIVE' }),
    path: '/api/sales/clients/4',
    body: { status: 'ACTIVE' },
  },
  'GET /api/sales/deals': {
    call: (a) => a.sales.deals({ clientId: 4, stage: 'WON', orderBy: 'closedAt', order: 'asc' }),
    path: '/api/sales/deals',
    query: { ...page, clientId: '4', stage: 'WON', sort: 'closedEpoch,asc' },
  },
  'POST /api/sales/deals': {
    call: (a) => a.sales.createDeal({ clientId: 4, title: 'Q2 launch', amount: 5000 }),
    path: '/api/sales/deals',
    body: { clientId: 4, title: 'Q2 launch', amount: 5000 },
  },
  'PATCH /api/sales/deals/{id}': {
    call: (a) => a.sales.updateDeal(9, { stage: 'WON' }),
    path: '/api/sales/deals/9',
    body: { stage: 'WON' },
  },
};

describe('every call sends its method, path, query and body', () => {
  for (const [key, row] of Object.entries(calls) as [EndpointKey, Row][]) {
    it(key, async () => {
      await row.call(api);
      await expect.poll(() => server.seen.length).toBeGreaterThan(0);
      const [request] = server.seen;
      expect(`${request?.method} ${request?.path}`).toBe(`${key.split(' ')[0]} ${row.path}`);
      expect(request?.query).toEqual(row.query ?? {});
      if (row.body === undefined) expect(request?.body).toBe('');
      else expect(request?.json).toEqual(row.body);
    });
  }
});

describe('every call carries the CSRF header and idempotency key its method asks for', () => {
  for (const [key, row] of Object.entries(calls) as [EndpointKey, Row][]) {
    const method = key.split(' ')[0]!;
    const changes = method !== 'GET';
    const repeatable = method !== 'POST' && method !== 'PATCH';
    it(`${key}: ${changes ? 'CSRF header' : 'no CSRF header'}, ${repeatable ? 'no key' : 'a key'}`, async () => {
      await row.call(api);
      await expect.poll(() => server.seen.length).toBeGreaterThan(0);
      const [request] = server.seen;
      // Bodiless POSTs (archive, copy, sus, logout, the withdraw code) included: the method decides.
      expect(request?.headers[CSRF_HEADER]).toBe(changes ? CSRF_HEADER_VALUE : undefined);
      const idempotencyKey = request?.headers[IDEMPOTENCY_KEY_HEADER];
      if (repeatable) expect(idempotencyKey).toBeUndefined();
      else
        expect(idempotencyKey).toMatch(
          /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
        );
    });
  }
});
