import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed';
import { installSeedWatch } from '../src/seed-watch';
import { signIn, startSandbox, taskCampaign, type TestSandbox } from './helpers';

let s: TestSandbox;
beforeAll(async () => {
  s = await startSandbox();
});
afterAll(() => s.close());

const seedPrint = async () =>
  (await s.app.inject({ method: 'GET', url: '/api/dev/seed-writes' })).json<Record<string, string>>();
const changedTables = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys({ ...a, ...b }).filter((k) => a[k] !== b[k]);

describe('the seed watch: what tells an e2e test that it wrote to a demo account', () => {
  it('is off until installed, and starts empty', async () => {
    expect((await s.app.inject({ method: 'GET', url: '/api/dev/seed-writes' })).statusCode).toBe(404);
    await installSeedWatch(s.db);
    await installSeedWatch(s.db); // a second install changes nothing
    // No writes yet: only the hash of the network's settings.
    expect(Object.keys(await seedPrint())).toEqual(['settings']);
  });

  it('does not move for a sign-in, reads, or an account of a test’s own and its writes', async () => {
    const before = await seedPrint();
    const advertiser = await signIn(s.app, 'advertiser@demo.adnet');
    expect((await advertiser({ method: 'GET', url: '/api/campaigns' })).statusCode).toBe(200);
    const made = await s.app.inject({
      method: 'POST',
      url: '/api/dev/fixtures/users',
      payload: { campaigns: 3, deposit: 10_000 },
    });
    expect(made.statusCode).toBe(201);
    const own = await signIn(s.app, made.json<{ email: string }>().email);
    expect((await own({ method: 'GET', url: '/api/campaigns' })).statusCode).toBe(200);
    // A write of its own: a new campaign, which waits for moderation (archived at once, as a draft is not).
    const created = await own({
      method: 'POST',
      url: '/api/campaigns',
      payload: taskCampaign('Own write'),
    });
    expect(created.statusCode, created.body).toBe(201);
    const archived = await own({
      method: 'POST',
      url: `/api/campaigns/${created.json<{ id: number }>().id}/archive`,
    });
    expect(archived.statusCode, archived.body).toBeLessThan(300);
    expect(changedTables(before, await seedPrint())).toEqual([]);
  });

  it('moves with a write to a demo account’s campaign, naming the table', async () => {
    const before = await seedPrint();
    const advertiser = await signIn(s.app, 'advertiser@demo.adnet');
    const list = (await advertiser({ method: 'GET', url: '/api/campaigns?status=ACTIVE&size=1' })).json<{
      content: { id: number }[];
    }>();
    const stopped = await advertiser({ method: 'PATCH', url: `/api/campaigns/${list.content[0]!.id}/stop` });
    expect(stopped.statusCode).toBeLessThan(300);
    const after = await seedPrint();
    // The campaign, and its serving run that the stop closed.
    expect(changedTables(before, after)).toEqual(['campaign_runs', 'campaigns']);
    expect(after.campaigns).toBe('UPDATE 1');
  });

  it('does not move for an agency or a promo code a test adds and changes; moves when a seeded one changes', async () => {
    const before = await seedPrint();
    const admin = await signIn(s.app, 'superuser@demo.adnet');
    const agency = await admin({
      method: 'POST',
      url: '/api/admin/agencies',
      payload: { name: 'A test’s own agency', siteUrl: 'https://own.example' },
    });
    expect(agency.statusCode).toBe(201);
    const own = agency.json<{ id: number }>().id;
    const renamed = await admin({
      method: 'PATCH',
      url: `/api/admin/agencies/${own}`,
      payload: { siteUrl: 'https://own.example/new' },
    });
    expect(renamed.statusCode).toBe(200);
    const promo = await admin({
      method: 'POST',
      url: '/api/admin/promocodes',
      payload: { code: 'OWNSEEDWATCH', amount: 5, usageLimit: 2, expiresEpoch: null },
    });
    expect(promo.statusCode).toBe(201);
    const off = await admin({
      method: 'PATCH',
      url: `/api/admin/promocodes/${promo.json<{ id: number }>().id}`,
      payload: { active: false },
    });
    expect(off.statusCode).toBe(200);
    expect(changedTables(before, await seedPrint())).toEqual([]);

    const seeded = (await admin({ method: 'GET', url: '/api/admin/agencies?size=100&sort=id,asc' })).json<{
      content: { id: number }[];
    }>().content[0]!;
    expect(seeded.id).toBeLessThan(own);
    const touched = await admin({
      method: 'PATCH',
      url: `/api/admin/agencies/${seeded.id}`,
      payload: { siteUrl: 'https://changed.example' },
    });
    expect(touched.statusCode).toBe(200);
    expect(changedTables(before, await seedPrint())).toEqual(['agencies']);
  });

  it('moves with a wrong password for a demo account, and not for an e-mail nobody has', async () => {
    const before = await seedPrint();
    const wrong = (email: string) =>
      s.app.inject({
        method: 'POST',
        url: '/api/public/user/auth',
        payload: { email, password: `not-${DEMO_PASSWORD}` },
      });
    expect((await wrong('nobody-at-all@example.com')).statusCode).toBe(400);
    expect(changedTables(before, await seedPrint())).toEqual([]);
    expect((await wrong('readonly@demo.adnet')).statusCode).toBe(400);
    expect(changedTables(before, await seedPrint())).toEqual(['limits']);
  });

  it('compares the network settings by value: the referral reward changed shows, put back it does not', async () => {
    const before = await seedPrint();
    const admin = await signIn(s.app, 'superuser@demo.adnet');
    const url = '/api/admin/referral/settings';
    const original = (await admin({ method: 'GET', url })).json<{ rewardPercent: number }>();
    const changed = await admin({ method: 'PUT', url, payload: { ...original, rewardPercent: 7 } });
    expect(changed.statusCode).toBeLessThan(300);
    expect(changedTables(before, await seedPrint())).toEqual(['settings']);
    expect((await admin({ method: 'PUT', url, payload: original })).statusCode).toBeLessThan(300);
    expect(changedTables(before, await seedPrint())).toEqual([]);
  });
});
