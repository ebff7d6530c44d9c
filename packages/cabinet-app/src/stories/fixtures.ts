import {
  CAMPAIGN_STATUSES,
  CAMPAIGN_TYPES_WIRE,
  type AdWire,
  type AdminUserWire,
  type BalanceWire,
  type CampaignWire,
  type CampaignListRowWire,
  type CampaignStatRowWire,
  type CampaignStatWire,
  type FrozenBalanceRowWire,
  type PageWire,
  type RegionNodeWire,
  type SalesClientWire,
  type SelfWire,
  type StatSlice,
  type StatSliceKeyWire,
  type TransactionWire,
  type UserConstantsWire,
  type WithdrawWire,
} from '@adnet/api-client';
import { FixtureAnswer, type FixtureRoutes } from './fixture-api';

/**
 * Fixture data of the screen stories: what the demo advertiser of the sandbox would see, fixed (no clock, no
 * randomness), so a screenshot of a story is the same on every machine.
 */
export const ADVERTISER: SelfWire = {
  id: 101,
  email: 'advertiser@demo.adnet',
  username: 'advertiser',
  role: 'User',
  roles: ['User'],
  operator: { id: 7 },
  agency: null,
  flags: { activeFeatures: [], disabledFeatures: [] },
  termsVersion: 3,
  latestTermsVersion: 3,
};

const BRANDS = ['Swift Courier', 'Orbit VPN', 'Lingua Bot', 'Fresh Cart', 'Tonic Games', 'Crypto Daily'];
const TYPE_NAMES: Record<CampaignListRowWire['campaignType'], string> = {
  FULLSCREEN_MEDIA: 'fullscreen media',
  REWARDED_VIDEO: 'rewarded video',
  TASK: 'task',
  BOT: 'bot',
  CHAT: 'chat',
  IN_CHAT_PAGE: 'in chat page',
  MAIN_PAGE: 'main page',
};
/** 2026-11-20 12:00 UTC: the newest campaign's creation; each next one is a day and a half older. */
const NEWEST = Date.UTC(2026, 10, 20, 12);

/** `count` campaigns of every type and every status but ARCHIVED, newest first. */
export function campaignRows(
  count: number,
  statuses: readonly CampaignListRowWire['status'][] = CAMPAIGN_STATUSES.filter((s) => s !== 'ARCHIVED'),
) {
  return Array.from({ length: count }, (_, i): CampaignListRowWire => {
    const type = CAMPAIGN_TYPES_WIRE[i % CAMPAIGN_TYPES_WIRE.length]!;
    const status = statuses[(i * 5) % statuses.length]!;
    const budget = [50, 100, 250, 500, 1000][i % 5]!;
    const delivered = status !== 'DRAFT' && status !== 'MODERATION' && status !== 'DECLINED';
    const impressions = delivered ? 12_000 + ((i * 7919) % 600_000) : 0;
    const clicks = Math.round((impressions * (0.6 + ((i * 37) % 50) / 10)) / 100);
    const spent = delivered ? Math.min(budget, Math.round(impressions * 0.09) / 100) : 0;
    return {
      id: 1400 + i,
      name: `${BRANDS[i % BRANDS.length]} · ${TYPE_NAMES[type]} #${i + 11}`,
      campaignType: type,
      status,
      billingType: i % 4 === 0 ? 'PAY_PER_CLICK' : 'PAY_PER_SHOW',
      budget,
      spent,
      impressions,
      clicks,
      ctr: impressions ? Math.round((clicks / impressions) * 10_000) / 100 : 0,
      cpm: i % 4 === 0 ? null : 0.9,
      cpc: i % 4 === 0 ? 0.05 : null,
      sla: null,
      declineReason: status === 'DECLINED' ? 'The landing page does not open.' : null,
      userId: ADVERTISER.id,
      createdEpoch: (NEWEST - i * 36 * 3_600_000) / 1000, // epoch seconds, as the wire sends them
    };
  });
}

/** A Spring page of `rows` for the query's 0-based `page` and `size` (no filter, no sort: rows come in order). */
export function plainPage<T>(rows: T[], query: URLSearchParams): PageWire<T> {
  const size = Number(query.get('size') ?? 20);
  const page = Number(query.get('page') ?? 0);
  return {
    content: rows.slice(page * size, page * size + size),
    totalElements: rows.length,
    totalPages: Math.ceil(rows.length / size),
    number: page,
    size,
  };
}

