import type {
  AudienceKind,
  BillingTypeWire,
  CampaignStatus,
  CampaignTypeWire,
  DealStage,
  PlatformKind,
  PlatformStatus,
  Role,
  SalesClientStatus,
  SupportCasePriority,
  SupportCaseStatus,
  TargetingWire,
  WithdrawStatus,
} from '@adnet/api-client';
import { mkdirSync, rmSync } from 'node:fs';
import { insertMany, syncSequences } from './bulk';
import {
  CATEGORIES,
  DEFAULT_REFERRAL_PERCENT,
  FEATURES,
  LATEST_TERMS_VERSION,
  MODERATION_SLA_HOURS,
  TRON_FEE,
} from './catalog';
import { hashPassword, newToken } from './crypto';
import type { Db, Queryable } from './db';
import { DEMO_VIDEO_TYPE, demoVideo } from './creatives';
import { COUNTRIES, GEO_TREE } from './geo';
import { CAMPAIGN_STATUSES, CAMPAIGN_TYPES } from './enums';
import { bookSpend, coverSpend } from './money';
import { createRng, hash32, type Rng } from './prng';
import { dayNumber, dayString, todayString } from './stats';
import { BLACKLISTED_DOMAINS, tronAddress } from './rules';
import { SEED_SETTING, SEEDED_UP_TO_ID } from './seed-watch';

/** Password shared by every demo account; the README lists the logins. */
export const DEMO_PASSWORD = 'demo-pass-2026';

export interface DemoAccount {
  email: string;
  username: string;
  role: Role;
  roles: Role[];
  /** What this account demonstrates, for the README and the start banner. */
  about: string;
}

/** The seed's own settings per account; not part of what the README prints. */
export interface AccountSeed extends DemoAccount {
  agency?: 'northwind' | 'harbor';
  /**
   * `campaigns: n` makes n campaigns the campaigns list shows (never archived): a test account's campaigns are
   * there to be listed, searched and opened, whatever statuses its id draws.
   */
  listedOnly?: boolean;
  /** E-mail of the internal manager who looks after the account. */
  operator?: string;
  featuresOn?: string[];
  termsVersion?: number | null;
  publisher?: boolean;
  confirmed?: boolean;
  /** How many campaigns: every type in every status, a handful, or none. */
  campaigns?: 'all' | number;
  /** `campaigns: n` goes through every type in every status in turn instead of drawing them. */
  everyKind?: boolean;
  /** How many audiences (every kind in turn); by default a few drawn. */
  audiences?: number;
  /** Campaigns are created up to this many days ago (default 75), so their statistics span that long. */
  historyDays?: number;
  /** The longest run of a campaign, in days (default: up to its age, an active one's up to 18 days). */
  maxRunDays?: number;
  deposit?: number;
}

const MANAGER = 'manager@demo.adnet';
const MAIN_MANAGER = 'main-manager@demo.adnet';

const ACCOUNTS: AccountSeed[] = [
  {
    email: 'advertiser@demo.adnet',
    username: 'Demo Advertiser',
    role: 'User',
    roles: ['User'],
    about: 'advertiser: campaigns of every type in every status, wallet, withdraws, audiences, support cases',
    operator: MANAGER,
    campaigns: 'all',
    deposit: 60_000,
  },
  {
    email: 'readonly@demo.adnet',
    username: 'Read Only With Operator',
    role: 'User Read Only',
    roles: ['User Read Only'],
    about: 'User Read Only with an operator: sees campaigns and wallet, cannot change anything',
    operator: MANAGER,
    campaigns: 6,
    deposit: 5_000,
  },
  {
    email: 'readonly-solo@demo.adnet',
    username: 'Read Only Without Operator',
    role: 'User Read Only',
    roles: ['User Read Only'],
    about: 'User Read Only without an operator (flagged)',
    campaigns: 3,
    deposit: 800,
  },
  {
    email: 'agency@demo.adnet',
    username: 'Northwind Agency',
    role: 'Agency',
    roles: ['Agency'],
    about: 'Agency user of Northwind Media: sent to the agency site, acts as its clients (userId)',
    agency: 'northwind',
  },
  {
    email: 'agency-admin@demo.adnet',
    username: 'Northwind Admin',
    role: 'Agency Admin',
    roles: ['Agency Admin', 'Agency'],
    about: 'Agency Admin of Northwind Media',
    agency: 'northwind',
  },
  {
    email: 'agency-manager@demo.adnet',
    username: 'Northwind Manager',
    role: 'Agency Manager',
    roles: ['Agency Manager', 'Agency'],
    about: 'Agency Manager of Northwind Media',
    agency: 'northwind',
  },
  {
    email: 'agency-client@demo.adnet',
    username: 'Northwind Client',
    role: 'User',
    roles: ['User'],
    about: 'User bound to Northwind Media without an operator: the wallet is hidden',
    agency: 'northwind',
    campaigns: 8,
    deposit: 12_000,
  },
  {
    email: 'superuser@demo.adnet',
    username: 'Super User',
    role: 'SuperUser',
    roles: ['SuperUser', 'Internal User'],
    about: 'SuperUser: every internal, support and sales page; moderation; deposits',
  },
  {
    email: 'support@demo.adnet',
    username: 'Happiness Agent',
    role: 'Customer Happiness Agent',
    roles: ['Customer Happiness Agent', 'Internal User'],
    about: 'Customer Happiness Agent: support cases and the internal pages',
  },
  {
    email: MAIN_MANAGER,
    username: 'Main Manager',
    role: 'User',
    roles: ['User', 'Internal User', 'Main Internal Manager'],
    about: 'Main Internal Manager: sales clients and deals, internal pages',
  },
  {
    email: MANAGER,
    username: 'Account Manager',
    role: 'User',
    roles: ['User', 'Internal User', 'Internal Manager'],
    about: 'Internal Manager: operator of several accounts, sales',
  },
  {
    email: 'api@demo.adnet',
    username: 'API Integrator',
    role: 'User',
    roles: ['User', 'Allowed to access via API integration'],
    about: "has the role 'Allowed to access via API integration': the API integration page",
    campaigns: 4,
    deposit: 3_000,
  },
  {
    email: 'marking@demo.adnet',
    username: 'Ad Marking User',
    role: 'User',
    roles: ['User'],
    about: 'feature ru_ad_marking on: legal info page, erid on ads',
    featuresOn: ['ru_ad_marking'],
    campaigns: 5,
    deposit: 4_000,
  },
  {
    email: 'terms@demo.adnet',
    username: 'Terms Behind',
    role: 'User',
    roles: ['User'],
    about: `accepted terms version ${LATEST_TERMS_VERSION - 1}, latest is ${LATEST_TERMS_VERSION}: sees only the terms page`,
    termsVersion: LATEST_TERMS_VERSION - 1,
    campaigns: 2,
    deposit: 500,
  },
  {
    email: 'publisher@demo.adnet',
    username: 'Channel Publisher',
    role: 'User',
    roles: ['User'],
    about: 'publisher account: owns platforms, withdraws earnings; an admin deposit to it is refused',
    publisher: true,
  },
  {
    email: 'unconfirmed@demo.adnet',
    username: 'Not Confirmed Yet',
    role: 'User',
    roles: ['User'],
    about: 'registered but e-mail not confirmed: sign-in answers 403, resend confirmation works',
    confirmed: false,
  },
];

