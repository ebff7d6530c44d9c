// Sample campaign rows and columns for the stories and the benchmark (not exported from the package).
import {
  CampaignStatusBadge,
  campaignStatuses,
  defaultCampaignStatusLabels,
  type CampaignStatus,
} from '../campaign-status-badge';
import { campaignTypes, type CampaignType } from '../ad-preview/ad-preview-model';
import { formatCompactNumber, formatCtr, formatDate, formatMoney, formatNumber } from '../../format';
import type { DataGridColumn } from './data-grid-types';

export interface SampleCampaign {
  id: string;
  name: string;
  status: CampaignStatus;
  type: CampaignType;
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
/** English names of the campaign types; the host passes its translations (the grid prints no enum value). */
export const defaultCampaignTypeLabels: Record<CampaignType, string> = {
  FullscreenMedia: 'Full-screen media',
  RewardedVideo: 'Rewarded video',
  Task: 'Task',
  BotMessageMedia: 'Bot message',
  ChatMessageMedia: 'Chat message',
  InChat: 'In-chat',
  MainPage: 'Main page',
};

/** A deterministic pseudo-random sequence (mulberry32), so every run and screenshot shows the same rows. */
export function random(seed: number) {
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
      type: pick(campaignTypes),
      budget,
      spent: Math.round(budget * next() * 100) / 100,
      impressions,
      clicks,
      ctr: impressions ? clicks / impressions : 0,
      createdEpoch: Date.UTC(2026, 0, 1) + Math.floor(next() * 300) * 86_400_000,
    };
  });
}

/** Texts of the sample columns, passed in as a host passes its translations. */
export interface CampaignColumnTexts {
  headers?: Partial<Record<string, string>>;
  types?: Partial<Record<CampaignType, string>>;
  statuses?: Partial<Record<CampaignStatus, string>>;
  /** Placeholder of the name filter. */
  contains?: string;
}

/**
 * Campaign-list columns as the cabinet shows them. Widths are preferred widths with minimums; `priority` says
 * which columns give way first when the table is narrow (type and CTR first, then impressions; status, money,
 * clicks and the date last).
 */
export function campaignColumns(
  locale = 'en',
  texts: CampaignColumnTexts = {},
): DataGridColumn<SampleCampaign>[] {
  const header = (id: string, fallback: string) => texts.headers?.[id] ?? fallback;
  const typeLabel = (type: CampaignType) => texts.types?.[type] ?? defaultCampaignTypeLabels[type];
  const statusLabel = (status: CampaignStatus) =>
    texts.statuses?.[status] ?? defaultCampaignStatusLabels[status];
  return [
    {
      id: 'name',
      header: header('name', 'Name'),
      value: (row) => row.name,
      sortable: true,
      filter: { type: 'text', placeholder: texts.contains ?? 'Contains…' },
      hideable: false,
      width: 240,
      minWidth: 150,
      card: 'title',
    },
    {
      id: 'status',
      header: header('status', 'Status'),
      value: (row) => row.status,
      cell: (row) => (
        <CampaignStatusBadge
          status={row.status}
          size="sm"
          {...(texts.statuses ? { labels: texts.statuses } : {})}
        />
      ),
      sortable: true,
      filter: {
        type: 'select',
        options: campaignStatuses.map((status) => ({ value: status, label: statusLabel(status) })),
      },
      width: 150,
      minWidth: 128,
      priority: 1,
    },
    {
      id: 'type',
      header: header('type', 'Type'),
      // The value stays the enum (filters and URLs do not change with the language); the cell shows its label.
      value: (row) => row.type,
      cell: (row) => typeLabel(row.type),
      filter: {
        type: 'select',
        options: campaignTypes.map((type) => ({ value: type, label: typeLabel(type) })),
      },
      width: 160,
      minWidth: 120,
      priority: 5,
    },
    {
      id: 'budget',
      header: header('budget', 'Budget'),
      value: (row) => row.budget,
      cell: (row) => formatMoney(row.budget, locale, { maximumFractionDigits: 2 }),
      sortable: true,
      align: 'end',
      width: 150,
      minWidth: 136,
      priority: 2,
    },
    {
      id: 'spent',
      header: header('spent', 'Spent'),
      value: (row) => row.spent,
      cell: (row) => formatMoney(row.spent, locale, { maximumFractionDigits: 2 }),
      sortable: true,
      align: 'end',
      width: 150,
      minWidth: 136,
      priority: 2,
    },
    {
      id: 'impressions',
      header: header('impressions', 'Impressions'),
      value: (row) => row.impressions,
      cell: (row) => formatCompactNumber(row.impressions, locale),
      sortable: true,
      align: 'end',
      width: 120,
      minWidth: 112,
      priority: 4,
    },
    {
      id: 'clicks',
      header: header('clicks', 'Clicks'),
      value: (row) => row.clicks,
      cell: (row) => formatNumber(row.clicks, locale),
      sortable: true,
      align: 'end',
      width: 110,
      minWidth: 88,
      priority: 3,
    },
    {
      id: 'ctr',
      header: header('ctr', 'CTR'),
      value: (row) => row.ctr,
      cell: (row) => formatCtr(row.ctr, locale),
      sortable: true,
      align: 'end',
      width: 90,
      minWidth: 72,
      priority: 5,
    },
    {
      id: 'created',
      header: header('created', 'Created'),
      value: (row) => row.createdEpoch,
      cell: (row) => formatDate(row.createdEpoch, locale, { timeZone: 'UTC' }),
      sortable: true,
      width: 140,
      minWidth: 120,
      priority: 3,
    },
  ];
}