/** A Spring page of `rows` for the query's 0-based `page` and `size`, filtered by `status` and `name`. */
export function pageOf(rows: CampaignListRowWire[], query: URLSearchParams): PageWire<CampaignListRowWire> {
  const status = query.get('status');
  const name = query.get('name')?.toLowerCase();
  const matching = rows.filter(
    (r) => (!status || r.status === status) && (!name || r.name.toLowerCase().includes(name)),
  );
  return plainPage(matching, query);
}

/** The calls every signed-in screen makes (self, the view event). */
export const signedIn = (self: SelfWire = ADVERTISER): FixtureRoutes => ({
  'GET /api/user/self': () => self,
  'POST /api/public/collect/view': () => ({ ok: true }),
});

/** Before sign-in: self answers 401 (the transport then tries one refresh, which is refused too). */
export const signedOut: FixtureRoutes = {
  'GET /api/user/self': () => new FixtureAnswer(401, { error: 'UNAUTHORIZED' }),
  'POST /api/public/user/auth/refresh': () => new FixtureAnswer(401, { error: 'UNAUTHORIZED' }),
  'POST /api/public/collect/view': () => ({ ok: true }),
};

// ---- Statistics ------------------------------------------------------------------------------------------------

const DAY_MS = 86_400_000;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** A statistics row with its rates computed as the server does (ctr in percent, cpm per 1000 impressions). */
function statRow(
  date: string | null,
  key: StatSliceKeyWire | null,
  impressions: number,
  clicks: number,
  spent: number,
): CampaignStatRowWire {
  return {
    date,
    key,
    impressions,
    clicks,
    spent,
    ctr: impressions ? round2((clicks / impressions) * 100) : 0,
    cpm: impressions ? round2((spent / impressions) * 1000) : 0,
    cpc: clicks ? round2(spent / clicks) : 0,
  };
}

/**
 * One day's delivery of `campaigns` campaigns: a weekly rhythm (weekends lower) and a slow wave, from the date
 * alone, so the previous period differs from the current one and every run draws the same chart.
 */
function dayFigures(date: string, campaigns: number) {
  const day = Date.parse(`${date}T00:00:00Z`) / DAY_MS;
  const weekday = (day + 4) % 7; // 0 = Sunday
  const weekly = weekday === 0 || weekday === 6 ? 0.72 : 1;
  const wave = 1 + 0.3 * Math.sin(day / 3.1);
  const impressions = Math.round(campaigns * 2_150 * weekly * wave);
  const ctrPercent = 1.1 + 0.9 * ((Math.sin(day / 1.7) + 1) / 2);
  const clicks = Math.round((impressions * ctrPercent) / 100);
  return { impressions, clicks, spent: round2((impressions / 1000) * 0.9) };
}

/** The keys of each slice but DATE, most delivering first, with the share of the delivery each gets. */
const SLICE_KEYS: Record<Exclude<StatSlice, 'DATE'>, StatSliceKeyWire[]> = {
  LANG: ['en', 'ru', 'es', 'pt', 'zh'].map((id) => ({ id, name: id, url: null, icon: null })),
  COUNTRY: ['RU', 'US', 'BR', 'IN', 'DE', 'CN'].map((id) => ({ id, name: id, url: null, icon: null })),
  CATEGORY: [
    [3, 'Games'],
    [5, 'Crypto'],
    [8, 'Education'],
    [12, 'Shopping'],
    [14, 'Utilities'],
  ].map(([id, name]) => ({ id: id!, name: String(name), url: null, icon: null })),
  PLATFORM: [
    [201, 'Daily Memes', 'dailymemes'],
    [202, 'Crypto Signals Hub', 'cryptosignalshub'],
    [203, 'Learn English Fast', 'learnenglishfast'],
    [204, 'Tech Digest', 'techdigest'],
    [205, 'Gamer Lounge', 'gamerlounge'],
  ].map(([id, name, handle]) => ({
    id: Number(id),
    name: String(name),
    url: `https://t.me/${String(handle)}`,
    icon: null,
  })),
  AD: [
    [9001, 'Swift Courier · banner'],
    [9002, 'Orbit VPN · video'],
    [9003, 'Lingua Bot · task'],
    [9004, 'Fresh Cart · chat'],
  ].map(([id, name]) => ({ id: Number(id), name: String(name), url: null, icon: null })),
};
const SHARES = [0.34, 0.23, 0.17, 0.12, 0.08, 0.06];