/**
 * An advertiser with 1,200 campaigns: the campaigns list and its benchmark at scale. Seeded after everything else
 * (its own id, campaigns and money come last), so the other accounts' data stay as they were.
 */
const BULK_ACCOUNT: AccountSeed = {
  email: 'bulk@demo.adnet',
  username: 'Bulk Advertiser',
  role: 'User',
  roles: ['User'],
  about: 'advertiser with 1,200 campaigns: the campaigns list at scale (its benchmark signs in here)',
  campaigns: 1_200,
  deposit: 2_000_000,
};

/**
 * A large advertiser: 5,000 campaigns (every type in every status), created over a year, so their statistics span
 * one; 200 audiences; 20,000 transactions. Seeded after the bulk advertiser, so no other account's data move.
 */
export const WHALE_ACCOUNT: AccountSeed = {
  email: 'whale@demo.adnet',
  username: 'Whale Advertiser',
  role: 'User',
  roles: ['User'],
  about: 'advertiser with 5,000 campaigns of every type and status, a year of statistics, 200 audiences',
  campaigns: 5_000,
  everyKind: true,
  historyDays: 365,
  // Flights of a few days (each spent day is a transaction: long runs would book over 60,000 of them).
  maxRunDays: 7,
  audiences: 200,
  deposit: 4_000_000,
};

/** How many transactions the whale's wallet lists: its booked spend, topped up with deposits and credits. */
export const WHALE_TRANSACTIONS = 20_000;

/** Every demo login, for the README and the start banner. */
export const DEMO_ACCOUNTS: DemoAccount[] = [...ACCOUNTS, BULK_ACCOUNT, WHALE_ACCOUNT].map(
  ({ email, username, role, roles, about }) => ({
    email,
    username,
    role,
    roles,
    about,
  }),
);

/** Background advertisers that fill the internal lists (they can sign in too, with the same password). */
const EXTRA_CLIENTS = 24;

const DECLINE_REASONS = [
  'The landing page does not match the ad',
  'The link leads to a blacklisted domain',
  'Misleading promise of earnings',
  'The image contains too much text',
];
const BRANDS = [
  'Nebula Wallet',
  'Pixel Quest',
  'Swift Courier',
  'Lingua Bot',
  'Orbit VPN',
  'Tonic Games',
  'Fresh Cart',
  'Crypto Daily',
];
const PLATFORM_NAMES = [
  'Crypto Daily',
  'Tech Digest',
  'Meme Factory',
  'Football Live',
  'Learn English Bot',
  'Travel Notes',
  'Market Pulse',
  'Gamers Hub',
  'Music Drops',
  'Startup Stories',
  'Daily Quiz Bot',
  'Farm Clicker',
  'News 24',
  'Design Inspiration',
  'Fitness Club',
  'Movie Club',
  'Coding Tips',
  'Airdrop Hunter',
  'Puzzle Mini App',
  'Weather Bot',
];

interface Ids {
  user: number;
  campaign: number;
  ad: number;
  run: number;
  upload: number;
  legalInfo: number;
  audience: number;
  audienceUpload: number;
}

/** A seeded audience before it is written (its retargeting campaigns are chosen once the campaigns exist). */
interface AudienceSeedRow {
  id: number;
  ownerId: number;
  name: string;
  kind: AudienceKind;
  rule: Record<string, unknown>;
  size: number;
  createdAt: string;
  listUploadId: number | null;
  openUploadId: number | null;
}

type Row = unknown[];

/** Collects every row of the seed in memory, then writes each table in one go. */
export class SeedBuilder {
  readonly rng: Rng;
  readonly today: string;
  readonly now: number;
  ids: Ids = { user: 0, campaign: 0, ad: 0, run: 0, upload: 0, legalInfo: 0, audience: 0, audienceUpload: 0 };
  users: Row[] = [];
  uploads: Row[] = [];
  campaigns: Row[] = [];
  runs: Row[] = [];
  ads: Row[] = [];
  transactions: Row[] = [];
  withdraws: Row[] = [];
  audiences: AudienceSeedRow[] = [];
  /** `[id, audience_id, file_name, started_at, completed_at, size, received]`. */
  audienceUploads: Row[] = [];
  legalInfos: Row[] = [];
  /** The legal info the marked campaigns of an account (feature ru_ad_marking) are marked with. */
  legalInfoByUser = new Map<number, number>();
  userIdByEmail = new Map<string, number>();
  audiencesByUser = new Map<number, number[]>();
  platformIds: number[] = [];

  constructor(now: number, rngSeed = 20_261_122) {
    this.now = now;
    this.today = todayString(now);
    this.rng = createRng(rngSeed);
  }

  /** A timestamp `days` ago (fractional days allowed), ISO. */
  ago(days: number) {
    return new Date(this.now - days * 86_400_000).toISOString();
  }
  dayAgo(days: number) {
    return dayString(dayNumber(this.today) - days);
  }

