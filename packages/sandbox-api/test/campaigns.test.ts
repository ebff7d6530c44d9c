import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startSandbox, userId, type TestSandbox } from './helpers';

let s: TestSandbox;
let owner: Awaited<ReturnType<typeof signIn>>;
let admin: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  s = await startSandbox();
  owner = await signIn(s.app, 'advertiser@demo.adnet');
  admin = await signIn(s.app, 'superuser@demo.adnet');
});
afterAll(() => s.close());

const input = {
  name: 'Lifecycle',
  campaignType: 'TASK',
  strategy: { budget: 40, cpm: null, cpc: 0.05, billingType: 'PAY_PER_CLICK' },
  ads: [{ title: 'Do the task', link: 'https://example.com/task' }],
  targeting: {
    regions: [],
    languages: ['en'],
    isTelegramPremium: null,
    platformType: 'ALL',
    vpn: null,
    segments: [],
    categories: [],
  },
};

describe('campaign lifecycle', () => {
  it('goes create -> moderation -> approve -> stop/start -> decline -> restore -> archive -> restore from archive', async () => {
    const created = await owner({ method: 'POST', url: '/api/campaigns', payload: input });
    expect(created.statusCode).toBe(201);
    const c = created.json();
    expect(c).toMatchObject({ status: 'MODERATION', sus: false, declineReason: null });
    expect(c.sla).toBeGreaterThan(Date.now() / 1000);

    // Only moderators decline and restore; the owner gets 403.
    expect(
      (await owner({ method: 'PATCH', url: `/api/campaigns/${c.id}/restore`, payload: { moderated: true } }))
        .statusCode,
    ).toBe(403);
    const approved = (
      await admin({ method: 'PATCH', url: `/api/campaigns/${c.id}/restore`, payload: { moderated: true } })
    ).json();
    expect(approved).toMatchObject({
      status: 'ACTIVE',
      sla: null,
      moderatorId: await userId(s.db, 'superuser@demo.adnet'),
    });
    expect(approved.ads[0].verifiedLink).toBe(true);

    expect((await owner({ method: 'PATCH', url: `/api/campaigns/${c.id}/stop` })).json().status).toBe(
      'STOPPED',
    );
    expect((await owner({ method: 'PATCH', url: `/api/campaigns/${c.id}/stop` })).json().error).toBe(
      'INVALID_STATUS',
    );
    expect((await owner({ method: 'PATCH', url: `/api/campaigns/${c.id}/start` })).json().status).toBe(
      'ACTIVE',
    );

    const declined = (
      await admin({
        method: 'PATCH',
        url: `/api/campaigns/${c.id}/decline`,
        payload: { reason: 'Misleading' },
      })
    ).json();
    expect(declined).toMatchObject({ status: 'DECLINED', declineReason: 'Misleading' });
    expect(
      (
        await admin({ method: 'PATCH', url: `/api/campaigns/${c.id}/restore`, payload: { moderated: false } })
      ).json(),
    ).toMatchObject({
      status: 'MODERATION',
      declineReason: null,
    });

    const sus = await admin({ method: 'POST', url: `/api/admin/campaigns/${c.id}/sus?isSus=true` });
    expect(sus.json().sus).toBe(true);
    expect(
      (await owner({ method: 'GET', url: '/api/campaigns?sus=true&size=200' }))
        .json()
        .content.map((r: { id: number }) => r.id),
    ).toContain(c.id);

    expect((await owner({ method: 'POST', url: `/api/campaigns/${c.id}/archive` })).json().status).toBe(
      'ARCHIVED',
    );
    expect((await owner({ method: 'GET', url: `/api/archive/campaigns/${c.id}` })).statusCode).toBe(200);
    expect(
      (await owner({ method: 'GET', url: '/api/campaigns?size=200' }))
        .json()
        .content.map((r: { id: number }) => r.id),
    ).not.toContain(c.id);
    expect(
      (await owner({ method: 'PATCH', url: `/api/campaigns/${c.id}`, payload: { name: 'x' } })).statusCode,
    ).toBe(409);
    expect(
      (await owner({ method: 'POST', url: `/api/campaigns/${c.id}/restore-archive` })).json().status,
    ).toBe('STOPPED');
  });

  it('refuses to archive an active campaign and to start a never-approved one into serving', async () => {
    const { rows } = await s.db.query<{ id: number }>(
      `SELECT c.id FROM campaigns c JOIN users u ON u.id = c.owner_id WHERE u.email = 'advertiser@demo.adnet' AND c.status = 'ACTIVE' LIMIT 1`,
    );
    const archive = await owner({ method: 'POST', url: `/api/campaigns/${rows[0]!.id}/archive` });
    expect(archive.statusCode).toBe(409);
    expect(archive.json().message).toMatch(/Stop the campaign/);

    const draft = (
      await owner({ method: 'POST', url: '/api/campaigns', payload: { ...input, draft: true } })
    ).json();
    expect(draft.status).toBe('DRAFT');
    expect(
      (await owner({ method: 'PATCH', url: `/api/campaigns/${draft.id}`, payload: { draft: false } })).json()
        .status,
    ).toBe('MODERATION');
    await owner({ method: 'PATCH', url: `/api/campaigns/${draft.id}/stop` });
    expect((await owner({ method: 'PATCH', url: `/api/campaigns/${draft.id}/start` })).json().status).toBe(
      'MODERATION',
    );
  });

  it('copies a campaign as a draft with the same ads', async () => {
    const original = (await owner({ method: 'POST', url: '/api/campaigns', payload: input })).json();
    const copy = await owner({ method: 'POST', url: `/api/campaigns/${original.id}/copy` });
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ name: 'Copy of Lifecycle', status: 'DRAFT', campaignType: 'TASK' });
    expect(copy.json().ads.map((a: { title: string }) => a.title)).toEqual(['Do the task']);
    expect(copy.json().id).not.toBe(original.id);
  });

  it('sends an edit of the ads back to moderation and flags a blacklisted link', async () => {
    const c = (await owner({ method: 'POST', url: '/api/campaigns', payload: input })).json();
    await admin({ method: 'PATCH', url: `/api/campaigns/${c.id}/restore`, payload: { moderated: true } });
    const renamed = (
      await owner({ method: 'PATCH', url: `/api/campaigns/${c.id}`, payload: { name: 'Renamed' } })
    ).json();
    expect(renamed).toMatchObject({ name: 'Renamed', status: 'ACTIVE' });
    const edited = await owner({
      method: 'PATCH',
      url: `/api/campaigns/${c.id}`,
      payload: { ads: [{ id: c.ads[0].id, title: 'New', link: 'https://free-crypto-giveaway.example/win' }] },
    });
    expect(edited.json()).toMatchObject({ status: 'MODERATION' });
    expect(edited.json().ads[0]).toMatchObject({
      id: c.ads[0].id,
      hasBlacklistedLink: true,
      verifiedLink: false,
    });
  });

  it('needs the money: a budget above the free balance is refused on the budget field', async () => {
    const poor = await signIn(s.app, 'terms@demo.adnet');
    const res = await poor({
      method: 'POST',
      url: '/api/campaigns',
      payload: { ...input, strategy: { ...input.strategy, budget: 900_000 } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields['strategy.budget']).toMatch(/Not enough money/);
  });
});