/**
 * `GET /api/statistics/campaignstat` of fixture data: a row per day (DATE) or per key of the slice, and totals.
 * Without `campaignIds` it counts every campaign of the user: `allCampaigns` of them.
 */
export function campaignStat(query: URLSearchParams, allCampaigns = 0): CampaignStatWire {
  const slice = (query.get('slice') ?? 'DATE') as StatSlice;
  const from = query.get('startdate') ?? '';
  const to = query.get('enddate') ?? '';
  const ids = query.get('campaignIds');
  const campaigns = ids === null ? allCampaigns : ids.split(',').filter(Boolean).length;
  const days: string[] = [];
  for (let t = Date.parse(from); t <= Date.parse(to); t += DAY_MS)
    days.push(new Date(t).toISOString().slice(0, 10));
  const perDay = days.map((date) => ({ date, ...dayFigures(date, campaigns) }));
  const sum = (rows: { impressions: number; clicks: number; spent: number }[]) =>
    rows.reduce(
      (a, r) => ({
        impressions: a.impressions + r.impressions,
        clicks: a.clicks + r.clicks,
        spent: a.spent + r.spent,
      }),
      { impressions: 0, clicks: 0, spent: 0 },
    );
  const all = sum(perDay);
  const rows =
    slice === 'DATE'
      ? perDay.map((d) => statRow(d.date, null, d.impressions, d.clicks, d.spent))
      : SLICE_KEYS[slice].map((key, i) => {
          const share = SHARES[i] ?? 0.05;
          // Each key its own click rate, so sorting by clicks is not sorting by impressions.
          const clickShare = share * (1 + ((i % 3) - 1) * 0.25);
          return statRow(
            null,
            key,
            Math.round(all.impressions * share),
            Math.round(all.clicks * clickShare),
            round2(all.spent * share),
          );
        });
  const totals = sum(rows);
  const {
    date: _date,
    key: _key,
    ...rates
  } = statRow(null, null, totals.impressions, totals.clicks, round2(totals.spent));
  return { slice, rows, totals: rates };
}

// ---- Wallet --------------------------------------------------------------------------------------------------

/** A TRON address whose checksum holds (the USDT contract's, as the e2e tests use). */
export const GOOD_TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
/** The demo advertiser's own deposit address. */
export const DEPOSIT_ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

export const BALANCE: BalanceWire = { balance: 1_250.5, frozenBalance: 310.25, currency: 'USDT' };
export const TRON_FEE = 1.1;

export const CONSTANTS: UserConstantsWire = {
  currency: 'USDT',
  minCampaignBudget: 50,
  minCpm: 0.5,
  minCpc: 0.02,
  minWithdrawAmount: 10,
  minDepositAmount: 10,
  languages: [
    { code: 'en', name: 'English' },
    { code: 'ru', name: 'Russian' },
  ],
  categories: [
    { id: 3, name: 'Games' },
    { id: 5, name: 'Crypto' },
  ],
  termsUrl: 'https://adnet.example/terms',
  agencySiteUrl: 'https://agency.adnet.example/',
};

const frozenRows: FrozenBalanceRowWire[] = campaignRows(8, ['ACTIVE', 'MODERATION', 'STOPPED']).map(
  (r, i) => ({
    campaignId: r.id,
    name: r.name,
    status: r.status,
    frozenAmount: [120, 75.5, 48.25, 30, 18.5, 10, 5, 3][i]!,
  }),
);

const transactionRows: TransactionWire[] = Array.from({ length: 27 }, (_, i) => {
  const kind = i % 4;
  return {
    id: 58_000 - i,
    amount:
      kind === 0
        ? [500, 250, 1000][i % 3]!
        : kind === 3
          ? -(100 + (i % 5) * 20)
          : -round2(3 + ((i * 13) % 40) / 3),
    description:
      kind === 0
        ? 'Deposit USDT (TRC-20)'
        : kind === 3
          ? 'Withdraw to TR7NHq…Lj6t'
          : `Daily spend: ${BRANDS[i % BRANDS.length]}`,
    userId: ADVERTISER.id,
    timestamp: NEWEST - i * 20 * 3_600_000, // Unix milliseconds, as the wire sends `timestamp`
  };
});