  image(kind: 'image' | 'support', ownerId: number, name: string) {
    const key = `seed-${kind}-${++this.ids.upload}-${hash32(name, this.ids.upload).toString(36)}`;
    this.uploads.push([key, ownerId, kind, `${name}.png`, 'image/png', 0, this.ago(60), this.ago(60), true]);
    return key;
  }
  /** A seeded video: it plays the demo clip (`creatives.ts`), and is transcoded like any stored video. */
  video(ownerId: number, name: string) {
    const key = `seed-video-${++this.ids.upload}-${hash32(name, this.ids.upload).toString(36)}`;
    this.uploads.push([
      key,
      ownerId,
      'video',
      `${name}.mp4`,
      DEMO_VIDEO_TYPE,
      demoVideo().length,
      this.ago(60),
      this.ago(60),
      true,
    ]);
    return key;
  }

  /** While set, {@link creative} hands out one upload per name instead of a new one each time. */
  sharedCreatives: Map<string, string> | null = null;

  /** An ad's picture or video: a new upload, or the one of that name while creatives are shared. */
  creative(kind: 'image' | 'video', ownerId: number, name: string) {
    const shared = this.sharedCreatives?.get(`${kind}:${name}`);
    if (shared) return shared;
    const key = kind === 'video' ? this.video(ownerId, name) : this.image('image', ownerId, name);
    this.sharedCreatives?.set(`${kind}:${name}`, key);
    return key;
  }

  deposit(userId: number, amount: number, description: string, daysAgo: number) {
    this.transactions.push([userId, amount, description, null, this.ago(daysAgo)]);
  }
}

function targetingFor(b: SeedBuilder, type: CampaignTypeWire, ownerId: number): TargetingWire {
  const { rng } = b;
  const countries = COUNTRIES;
  const regions = rng.chance(0.6)
    ? [rng.pick(countries).id, ...(rng.chance(0.5) ? [rng.pick(countries).id] : [])]
    : rng.chance(0.3)
      ? [rng.pick(GEO_TREE).id]
      : [];
  const base: TargetingWire = {
    regions: [...new Set(regions)],
    languages: rng.chance(0.6)
      ? [...new Set([rng.pick(['en', 'ru', 'es', 'pt']), rng.pick(['en', 'uk', 'tr', 'de'])])]
      : [],
    isTelegramPremium: rng.pick([null, null, true, false]),
    platformType: rng.pick(['ALL', 'ALL', 'ANDROID', 'IOS', 'DESKTOP'] as const),
    vpn: rng.pick([null, null, false, true]),
    segments: rng.chance(0.4) ? (b.audiencesByUser.get(ownerId) ?? []).slice(0, rng.int(1, 2)) : [],
  };
  if (type === 'IN_CHAT_PAGE' || type === 'MAIN_PAGE') return base;
  return {
    ...base,
    publishers: rng.chance(0.3)
      ? [rng.pick(b.platformIds), rng.pick(b.platformIds)].filter((v, i, a) => a.indexOf(v) === i)
      : [],
    walletTargeting: rng.pick([null, null, true, false]),
    categories: rng.chance(0.5) ? [rng.pick(CATEGORIES).id] : [],
  };
}

function strategyFor(
  rng: Rng,
  type: CampaignTypeWire,
): { budget: number; cpm: number | null; cpc: number | null; billing: BillingTypeWire } {
  const budget = rng.pick([50, 100, 250, 500, 1_000, 2_500]);
  const kind = rng.int(0, 9);
  if (kind < 6)
    return {
      budget,
      cpm: rng.money(type === 'REWARDED_VIDEO' ? 2 : 0.5, 4),
      cpc: null,
      billing: 'PAY_PER_SHOW',
    };
  if (kind < 8) return { budget, cpm: null, cpc: rng.money(0.02, 0.3), billing: 'PAY_PER_CLICK' };
  // Pay per show bought at a target cpc: the "tcpc" billing type.
  return { budget, cpm: null, cpc: rng.money(0.03, 0.2), billing: 'PAY_PER_SHOW' };
}

function addAds(
  b: SeedBuilder,
  campaignId: number,
  ownerId: number,
  type: CampaignTypeWire,
  marked: boolean,
  approved: boolean,
) {
  const { rng } = b;
  const count = rng.int(1, 3);
  const brand = rng.pick(BRANDS);
  for (let i = 0; i < count; i++) {
    const id = ++b.ids.ad;
    const blacklisted = rng.chance(0.08);
    const slug = brand.toLowerCase().replace(/\s+/g, '-');
    const link = blacklisted
      ? `https://${rng.pick(BLACKLISTED_DOMAINS)}/claim?ref=${id}`
      : `https://${slug}.example/landing?utm_campaign=${campaignId}&ad=${i + 1}`;
    const afLink =
      !blacklisted && rng.chance(0.35) ? `https://trk.adnet.example/c/${campaignId}/${id}` : null;
    const needsImage = ['FULLSCREEN_MEDIA', 'BOT', 'CHAT', 'MAIN_PAGE'].includes(type);
    // An account that shares its creatives uses one set per brand and position (a large advertiser reuses them).
    const variant = b.sharedCreatives ? `${ownerId}-${i}` : id;
    const image = needsImage || rng.chance(0.3) ? b.creative('image', ownerId, `${slug}-${variant}`) : null;
    const icon = ['TASK', 'IN_CHAT_PAGE'].includes(type)
      ? b.creative('image', ownerId, `${slug}-icon-${variant}`)
      : null;
    const video = type === 'REWARDED_VIDEO' ? b.creative('video', ownerId, `${slug}-${variant}`) : null;
    b.ads.push([
      id,
      campaignId,
      i,
      marked ? `Kra${hash32(id).toString(36).slice(0, 6)}` : null,
      `${brand}: ${rng.pick(['try it free', 'new season', 'up to 50% off', 'join today', 'play now'])}`,
      type === 'TASK' || type === 'IN_CHAT_PAGE'
        ? rng.pick(['Complete the task and get a bonus', 'Subscribe to the channel', 'Open the app'])
        : null,
      rng.pick(['Open', 'Play', 'Join', 'Learn more', 'Install']),
      brand,
      icon,
      image,
      video,
      // A seeded video plays the demo clip: transcoded.
      video !== null,
      link,
      afLink,
      blacklisted,
      approved && !blacklisted,
    ]);
  }
}

/**
 * The longest an active campaign's open run has lasted, in days: at most 1.4 x budget / 30 a day, 18 days spend
 * at most 84 % of the budget, so every active campaign has spend in the last days (monitoring's week is never
 * empty for an account with active campaigns).
 */
