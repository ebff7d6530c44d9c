import { describe, expect, it } from 'vitest';
import type { CampaignListRow } from '@adnet/api-client';
import { campaignsNeedingAttention, runwayDays } from './monitoring';

let next = 0;
function campaign(status: CampaignListRow['status'], spent: number, budget = 100): CampaignListRow {
  next += 1;
  return {
    id: next,
    name: `c${next}`,
    status,
    spent,
    budget,
    createdAt: new Date(Date.UTC(2026, 0, next)),
    declineReason: status === 'DECLINED' ? 'Misleading' : null,
  } as CampaignListRow;
}

describe('runway', () => {
  it('is the balance over the average daily spend of the last 7 days, in whole days', () => {
    expect(runwayDays(100, 70)).toBe(10);
    expect(runwayDays(25, 70)).toBe(2);
    expect(runwayDays(0, 70)).toBe(0);
    expect(runwayDays(100, 0)).toBeNull();
  });
});

describe('campaigns needing attention', () => {
  it('lists declined, not serving, out of budget, stopped with budget and waiting ones, most urgent first', () => {
    const rows = [
      campaign('MODERATION', 0),
      campaign('STOPPED', 10),
      campaign('STOPPED', 100),
      campaign('FINISHED', 100),
      campaign('FINISHED', 40), // ended by its end date: nothing to fix
      campaign('ACTIVE', 100),
      campaign('ACTIVE', 20),
      campaign('DECLINED', 0),
      campaign('DRAFT', 0),
    ];
    const withMoney = campaignsNeedingAttention(rows, 500).map((i) => [i.campaign.status, i.reason]);
    expect(withMoney).toEqual([
      ['DECLINED', 'declined'],
      ['ACTIVE', 'outOfBudget'],
      ['FINISHED', 'outOfBudget'],
      ['STOPPED', 'stoppedWithBudget'],
      ['MODERATION', 'moderation'],
    ]);
    const broke = campaignsNeedingAttention(rows, 0).map((i) => i.reason);
    expect(broke.slice(0, 2)).toEqual(['declined', 'notServing']);
  });
});