const withdrawRows: WithdrawWire[] = [
  ['PENDING', 150, null, null],
  ['APPROVED', 200, 'a3f1c9e07b5d2468ace013579bdf2468ace013579bdf2468ace013579bdf2468', null],
  ['REJECTED', 90, null, 'The memo did not match the exchange account.'],
  ['APPROVED', 400, 'b7e2d4f6a8c0e1f3b5d7f9a1c3e5f7b9d1f3a5c7e9b1d3f5a7c9e1b3d5f7a9c1', null],
].map(([status, amount, txHash, rejectReason], i) => ({
  id: 700 - i,
  wallet: GOOD_TRON_ADDRESS,
  amount: Number(amount),
  memoTag: '',
  status: status as WithdrawWire['status'],
  createdEpoch: (NEWEST - i * 5 * 24 * 3_600_000) / 1000,
  txHash: txHash as string | null,
  rejectReason: rejectReason as string | null,
}));

/** Every call of `/wallet`; `codeRequests` counts the withdraw codes asked (the confirmation must come first). */
export function walletApi() {
  const calls = { codeRequests: 0 };
  const routes: FixtureRoutes = {
    ...signedIn(),
    'GET /api/user/balance': () => BALANCE,
    'GET /api/user/tron-wallet': () => ({ walletAddress: DEPOSIT_ADDRESS }),
    'GET /api/tron/fee': () => ({ fee: TRON_FEE }),
    'GET /api/user/constants': () => CONSTANTS,
    'GET /api/user/campaigns-frozen-balance': ({ query }) => plainPage(frozenRows, query),
    'GET /api/user/transactions': ({ query }) => plainPage(transactionRows, query),
    'GET /api/user/publisher/withdraw': ({ query }) => plainPage(withdrawRows, query),
    'POST /api/user/publisher/withdraw/code': () => {
      calls.codeRequests += 1;
      return { ok: true };
    },
  };
  return { routes, calls };
}

// ---- Moderation ----------------------------------------------------------------------------------------------

/** A moderator: an internal user of the operator. */
export const MODERATOR: SelfWire = {
  ...ADVERTISER,
  id: 12,
  email: 'moderator@demo.adnet',
  username: 'moderator',
  role: 'Internal User',
  roles: ['Internal User'],
};

/**
 * Every user's campaigns as a moderator sees them: those waiting for moderation carry a deadline (the soonest
 * first, as the queue sorts), the others none; owners vary.
 */
export const MODERATION_ROWS: CampaignListRowWire[] = campaignRows(34).map((row, i) => ({
  ...row,
  userId: 101 + ((i * 7) % 9),
  sla: row.status === 'MODERATION' ? (NEWEST + (2 + i) * 3_600_000) / 1000 : null,
}));

/** `GET /api/campaigns` for a moderator: `hasModerationKey`, `userId` and `sus` narrow it too. */
export function moderationPage(query: URLSearchParams) {
  const waiting = query.get('hasModerationKey') === 'true';
  const owner = query.get('userId');
  const rows = MODERATION_ROWS.filter(
    (r) => (!waiting || r.status === 'MODERATION') && (!owner || String(r.userId) === owner),
  );
  // The queue's order: the soonest deadline first, campaigns without one after.
  const sorted = [...rows].sort((a, b) => (a.sla ?? Infinity) - (b.sla ?? Infinity));
  return pageOf(sorted, query);
}

/** The owners of {@link MODERATION_ROWS} as an admin sees them. */
export function adminUser(id: number): AdminUserWire {
  return {
    id,
    email: `owner${id}@demo.adnet`,
    username: `owner${id}`,
    role: 'User',
    roles: ['User'],
    agency: null,
    operator: { id: 7 },
    confirmed: true,
    blocked: false,
    balance: 420 + id,
    createdEpoch: (NEWEST - 120 * 24 * 3_600_000) / 1000,
    flags: { activeFeatures: [], disabledFeatures: [] },
    telegramUsername: `owner_${id}`,
    termsVersion: 3,
    frozenBalance: 150,
    campaignsCount: 4,
    referralCode: `REF${id}`,
  };
}