const ACTIVE_RUN_DAYS = 18;

export function addCampaign(
  b: SeedBuilder,
  ownerId: number,
  type: CampaignTypeWire,
  status: CampaignStatus,
  marked: boolean,
  adminId: number,
  maxAge = DEFAULT_HISTORY_DAYS,
  maxRunDays = Infinity,
) {
  const { rng } = b;
  const id = ++b.ids.campaign;
  const age = rng.int(8, Math.max(8, maxAge));
  const s = strategyFor(rng, type);
  const everApproved =
    ['ACTIVE', 'STOPPED', 'FINISHED', 'ARCHIVED'].includes(status) ||
    (status === 'DECLINED' && rng.chance(0.5));
  const start = age - 1;
  let run: [number, number | null] | null = null;
  // An active campaign is still spending: its open run began at most ACTIVE_RUN_DAYS ago, so its budget (about
  // budget / 30 a day) is not used up yet, as a network would have finished it otherwise. It was created earlier.
  if (status === 'ACTIVE') run = [Math.min(start, ACTIVE_RUN_DAYS, maxRunDays), null];
  else if (status === 'STOPPED' || status === 'FINISHED' || (status === 'ARCHIVED' && rng.chance(0.8)))
    run = [start, Math.max(0, start - rng.int(3, Math.max(3, Math.min(start - 1, maxRunDays))))];
  else if (status === 'DECLINED' && everApproved) run = [start, Math.max(0, start - rng.int(2, 6))];
  if (run) b.runs.push([++b.ids.run, id, b.dayAgo(run[0]), run[1] === null ? null : b.dayAgo(run[1])]);
  const moderated = status !== 'DRAFT' && status !== 'MODERATION';
  const name = `${rng.pick(BRANDS)} · ${type.toLowerCase().replace(/_/g, ' ')} #${id}`;
  b.campaigns.push([
    id,
    ownerId,
    name,
    type,
    status,
    b.ago(age),
    rng.chance(0.07),
    // The moderation deadline; one in three waiting campaigns is already late.
    status === 'MODERATION'
      ? b.ago(rng.chance(0.33) ? 0.5 : -(MODERATION_SLA_HOURS / 24) * rng.next())
      : null,
    status === 'ACTIVE' && rng.chance(0.15)
      ? 'The ad text promises guaranteed income; change it within 3 days'
      : null,
    status === 'DECLINED' ? rng.pick(DECLINE_REASONS) : null,
    moderated ? b.ago(rng.int(1, age)) : null,
    moderated ? adminId : null,
    everApproved,
    s.budget,
    s.cpm,
    s.cpc,
    s.billing,
    // Marked with the account's saved legal info: its details are that legal info's, not the campaign's.
    null,
    null,
    marked ? (b.legalInfoByUser.get(ownerId) ?? null) : null,
    null,
    targetingFor(b, type, ownerId),
  ]);
  addAds(b, id, ownerId, type, marked, everApproved);
}

const AUDIENCE_NAMES = [
  'Crypto enthusiasts',
  'Mobile gamers',
  'English learners',
  'Premium users',
  'Returning visitors',
];

/**
 * An account's audiences: `count` of five kinds in turn (every kind; 'all' is five and also adds one still uploading
 * and one whose upload expired, so every status is seeded). Kinds and rules follow the position, never the generator, so the
 * rest of the seed stays the same; retargeting audiences get their campaigns in {@link chooseRetargetingCampaigns}.
 */
export function addAudiencesOf(b: SeedBuilder, ownerId: number, count: number | 'all') {
  const { rng } = b;
  const ids: number[] = [];
  const upload = (audienceId: number, fileName: string, daysAgo: number, size: number | null) => {
    const uploadId = ++b.ids.audienceUpload;
    const done = size === null ? null : b.ago(daysAgo - 0.01);
    b.audienceUploads.push([uploadId, audienceId, fileName, b.ago(daysAgo), done, size, size ?? 0]);
    return uploadId;
  };
  const n = count === 'all' ? AUDIENCE_NAMES.length : count;
  for (let position = 0; position < n; position++) {
    // Past the five names, each comes round again with a number: "Mobile gamers 2".
    const i = position % AUDIENCE_NAMES.length;
    const round = Math.floor(position / AUDIENCE_NAMES.length);
    const name = `${AUDIENCE_NAMES[i]!}${round ? ` ${round + 1}` : ''}`;
    const id = ++b.ids.audience;
    ids.push(id);
    const drawnSize = rng.int(5_000, 2_000_000);
    const age = rng.int(30, 200);
    const row: AudienceSeedRow = {
      id,
      ownerId,
      name,
      kind: 'UPLOADED',
      rule: {},
      size: 0,
      createdAt: b.ago(age),
      listUploadId: null,
      openUploadId: null,
    };
    if (i === 0 || i === 3) {
      // An uploaded list (ready), and a list below the minimum (too small); the first was replaced once.
      const size = i === 0 ? drawnSize : 640;
      const file = i === 0 ? 'crypto-wallet-holders.csv' : 'premium-subscribers.txt';
      if (i === 0) upload(id, 'crypto-first-export.csv', age, Math.round(size * 0.8));
      row.listUploadId = upload(id, file, Math.min(age, 12), size);
      Object.assign(row, { size, rule: { fileName: file } });
    } else if (i === 2) {
      Object.assign(row, { kind: 'CONVERTERS', rule: { action: 'signup', days: 30 } });
    } else {
      Object.assign(row, {
        kind: 'RETARGETING',
        rule: { campaignIds: [], event: i === 1 ? 'IMPRESSION' : 'CLICK', days: i === 1 ? 90 : 30 },
      });
    }
    b.audiences.push(row);
  }
  if (count === 'all') {
    const extra = (name: string, startedDaysAgo: number) => {
      const id = ++b.ids.audience;
      const row: AudienceSeedRow = {
        id,
        ownerId,
        name,
        kind: 'UPLOADED',
        rule: { fileName: null },
        size: 0,
        createdAt: b.ago(startedDaysAgo),
        listUploadId: null,
        openUploadId: null,
      };
      row.openUploadId = upload(id, `${name.toLowerCase().replace(/\s+/g, '-')}.csv`, startedDaysAgo, null);
      b.audiences.push(row);
    };
    // Still uploading (its upload started half an hour ago), and an upload that expired before it completed.
    extra('Newsletter import', 0.02);
    extra('Old CRM export', 3);
  }
  b.audiencesByUser.set(ownerId, ids);
}

