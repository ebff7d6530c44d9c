import { describe, expect, it } from 'vitest';
import type { Campaign, Forecast } from '@adnet/api-client';
import { bidVariant, moderationState, notServing, servingChecklist, type CheckId } from './campaign-detail';

function campaign(patch: Partial<Campaign> = {}): Campaign {
  return {
    id: 7,
    name: 'Spring sale',
    status: 'ACTIVE',
    billingType: 'cpm',
    latestModerationDate: new Date(Date.UTC(2026, 0, 2)),
    declineReason: null,
    strategy: { budget: 100, cpm: 2, cpc: null, billingType: 'PAY_PER_SHOW' },
    ...patch,
  } as Campaign;
}

const forecast = (patch: Partial<Forecast> = {}): Forecast => ({
  recommendedCost: 1.5,
  showBudgetWarning: false,
  dailyImpressions: 40_000,
  narrowTargeting: false,
  ...patch,
});

const states = (items: ReturnType<typeof servingChecklist>) =>
  Object.fromEntries(items.map((i) => [i.id, i.state])) as Record<CheckId, string>;

describe('the serving checklist', () => {
  it('passes every check for an approved, funded, active campaign with budget, a fair bid and a wide reach', () => {
    const items = servingChecklist({ campaign: campaign(), balance: 50, spent: 40, forecast: forecast() });
    expect(states(items)).toEqual({
      status: 'ok',
      moderation: 'ok',
      balance: 'ok',
      budget: 'ok',
      bid: 'ok',
      targeting: 'ok',
    });
    expect(items.find((i) => i.id === 'budget')?.values).toEqual({ left: 60 });
    expect(notServing(items, true)).toBe(false);
    expect(notServing(items, undefined)).toBe(false);
    // Nothing blocks it, yet nothing was shown lately: the list explains what may hold it back.
    expect(notServing(items, false)).toBe(true);
  });

  it('fails the balance with a top-up when the account balance is empty', () => {
    const items = servingChecklist({ campaign: campaign(), balance: 0, spent: 0, forecast: forecast() });
    const balance = items.find((i) => i.id === 'balance')!;
    expect(balance).toMatchObject({ state: 'fail', detail: 'empty', fix: 'topUp' });
    expect(notServing(items, true)).toBe(true);
  });

  it('fails the budget when the lifetime spend reached it, and warns on a bid under the recommendation', () => {
    const items = servingChecklist({
      campaign: campaign(),
      balance: 10,
      spent: 100,
      forecast: forecast({ recommendedCost: 2.5 }),
    });
    expect(states(items)).toMatchObject({ budget: 'fail', bid: 'warn' });
    expect(items.find((i) => i.id === 'bid')).toMatchObject({
      fix: 'edit',
      values: { bid: 2, recommended: 2.5 },
    });
  });

  it('warns on a narrow targeting and compares a per-click campaign with the cpc recommendation', () => {
    const c = campaign({
      billingType: 'cpc',
      strategy: { budget: 100, cpm: null, cpc: 0.3, billingType: 'PAY_PER_CLICK' },
    });
    expect(bidVariant(c)).toBe('cpc');
    const items = servingChecklist({
      campaign: c,
      balance: 10,
      spent: 0,
      forecast: forecast({ recommendedCost: 0.2, narrowTargeting: true, dailyImpressions: 300 }),
    });
    expect(states(items)).toMatchObject({ bid: 'ok', targeting: 'warn' });
  });

  it('says a stopped campaign is fixed by starting it, a declined one by editing it', () => {
    const stopped = servingChecklist({
      campaign: campaign({ status: 'STOPPED' }),
      balance: 1,
      spent: 0,
      forecast: forecast(),
    });
    expect(stopped[0]).toMatchObject({ id: 'status', state: 'fail', fix: 'start' });
    const declined = servingChecklist({
      campaign: campaign({ status: 'DECLINED', declineReason: 'Misleading' }),
      balance: 1,
      spent: 0,
      forecast: forecast(),
    });
    expect(declined.find((i) => i.id === 'moderation')).toMatchObject({ state: 'fail', fix: 'edit' });
  });

  it('marks what is loading or could not be read as unknown, never as fine or failing', () => {
    const items = servingChecklist({ campaign: campaign(), balance: undefined, spent: null, forecast: null });
    expect(states(items)).toMatchObject({
      balance: 'unknown',
      budget: 'unknown',
      bid: 'unknown',
      targeting: 'unknown',
    });
  });
});

describe('moderation state', () => {
  it('reads the status and whether a moderator ever approved it', () => {
    expect(moderationState(campaign({ status: 'MODERATION' }))).toBe('waiting');
    expect(moderationState(campaign({ status: 'DECLINED' }))).toBe('declined');
    expect(moderationState(campaign({ status: 'DRAFT' }))).toBe('notSent');
    expect(moderationState(campaign({ status: 'STOPPED' }))).toBe('approved');
    expect(moderationState(campaign({ status: 'STOPPED', latestModerationDate: null }))).toBe('notSent');
  });
});