/** The campaign behind a moderation row, as the review reads it: two chat ads with https landing links. */
export function moderationCampaign(id: number): CampaignWire | FixtureAnswer {
  const row = MODERATION_ROWS.find((r) => r.id === id);
  if (!row) return new FixtureAnswer(404, { error: 'NOT_FOUND', message: `No campaign ${id}` });
  const brand = BRANDS[(id - 1400) % BRANDS.length]!;
  const ad = (n: number): AdWire => ({
    id: id * 10 + n,
    erid: null,
    title: n === 1 ? `${brand}: 20% off your first order` : `${brand}: try it free for a week`,
    subtitle: 'Fast, private and available in 40 countries.',
    buttonText: n === 1 ? 'Open' : 'Try it',
    advertiserName: brand,
    icon: null,
    image: null,
    video: null,
    transcoded: false,
    link: `https://${brand.toLowerCase().replace(/\s+/g, '')}.example/offer-${n}`,
    afLink: null,
    hasBlacklistedLink: false,
    verifiedLink: true,
  });
  return {
    id,
    name: row.name,
    campaignType: 'CHAT',
    status: row.status,
    createdEpoch: row.createdEpoch,
    ownerId: row.userId,
    sus: false,
    sla: row.sla,
    declineWarning: null,
    declineReason: row.declineReason,
    latestModerationDate: null,
    moderatorId: null,
    strategy: { budget: row.budget, cpm: row.cpm, cpc: row.cpc, billingType: row.billingType },
    regNumber: null,
    legalName: null,
    legalInfoId: null,
    vat: null,
    legalType: null,
    ads: [ad(1), ad(2)],
    targeting: {
      regions: [],
      languages: ['en', 'ru'],
      isTelegramPremium: null,
      platformType: 'ALL',
      vpn: null,
      segments: [],
    },
  };
}

/** A stopped campaign in full (`GET /api/campaigns/{id}`): approved, two ads, a low bid. */
export function campaignDetail(id = 1400, patch: Partial<CampaignWire> = {}): CampaignWire {
  const ad = (n: number) => ({
    id: id * 10 + n,
    erid: null,
    title: `Swift Courier: deliveries in ${n + 1} hours`,
    subtitle: 'Order before noon, get it today',
    buttonText: 'Order',
    advertiserName: 'Swift Courier',
    icon: null,
    image: null,
    video: null,
    transcoded: false,
    link: `https://swift-courier.example/order?ad=${n}`,
    afLink: null,
    hasBlacklistedLink: false,
    verifiedLink: true,
  });
  return {
    id,
    name: 'Swift Courier · bot #11',
    campaignType: 'BOT',
    status: 'STOPPED',
    createdEpoch: (NEWEST - 20 * 86_400_000) / 1000,
    ownerId: ADVERTISER.id,
    sus: false,
    sla: null,
    declineWarning: null,
    declineReason: null,
    latestModerationDate: (NEWEST - 19 * 86_400_000) / 1000,
    moderatorId: 7,
    strategy: { budget: 250, cpm: 0.9, cpc: null, billingType: 'PAY_PER_SHOW' },
    regNumber: null,
    legalName: null,
    legalInfoId: null,
    vat: null,
    legalType: null,
    ads: [ad(0), ad(1)],
    targeting: {
      publishers: [],
      regions: [3, 7],
      languages: ['en', 'ru'],
      isTelegramPremium: null,
      platformType: 'ALL',
      walletTargeting: null,
      vpn: false,
      segments: [],
      excludedSegments: [],
      categories: [],
    },
    ...patch,
  };
}

// ---- Campaign editor -----------------------------------------------------------------------------------------

const region = (id: number, name: string, getCode: string, children: RegionNodeWire[] | null = null) => ({
  id,
  name,
  getCode,
  children,
});

/** The region tree (`GET /api/geo/tree`): two parts of the world, the campaign's regions (3, 7) among them. */
export const REGION_TREE: RegionNodeWire[] = [
  region(1, 'Europe', 'EU', [
    region(3, 'Germany', 'DE'),
    region(4, 'United Kingdom', 'GB'),
    region(5, 'Spain', 'ES'),
  ]),
  region(2, 'Asia', 'AS', [region(7, 'India', 'IN'), region(8, 'Indonesia', 'ID')]),
];

/**
 * A picture drawn on a canvas (a gradient, a few circles and a caption), as a PNG data URL: the ad's image with no
 * network and no binary fixture. Drawn on first use (the module is also read where there is no canvas).
 */
