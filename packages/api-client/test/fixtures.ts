// Wire values as the server sends them, shared by the mapper and call tests.
import type { AdWire, CampaignListRowWire, CampaignWire, StrategyWire } from '../src';

export const strategy = (over: Partial<StrategyWire> = {}): StrategyWire => ({
  budget: 500,
  cpm: 2,
  cpc: null,
  billingType: 'PAY_PER_SHOW',
  ...over,
});

export const adWire = (over: Partial<AdWire> = {}): AdWire => ({
  id: 11,
  erid: null,
  title: 'Title',
  subtitle: null,
  buttonText: 'Open',
  advertiserName: 'Acme',
  icon: null,
  image: { cloudId: 'img-1', url: 'https://cdn.example/img-1.png' },
  video: null,
  transcoded: false,
  link: 'https://acme.example/landing',
  afLink: null,
  hasBlacklistedLink: false,
  verifiedLink: true,
  ...over,
});

export const campaignWire = (over: Partial<CampaignWire> = {}): CampaignWire => ({
  id: 7,
  name: 'Spring sale',
  campaignType: 'BOT',
  status: 'ACTIVE',
  createdEpoch: 1_767_225_600, // 2026-01-01T00:00:00Z
  ownerId: 1,
  sus: false,
  sla: null,
  declineWarning: null,
  declineReason: null,
  latestModerationDate: 1_767_312_000, // 2026-01-02T00:00:00Z
  moderatorId: 9,
  strategy: strategy(),
  regNumber: null,
  legalName: null,
  legalInfoId: null,
  vat: null,
  ads: [adWire()],
  targeting: {
    publishers: [],
    regions: [1],
    languages: ['en'],
    isTelegramPremium: null,
    platformType: 'ALL',
    walletTargeting: null,
    vpn: null,
    segments: [],
    categories: [],
  },
  ...over,
});

export const listRowWire = (over: Partial<CampaignListRowWire> = {}): CampaignListRowWire => ({
  budget: 100,
  cpm: 1.5,
  id: 3,
  name: 'Row',
  createdEpoch: 1_767_225_600,
  status: 'ACTIVE',
  clicks: 25,
  cpc: null,
  impressions: 1000,
  spent: 1.5,
  ctr: 2.5,
  campaignType: 'FULLSCREEN_MEDIA',
  sla: null,
  declineReason: null,
  userId: 1,
  billingType: 'PAY_PER_SHOW',
  ...over,
});
