import { renderHook } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultMetricLabels } from '@adnet/ui';
import type { CampaignListRow } from '@adnet/api-client';
import { changeLanguage, initI18n, loadTexts, type Language } from '../../i18n';
import { toCsv } from '../../data/csv-file';
import { metricCsvColumns } from '../statistics/statistics-panel';
import { useCampaignCsvColumns } from './campaign-columns';

const ROW: CampaignListRow = {
  id: 7,
  name: 'Swift Courier · rewarded video #2',
  status: 'ACTIVE',
  campaignType: 'RewardedVideo',
  billingType: 'cpm',
  budget: 500,
  spent: 120.5,
  impressions: 150_000,
  clicks: 1_845,
  ctr: 0.0123,
  cpc: null,
  cpm: 0.8188,
  createdAt: new Date(Date.UTC(2026, 10, 20, 12)),
  sla: null,
  declineReason: null,
  userId: 3,
} as CampaignListRow;

beforeAll(async () => {
  await initI18n();
  await loadTexts(['campaigns', 'statistics']);
});

/** The campaign list's CSV in a language: its header line and the row's line. */
async function campaignCsv(language: Language) {
  await changeLanguage(language);
  const { result } = renderHook(() => useCampaignCsvColumns());
  return toCsv(result.current, [ROW]).split('\r\n');
}

describe("a CSV's cells say what the screen says", () => {
  it('campaign list: translated status, type and billing; ctr in percent; figures raw', async () => {
    expect(await campaignCsv('en')).toEqual([
      'ID,Name,Status,Type,Billing,Budget,Spent,Impressions,Clicks,CTR (%),CPC,CPM,Created',
      '7,Swift Courier · rewarded video #2,Active,Rewarded video,CPM,500,120.5,150000,1845,1.23,,0.8188,2026-11-20T12:00:00.000Z',
      '',
    ]);
  });

  it('in Russian and Chinese, the cells are in that language too', async () => {
    const [, ru] = await campaignCsv('ru');
    expect(ru).toBe(
      '7,Swift Courier · rewarded video #2,Активна,Видео с наградой,CPM,500,120.5,150000,1845,1.23,,0.8188,2026-11-20T12:00:00.000Z',
    );
    const [, cn] = await campaignCsv('cn');
    expect(cn).toBe(
      '7,Swift Courier · rewarded video #2,投放中,激励视频,CPM,500,120.5,150000,1845,1.23,,0.8188,2026-11-20T12:00:00.000Z',
    );
  });

  it('statistics: ctr in percent under a header that says so, the other metrics raw', async () => {
    await changeLanguage('en');
    const figures = { impressions: 1000, clicks: 25, spent: 0.82, ctr: 0.025, cpm: 0.82, cpc: 0.0328 };
    const csv = toCsv(
      metricCsvColumns(defaultMetricLabels, 'CTR (%)', (row: typeof figures, m) => row[m]),
      [figures],
    );
    expect(csv).toBe('Impressions,Clicks,Spent,CTR (%),CPM,CPC\r\n1000,25,0.82,2.5,0.82,0.0328\r\n');
  });
});
