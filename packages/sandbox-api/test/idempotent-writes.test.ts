import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '@adnet/api-client';
import { OPEN_TARGETING, signIn, startSandbox, taskCampaign, type TestSandbox } from './helpers';

/**
 * The write of every form the cabinet resends after an unclear outcome (a timeout, a malformed answer, no answer, a
 * 5xx): the cabinet's form recipe sends the same values with the same `Idempotency-Key`, and the server must answer
 * the first write's result again instead of writing twice. The browser fault tests show this on a support reply and
 * a sales deal; here it is shown for the write of each form (the campaign create is in trust.test.ts).
 */
let s: TestSandbox;
beforeAll(async () => {
  s = await startSandbox();
});
afterAll(() => s.close());

type As = Awaited<ReturnType<typeof signIn>>;

/** A new account of the test's own (dev fixture), signed in. */
async function fixture(spec: Record<string, unknown> = {}) {
  const res = await s.app.inject({ method: 'POST', url: '/api/dev/fixtures/users', payload: spec });
  expect(res.statusCode, res.body).toBe(201);
  const { id, email } = res.json<{ id: number; email: string }>();
  return { id, email, as: await signIn(s.app, email) };
}

const count = async (sql: string, params: unknown[]) =>
  (await s.db.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM (${sql}) q`, params)).rows[0]!.n;

interface KeyedWrite {
  form: string;
  /** Makes what the write needs; answers who sends it, the request, and the rows the write adds to. */
  setUp: () => Promise<{ as: As; request: InjectOptions; rows: () => Promise<number> }>;
  /** How many rows the write adds (a rename adds none: it must not add a second audience either). */
  adds?: number;
}

const WRITES: KeyedWrite[] = [
  {
    form: 'support reply',
    setUp: async () => {
      const owner = await fixture();
      const opened = await owner.as({
        method: 'POST',
        url: '/api/support/cases',
        payload: { subject: 'Once', text: 'Please answer.' },
      });
      expect(opened.statusCode).toBe(201);
      const caseId = opened.json<{ id: number }>().id;
      const agent = await fixture({
        role: 'Customer Happiness Agent',
        roles: ['Customer Happiness Agent', 'Internal User'],
      });
      return {
        as: agent.as,
        request: {
          method: 'POST',
          url: `/api/support/cases/${caseId}/messages`,
          payload: { text: 'Top up and start again.' },
        },
        rows: () => count('SELECT 1 FROM support_messages WHERE case_id = $1', [caseId]),
      };
    },
  },
  {
    form: 'legal info (a new one)',
    setUp: async () => {
      const owner = await fixture({ featuresOn: ['ru_ad_marking'] });
      return {
        as: owner.as,
        request: {
          method: 'POST',
          url: '/api/user/legal_info',
          payload: { type: 'LEGAL_ENTITY', name: 'OOO "Once"', inn: '7736050003', vatPayer: true },
        },
        rows: () => count('SELECT 1 FROM legal_infos WHERE user_id = $1', [owner.id]),
      };
    },
  },
  {
    // The code request (the form's first call): one code mailed, and one of the account's code requests counted.
    form: 'wallet withdraw (code request)',
    setUp: async () => {
      const owner = await fixture({ deposit: 500 });
      return {
        as: owner.as,
        request: { method: 'POST', url: '/api/user/publisher/withdraw/code' },
        rows: () => count(`SELECT 1 FROM outbox WHERE to_email = $1 AND kind = 'WITHDRAW'`, [owner.email]),
      };
    },
  },
  {
    form: 'sales deal',
    setUp: async () => {
      const manager = await fixture({
        roles: ['User', 'Internal User', 'Internal Manager'],
        salesClients: 1,
      });
      const clients = await manager.as({ method: 'GET', url: '/api/sales/clients?size=10' });
      const clientId = clients.json<{ content: { id: number }[] }>().content[0]!.id;
      return {
        as: manager.as,
        request: {
          method: 'POST',
          url: '/api/sales/deals',
          payload: { clientId, title: 'Once deal', amount: 1500.5 },
        },
        rows: () => count('SELECT 1 FROM deals WHERE client_id = $1', [clientId]),
      };
    },
  },
  {
    form: 'audience (a new one)',
    setUp: async () => {
      const owner = await fixture();
      return {
        as: owner.as,
        request: {
          method: 'POST',
          url: '/api/audiences',
          payload: { name: 'Once audience', kind: 'CONVERTERS', rule: { action: 'purchase', days: 30 } },
        },
        rows: () => count('SELECT 1 FROM audiences WHERE owner_id = $1', [owner.id]),
      };
    },
  },
  {
    // A rename adds no row (and the resend no second audience); that the resend does not write again is the
    // later-change test below.
    form: 'audience rename',
    adds: 0,
    setUp: async () => {
      const owner = await fixture();
      const created = await owner.as({
        method: 'POST',
        url: '/api/audiences',
        payload: { name: 'Before', kind: 'CONVERTERS', rule: { action: 'purchase', days: 30 } },
      });
      const id = created.json<{ id: number }>().id;
      return {
        as: owner.as,
        request: {
          method: 'PATCH',
          url: `/api/audiences/${id}`,
          payload: { name: 'Renamed once', rule: { action: 'signup', days: 30 } },
        },
        rows: () => count('SELECT 1 FROM audiences WHERE owner_id = $1', [owner.id]),
      };
    },
  },
  {
    // A decision is recorded in the audit once; without the key the resend would be refused (already declined).
    form: 'moderation decline',
    setUp: async () => {
      const campaignId = await campaignOnModeration();
      return {
        as: await signIn(s.app, 'superuser@demo.adnet'),
        request: {
          method: 'PATCH',
          url: `/api/campaigns/${campaignId}/decline`,
          payload: { reason: 'Faulty landing page.' },
        },
        rows: () =>
          count(`SELECT 1 FROM audit_log WHERE action = 'CAMPAIGN_DECLINED' AND target_id = $1`, [
            campaignId,
          ]),
      };
    },
  },
  {
    // The refund is booked once.
    form: 'withdraw reject',
    setUp: async () => {
      const owner = await fixture({ deposit: 5_000, pendingWithdraws: [50] });
      const [withdraw] = (
        await s.db.query<{ id: number }>('SELECT id FROM withdraws WHERE user_id = $1', [owner.id])
      ).rows;
      return {
        as: await signIn(s.app, 'superuser@demo.adnet'),
        request: {
          method: 'PATCH',
          url: `/api/admin/withdraw/${withdraw!.id}/reject`,
          payload: { reason: 'Faulty address.' },
        },
        rows: () =>
          count(`SELECT 1 FROM transactions WHERE user_id = $1 AND description LIKE '%rejected: refund'`, [
            owner.id,
          ]),
      };
    },
  },
];

/** A campaign of an advertiser of its own, waiting for moderation. */
async function campaignOnModeration() {
  const owner = await fixture({ deposit: 1_000 });
  const created = await owner.as({
    method: 'POST',
    url: '/api/campaigns',
    payload: taskCampaign('Waiting', { targeting: { ...OPEN_TARGETING, categories: [] } }),
  });
  expect(created.statusCode, created.body).toBe(201);
  const campaign = created.json<{ id: number; status: string }>();
  expect(campaign.status).toBe('MODERATION');
  return campaign.id;
}

describe("each form's write, resent with its Idempotency-Key, is done once", () => {
  it.each(WRITES)(
    '$form: the resend answers the first result and writes nothing more',
    async ({ setUp, adds = 1 }) => {
      const { as, request, rows } = await setUp();
      const before = await rows();
      const headers = { [IDEMPOTENCY_KEY_HEADER]: `${request.method}-${String(request.url)}` };
      const first = await as({ ...request, headers });
      expect(first.statusCode, first.body).toBeLessThan(300);
      expect(await rows()).toBe(before + adds);
      const again = await as({ ...request, headers });
      expect(again.statusCode).toBe(first.statusCode);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
      expect(await rows()).toBe(before + adds);
    },
  );

  it('a resend replays the first answer, not the write: a change made in between stays', async () => {
    const owner = await fixture();
    const created = await owner.as({
      method: 'POST',
      url: '/api/audiences',
      payload: { name: 'Before', kind: 'CONVERTERS', rule: { action: 'purchase', days: 30 } },
    });
    const url = `/api/audiences/${created.json<{ id: number }>().id}`;
    const rename = (name: string, key: string) =>
      owner.as({
        method: 'PATCH',
        url,
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
        payload: { name, rule: { action: 'purchase', days: 30 } },
      });
    expect((await rename('First', 'key-first')).statusCode).toBe(200);
    expect((await rename('Later', 'key-later')).statusCode).toBe(200);
    const replayed = await rename('First', 'key-first');
    expect(replayed.json<{ name: string }>().name).toBe('First');
    const now = await owner.as({ method: 'GET', url });
    expect(now.json<{ name: string }>().name).toBe('Later');
  });
});

describe('the PUT forms (legal info edit, Telegram name) need no key: the same PUT again leaves the same state', () => {
  it('legal info edit: saved twice, one legal info with the values', async () => {
    const owner = await fixture({ featuresOn: ['ru_ad_marking'] });
    const created = await owner.as({
      method: 'POST',
      url: '/api/user/legal_info',
      payload: { type: 'LEGAL_ENTITY', name: 'OOO "Before"', inn: '7736050003', vatPayer: true },
    });
    const { id } = created.json<{ id: number }>();
    const rows = () => count('SELECT 1 FROM legal_infos WHERE user_id = $1', [owner.id]);
    const before = await rows();
    const edit = () =>
      owner.as({
        method: 'PUT',
        url: `/api/user/legal_info/${id}`,
        payload: { type: 'LEGAL_ENTITY', name: 'OOO "Romashka"', inn: '7736207543', vatPayer: true },
      });
    const first = await edit();
    const again = await edit();
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await rows()).toBe(before);
    const saved = await owner.as({ method: 'GET', url: `/api/user/legal_info/${id}` });
    expect(saved.json()).toMatchObject({ name: 'OOO "Romashka"', inn: '7736207543' });
  });

  it('Telegram name: set twice, the same name waiting for its code', async () => {
    const owner = await fixture();
    const set = () =>
      owner.as({
        method: 'PUT',
        url: '/api/user/telegram_name',
        payload: { telegramUsername: '@once_name' },
      });
    expect((await set()).statusCode).toBe(200);
    expect((await set()).statusCode).toBe(200);
    const name = await owner.as({ method: 'GET', url: '/api/user/telegram_name' });
    expect(name.json()).toMatchObject({ telegramUsername: 'once_name', status: 'WAITING' });
    expect(await count('SELECT 1 FROM users WHERE telegram_username = $1', ['once_name'])).toBe(1);
  });
});
