import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startSandbox, type TestSandbox } from './helpers';

let s: TestSandbox;
beforeAll(async () => {
  s = await startSandbox();
});
afterAll(() => s.close());

const negativeBalances = async () =>
  (
    await s.db.query<{ email: string; balance: string }>(
      `SELECT u.email, SUM(t.amount)::text AS balance FROM transactions t JOIN users u ON u.id = t.user_id
        GROUP BY u.email HAVING SUM(t.amount) < 0 ORDER BY u.email`,
    )
  ).rows;

describe('balances of the demo data: a network never spends money an account does not have', () => {
  it('no seeded account starts below zero', async () => {
    expect(await negativeBalances()).toEqual([]);
  });

  it('an account made for a test with campaigns and no deposit has spent what it deposited: balance 0', async () => {
    const made = await s.app.inject({
      method: 'POST',
      url: '/api/dev/fixtures/users',
      payload: { allCampaigns: true },
    });
    expect(made.statusCode).toBe(201);
    const as = await signIn(s.app, made.json<{ email: string }>().email);
    const balance = (await as({ method: 'GET', url: '/api/user/balance' })).json<{ balance: number }>();
    expect(balance.balance).toBe(0);
    expect(await negativeBalances()).toEqual([]);
  });

  it('a deposit asked for is what is left after the spend, never less than zero', async () => {
    const made = await s.app.inject({
      method: 'POST',
      url: '/api/dev/fixtures/users',
      payload: { allCampaigns: true, deposit: 500, pendingWithdraws: [50] },
    });
    const as = await signIn(s.app, made.json<{ email: string }>().email);
    const balance = (await as({ method: 'GET', url: '/api/user/balance' })).json<{ balance: number }>();
    expect(balance.balance).toBeGreaterThanOrEqual(0);
    expect(await negativeBalances()).toEqual([]);
  });
});
