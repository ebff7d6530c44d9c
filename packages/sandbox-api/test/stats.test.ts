import { describe, expect, it } from 'vitest';
import type { StatSlice } from '@adnet/api-client';
import { OPEN_TARGETING } from './helpers';
import { campaignStats, dailySeries, lifetime, type StatCampaign, type StatContext } from '../src/stats';

const campaign = (over: Partial<StatCampaign> = {}): StatCampaign => ({
  id: 42,
  type: 'FULLSCREEN_MEDIA',
  budget: 1_000,
  cpm: 2.5,
  cpc: null,
  billingType: 'PAY_PER_SHOW',
  targeting: OPEN_TARGETING,
  runs: [{ from: '2026-10-01', to: '2026-10-20' }],
  ads: [
    { id: 1, name: 'First', url: 'https://a.example', icon: null },
    { id: 2, name: 'Second', url: 'https://b.example', icon: null },
  ],
  ...over,
});
const ctx: StatContext = {
  today: '2026-11-22',
  platforms: [1, 2, 3, 4, 5, 6, 7].map((id) => ({
    id,
    name: `P${id}`,
    url: `https://t.me/p${id}`,
    icon: null,
  })),
};
const SLICES: StatSlice[] = ['DATE', 'LANG', 'AD', 'CATEGORY', 'PLATFORM', 'COUNTRY'];
const sum = (rows: { clicks: number; impressions: number; spent: number }[]) => ({
  clicks: rows.reduce((a, r) => a + r.clicks, 0),
  impressions: rows.reduce((a, r) => a + r.impressions, 0),
  spent: Math.round(rows.reduce((a, r) => a + r.spent, 0) * 100) / 100,
});

describe('generated statistics', () => {
  it('are the same on every call', () => {
    const a = campaignStats([campaign()], '2026-10-01', '2026-10-31', 'COUNTRY', ctx);
    const b = campaignStats([campaign()], '2026-10-01', '2026-10-31', 'COUNTRY', ctx);
    expect(a).toEqual(b);
    expect(a.rows.length).toBeGreaterThan(1);
  });

  it('sum to the same totals in every slice, and each slice sums to its totals', () => {
    const date = campaignStats(
      [campaign(), campaign({ id: 7, type: 'TASK' })],
      '2026-10-05',
      '2026-10-25',
      'DATE',
      ctx,
    );
    for (const slice of SLICES) {
      const stat = campaignStats(
        [campaign(), campaign({ id: 7, type: 'TASK' })],
        '2026-10-05',
        '2026-10-25',
        slice,
        ctx,
      );
      expect(stat.totals).toEqual(date.totals);
      expect(sum(stat.rows)).toEqual({
        clicks: stat.totals.clicks,
        impressions: stat.totals.impressions,
        spent: stat.totals.spent,
      });
    }
  });

  it('send ctr as a percent, as the real server does', () => {
    const { totals, rows } = campaignStats([campaign()], '2026-10-01', '2026-10-20', 'DATE', ctx);
    expect(totals.ctr).toBeCloseTo((totals.clicks / totals.impressions) * 100, 3);
    expect(totals.ctr).toBeGreaterThan(1);
    expect(totals.cpm).toBeCloseTo(2.5, 1);
    expect(rows.every((r) => r.date !== null && r.key === null)).toBe(true);
  });

  it('exist only on the days the campaign served, one DATE row per day of the range', () => {
    const { rows } = campaignStats([campaign()], '2026-09-28', '2026-10-22', 'DATE', ctx);
    expect(rows).toHaveLength(25);
    const served = rows.filter((r) => r.impressions > 0).map((r) => r.date);
    expect(served[0]).toBe('2026-10-01');
    expect(served.at(-1)).toBe('2026-10-20');
  });

  it('never spend more than the budget', () => {
    const small = campaign({ budget: 50, runs: [{ from: '2026-08-01', to: null }] });
    expect(lifetime(small, ctx.today).spent).toBe(50);
    const days = [...dailySeries(small, ctx.today).keys()];
    expect(days.length).toBeLessThan(60);
  });

  it('follow the targeting: only the targeted languages and countries', () => {
    const targeted = campaign({
      targeting: { ...campaign().targeting, languages: ['en', 'ru'], regions: [1004] },
    });
    const langs = campaignStats([targeted], '2026-10-01', '2026-10-20', 'LANG', ctx).rows.map(
      (r) => r.key?.id,
    );
    expect(langs.sort()).toEqual(['en', 'ru']);
    // Region 1004 is a German Land: the country slice shows Germany.
    const countries = campaignStats([targeted], '2026-10-01', '2026-10-20', 'COUNTRY', ctx).rows.map(
      (r) => r.key?.name,
    );
    expect(countries).toEqual(['Germany']);
    const ads = campaignStats([targeted], '2026-10-01', '2026-10-20', 'AD', ctx).rows.map((r) => r.key?.name);
    expect(ads.sort()).toEqual(['First', 'Second']);
  });

  it('charge clicks for pay-per-click campaigns', () => {
    const cpc = campaign({ billingType: 'PAY_PER_CLICK', cpm: null, cpc: 0.1 });
    const { totals } = campaignStats([cpc], '2026-10-01', '2026-10-20', 'DATE', ctx);
    expect(totals.cpc).toBeCloseTo(0.1, 2);
  });
});
