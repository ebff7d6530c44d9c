import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPEN_TARGETING, fingerprint, signIn, startSandbox, userId, type TestSandbox } from './helpers';

let s: TestSandbox;
let as: Awaited<ReturnType<typeof signIn>>;
let before: Record<string, string>;
let otherCampaign: number;
let ownCampaign: number;
let otherUser: number;
let otherCase: number;
let otherUpload: string;

beforeAll(async () => {
  s = await startSandbox();
  as = await signIn(s.app, 'advertiser@demo.adnet');
  const me = await userId(s.db, 'advertiser@demo.adnet');
  otherUser = await userId(s.db, 'agency-client@demo.adnet');
  const pick = async (sql: string, params: unknown[]) =>
    (await s.db.query<{ v: never }>(sql, params)).rows[0]!.v;
  ownCampaign = await pick(
    `SELECT id AS v FROM campaigns WHERE owner_id = $1 AND status = 'ACTIVE' LIMIT 1`,
    [me],
  );
  otherCampaign = await pick(
    `SELECT id AS v FROM campaigns WHERE owner_id = $1 AND status = 'ACTIVE' LIMIT 1`,
    [otherUser],
  );
  otherCase = await pick('SELECT id AS v FROM support_cases WHERE user_id <> $1 LIMIT 1', [me]);
  otherUpload = await pick(`SELECT key AS v FROM uploads WHERE owner_id = $1 AND kind = 'image' LIMIT 1`, [
    otherUser,
  ]);
  before = await fingerprint(s.db);
});
afterAll(() => s.close());

const validAd = { link: 'https://example.com/landing', title: 'Hello' };
const validCampaign = () => ({
  name: 'Valid name',
  campaignType: 'TASK',
  strategy: { budget: 50, cpm: 1, cpc: null, billingType: 'PAY_PER_SHOW' },
  ads: [validAd],
  targeting: OPEN_TARGETING,
});