/** Gives each retargeting audience its owner's campaigns: running ones first, at most two. */
export function chooseRetargetingCampaigns(b: SeedBuilder, ownerId?: number) {
  const byOwner = new Map<unknown, Row[]>();
  for (const c of b.campaigns) {
    const list = byOwner.get(c[1]) ?? [];
    if (list.length === 0) byOwner.set(c[1], list);
    list.push(c);
  }
  for (const a of b.audiences) {
    if (a.kind !== 'RETARGETING' || (ownerId !== undefined && a.ownerId !== ownerId)) continue;
    const mine = byOwner.get(a.ownerId) ?? [];
    const ranked = [...mine.filter((c) => c[4] === 'ACTIVE'), ...mine.filter((c) => c[4] !== 'ACTIVE')];
    a.rule = { ...a.rule, campaignIds: ranked.slice(0, 2).map((c) => c[0] as number) };
  }
}

async function insertAudiences(tx: Queryable, b: SeedBuilder) {
  // A retargeting audience whose owner has no campaign to retarget is left out (no campaign can name it either).
  const rows = b.audiences.filter(
    (a) => a.kind !== 'RETARGETING' || (a.rule.campaignIds as number[]).length > 0,
  );
  await insertMany(
    tx,
    'audiences',
    ['id', 'owner_id', 'name', 'size', 'created_at', 'updated_at', 'kind', 'rule'],
    rows.map((a) => [a.id, a.ownerId, a.name, a.size, a.createdAt, a.createdAt, a.kind, a.rule]),
  );
  const kept = new Set(rows.map((a) => a.id));
  await insertMany(
    tx,
    'audience_uploads',
    ['id', 'audience_id', 'file_name', 'started_at', 'completed_at', 'size', 'received'],
    b.audienceUploads.filter((u) => kept.has(u[1] as number)),
  );
  const pointers = rows.filter((a) => a.listUploadId !== null || a.openUploadId !== null);
  if (pointers.length)
    await tx.query(
      `UPDATE audiences a SET list_upload_id = p.l, open_upload_id = p.o,
         updated_at = COALESCE((SELECT completed_at FROM audience_uploads WHERE id = p.l), a.updated_at)
         FROM unnest($1::int[], $2::int[], $3::int[]) AS p(id, l, o) WHERE a.id = p.id`,
      [pointers.map((a) => a.id), pointers.map((a) => a.listUploadId), pointers.map((a) => a.openUploadId)],
    );
}

const AGENCY_IDS = { northwind: 1, harbor: 2 } as const;

/** How long ago the seed's campaigns were created, at most (an account's `historyDays` changes it). */
export const DEFAULT_HISTORY_DAYS = 75;

/** The legal entity every account with ru_ad_marking is seeded with (a real ИНН, so its check digits hold). */
export const SEED_LEGAL_INFO = { type: 'LEGAL_ENTITY', name: 'OOO "Romashka"', inn: '7707083893' } as const;

/** Adds one account's user row (its operator is set once every user has an id). */
export function addAccount(b: SeedBuilder, a: AccountSeed, daysAgo: number, passwordHash: string): number {
  const id = ++b.ids.user;
  b.userIdByEmail.set(a.email, id);
  b.users.push([
    id,
    a.email,
    a.username,
    passwordHash,
    a.role,
    a.roles,
    a.confirmed ?? true,
    a.termsVersion === undefined ? LATEST_TERMS_VERSION : a.termsVersion,
    b.ago(daysAgo),
    a.agency ? AGENCY_IDS[a.agency] : null,
    null, // operator, set below once every user has an id
    a.publisher ?? false,
    a.featuresOn ?? [],
    `REF${hash32(a.email).toString(36).toUpperCase().slice(0, 6)}`,
    tronAddress(`${a.email}`),
    a.roles.includes('Allowed to access via API integration') ? `adn_pt_${newToken()}` : null,
    a.email === 'advertiser@demo.adnet' ? 'demo_advertiser' : null,
    // The demo advertiser's name is linked (the bot has had its code); every other account starts with none.
    a.email === 'advertiser@demo.adnet',
  ]);
  if (a.featuresOn?.includes('ru_ad_marking')) {
    const legalInfoId = ++b.ids.legalInfo;
    b.legalInfoByUser.set(id, legalInfoId);
    const { type, name, inn } = SEED_LEGAL_INFO;
    b.legalInfos.push([legalInfoId, id, type, name, inn, true, b.ago(daysAgo), b.ago(daysAgo)]);
  }
  return id;
}

/** An account's campaigns: every type in every status (`'all'`), or `n` of random types and statuses. */
export function addCampaignsOf(b: SeedBuilder, a: AccountSeed, owner: number, adminId: number) {
  const { rng } = b;
  const marked = a.featuresOn?.includes('ru_ad_marking') ?? false;
  const history = a.historyDays ?? DEFAULT_HISTORY_DAYS;
  if (a.campaigns === 'all') {
    for (const type of CAMPAIGN_TYPES)
      for (const status of CAMPAIGN_STATUSES) addCampaign(b, owner, type, status, marked, adminId, history);
    return;
  }
  if (a.everyKind) {
    for (let i = 0; i < (a.campaigns ?? 0); i++)
      addCampaign(
        b,
        owner,
        CAMPAIGN_TYPES[i % CAMPAIGN_TYPES.length]!,
        CAMPAIGN_STATUSES[Math.floor(i / CAMPAIGN_TYPES.length) % CAMPAIGN_STATUSES.length]!,
        marked,
        adminId,
        history,
        a.maxRunDays,
      );
    return;
  }
  for (let i = 0; i < (a.campaigns ?? 0); i++)
    addCampaign(
      b,
      owner,
      rng.pick(CAMPAIGN_TYPES),
      rng.pick([
        'ACTIVE',
        'ACTIVE',
        'STOPPED',
        'MODERATION',
        'FINISHED',
        'DECLINED',
        'DRAFT',
        ...(a.listedOnly ? [] : (['ARCHIVED'] as const)),
      ]),
      marked,
      adminId,
      history,
    );
}

