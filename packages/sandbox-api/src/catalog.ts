import type { CategoryWire, LanguageWire, UserConstantsWire } from '@adnet/api-client';

/**
 * The fixed lists and business limits of the sandbox, named once. The numbers are designed (the spec does not
 * show the network's limits) and listed in the package README.
 */

/** The terms version every new or seeded user must have accepted; one demo user is behind it. */
export const LATEST_TERMS_VERSION = 3;

export const CURRENCY = 'USDT';
export const MIN_CAMPAIGN_BUDGET = 10;
export const MIN_CPM = 0.1;
export const MAX_CPM = 1_000;
export const MIN_CPC = 0.01;
export const MAX_CPC = 100;
export const MIN_WITHDRAW_AMOUNT = 10;
export const MIN_DEPOSIT_AMOUNT = 1;
/** The largest single amount any money field accepts. */
export const MAX_MONEY = 1_000_000;
/** The TRON network fee taken from a withdraw (`GET /api/tron/fee`). */
export const TRON_FEE = 1.5;
export const AGENCY_SITE_URL = 'https://agency.adnet.example';
export const TERMS_URL = 'https://adnet.example/terms';
export const TELEGRAM_BOT = 'adnet_verify_bot';
/** How long a moderator has for a campaign in moderation (its `sla`). */
export const MODERATION_SLA_HOURS = 24;

/** Lifetimes of the e-mailed codes, seconds. */
export const CODE_TTL = { CONFIRM: 24 * 3600, RESET: 15 * 60, WITHDRAW: 10 * 60, TELEGRAM: 30 * 60 } as const;
/** Wrong guesses a code survives before it is burnt. */
export const CODE_MAX_ATTEMPTS = 5;

export const LANGUAGES: readonly LanguageWire[] = [
  { code: 'en', name: 'English' },
  { code: 'ru', name: 'Russian' },
  { code: 'uk', name: 'Ukrainian' },
  { code: 'es', name: 'Spanish' },
  { code: 'pt', name: 'Portuguese' },
  { code: 'de', name: 'German' },
  { code: 'fr', name: 'French' },
  { code: 'tr', name: 'Turkish' },
  { code: 'fa', name: 'Persian' },
  { code: 'ar', name: 'Arabic' },
  { code: 'uz', name: 'Uzbek' },
  { code: 'kk', name: 'Kazakh' },
  { code: 'hi', name: 'Hindi' },
  { code: 'id', name: 'Indonesian' },
  { code: 'zh', name: 'Chinese' },
];

export const CATEGORIES: readonly CategoryWire[] = [
  { id: 1, name: 'Crypto' },
  { id: 2, name: 'Games' },
  { id: 3, name: 'News' },
  { id: 4, name: 'Education' },
  { id: 5, name: 'Entertainment' },
  { id: 6, name: 'Finance' },
  { id: 7, name: 'Technology' },
  { id: 8, name: 'Lifestyle' },
  { id: 9, name: 'Sports' },
  { id: 10, name: 'Music' },
];

/** Feature flags the network knows; `active` is the global default. */
export const FEATURES = [
  { name: 'ru_ad_marking', description: 'Russian ad marking: legal info and erid on ads', active: false },
  { name: 'new_statistics', description: 'The statistics page with slices and charts', active: true },
  { name: 'audiences', description: 'Audience segments in targeting', active: true },
  { name: 'wallet_targeting', description: 'Target users by a connected wallet', active: true },
  { name: 'mini_app_placements', description: 'Placements inside Telegram mini apps', active: false },
] as const;

/**
 * Audiences (the contract's limits; `@adnet/api-client` exports the same values and the contract test compares
 * them). The sandbox imports only types from the client, so the numbers are repeated here.
 */
export const AUDIENCE_MIN_SIZE = 1_000;
export const AUDIENCE_NAME_MAX = 200;
export const AUDIENCE_MAX_DAYS = 365;
export const AUDIENCE_MAX_CAMPAIGNS = 20;
export const AUDIENCE_ACTION_MAX = 100;
export const AUDIENCE_ID_BATCH = 50_000;
export const AUDIENCE_MAX_IDS = 2_000_000;
export const AUDIENCE_UPLOAD_TTL_HOURS = 24;
/** How long the sandbox pretends a new or changed rule takes to compute (a real network needs a while). */
export const AUDIENCE_BUILD_SECONDS = 3;
/** Days of `sizeHistory` in an audience's detail. */
export const AUDIENCE_HISTORY_DAYS = 30;

/** Where the referral program's reward percent starts. */
export const DEFAULT_REFERRAL_PERCENT = 5;

export const USER_CONSTANTS: UserConstantsWire = {
  currency: CURRENCY,
  minCampaignBudget: MIN_CAMPAIGN_BUDGET,
  minCpm: MIN_CPM,
  minCpc: MIN_CPC,
  minWithdrawAmount: MIN_WITHDRAW_AMOUNT,
  minDepositAmount: MIN_DEPOSIT_AMOUNT,
  languages: [...LANGUAGES],
  categories: [...CATEGORIES],
  termsUrl: TERMS_URL,
  agencySiteUrl: AGENCY_SITE_URL,
};
