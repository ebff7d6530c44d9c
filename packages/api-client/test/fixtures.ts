// Wire values as the server sends them, shared by the mapper and call tests.
import type {
  AdWire,
  AudienceWire,
  CampaignListRowWire,
  CampaignWire,
  DealWire,
  SalesClientWire,
  StrategyWire,
  SupportCaseDetailWire,
  SupportCaseWire,
  SupportMessageWire,
} from '../src';

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
  legalType: null,
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

export const audienceWire = (over: Partial<AudienceWire> = {}): AudienceWire =>
  ({
    id: 4,
    name: 'Crypto enthusiasts',
    kind: 'RETARGETING',
    rule: { campaignIds: [7, 8], event: 'CLICK', days: 30 },
    userId: 1,
    size: 12_400,
    minSize: 1_000,
    status: 'READY',
    failureReason: null,
    createdEpoch: 1_767_225_600,
    updatedEpoch: 1_767_312_000,
    campaigns: [{ id: 7, name: 'Spring sale', status: 'ACTIVE', excluded: false }],
    upload: null,
    ...over,
  }) as AudienceWire;

export const supportCaseWire = (over: Partial<SupportCaseWire> = {}): SupportCaseWire => ({
  id: 12,
  userId: 5,
  userEmail: 'advertiser@example.com',
  subject: 'Deposit has not arrived',
  status: 'OPEN',
  priority: 'NORMAL',
  assigneeId: null,
  assigneeEmail: null,
  createdEpoch: 1_700_000_000,
  updatedEpoch: 1_700_003_600,
  ...over,
});

export const supportMessageWire = (over: Partial<SupportMessageWire> = {}): SupportMessageWire => ({
  id: 40,
  authorId: 5,
  authorKind: 'USER',
  authorName: 'Advertiser',
  text: 'Where is my deposit?',
  pictures: [{ cloudId: 'k1', url: '/api/public/files/k1' }],
  createdEpoch: 1_700_000_000,
  ...over,
});

export const supportCaseDetailWire = (over: Partial<SupportCaseDetailWire> = {}): SupportCaseDetailWire => ({
  ...supportCaseWire(),
  messages: [supportMessageWire()],
  account: {
    id: 5,
    email: 'advertiser@example.com',
    username: 'Advertiser',
    role: 'User',
    createdEpoch: 1_690_000_000,
    balance: 120.5,
    campaignsCount: 4,
    activeCampaignsCount: 2,
    casesCount: 3,
  },
  ...over,
});

export const dealWire = (over: Partial<DealWire> = {}): DealWire => ({
  id: 9,
  clientId: 4,
  clientName: 'Acme',
  title: 'Q2 launch',
  amount: 5000,
  stage: 'NEW',
  managerId: 3,
  createdEpoch: 1_700_000_000,
  closedEpoch: null,
  ...over,
});

export const salesClientWire = (over: Partial<SalesClientWire> = {}): SalesClientWire => ({
  id: 4,
  name: 'Acme',
  contactEmail: 'ceo@acme.example',
  telegramTag: null,
  userId: 5,
  managerId: 3,
  managerEmail: 'manager@example.com',
  status: 'ACTIVE',
  totalSpent: 2500,
  monthSpent: 310.25,
  balance: 120.5,
  campaignsCount: 4,
  dealsCount: 1,
  openDealsAmount: 5000,
  createdEpoch: 1_690_000_000,
  ...over,
});
