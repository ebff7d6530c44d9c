// Sample campaign rows and columns for the stories and the benchmark (not exported from the package).
import {
  CampaignStatusBadge,
  campaignStatuses,
  defaultCampaignStatusLabels,
  type CampaignStatus,
} from '../campaign-status-badge';
import { formatCompactNumber, formatCtr, formatDate, formatMoney, formatNumber } from '../../format';
import type { DataGridColumn } from './data-grid-types';

export interface SampleCampaign {
  id: string;
  name: string;
  status: CampaignStatus;
  type: string;
  budget: number;
  spent: number;
  impressions: number;
  clicks: number;
  ctr: number;
  createdEpoch: number;
}

const words = [
  'Spring',
  'Summer',
  'Crypto',
  'Wallet',
  'Quiz',
  'Games',
  'Swap',
  'Daily',
  'Bonus',
  'Promo',
  'Retarget',
];
const types = [
  'FullscreenMedia',
  'RewardedVideo',
  'Task',
  'BotMessageMedia',
  'ChatMessageMedia',
  'InChat',
  'MainPage',
];

/** A deterministic pseudo-random sequence (mulberry32), so every run and screenshot shows the same rows. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` campaign rows, the same for the same count. */
export function makeCampaignRows(count: number, seed = 42): SampleCampaign[] {
  const next = random(seed);
  const pick = <T,>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  return Array.from({ length: count }, (_, i) => {
    const impressions = Math.floor(next() * 2_000_000);
    const clicks = Math.floor(impressions * (0.002 + next() * 0.03));
    const budget = Math.round(100 + next() * 20_000);
    return {
      id: `c-${i + 1}`,
      name: `${pick(words)} ${pick(words)} #${i + 1}`,
      status: pick(campaignStatuses),
      type: pick(types),
      budget,
      spent: Math.round(budget * next() * 100) / 100,
      impressions,
      clicks,
      ctr: impressions ? clicks / impressions : 0,
      createdEpoch: Date.UTC(2026, 0, 1) + Math.floor(next() * 300) * 86_400_000,
    };
  });
}

/** Campaign-list columns as the cabinet shows them. */
export function campaignColumns(locale = 'en'): DataGridColumn<SampleCampaign>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      value: (row) => row.name,
      sortable: true,
      filter: { type: 'text', placeholder: 'Contains…' },
      hideable: false,
      width: 240,
      card: 'title',
    },
    {
      id: 'status',
      header: 'Status',
      value: (row) => row.status,
      cell: (row) => <CampaignStatusBadge status={row.status} size="sm" />,
      sortable: true,
      filter: {
        type: 'select',
        options: campaignStatuses.map((status) => ({
          value: status,
          label: defaultCampaignStatusLabels[status],
        })),
      },
      width: 150,
    },
    { id: 'type', header: 'Type', value: (row) => row.type, width: 160 },
    {
      id: 'budget',
      header: 'Budget',
      value: (row) => row.budget,
      cell: (row) => formatMoney(row.budget, locale, { maximumFractionDigits: 2 }),
      sortable: true,
      align: 'end',
      width: 140,
    },
    {
      id: 'spent',
      header: 'Spent',
      value: (row) => row.spent,
      cell: (row) => formatMoney(row.spent, locale, { maximumFractionDigits: 2 }),
      sortable: true,
      align: 'end',
      width: 140,
    },
    {
      id: 'impressions',
      header: 'Impressions',
      value: (row) => row.impressions,
      cell: (row) => formatCompactNumber(row.impressions, locale),
      sortable: true,
      align: 'end',
      width: 120,
    },
    {
      id: 'clicks',
      header: 'Clicks',
      value: (row) => row.clicks,
      cell: (row) => formatNumber(row.clicks, locale),
      sortable: true,
      align: 'end',
      width: 110,
    },
    {
      id: 'ctr',
      header: 'CTR',
      value: (row) => row.ctr,
      cell: (row) => formatCtr(row.ctr, locale),
      sortable: true,
      align: 'end',
      width: 90,
    },
    {
      id: 'created',
      header: 'Created',
      value: (row) => row.createdEpoch,
      cell: (row) => formatDate(row.createdEpoch, locale, { timeZone: 'UTC' }),
      sortable: true,
      width: 130,
    },
  ];
}