/**
 * Fills the whale's wallet up to {@link WHALE_TRANSACTIONS} rows after its spend is booked: small deposits, promo
 * code and referral credits over the last year, made by the database in one statement.
 */
async function padWhaleTransactions(tx: Queryable, userId: number, now: string) {
  await tx.query(
    `INSERT INTO transactions (user_id, amount, description, created_at)
     SELECT $1, CASE WHEN g % 10 = 0 THEN 25 WHEN g % 10 = 5 THEN round(((g * 7) % 400) / 100.0 + 0.5, 2)
                     ELSE 100 + (g * 37) % 4900 END,
            CASE WHEN g % 10 = 0 THEN 'Promocode SPRING25' WHEN g % 10 = 5 THEN 'Referral reward'
                 ELSE 'TRON deposit' END,
            $3::timestamptz - make_interval(secs => ((g * 7919) % (365 * 86400))::double precision)
       FROM generate_series(1, $2 - (SELECT count(*)::int FROM transactions WHERE user_id = $1)) AS g`,
    [userId, WHALE_TRANSACTIONS, now],
  );
}

/** Writes the builder's users. */
export async function insertUsers(tx: Queryable, b: SeedBuilder) {
  await insertMany(
    tx,
    'users',
    [
      'id',
      'email',
      'username',
      'password_hash',
      'role',
      'roles',
      'confirmed',
      'terms_version',
      'created_at',
      'agency_id',
      'operator_id',
      'is_publisher',
      'features_on',
      'referral_code',
      'tron_address',
      'personal_token',
      'telegram_username',
      'telegram_linked',
    ],
    b.users,
  );
}

/** Writes what the builder's users own: uploads, audiences, campaigns with their runs and ads, transactions. */
export async function insertOwned(tx: Queryable, b: SeedBuilder) {
  await insertMany(
    tx,
    'legal_infos',
    ['id', 'user_id', 'type', 'name', 'inn', 'vat_payer', 'created_at', 'updated_at'],
    b.legalInfos,
  );
  await insertMany(
    tx,
    'uploads',
    [
      'key',
      'owner_id',
      'kind',
      'file_name',
      'content_type',
      'declared_size',
      'expires_at',
      'stored_at',
      'generated',
    ],
    b.uploads,
  );
  await insertAudiences(tx, b);
  await insertMany(
    tx,
    'campaigns',
    [
      'id',
      'owner_id',
      'name',
      'type',
      'status',
      'created_at',
      'sus',
      'sla',
      'decline_warning',
      'decline_reason',
      'latest_moderation_date',
      'moderator_id',
      'approved',
      'budget',
      'cpm',
      'cpc',
      'billing_type',
      'reg_number',
      'legal_name',
      'legal_info_id',
      'vat',
      'targeting',
    ],
    b.campaigns,
  );
  await insertMany(tx, 'campaign_runs', ['id', 'campaign_id', 'from_day', 'to_day'], b.runs);
  await insertMany(
    tx,
    'ads',
    [
      'id',
      'campaign_id',
      'position',
      'erid',
      'title',
      'subtitle',
      'button_text',
      'advertiser_name',
      'icon',
      'image',
      'video',
      'transcoded',
      'link',
      'af_link',
      'has_blacklisted_link',
      'verified_link',
    ],
    b.ads,
  );
  await insertMany(
    tx,
    'transactions',
    ['user_id', 'amount', 'description', 'campaign_id', 'created_at'],
    b.transactions,
  );
}