function samplePicture(width: number, height: number, hue: number, caption: string): string {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return '';
  const gradient = ctx.createLinearGradient(0, 0, width, height);
  gradient.addColorStop(0, `hsl(${hue} 80% 55%)`);
  gradient.addColorStop(1, `hsl(${hue + 60} 70% 35%)`);
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = 'rgba(255,255,255,0.18)';
  for (let i = 0; i < 5; i += 1) {
    ctx.beginPath();
    ctx.arc(width * (0.15 + i * 0.2), height * (0.3 + (i % 2) * 0.35), Math.min(width, height) * 0.18, 0, 7);
    ctx.fill();
  }
  ctx.fillStyle = '#ffffff';
  ctx.font = `700 ${Math.round(Math.min(width, height) / 7)}px 'DejaVu Sans', sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(caption, width / 2, height / 2);
  return canvas.toDataURL('image/png');
}

/** The id of {@link editedCampaign}. */
export const EDITED_ID = 1404;

/** The texts of {@link editedCampaign}'s ad. */
export const EDITED_AD = {
  title: 'Fresh Cart: groceries at your door in 30 minutes',
  subtitle: 'Fruit, bread and milk from local farms. Free delivery on your first three orders.',
  buttonText: 'Order now',
  advertiserName: 'Fresh Cart',
  link: 'https://fresh-cart.example/first-order',
};

/**
 * A chat campaign being edited (`GET /api/campaigns/{id}` of `/campaigns/{id}/edit`): stopped, one ad filled in
 * whole (title, advertiser, text, picture, button, https link), so the form and its preview both show an ad.
 */
export function editedCampaign(): CampaignWire {
  return campaignDetail(EDITED_ID, {
    name: 'Fresh Cart · chat #15',
    campaignType: 'CHAT',
    ads: [
      {
        id: 14041,
        erid: null,
        ...EDITED_AD,
        icon: null,
        image: { cloudId: 'fixture-fresh-cart', url: samplePicture(960, 540, 100, 'Fresh Cart') },
        video: null,
        transcoded: false,
        afLink: null,
        hasBlacklistedLink: false,
        verifiedLink: true,
      },
    ],
  });
}

/** Every call of the campaign editor (new or edit); `writes` counts what it sent (a form with an error sends none). */
export function editorApi() {
  const calls = { writes: 0 };
  // Drawn at the first call (in the browser), not when a story file is read.
  let drawn: CampaignWire | undefined;
  const campaign = () => (drawn ??= editedCampaign());
  const write = () => {
    calls.writes += 1;
    return campaign();
  };
  const routes: FixtureRoutes = {
    ...signedIn(),
    'GET /api/campaigns/{id}': ({ params }) =>
      Number(params.id) === EDITED_ID ? campaign() : new FixtureAnswer(404, { error: 'NOT_FOUND' }),
    'GET /api/geo/tree': () => REGION_TREE,
    'GET /api/user/constants': () => CONSTANTS,
    'GET /api/user/balance': () => BALANCE,
    'GET /api/audiences': ({ query }) => plainPage([], query),
    'GET /api/campaigns/forecast/{variant}': () => ({
      recommendedCpm: 1.2,
      showBudgetWarning: false,
      dailyImpressions: 38_000,
      narrowTargeting: false,
    }),
    'POST /api/campaigns': write,
    'PATCH /api/campaigns/{id}': write,
  };
  return { routes, calls };
}

// ---- Sales ---------------------------------------------------------------------------------------------------

/** An internal manager of the sales team: their own clients and leads. */
export const SALES_MANAGER: SelfWire = {
  ...ADVERTISER,
  id: 31,
  email: 'manager@demo.adnet',
  username: 'manager',
  role: 'User',
  roles: ['User', 'Internal User', 'Internal Manager'],
};

/** The manager's leads, the newest first (a day apart). */
export const LEADS: SalesClientWire[] = BRANDS.map((brand, i) => ({
  id: 700 + i,
  name: `${brand} (lead)`,
  contactEmail: `sales+${i + 1}@${brand.toLowerCase().replace(/\s+/g, '-')}.example`,
  telegramTag: null,
  userId: null,
  managerId: SALES_MANAGER.id,
  managerEmail: SALES_MANAGER.email,
  status: 'LEAD',
  totalSpent: 0,
  monthSpent: 0,
  balance: null,
  campaignsCount: 0,
  dealsCount: 0,
  openDealsAmount: 0,
  createdEpoch: (NEWEST - i * 86_400_000) / 1000,
}));

/** `GET /api/sales/clients` over `rows`: `status` and `search` (name or e-mail) narrow it. */
export function salesClientPage(rows: SalesClientWire[], query: URLSearchParams) {
  const status = query.get('status');
  const search = query.get('search')?.toLowerCase();
  return plainPage(
    rows.filter(
      (r) =>
        (!status || r.status === status) &&
        (!search || `${r.name} ${r.contactEmail}`.toLowerCase().includes(search)),
    ),
    query,
  );
}
