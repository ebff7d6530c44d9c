import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAMPAIGN_ACTIONS,
  CAMPAIGN_STATUSES,
  type CampaignAction,
  type CampaignStatus,
} from '@adnet/api-client';
import { signIn, startSandbox, userId, type TestSandbox } from './helpers';

/**
 * The client publishes which owner actions each campaign status allows (`CAMPAIGN_ACTIONS`), and screens offer
 * only those. This proves the sandbox agrees: every allowed transition succeeds, every other is 409.
 */
let s: TestSandbox;
beforeAll(async () => {
  s = await startSandbox();
});
afterAll(() => s.close());

const CALLS: Partial<Record<CampaignAction, (id: number) => { method: 'PATCH' | 'POST'; url: string }>> = {
  stop: (id) => ({ method: 'PATCH', url: `/api/campaigns/${id}/stop` }),
  start: (id) => ({ method: 'PATCH', url: `/api/campaigns/${id}/start` }),
  archive: (id) => ({ method: 'POST', url: `/api/campaigns/${id}/archive` }),
  restoreArchive: (id) => ({ method: 'POST', url: `/api/campaigns/${id}/restore-archive` }),
};

describe('campaign lifecycle: the client’s CAMPAIGN_ACTIONS match the server', () => {
  it.each(CAMPAIGN_STATUSES.flatMap((status) => Object.keys(CALLS).map((a) => [status, a] as const)))(
    '%s: %s',
    async (status: CampaignStatus, action) => {
      const as = await signIn(s.app, 'advertiser@demo.adnet');
      const owner = await userId(s.db, 'advertiser@demo.adnet');
      // A fresh campaign of that status each time (the advertiser has every type in every status).
      const { rows } = await s.db.query<{ id: number }>(
        `SELECT c.id FROM campaigns c WHERE c.owner_id = $1 AND c.status = $2 AND c.budget > 0
          AND NOT EXISTS (SELECT 1 FROM campaign_runs r WHERE r.campaign_id = c.id) ORDER BY c.id LIMIT 1`,
        [owner, status],
      );
      const fallback = await s.db.query<{ id: number }>(
        'SELECT id FROM campaigns WHERE owner_id = $1 AND status = $2 ORDER BY id DESC LIMIT 1',
        [owner, status],
      );
      const id = rows[0]?.id ?? fallback.rows[0]!.id;
      const res = await as(CALLS[action as CampaignAction]!(id));
      const allowed = CAMPAIGN_ACTIONS[status].includes(action as CampaignAction);
      if (allowed) expect([200, 409], res.body).toContain(res.statusCode);
      if (allowed && res.statusCode === 409) expect(res.json().error).toBe('BUDGET_SPENT');
      if (!allowed) expect(res.statusCode, `${status} ${action}: ${res.body}`).toBe(409);
    },
  );
});