describe('who sees whose campaigns', () => {
  it('lets agency staff act for their clients (userId) but not create without one', async () => {
    const agency = await signIn(s.app, 'agency-admin@demo.adnet');
    const client = await userId(s.db, 'agency-client@demo.adnet');
    const list = await agency({ method: 'GET', url: `/api/campaigns?userId=${client}` });
    expect(list.statusCode).toBe(200);
    expect(list.json().content.every((r: { userId: number }) => r.userId === client)).toBe(true);
    expect(
      (
        await agency({
          method: 'GET',
          url: `/api/campaigns?userId=${await userId(s.db, 'advertiser@demo.adnet')}`,
        })
      ).statusCode,
    ).toBe(404);
    const own = await agency({ method: 'POST', url: '/api/campaigns', payload: input });
    expect(own.json().error).toBe('AGENCY_CANNOT_CREATE');
    const forClient = await agency({
      method: 'POST',
      url: '/api/campaigns',
      payload: { ...input, userId: client },
    });
    expect(forClient.statusCode).toBe(201);
    expect(forClient.json().ownerId).toBe(client);
  });

  it('shows admins every campaign and the moderation queue', async () => {
    const all = (await admin({ method: 'GET', url: '/api/campaigns?size=1' })).json();
    const { rows } = await s.db.query<{ n: number }>(
      `SELECT COUNT(*)::int AS n FROM campaigns WHERE status <> 'ARCHIVED'`,
    );
    expect(all.totalElements).toBe(rows[0]!.n);
    const queue = (
      await admin({ method: 'GET', url: '/api/campaigns?hasModerationKey=true&size=200' })
    ).json();
    expect(queue.content.every((r: { status: string }) => r.status === 'MODERATION')).toBe(true);
  });

  it('keeps internal, support and sales areas to their roles', async () => {
    expect((await owner({ method: 'GET', url: '/api/admin/users' })).statusCode).toBe(403);
    expect((await owner({ method: 'GET', url: '/api/sales/clients' })).statusCode).toBe(403);
    const support = await signIn(s.app, 'support@demo.adnet');
    expect((await support({ method: 'GET', url: '/api/support/cases?size=100' })).json().totalElements).toBe(
      8,
    );
    expect(
      (await owner({ method: 'GET', url: '/api/support/cases' }))
        .json()
        .content.every((c: { userEmail: string }) => c.userEmail === 'advertiser@demo.adnet'),
    ).toBe(true);
    const manager = await signIn(s.app, 'manager@demo.adnet');
    const mine = (await manager({ method: 'GET', url: '/api/sales/clients?size=100' })).json();
    const managerId = await userId(s.db, 'manager@demo.adnet');
    expect(mine.content.every((c: { managerId: number }) => c.managerId === managerId)).toBe(true);
    const main = await signIn(s.app, 'main-manager@demo.adnet');
    expect((await main({ method: 'GET', url: '/api/sales/clients?size=100' })).json().totalElements).toBe(12);
  });
});

