import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AUDIT_SORT_FIELDS,
  createApiClient,
  isAlreadyDecided,
  type ApiClient,
  type EndpointKey,
  type Role,
} from '@adnet/api-client';
import type { AddressInfo } from 'node:net';
import { TRON_FEE } from '../src/catalog';
import { addFixtureUser } from '../src/fixtures';
import { DEMO_PASSWORD } from '../src/seed';
import { cookieJarFetch } from './cookie-jar';
import { startSandbox, userId, type TestSandbox } from './helpers';

/**
 * The internal area's contract (issue 15), client against the running sandbox: every admin call refuses a user
 * without an admin role and changes nothing; every write that moves money, blocks someone or decides a moderation
 * leaves an audit line with who did it, read back through `admin.audit`; a withdraw is decided once.
 */
let s: TestSandbox;
let base: string;

beforeAll(async () => {
  s = await startSandbox();
  await s.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(s.app.server.address() as AddressInfo).port}`;
});
afterAll(() => s.close());

async function signedIn(email: string): Promise<ApiClient> {
  const jar = cookieJarFetch({});
  const api = createApiClient({ baseUrl: base, fetch: jar.fetch });
  await api.account.auth({ email, password: DEMO_PASSWORD });
  return api;
}

const failure = (call: Promise<unknown>) =>
  call.then(
    () => null,
    (e: unknown) => e,
  );

/** Every `/api/admin/**` call of the contract, plus the moderation calls that live under `/api/campaigns`. */
type AdminKey =
  | Extract<EndpointKey, `${string} /api/admin/${string}`>
  | 'PATCH /api/campaigns/{id}/decline'
  | 'PATCH /api/campaigns/{id}/restore';

/** One call per key, with valid arguments (so only the role can be what refuses it). */
function adminCalls(ids: {
  user: number;
  campaign: number;
  withdraw: number;
  platform: number;
  promocode: number;
  manager: number;
}): Record<AdminKey, (api: ApiClient) => Promise<unknown>> {
  return {
    'GET /api/admin/user/{userId}': (a) => a.admin.user(ids.user),
    'GET /api/admin/user/{userId}/audit': (a) => a.admin.audit(ids.user),
    'POST /api/admin/user/{userId}/deposit': (a) =>
      a.admin.deposit(ids.user, { comment: 'x', amount: 5, isInternalCurrency: false }),
    'POST /api/admin/campaigns/{id}/sus': (a) => a.admin.setSus(ids.campaign, true),
    'PATCH /api/campaigns/{id}/decline': (a) => a.campaigns.decline(ids.campaign, 'Misleading claims'),
    'PATCH /api/campaigns/{id}/restore': (a) => a.campaigns.restore(ids.campaign, true),
    'GET /api/admin/users': (a) => a.admin.users(),
    'PATCH /api/admin/user/{userId}': (a) => a.admin.updateUser(ids.user, { blocked: true }),
    'PUT /api/admin/user/{userId}/features': (a) =>
      a.admin.setUserFeatures(ids.user, { activeFeatures: ['ru_ad_marking'], disabledFeatures: [] }),
    'GET /api/admin/agencies': (a) => a.admin.agencies(),
    'POST /api/admin/agencies': (a) =>
      a.admin.createAgency({ name: 'Refused', siteUrl: 'https://x.example' }),
    'PATCH /api/admin/agencies/{id}': (a) => a.admin.updateAgency(1, { name: 'Refused' }),
    'GET /api/admin/accounts': (a) => a.admin.accounts(),
    'PUT /api/admin/accounts/{userId}/manager': (a) => a.admin.assignManager(ids.user, ids.manager),
    'GET /api/admin/managers': (a) => a.admin.managers(),
    'GET /api/admin/managers/{id}': (a) => a.admin.manager(ids.manager),
    'GET /api/admin/platforms': (a) => a.admin.platforms(),
    'PATCH /api/admin/platforms/{id}': (a) => a.admin.updatePlatform(ids.platform, { status: 'BLOCKED' }),
    'GET /api/admin/promocodes': (a) => a.admin.promocodes(),
    'POST /api/admin/promocodes': (a) =>
      a.admin.createPromocode({ code: 'REFUSED1', amount: 5, usageLimit: null, expiresEpoch: null }),
    'PATCH /api/admin/promocodes/{id}': (a) => a.admin.updatePromocode(ids.promocode, { active: false }),
    'GET /api/admin/features': (a) => a.admin.features(),
    'PUT /api/admin/features/{name}': (a) => a.admin.setFeature('ru_ad_marking', true),
    'GET /api/admin/referrals': (a) => a.admin.referrals(),
    'GET /api/admin/referral/settings': (a) => a.admin.referralSettings(),
    'PUT /api/admin/referral/settings': (a) => a.admin.setReferralSettings({ rewardPercent: 9 }),
    'GET /api/admin/withdraw': (a) => a.admin.withdrawals(),
    'PATCH /api/admin/withdraw/{id}/approve': (a) => a.admin.approveWithdraw(ids.withdraw, 'a'.repeat(64)),
    'PATCH /api/admin/withdraw/{id}/reject': (a) => a.admin.rejectWithdraw(ids.withdraw, 'Refused'),
  };
}

/** A fingerprint of what admin writes change, to prove that a refused call changed nothing. */
async function fingerprint() {
  const { rows } = await s.db.query<{ f: string }>(
    `SELECT md5(string_agg(t, '|' ORDER BY t)) AS f FROM (
       SELECT 'u' || id || blocked || array_to_string(roles, ',') || array_to_string(features_on, ',') ||
         COALESCE(operator_id::text, '-') AS t FROM users
       UNION ALL SELECT 'c' || id || status || sus FROM campaigns
       UNION ALL SELECT 'w' || id || status FROM withdraws
       UNION ALL SELECT 'p' || id || status FROM platforms
       UNION ALL SELECT 'm' || id || active FROM promocodes
       UNION ALL SELECT 'a' || id || name FROM agencies
       UNION ALL SELECT 'f' || name || active FROM features
       UNION ALL SELECT 't' || COUNT(*) FROM transactions
       UNION ALL SELECT 'l' || COUNT(*) FROM audit_log
       UNION ALL SELECT 's' || value::text FROM settings) q`,
  );
  return rows[0]!.f;
}

describe('a user without an admin role is refused every admin call', () => {
  const roles: Role[][] = [
    ['User'],
    ['User Read Only'],
    ['Agency Admin', 'Agency'],
    ['Customer Happiness Agent'],
    ['Main Internal Manager'],
    ['User', 'Internal Manager', 'Allowed to access via API integration'],
  ];
  for (const held of roles) {
    it(`refuses ${held.join(' + ')} with 403 on each call, and nothing changes`, async () => {
      const outsider = await addFixtureUser(s.db, { role: held[0]!, roles: held, deposit: 100 });
      const api = await signedIn(outsider.email);
      const advertiser = await userId(s.db, 'advertiser@demo.adnet');
      const one = async (sql: string) => (await s.db.query<{ id: number }>(sql)).rows[0]!.id;
      const ids = {
        user: advertiser,
        campaign: await one(
          `SELECT id FROM campaigns WHERE owner_id = ${advertiser} AND status = 'MODERATION' LIMIT 1`,
        ),
        withdraw: await one(`SELECT id FROM withdraws WHERE status = 'PENDING' LIMIT 1`),
        platform: await one('SELECT id FROM platforms LIMIT 1'),
        promocode: await one('SELECT id FROM promocodes WHERE active LIMIT 1'),
        manager: await userId(s.db, 'manager@demo.adnet'),
      };
      const before = await fingerprint();
      for (const [key, call] of Object.entries(adminCalls(ids))) {
        const error = await failure(call(api));
        expect(error, key).toMatchObject({ status: 403 });
      }
      expect(await fingerprint()).toBe(before);
    });
  }

  it('lets an Internal User and a SuperUser make the same calls', async () => {
    const internal = await addFixtureUser(s.db, { role: 'User', roles: ['User', 'Internal User'] });
    for (const email of [internal.email, 'superuser@demo.adnet']) {
      const api = await signedIn(email);
      await expect(api.admin.users({ pageSize: 1 })).resolves.toMatchObject({ page: 1 });
      await expect(api.admin.features()).resolves.toEqual(expect.any(Array));
    }
  });
});

describe('the audit of a user: who moved money, blocked, or decided', () => {
  it('records each write with its actor, newest first, paged and filtered by action', async () => {
    const admin = await signedIn('superuser@demo.adnet');
    const adminId = await userId(s.db, 'superuser@demo.adnet');
    const subject = await addFixtureUser(s.db, {
      campaigns: 'all',
      // Enough to cover every campaign's budget: restoring a declined one must pass the money gate.
      deposit: 60_000,
      pendingWithdraws: [40, 60],
    });
    // A plain Internal User acts too: the audit names each actor.
    const internal = await addFixtureUser(s.db, { role: 'User', roles: ['User', 'Internal User'] });
    const colleague = await signedIn(internal.email);
    expect((await admin.admin.audit(subject.id)).total).toBe(0);

    await admin.admin.deposit(subject.id, { comment: 'welcome bonus', amount: 25, isInternalCurrency: true });
    await admin.admin.updateUser(subject.id, { blocked: true });
    await admin.admin.updateUser(subject.id, { blocked: false });
    await admin.admin.updateUser(subject.id, { roles: ['User', 'Allowed to access via API integration'] });
    const pending = (await admin.admin.withdrawals({ userId: subject.id, status: 'PENDING' })).items;
    expect(pending.map((w) => w.amount).sort()).toEqual([40, 60]);
    expect(pending.every((w) => w.fee === TRON_FEE && w.userId === subject.id)).toBe(true);
    const w40 = pending.find((w) => w.amount === 40)!;
    const w60 = pending.find((w) => w.amount === 60)!;
    await admin.admin.approveWithdraw(w40.id, 'ab'.repeat(32));
    await colleague.admin.rejectWithdraw(w60.id, 'Wallet on a sanctions list');
    const queue = await admin.campaigns.list({ userId: subject.id, hasModerationKey: true, pageSize: 5 });
    expect(queue.items.length).toBeGreaterThanOrEqual(1);
    const declined = queue.items[0]!;
    await colleague.campaigns.decline(declined.id, 'The landing page does not match the ad');
    await admin.admin.setSus(declined.id, true);
    await admin.admin.setSus(declined.id, true); // no change, no line
    await admin.campaigns.restore(declined.id, true);
    const platformOwner = await userId(s.db, 'publisher@demo.adnet');
    const platform = (await admin.admin.platforms({ status: 'APPROVED', pageSize: 1 })).items[0]!;
    await colleague.admin.updatePlatform(platform.id, { status: 'BLOCKED' });

    const audit = await admin.admin.audit(subject.id, { pageSize: 50 });
    expect(audit.items.map((l) => l.action)).toEqual([
      'CAMPAIGN_APPROVED',
      'CAMPAIGN_SUS_MARKED',
      'CAMPAIGN_DECLINED',
      'WITHDRAW_REJECTED',
      'WITHDRAW_APPROVED',
      'ROLES_CHANGED',
      'USER_UNBLOCKED',
      'USER_BLOCKED',
      'DEPOSIT',
    ]);
    const byAction = Object.fromEntries(audit.items.map((l) => [l.action, l]));
    expect(byAction.DEPOSIT).toMatchObject({
      actorId: adminId,
      actorEmail: 'superuser@demo.adnet',
      userId: subject.id,
      amount: 25,
      details: 'welcome bonus',
    });
    expect(byAction.WITHDRAW_APPROVED).toMatchObject({
      actorEmail: 'superuser@demo.adnet',
      targetId: w40.id,
      amount: -40,
      details: 'ab'.repeat(32),
    });
    expect(byAction.WITHDRAW_REJECTED).toMatchObject({
      actorId: internal.id,
      actorEmail: internal.email,
      targetId: w60.id,
      amount: 60 + TRON_FEE,
      details: 'Wallet on a sanctions list',
    });
    expect(byAction.CAMPAIGN_DECLINED).toMatchObject({
      actorEmail: internal.email,
      targetId: declined.id,
      details: 'The landing page does not match the ad',
    });
    expect(byAction.ROLES_CHANGED?.details).toBe('User, Allowed to access via API integration');
    expect(audit.items.every((l) => l.createdAt instanceof Date && l.createdAt.getTime() > 0)).toBe(true);

    // The platform's line is its owner's.
    const ownerAudit = await admin.admin.audit(platformOwner, { action: 'PLATFORM_BLOCKED' });
    expect(ownerAudit.items[0]).toMatchObject({ actorEmail: internal.email, targetId: platform.id });

    // Paged, filtered, sorted by every published field.
    const page2 = await admin.admin.audit(subject.id, { page: 2, pageSize: 4 });
    expect(page2).toMatchObject({ page: 2, pageCount: 3, total: 9 });
    expect(page2.items.map((l) => l.action)).toEqual(audit.items.slice(4, 8).map((l) => l.action));
    const deposits = await admin.admin.audit(subject.id, { action: 'DEPOSIT' });
    expect(deposits.items.map((l) => l.action)).toEqual(['DEPOSIT']);
    for (const orderBy of AUDIT_SORT_FIELDS)
      for (const order of ['asc', 'desc'] as const)
        await expect(admin.admin.audit(subject.id, { orderBy, order })).resolves.toMatchObject({ total: 9 });
    const oldest = await admin.admin.audit(subject.id, { orderBy: 'createdAt', order: 'asc', pageSize: 1 });
    expect(oldest.items[0]!.action).toBe('DEPOSIT');

    await expect(admin.admin.audit(999_999)).rejects.toMatchObject({ status: 404 });
  });

  it('decides a withdraw once: the second decision answers 409, changes nothing and leaves no line', async () => {
    const admin = await signedIn('superuser@demo.adnet');
    const other = await signedIn((await addFixtureUser(s.db, { roles: ['User', 'Internal User'] })).email);
    const subject = await addFixtureUser(s.db, { deposit: 500, pendingWithdraws: [30] });
    const [w] = (await admin.admin.withdrawals({ userId: subject.id })).items;
    const balance = async () =>
      (
        await s.db.query<{ b: number }>('SELECT SUM(amount) AS b FROM transactions WHERE user_id = $1', [
          subject.id,
        ])
      ).rows[0]!.b;

    await other.admin.rejectWithdraw(w!.id, 'Duplicate request');
    const afterReject = await balance();
    const late = await failure(admin.admin.approveWithdraw(w!.id, 'cd'.repeat(32)));
    expect(isAlreadyDecided(late)).toBe(true);
    expect(late).toMatchObject({ status: 409, code: 'INVALID_STATUS' });
    const lateReject = await failure(admin.admin.rejectWithdraw(w!.id, 'Again'));
    expect(isAlreadyDecided(lateReject)).toBe(true);
    expect(await balance()).toBe(afterReject);
    const [now] = (await admin.admin.withdrawals({ userId: subject.id })).items;
    expect(now).toMatchObject({ status: 'REJECTED', rejectReason: 'Duplicate request', txHash: null });
    expect((await admin.admin.audit(subject.id)).items.map((l) => l.action)).toEqual(['WITHDRAW_REJECTED']);
  });

  it('finds a user by e-mail, name or id', async () => {
    const admin = await signedIn('superuser@demo.adnet');
    const advertiser = await userId(s.db, 'advertiser@demo.adnet');
    const byId = await admin.admin.users({ search: String(advertiser) });
    expect(byId.items.map((u) => u.id)).toContain(advertiser);
    const byMail = await admin.admin.users({ search: 'advertiser@demo' });
    expect(byMail.items.map((u) => u.email)).toEqual(['advertiser@demo.adnet']);
  });
});