/** Empties every table (and the uploads folder) and inserts the demo data again. Deterministic for a given day. */
export async function seed(db: Db, options: { uploadsDir?: string; now?: number } = {}): Promise<void> {
  const b = new SeedBuilder(options.now ?? Date.now());
  const { rng } = b;
  const password = await hashPassword(DEMO_PASSWORD);
  if (options.uploadsDir) {
    rmSync(options.uploadsDir, { recursive: true, force: true });
    mkdirSync(options.uploadsDir, { recursive: true });
  }

  // --- users -----------------------------------------------------------------------------------------------
  const addUser = (a: AccountSeed, daysAgo: number) => addAccount(b, a, daysAgo, password);
  ACCOUNTS.forEach((a, i) => addUser(a, 400 - i));
  const extras: AccountSeed[] = Array.from({ length: EXTRA_CLIENTS }, (_, i) => ({
    email: `client${String(i + 1).padStart(2, '0')}@demo.adnet`,
    username: `${rng.pick(BRANDS)} Team ${i + 1}`,
    role: i % 7 === 6 ? 'User Read Only' : 'User',
    roles: [i % 7 === 6 ? 'User Read Only' : 'User'],
    about: 'background advertiser',
    ...(i % 5 === 0 ? { agency: 'harbor' as const } : {}),
    ...(i % 3 === 0 ? { operator: i % 2 ? MANAGER : MAIN_MANAGER } : {}),
    campaigns: rng.int(1, 5),
    deposit: rng.pick([300, 1_000, 2_500, 7_000]),
  }));
  extras.forEach((a, i) => addUser(a, 300 - i * 7));
  const bulkId = addUser(BULK_ACCOUNT, 500);
  const whaleId = addUser(WHALE_ACCOUNT, 700);
  const all = [...ACCOUNTS, ...extras];
  const uid = (email: string) => b.userIdByEmail.get(email)!;
  const adminId = uid('superuser@demo.adnet');

  // --- audiences and platforms -------------------------------------------------------------------------------
  for (const a of all.filter((x) => x.campaigns))
    addAudiencesOf(b, uid(a.email), a.campaigns === 'all' ? 'all' : rng.int(0, 2));
  const publisherId = uid('publisher@demo.adnet');
  const platforms: Row[] = PLATFORM_NAMES.map((name, i) => {
    const kind: PlatformKind = name.endsWith('Bot')
      ? 'BOT'
      : name.endsWith('Mini App') || name === 'Farm Clicker'
        ? 'MINI_APP'
        : 'CHANNEL';
    const status: PlatformStatus = i % 9 === 4 ? 'PENDING' : i % 9 === 8 ? 'BLOCKED' : 'APPROVED';
    const slug = name.toLowerCase().replace(/\s+/g, '_');
    b.platformIds.push(i + 1);
    return [
      i + 1,
      name,
      `https://t.me/${slug}`,
      b.image('image', publisherId, `platform-${slug}`),
      kind,
      status,
      publisherId,
      CATEGORIES[i % CATEGORIES.length]!.id,
      b.ago(200 - i * 5),
    ];
  });

  // --- campaigns ---------------------------------------------------------------------------------------------
  for (const a of all) if (a.campaigns) addCampaignsOf(b, a, uid(a.email), adminId);
  chooseRetargetingCampaigns(b);

  // --- money -------------------------------------------------------------------------------------------------
  for (const a of all) {
    if (!a.deposit) continue;
    const id = uid(a.email);
    b.deposit(id, a.deposit * 0.6, 'TRON deposit', 120);
    b.deposit(id, a.deposit * 0.4, 'TRON deposit', 40);
    if (rng.chance(0.3)) b.deposit(id, 50, 'Internal deposit: onboarding bonus', 90);
  }
  const advertiser = uid('advertiser@demo.adnet');
  b.deposit(advertiser, 50, 'Promocode WELCOME50', 110);
  b.deposit(advertiser, 12.5, 'Referral reward', 20);
  // Publisher earnings, then withdraws in every state.
  b.deposit(publisherId, 4_200, 'Publisher earnings for October', 35);
  b.deposit(publisherId, 3_100, 'Publisher earnings for November', 5);
  let withdrawId = 0;
  const addWithdraw = (userId: number, amount: number, status: WithdrawStatus, daysAgo: number) => {
    const id = ++withdrawId;
    const wallet = tronAddress(`withdraw-${userId}`);
    b.withdraws.push([
      id,
      userId,
      wallet,
      amount,
      rng.chance(0.5) ? `memo-${id}` : '',
      status,
      status === 'APPROVED' ? hash32('tx', id).toString(16).padStart(8, '0').repeat(8) : null,
      status === 'REJECTED' ? 'The wallet address belongs to a sanctioned exchange' : null,
      b.ago(daysAgo),
    ]);
    b.transactions.push([userId, -amount, `Withdraw #${id} to ${wallet}`, null, b.ago(daysAgo)]);
    b.transactions.push([userId, -TRON_FEE, `TRON network fee of withdraw #${id}`, null, b.ago(daysAgo)]);
    if (status === 'REJECTED')
      b.transactions.push([
        userId,
        amount + TRON_FEE,
        `Withdraw #${id} rejected: refund`,
        null,
        b.ago(daysAgo - 1),
      ]);
  };
  const withdrawStates: WithdrawStatus[] = ['APPROVED', 'APPROVED', 'REJECTED', 'PENDING', 'PENDING'];
  withdrawStates.forEach((status, i) => addWithdraw(publisherId, 300 + i * 150, status, 30 - i * 6));
  (['APPROVED', 'REJECTED', 'PENDING'] as const).forEach((status, i) =>
    addWithdraw(advertiser, 100 + i * 40, status, 25 - i * 9),
  );

  // --- support, sales, promocodes, referrals -------------------------------------------------------------------
  const supportAgent = uid('support@demo.adnet');
  const caseRows: Row[] = [];
  const messageRows: Row[] = [];
  const subjects = [
    'My campaign is stuck in moderation',
    'Deposit has not arrived',
    'How do I target Telegram Premium users?',
    'Withdraw rejected, why?',
    'Statistics show zero clicks',
    'Please change my company name',
    'Video upload fails',
    'Invoice for November',
  ];
  const priorities: SupportCasePriority[] = [
    'HIGH',
    'NORMAL',
    'LOW',
    'NORMAL',
    'LOW',
    'URGENT',
    'HIGH',
    'NORMAL',
  ];
  const statuses: SupportCaseStatus[] = [
    'OPEN',
    'OPEN',
    'PENDING',
    'RESOLVED',
    'CLOSED',
    'OPEN',
    'PENDING',
    'RESOLVED',
  ];
  let messageId = 0;
  subjects.forEach((subject, i) => {
    const caseId = i + 1;
    const owner = i < 3 ? advertiser : uid(all[(i * 5) % all.length]!.email);
    const created = 20 - i * 2;
    const status = statuses[i]!;
    caseRows.push([
      caseId,
      owner,
      subject,
      status,
      priorities[i]!,
      status === 'OPEN' && i % 2 === 0 ? null : supportAgent,
      b.ago(created),
      b.ago(created - 1),
    ]);
    messageRows.push([
      ++messageId,
      caseId,
      owner,
      'USER',
      `${subject}. Could you help, please?`,
      i === 6 ? [b.image('support', owner, `screenshot-${caseId}`)] : [],
      b.ago(created),
    ]);
    if (status !== 'OPEN')
      messageRows.push([
        ++messageId,
        caseId,
        supportAgent,
        'AGENT',
        'Thank you, we are looking into it and will answer within a day.',
        [],
        b.ago(created - 0.5),
      ]);
  });
  const managers = [uid(MAIN_MANAGER), uid(MANAGER)];
  const clientRows: Row[] = [];
  const dealRows: Row[] = [];
  const clientStatuses: SalesClientStatus[] = ['LEAD', 'ACTIVE', 'ACTIVE', 'CHURNED'];
  for (let i = 0; i < 12; i++) {
    const brand = `${BRANDS[i % BRANDS.length]}${i >= BRANDS.length ? ' Labs' : ''}`;
    const linked = i < 6 ? uid(extras[i]!.email) : null;
    const status = clientStatuses[i % 4]!;
    clientRows.push([
      i + 1,
      brand,
      `sales+${i + 1}@${brand.toLowerCase().replace(/\s+/g, '')}.example`,
      i % 3 ? `@${brand.toLowerCase().replace(/\s+/g, '_')}` : null,
      linked,
      managers[i % 2],
      status,
      status === 'LEAD' ? 0 : rng.money(500, 25_000),
      i % 4 === 0 ? 'Prefers calls on Tuesdays.' : '',
      b.ago(150 - i * 9),
    ]);
  }
  const stages: DealStage[] = ['NEW', 'NEGOTIATION', 'WON', 'LOST', 'NEGOTIATION'];
  for (let i = 0; i < 20; i++) {
    const clientId = (i % 12) + 1;
    const stage = stages[i % stages.length]!;
    dealRows.push([
      i + 1,
      clientId,
      `${rng.pick(['Q4 launch', 'Holiday push', 'Brand awareness', 'App installs', 'Retargeting'])} ${i + 1}`,
      rng.money(1_000, 40_000),
      stage,
      managers[clientId % 2],
      b.ago(90 - i * 3),
      stage === 'WON' || stage === 'LOST' ? b.ago(40 - i) : null,
    ]);
  }
  const promocodes: Row[] = [
    [1, 'WELCOME50', 50, null, 37, null, true, b.ago(180)],
    [2, 'SPRING10', 10, 500, 212, b.ago(30), true, b.ago(250)],
    [3, 'LIMITED5', 5, 100, 100, null, true, b.ago(120)],
    [4, 'PAUSED20', 20, null, 4, null, false, b.ago(60)],
  ];
  const referrals: Row[] = [2, 5, 9].map((n, i) => [
    i + 1,
    advertiser,
    uid(extras[n]!.email),
    [12.5, 4.2, 0][i],
    b.ago(100 - i * 20),
  ]);

  // Last of all, so that no other account's random data shifts: the bulk advertiser's campaigns and money.
  addCampaignsOf(b, BULK_ACCOUNT, bulkId, adminId);
  b.deposit(bulkId, BULK_ACCOUNT.deposit!, 'TRON deposit', 200);
  // Then the whale's: audiences first (its campaigns target some), campaigns, the retargeting audiences' choice.
  addAudiencesOf(b, whaleId, WHALE_ACCOUNT.audiences!);
  b.sharedCreatives = new Map();
  addCampaignsOf(b, WHALE_ACCOUNT, whaleId, adminId);
  b.sharedCreatives = null;
  chooseRetargetingCampaigns(b, whaleId);
  b.deposit(whaleId, WHALE_ACCOUNT.deposit!, 'TRON deposit', 380);

  await db.transaction(async (tx) => {
    await tx.exec(`TRUNCATE agencies, users, sessions, access_tokens, codes, outbox, features, categories, platforms, uploads,
      audiences, campaigns, campaign_runs, ads, transactions, withdraws, promocodes, referrals, settings, support_cases,
      support_messages, sales_clients, deals, events, audience_uploads, audience_members, legal_infos RESTART IDENTITY CASCADE`);
    await insertMany(
      tx,
      'agencies',
      ['id', 'name', 'site_url', 'created_at'],
      [
        [1, 'Northwind Media', 'https://agency.adnet.example/northwind', b.ago(500)],
        [2, 'Blue Harbor Digital', 'https://agency.adnet.example/blue-harbor', b.ago(450)],
      ],
    );
    await insertUsers(tx, b);
    const operators = all.filter((a) => a.operator).map((a) => [uid(a.email), uid(a.operator!)]);
    await tx.query(
      'UPDATE users u SET operator_id = o.op FROM unnest($1::int[], $2::int[]) AS o(id, op) WHERE u.id = o.id',
      [operators.map((o) => o[0]), operators.map((o) => o[1])],
    );
    await insertMany(
      tx,
      'features',
      ['name', 'description', 'active'],
      FEATURES.map((f) => [f.name, f.description, f.active]),
    );
    await insertMany(
      tx,
      'categories',
      ['id', 'name'],
      CATEGORIES.map((c) => [c.id, c.name]),
    );
    await insertOwned(tx, b);
    await insertMany(
      tx,
      'platforms',
      ['id', 'name', 'url', 'icon', 'kind', 'status', 'owner_id', 'category_id', 'created_at'],
      platforms,
    );
    await insertMany(
      tx,
      'withdraws',
      ['id', 'user_id', 'wallet', 'amount', 'memo_tag', 'status', 'tx_hash', 'reject_reason', 'created_at'],
      b.withdraws,
    );
    await insertMany(
      tx,
      'promocodes',
      ['id', 'code', 'amount', 'usage_limit', 'used_count', 'expires_at', 'active', 'created_at'],
      promocodes,
    );
    await insertMany(
      tx,
      'referrals',
      ['id', 'referrer_id', 'referred_id', 'earned', 'created_at'],
      referrals,
    );
    await tx.query(`UPDATE users SET referred_by = $1 WHERE id = ANY($2::int[])`, [
      advertiser,
      referrals.map((r) => r[2]),
    ]);
    await insertMany(
      tx,
      'settings',
      ['key', 'value'],
      [['referral', { rewardPercent: DEFAULT_REFERRAL_PERCENT }]],
    );
    await insertMany(
      tx,
      'support_cases',
      ['id', 'user_id', 'subject', 'status', 'priority', 'assignee_id', 'created_at', 'updated_at'],
      caseRows,
    );
    await insertMany(
      tx,
      'support_messages',
      ['id', 'case_id', 'author_id', 'author_kind', 'text', 'pictures', 'created_at'],
      messageRows,
    );
    await insertMany(
      tx,
      'sales_clients',
      [
        'id',
        'name',
        'contact_email',
        'telegram_tag',
        'user_id',
        'manager_id',
        'status',
        'total_spent',
        'notes',
        'created_at',
      ],
      clientRows,
    );
    await insertMany(
      tx,
      'deals',
      ['id', 'client_id', 'title', 'amount', 'stage', 'manager_id', 'created_at', 'closed_at'],
      dealRows,
    );
    await syncSequences(tx, [
      'agencies',
      'users',
      'platforms',
      'audiences',
      'audience_uploads',
      'campaigns',
      'campaign_runs',
      'ads',
      'legal_infos',
      'withdraws',
      'promocodes',
      'referrals',
      'support_cases',
      'support_messages',
      'sales_clients',
      'deals',
    ]);
    // Book the spend of every finished day, so balances and frozen amounts agree with the statistics.
    await bookSpend(tx, null, b.today);
    await coverSpend(tx, null);
    await padWhaleTransactions(tx, whaleId, b.ago(0));
    // Which users (and catalogue rows) are the seed's (seed-watch.ts): every later one is a test's or a person's.
    const maxIds = SEEDED_UP_TO_ID.map((table) => `'${table}', (SELECT COALESCE(max(id), 0) FROM ${table})`);
    await tx.query(
      `INSERT INTO settings (key, value) SELECT $1, jsonb_build_object('maxUserId', max(id),
         'maxIds', jsonb_build_object(${maxIds.join(', ')})) FROM users`,
      [SEED_SETTING],
    );
  });
}
