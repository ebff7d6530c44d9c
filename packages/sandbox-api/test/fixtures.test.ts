import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayString } from '../src/stats';
import { signIn, startSandbox, type TestSandbox } from './helpers';

let s: TestSandbox;
beforeAll(async () => {
  s = await startSandbox();
});
afterAll(() => s.close());

describe('dev fixtures: an account of a test’s own', () => {
  it('creates a user with every type in every status and money, who sees only their own campaigns', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/dev/fixtures/users',
      payload: { allCampaigns: true, deposit: 60_000, operator: 'manager@demo.adnet' },
    });
    expect(res.statusCode).toBe(201);
    const { id, email } = res.json<{ id: number; email: string }>();
    const as = await signIn(s.app, email);
    const self = (await as({ method: 'GET', url: '/api/user/self' })).json();
    expect(self).toMatchObject({ id, email, role: 'User', operator: { id: expect.any(Number) } });
    const list = (await as({ method: 'GET', url: '/api/campaigns?size=200' })).json();
    // 7 types x 6 listed statuses (archived ones are in the archive).
    expect(list.totalElements).toBe(42);
    expect(list.content.every((c: { userId: number }) => c.userId === id)).toBe(true);
    const archive = (await as({ method: 'GET', url: '/api/archive/campaigns' })).json();
    expect(archive.totalElements).toBe(7);
    const balance = (await as({ method: 'GET', url: '/api/user/balance' })).json();
    expect(balance.balance).toBeGreaterThan(0);
  });

  it('spreads the campaigns of `historyDays` over that many days, so a year of statistics has figures', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/dev/fixtures/users',
      payload: { campaigns: 50, historyDays: 365 },
    });
    expect(res.statusCode).toBe(201);
    const as = await signIn(s.app, res.json().email);
    const list = (await as({ method: 'GET', url: '/api/campaigns?size=200' })).json();
    const archive = (await as({ method: 'GET', url: '/api/archive/campaigns?size=200' })).json();
    expect(list.totalElements + archive.totalElements).toBe(50);
    const created = list.content.map((c: { createdEpoch: number }) => c.createdEpoch);
    const oldest = (Date.now() / 1000 - Math.min(...created)) / 86_400;
    expect(oldest).toBeGreaterThan(200);
    const ids = list.content.map((c: { id: number }) => c.id).join(',');
    const end = todayString();
    const start = new Date(Date.parse(`${end}T00:00:00Z`) - 364 * 86_400_000).toISOString().slice(0, 10);
    const stat = (
      await as({
        method: 'GET',
        url: `/api/statistics/campaignstat?startdate=${start}&enddate=${end}&slice=DATE&campaignIds=${ids}`,
      })
    ).json();
    expect(stat.rows).toHaveLength(365);
    // Figures in every quarter of the year, not only the last month.
    for (let q = 0; q < 4; q++) {
      const quarter = stat.rows.slice(q * 91, (q + 1) * 91);
      expect(quarter.some((r: { impressions: number }) => r.impressions > 0)).toBe(true);
    }
  });

  it('keeps every active campaign spending: a year-old account still has figures in its last week', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/dev/fixtures/users',
      payload: { allCampaigns: true, historyDays: 365 },
    });
    expect(res.statusCode).toBe(201);
    const as = await signIn(s.app, res.json().email);
    const list = (await as({ method: 'GET', url: '/api/campaigns?size=200' })).json();
    const active = list.content.filter((c: { status: string }) => c.status === 'ACTIVE');
    expect(active).toHaveLength(7);
    const end = todayString();
    const start = new Date(Date.parse(`${end}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
    for (const c of active as { id: number }[]) {
      const stat = (
        await as({
          method: 'GET',
          url: `/api/statistics/campaignstat?startdate=${start}&enddate=${end}&slice=DATE&campaignIds=${c.id}`,
        })
      ).json();
      expect(stat.totals.impressions, `campaign ${c.id}`).toBeGreaterThan(0);
    }
  });

  it('two fixtures never share ids or e-mails, and the seeded data is untouched', async () => {
    const before = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM campaigns');
    const a = (
      await s.app.inject({ method: 'POST', url: '/api/dev/fixtures/users', payload: { campaigns: 3 } })
    ).json();
    const b = (
      await s.app.inject({ method: 'POST', url: '/api/dev/fixtures/users', payload: { campaigns: 3 } })
    ).json();
    expect(a.email).not.toBe(b.email);
    expect(a.id).not.toBe(b.id);
    const after = await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM campaigns');
    expect(after.rows[0]!.n - before.rows[0]!.n).toBe(6);
  });

  it('gives a publisher platforms of their own waiting for approval, which an admin finds by name', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/dev/fixtures/users',
      payload: { publisher: true, pendingPlatforms: 2 },
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: number }>();
    const admin = await signIn(s.app, 'superuser@demo.adnet');
    const pending = (
      await admin({ method: 'GET', url: '/api/admin/platforms?status=PENDING&size=200' })
    ).json<{
      content: { name: string; ownerId: number; status: string }[];
    }>().content;
    const own = pending.filter((p) => p.ownerId === id);
    expect(own).toHaveLength(2);
    expect(new Set(own.map((p) => p.name)).size).toBe(2);
    const found = (
      await admin({ method: 'GET', url: `/api/admin/platforms?search=${encodeURIComponent(own[0]!.name)}` })
    ).json<{ content: { ownerId: number }[] }>().content;
    expect(found.map((p) => p.ownerId)).toEqual([id]);
  });

  it('refuses a bad spec with field messages', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/api/dev/fixtures/users',
      payload: { role: 'Emperor', campaigns: -1, historyDays: 400 },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['campaigns', 'historyDays', 'role']);
  });
});

describe('the bulk advertiser', () => {
  it('has more than 1,000 campaigns', async () => {
    const as = await signIn(s.app, 'bulk@demo.adnet');
    const list = (await as({ method: 'GET', url: '/api/campaigns?size=1' })).json();
    const archive = (await as({ method: 'GET', url: '/api/archive/campaigns?size=1' })).json();
    expect(list.totalElements + archive.totalElements).toBe(1200);
    expect(list.totalElements).toBeGreaterThan(1000);
  });
});