describe('bad requests get a 4xx with a clear body', () => {
  it('names every missing field of a campaign', async () => {
    const res = await as({ method: 'POST', url: '/api/campaigns', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'VALIDATION_ERROR',
      fields: {
        name: 'is required',
        campaignType: 'is required',
        strategy: 'is required',
        ads: 'is required',
        targeting: 'is required',
      },
    });
  });

  it('says which fields have the wrong type, down to nested paths', async () => {
    const body = {
      ...validCampaign(),
      name: 123,
      strategy: { ...validCampaign().strategy, budget: '100' },
      ads: [{ ...validAd, link: 42 }],
    };
    const res = await as({ method: 'POST', url: '/api/campaigns', payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      name: 'must be a string',
      'strategy.budget': 'must be a number',
      'ads[0].link': 'must be a string',
    });
  });

  it('refuses a 1 MB string instead of storing it', async () => {
    const huge = 'x'.repeat(1_000_000);
    const campaign = await as({
      method: 'POST',
      url: '/api/campaigns',
      payload: { ...validCampaign(), name: huge },
    });
    expect(campaign.statusCode).toBe(400);
    expect(campaign.json().fields).toEqual({ name: 'must be at most 200 characters' });
    const register = await s.app.inject({
      method: 'POST',
      url: '/api/public/user/register',
      payload: { email: 'big@example.com', password: 'long-enough-1', username: huge, acceptTerms: true },
    });
    expect(register.statusCode).toBe(400);
    expect(register.json().fields.username).toBe('must be at most 32 characters');
  });

  it('refuses a body over the JSON limit with 413', async () => {
    const res = await as({
      method: 'POST',
      url: '/api/support/cases',
      payload: { subject: 'x'.repeat(3_000_000), text: 'a' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('TOO_LARGE');
  });

  it('lists the allowed values of an unknown enum value, in bodies and queries', async () => {
    const body = await as({
      method: 'POST',
      url: '/api/campaigns',
      payload: { ...validCampaign(), campaignType: 'BANNER' },
    });
    expect(body.statusCode).toBe(400);
    expect(body.json().fields.campaignType).toMatch(/^must be one of: FULLSCREEN_MEDIA, .*MAIN_PAGE$/);
    const list = await as({ method: 'GET', url: '/api/campaigns?status=LIVE' });
    expect(list.statusCode).toBe(400);
    expect(list.json().fields.status).toContain('DRAFT');
    const stats = await as({
      method: 'GET',
      url: `/api/statistics/campaignstat?startdate=2026-01-01&enddate=2026-01-31&slice=WEEK&campaignIds=${ownCampaign}`,
    });
    expect(stats.statusCode).toBe(400);
    expect(stats.json().fields).toEqual({
      slice: 'must be one of: DATE, LANG, AD, CATEGORY, PLATFORM, COUNTRY',
    });
  });

  it('treats SQL-ish text as text', async () => {
    const search = await as({
      method: 'GET',
      url: `/api/campaigns?name=${encodeURIComponent("' OR 1=1 --")}`,
    });
    expect(search.statusCode).toBe(200);
    expect(search.json().totalElements).toBe(0);
    const sort = await as({
      method: 'GET',
      url: `/api/campaigns?sort=${encodeURIComponent('id;DROP TABLE campaigns')}`,
    });
    expect(sort.statusCode).toBe(400);
    expect(sort.json().fields.sort).toMatch(/field one of/);
    const login = await s.app.inject({
      method: 'POST',
      url: '/api/public/user/auth',
      payload: { email: "' OR '1'='1", password: "' OR '1'='1" },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().error).toBe('BAD_CREDENTIALS');
    const named = await as({
      method: 'POST',
      url: '/api/campaigns',
      payload: { ...validCampaign(), name: "x'); DROP TABLE campaigns; --", ads: [] },
    });
    expect(named.statusCode).toBe(400);
    expect(named.json().fields).toEqual({ ads: 'must not be empty' });
  });

  it("answers 404 for another user's ids, as for ids that do not exist", async () => {
    const missing = await as({ method: 'GET', url: '/api/campaigns/999999' });
    for (const res of [
      await as({ method: 'GET', url: `/api/campaigns/${otherCampaign}` }),
      await as({ method: 'PATCH', url: `/api/campaigns/${otherCampaign}/stop` }),
      await as({ method: 'PATCH', url: `/api/campaigns/${otherCampaign}`, payload: { name: 'mine now' } }),
      await as({ method: 'POST', url: `/api/campaigns/${otherCampaign}/archive` }),
      await as({ method: 'POST', url: `/api/campaigns/${otherCampaign}/copy` }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(missing.json());
    }
    expect((await as({ method: 'GET', url: `/api/campaigns?userId=${otherUser}` })).statusCode).toBe(404);
    expect((await as({ method: 'GET', url: `/api/user/user/${otherUser}/transactions` })).statusCode).toBe(
      404,
    );
    expect((await as({ method: 'GET', url: `/api/support/cases/${otherCase}` })).statusCode).toBe(404);
    const stats = await as({
      method: 'GET',
      url: `/api/statistics/campaignstat?startdate=2026-01-01&enddate=2026-01-31&slice=DATE&campaignIds=${ownCampaign},${otherCampaign}`,
    });
    expect(stats.statusCode).toBe(404);
    const picture = await as({
      method: 'POST',
      url: `/api/upload/support/${otherCase}/picture`,
      payload: { fileName: 'a.png', contentType: 'image/png', size: 10 },
    });
    expect(picture.statusCode).toBe(404);
    const stolenImage = await as({
      method: 'POST',
      url: '/api/campaigns',
      payload: { ...validCampaign(), campaignType: 'MAIN_PAGE', ads: [{ ...validAd, image: otherUpload }] },
    });
    expect(stolenImage.statusCode).toBe(400);
    expect(stolenImage.json().fields['ads[0].image']).toBe('is not an uploaded file of this account');
  });

  it('checks ids, paging and bodies before anything runs', async () => {
    const id = await as({ method: 'GET', url: '/api/campaigns/abc' });
    expect(id.statusCode).toBe(400);
    expect(id.json().fields).toEqual({ id: 'must be a positive integer' });
    const size = await as({ method: 'GET', url: '/api/campaigns?size=1000&page=-1' });
    expect(size.json().fields).toEqual({ size: 'must be at most 200', page: 'must be at least 0' });
    const broken = await as({
      method: 'POST',
      url: '/api/campaigns',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "unterminated',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error).toBe('MALFORMED_JSON');
    const proto = await as({
      method: 'POST',
      url: '/api/campaigns',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {"admin": true}}',
    });
    expect(proto.statusCode).toBe(400);
    const deposit = await as({
      method: 'POST',
      url: `/api/admin/user/${otherUser}/deposit`,
      payload: { comment: '', amount: 5, isInternalCurrency: false },
    });
    expect(deposit.statusCode).toBe(403);
  });

  it('refuses writes of a read-only account and answers 401 without a session', async () => {
    const readOnly = await signIn(s.app, 'readonly@demo.adnet');
    const { rows } = await s.db.query<{ id: number }>(
      `SELECT c.id FROM campaigns c JOIN users u ON u.id = c.owner_id WHERE u.email = 'readonly@demo.adnet' LIMIT 1`,
    );
    const res = await readOnly({ method: 'PATCH', url: `/api/campaigns/${rows[0]!.id}/stop` });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('READ_ONLY');
    expect((await s.app.inject({ method: 'GET', url: '/api/campaigns' })).statusCode).toBe(401);
  });

  it('changed nothing in the database', async () => {
    expect(await fingerprint(s.db)).toEqual(before);
  });
});