describe('money', () => {
  // Regression: the wallet page's parallel reads once booked the same missed days twice.
  it('books missed days of spend once, even when several requests read money at once', async () => {
    const me = await userId(s.db, 'advertiser@demo.adnet');
    const spendRows = async () =>
      (
        await s.db.query<{ n: number }>(
          'SELECT COUNT(*)::int AS n FROM transactions WHERE user_id = $1 AND campaign_id IS NOT NULL',
          [me],
        )
      ).rows[0]!.n;
    const booked = await spendRows();
    // Pretend the last three days were never booked, as after a sandbox left running over a weekend.
    await s.db.query(
      `DELETE FROM transactions t USING campaigns c
        WHERE t.campaign_id = c.id AND c.owner_id = $1 AND t.created_at >= (c.charged_through - 2)::timestamptz`,
      [me],
    );
    await s.db.query(
      'UPDATE campaigns SET charged_through = charged_through - 3 WHERE owner_id = $1 AND charged_through IS NOT NULL',
      [me],
    );
    expect(await spendRows()).toBeLessThan(booked);
    const reads = await Promise.all([
      owner({ method: 'GET', url: '/api/user/balance' }),
      owner({ method: 'GET', url: '/api/user/transactions' }),
      owner({ method: 'GET', url: '/api/user/campaigns-frozen-balance' }),
      owner({ method: 'GET', url: '/api/user/balance' }),
    ]);
    expect(reads.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await spendRows()).toBe(booked);
    const { rows: twice } = await s.db.query(
      `SELECT description FROM transactions WHERE user_id = $1 AND campaign_id IS NOT NULL
        GROUP BY description HAVING COUNT(*) > 1`,
      [me],
    );
    expect(twice).toEqual([]);
  });

  // Regression guard: a code checked and spent in two statements let two withdraws race through with one code.
  it('spends a withdraw code once when two withdraws race with it', async () => {
    await owner({ method: 'POST', url: '/api/user/publisher/withdraw/code' });
    const mail = await s.app.inject({
      method: 'GET',
      url: '/api/dev/outbox?email=advertiser@demo.adnet&kind=WITHDRAW&limit=1',
    });
    const code = mail.json()[0].code as string;
    const wallet = (await owner({ method: 'GET', url: '/api/user/tron-wallet' })).json().walletAddress;
    const payload = { wallet, amount: 10, memoTag: '', confirmationCode: code };
    const results = await Promise.all([
      owner({ method: 'POST', url: '/api/user/publisher/withdraw', payload }),
      owner({ method: 'POST', url: '/api/user/publisher/withdraw', payload }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
  });
});
