/**
 * The wire contract: what the network's HTTP API receives and sends, field for field.
 *
 * This module is the single source of truth for the shapes on the wire. `@adnet/sandbox-api` implements it and
 * imports these types (type-only); it never redeclares them. Field names follow the spec exactly. Shapes the spec
 * does not show were designed here; each designed shape says so in its TSDoc and is listed in the README's
 * "Contract" section. Changes after the first commit are additive only.
 *
 * Conventions on the wire (designed, apply to every call):
 * - Bodies are JSON (`content-type: application/json`); an empty body is allowed for 200/201/204 answers.
 * - Lists are Spring pages ({@link PageWire}). The `page` query is **0-based** as in Spring Data
 *   (`number` in the answer is 0-based too); the client converts from the grid's 1-based page.
 * - `sort` is Spring's `field,asc` / `field,desc`.
 * - Arrays in a query are comma-joined: `campaignIds=1,2,3`.
 * - Calendar dates in a query or body are `YYYY-MM-DD` strings (UTC days).
 * - Fields named `...Epoch` are Unix time in **seconds**; fields named `timestamp` are Unix time in
 *   **milliseconds**.
 * - Money is a JSON number in USDT (the USD stablecoin the network settles in).
 * - Auth is by cookies only: the HttpOnly `adn_access` cookie (path `/api`) and `adn_refresh` (path-scoped to the
 *   refresh and logout calls). No token is ever in a body, except the user's own personal API token.
 * - 401 means "no valid access cookie" and nothing else (the client refreshes on it). A wrong password is 400
 *   `BAD_CREDENTIALS`; a missing role is 403 `FORBIDDEN`.
 * - Who may call (designed): `/api/admin/**` needs `Internal User` or `SuperUser`; listing or changing any
 *   support case needs `SuperUser` or `Customer Happiness Agent` (a user reads and writes only their own cases);
 *   `/api/sales/**` needs `SuperUser`, `Main Internal Manager` or `Internal Manager`.
 *
 * @packageDocumentation
 */

// ---------------------------------------------------------------------------------------------------------------
// Shared shapes
// ---------------------------------------------------------------------------------------------------------------

/** A Spring Data page: the answer of every list call. `number` is the 0-based page index. */
export interface PageWire<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  /** 0-based index of this page. */
  number: number;
  size: number;
}

/** Paging query of every list call. `page` is 0-based (Spring); `sort` is `field,asc` or `field,desc`. */
export interface PageQueryWire {
  page?: number;
  size?: number;
  sort?: string;
}

/** Designed: the answer of a call that has nothing to return but success. */
export interface OkWire {
  ok: true;
}

/** Designed: the body of every error answer that is not a validation error. `error` is a stable code. */
export interface ErrorBodyWire {
  error: string;
  message?: string;
}

/** The body of a 400 answer when request fields are invalid: one message per field name. */
export interface ValidationErrorWire {
  error: 'VALIDATION_ERROR';
  message: string;
  fields: Record<string, string>;
}

/** Designed: a stored file (image, video, support picture) as the server refers to it. */
export interface AssetWire {
  /** The upload's `unique_key`: the id the server stores. */
  cloudId: string;
  /** Where the file can be downloaded. */
  url: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Roles, users and account
// ---------------------------------------------------------------------------------------------------------------

/** Every role name as the spec writes it (section 6). */
export const ROLES = [
  'User',
  'User Read Only',
  'SuperUser',
  'Customer Happiness Agent',
  'Agency',
  'Agency Admin',
  'Agency Manager',
  'Allowed to access via API integration',
  'Internal User',
  'Main Internal Manager',
  'Internal Manager',
] as const;

/** A role name exactly as the server sends it. */
export type Role = (typeof ROLES)[number];

/** Designed: the agency a user is bound to. */
export interface AgencyRefWire {
  id: number;
  name: string;
  /** The external agency site agency users are sent to. */
  siteUrl: string;
}

/** Per-user feature flags: a feature is on when it is in `activeFeatures` and not in `disabledFeatures`. */
export interface FeatureFlagsWire {
  activeFeatures: string[];
  disabledFeatures: string[];
}

/**
 * The signed-in user, from `GET /api/user/self` (spec section 3). `email` and `username` are designed additions.
 */
export interface SelfWire {
  id: number;
  email: string;
  username: string;
  /** The primary role. */
  role: Role;
  /** Every role the user holds, primary and secondary. */
  roles: Role[];
  /** The operator (account manager) of the user, or null when the user has none. */
  operator: { id: number } | null;
  agency: AgencyRefWire | null;
  flags: FeatureFlagsWire;
  /** The terms version the user accepted, or null when none is accepted. */
  termsVersion: number | null;
  latestTermsVersion: number;
}

/** Body of `POST /api/public/user/auth`. A wrong password answers 400 `BAD_CREDENTIALS`, not 401. */
export interface AuthRequestWire {
  email: string;
  password: string;
}

/** Body of `POST /api/public/user/register`. Success is HTTP 201 only. */
export interface RegisterRequestWire {
  email: string;
  password: string;
  username: string;
  referralCode?: string;
  acceptTerms: boolean;
  promocode?: string;
  telegramTag?: string;
}

/** Designed: answer of a successful (201) registration. The account still needs e-mail confirmation. */
export interface RegisterResponseWire {
  id: number;
  email: string;
}

/** Designed: the `error` codes registration answers with (400, or 409 for the taken ones). */
export type RegisterErrorCode =
  | 'VALIDATION_ERROR'
  | 'EMAIL_TAKEN'
  | 'USERNAME_TAKEN'
  | 'INVALID_REFERRAL_CODE'
  | 'INVALID_PROMOCODE'
  | 'TERMS_NOT_ACCEPTED';

/** Body of `POST /api/public/user/confirm`: the token from the confirmation e-mail. */
export interface ConfirmRequestWire {
  token: string;
}

/** Body of `POST /api/public/user/resend_confirmation`. */
export interface ResendConfirmationRequestWire {
  email: string;
  password: string;
}

/** Body of `POST /api/public/user/password/reset/code`: sends a reset code by e-mail. */
export interface PasswordResetCodeRequestWire {
  email: string;
}

/** Designed: body of `PATCH /api/public/user/password/reset`. */
export interface PasswordResetRequestWire {
  email: string;
  /** The code from the reset e-mail. */
  code: string;
  password: string;
}

/** Designed: a category of platforms, used in targeting and statistics. */
export interface CategoryWire {
  id: number;
  name: string;
}

/** Designed: a targeting language. */
export interface LanguageWire {
  /** ISO 639-1 code, e.g. `en`. */
  code: string;
  name: string;
}

/** Designed: answer of `GET /api/user/constants`, the limits and lists the forms need. */
export interface UserConstantsWire {
  /** The currency label, e.g. `USDT`. */
  currency: string;
  minCampaignBudget: number;
  minCpm: number;
  minCpc: number;
  minWithdrawAmount: number;
  minDepositAmount: number;
  languages: LanguageWire[];
  categories: CategoryWire[];
  termsUrl: string;
  /** The external site agency users are sent to. */
  agencySiteUrl: string;
}

/** Designed: body of `PUT /api/user/accept_terms`: the version the user accepts. */
export interface AcceptTermsRequestWire {
  termsVersion: number;
}

/** Body of `PUT /api/user/telegram_name`. */
export interface TelegramNameRequestWire {
  telegramUsername: string;
}

/**
 * Designed: where linking a Telegram username stands. `NOT_LINKED`: no name; `WAITING`: a name is set
 * (`PUT /api/user/telegram_name`) and waits for the code from `GET /api/user/telegram_name/code` to reach the bot
 * from that Telegram account; `LINKED`: the bot received it.
 */
export type TelegramLinkStatus = 'NOT_LINKED' | 'WAITING' | 'LINKED';

/** Designed: answer of `GET /api/user/telegram_name`: the user's Telegram username and its link status. */
export interface TelegramNameWire {
  /** Without the leading `@`; null when `NOT_LINKED`. */
  telegramUsername: string | null;
  status: TelegramLinkStatus;
  /** The bot the code is sent to (without `@`). */
  botUsername: string;
}

/** Designed: answer of `GET /api/user/telegram_name/code`: the code to send to the bot to prove the name. */
export interface TelegramCodeWire {
  code: string;
  botUsername: string;
}

/** Answer of `GET /api/user/personal_token` and `PUT /api/user/personal_token/regenerate`. */
export interface PersonalTokenWire {
  personalToken: string;
}

/** Designed: a user as an internal page lists it (`GET /api/admin/users`). */
export interface UserSummaryWire {
  id: number;
  email: string;
  username: string;
  role: Role;
  roles: Role[];
  agency: AgencyRefWire | null;
  operator: { id: number } | null;
  confirmed: boolean;
  blocked: boolean;
  balance: number;
  createdEpoch: number;
}

/** Designed: answer of `GET /api/admin/user/{userId}`: the summary plus what a detail page shows. */
export interface AdminUserWire extends UserSummaryWire {
  flags: FeatureFlagsWire;
  telegramUsername: string | null;
  termsVersion: number | null;
  frozenBalance: number;
  campaignsCount: number;
  referralCode: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Money
// ---------------------------------------------------------------------------------------------------------------

/** A wallet transaction. `description` is shown as the title; `timestamp` is Unix milliseconds. */
export interface TransactionWire {
  id: number;
  amount: number;
  description: string;
  userId: number;
  timestamp: number;
}

/**
 * Designed: query of `GET /api/user/balance`. Without `userId` the signed-in user's wallet; with it the wallet of
 * a user the caller may act for (admins any user, agency staff their agency's users), as the lists take it.
 */
export interface BalanceQueryWire {
  userId?: number;
}

/** Designed: answer of `GET /api/user/balance`. */
export interface BalanceWire {
  balance: number;
  /** Money reserved by running campaigns. */
  frozenBalance: number;
  currency: string;
}

/** Body of `POST /api/admin/user/{userId}/deposit`. Answers 200 or 201 with the new transaction. */
export interface DepositRequestWire {
  comment: string;
  amount: number;
  isInternalCurrency: boolean;
}

/**
 * The deposit's error answers (spec section 8): 404 `USER_NOT_FOUND` 'UserId not found', 403 `NO_RIGHTS`
 * 'No rights', 400 `PUBLISHER_ACCOUNT` 'Deposit cannot be applied to the publisher'. Codes designed.
 */
export type DepositErrorCode = 'USER_NOT_FOUND' | 'NO_RIGHTS' | 'PUBLISHER_ACCOUNT';

/** Body of `POST /api/user/publisher/withdraw`. The code comes from `POST /api/user/publisher/withdraw/code`. */
export interface WithdrawRequestWire {
  wallet: string;
  amount: number;
  memoTag: string;
  confirmationCode: string;
}

/** Designed: the state of a withdraw request. */
export type WithdrawStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

/** A withdraw request as listed (`GET /api/user/publisher/withdraw`). */
export interface WithdrawWire {
  id: number;
  wallet: string;
  amount: number;
  memoTag: string;
  /** Designed. */
  status: WithdrawStatus;
  /** Designed. */
  createdEpoch: number;
  /** Designed: the TRON transaction hash once approved. */
  txHash: string | null;
  /** Designed: why it was rejected. */
  rejectReason: string | null;
}

/** Answer of `GET /api/user/tron-wallet`: the user's deposit address. */
export interface TronWalletWire {
  walletAddress: string;
}

/** Designed: answer of `GET /api/tron/fee`: the network fee taken from a withdraw, in USDT. */
export interface TronFeeWire {
  fee: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Legal info for Russian ad marking (feature `ru_ad_marking`) — designed
// ---------------------------------------------------------------------------------------------------------------

/**
 * Designed: who the advertiser is for Russian ad marking, as an ad-data operator (ОРД) takes it: a resident legal
 * entity, an individual, a sole trader (ИП), a foreign legal entity or a foreign individual.
 */
export const LEGAL_INFO_TYPES = [
  'LEGAL_ENTITY',
  'INDIVIDUAL',
  'SOLE_TRADER',
  'FOREIGN_LEGAL_ENTITY',
  'FOREIGN_INDIVIDUAL',
] as const;

/** A type of party in Russian ad marking. */
export type LegalInfoType = (typeof LEGAL_INFO_TYPES)[number];

/**
 * Designed: one set of an advertiser's legal data (`GET /api/user/legal_info`). A user may keep several (an
 * advertiser that runs ads for more than one legal entity); a campaign names the one it is marked with by
 * `legalInfoId`. Residents carry an ИНН; foreign parties a country and a registration or tax number.
 */
export interface LegalInfoWire {
  id: number;
  /** The user the legal info belongs to. */
  userId: number;
  type: LegalInfoType;
  /** Full legal name (legal entities) or full name (individuals and sole traders). */
  name: string;
  /**
   * Russian tax number (ИНН), digits only: 10 for `LEGAL_ENTITY`, 12 for `INDIVIDUAL` and `SOLE_TRADER`, with its
   * check digits; null for foreign parties.
   */
  inn: string | null;
  /** Foreign parties: the country as its 3-digit OKSM code (ISO 3166-1 numeric, e.g. `'840'`); null for residents. */
  countryCode: string | null;
  /** Foreign parties: the registration number in their country (at most 32 characters), or null. */
  foreignRegNumber: string | null;
  /** Foreign parties: the tax number in their country (at most 50 characters), or null. */
  foreignTaxNumber: string | null;
  /** Whether the party pays Russian VAT (never for individuals). */
  vatPayer: boolean;
  createdEpoch: number;
  updatedEpoch: number;
}

/**
 * Designed: body of `POST /api/user/legal_info` and `PUT /api/user/legal_info/{id}`. The fields that do not apply
 * to the type must be absent or null (residents: no country or foreign numbers; foreign parties: no ИНН). A foreign
 * party needs `countryCode` and at least one of `foreignRegNumber` and `foreignTaxNumber`.
 */
export interface LegalInfoInputWire {
  type: LegalInfoType;
  name: string;
  inn?: string | null;
  countryCode?: string | null;
  foreignRegNumber?: string | null;
  foreignTaxNumber?: string | null;
  vatPayer: boolean;
}

/** Designed: body of `POST /api/user/legal_info`: `userId` names the client an admin or agency acts for. */
export interface LegalInfoCreateWire extends LegalInfoInputWire {
  userId?: number;
}

/** Designed: query of `GET /api/user/legal_info`: another user's list (admins, agency staff acting for a client). */
export interface LegalInfoListQueryWire {
  userId?: number;
}

// ---------------------------------------------------------------------------------------------------------------
// Campaigns
// ---------------------------------------------------------------------------------------------------------------

/** Campaign types as the server writes them (spec section 3). */
export const CAMPAIGN_TYPES_WIRE = [
  'FULLSCREEN_MEDIA',
  'REWARDED_VIDEO',
  'TASK',
  'BOT',
  'CHAT',
  'IN_CHAT_PAGE',
  'MAIN_PAGE',
] as const;

/** A campaign type as the server writes it. */
export type CampaignTypeWire = (typeof CAMPAIGN_TYPES_WIRE)[number];

/**
 * Designed: campaign status values (the spec does not show them). The lifecycle:
 * - `DRAFT`: saved with `draft: true`, never sent to moderation; `PATCH` with `draft: false` moves it to MODERATION.
 * - `MODERATION`: created or edited (ads or targeting changed), waiting for a moderator.
 * - `ACTIVE`: approved and serving. `stop` moves it to STOPPED.
 * - `STOPPED`: suspended by its owner; `start` moves it back to ACTIVE (or MODERATION if it was never approved).
 * - `DECLINED`: refused by a moderator with a `declineReason`; `restore {moderated: true}` makes it ACTIVE,
 *   `restore {moderated: false}` sends it back to MODERATION.
 * - `FINISHED`: the budget is spent or the end date passed.
 * - `ARCHIVED`: moved to the archive (any status but ACTIVE); `restore-archive` makes it STOPPED.
 */
export const CAMPAIGN_STATUSES = [
  'DRAFT',
  'MODERATION',
  'ACTIVE',
  'STOPPED',
  'DECLINED',
  'FINISHED',
  'ARCHIVED',
] as const;

/** A campaign status value. */
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** How a campaign pays (spec section 9). */
export type BillingTypeWire = 'PAY_PER_CLICK' | 'PAY_PER_SHOW';

/** The money side of a campaign. `cpm` / `cpc` are null when the strategy does not use them. */
export interface StrategyWire {
  budget: number;
  cpm: number | null;
  cpc: number | null;
  billingType: BillingTypeWire;
}

/** Designed: Telegram client platforms a campaign can target. */
export type PlatformTypeWire = 'ALL' | 'ANDROID' | 'IOS' | 'DESKTOP' | 'WEB';

/**
 * Campaign targeting. `publishers`, `walletTargeting` and `categories` are absent for `IN_CHAT_PAGE` and
 * `MAIN_PAGE` campaigns. Designed value shapes: ids are numbers, languages are ISO 639-1 codes, a `null`
 * boolean means "no preference".
 */
export interface TargetingWire {
  /** Platform (publisher) ids to show on; empty means all. */
  publishers?: number[];
  /** Region tree node ids; empty means everywhere. */
  regions: number[];
  languages: string[];
  isTelegramPremium: boolean | null;
  platformType: PlatformTypeWire;
  /** true: only users with a TON/TRON wallet connected, false: only without, null: everyone. */
  walletTargeting?: boolean | null;
  /** true: only VPN users, false: exclude VPN users, null: everyone. */
  vpn: boolean | null;
  /** Audience (segment) ids to include: with any, only users in at least one of them see the ads. */
  segments: number[];
  /**
   * Designed addition: audience ids to exclude (users in any of them never see the ads). Optional in a body, so
   * bodies without it stay valid (no audience excluded); the server always sends it (`[]` when none). An id may
   * not be in both lists.
   */
  excludedSegments?: number[];
  categories?: number[];
}

/** An ad of a campaign. Which fields are used depends on the campaign type; unused ones are null. */
export interface AdWire {
  id: number;
  /** Russian ad-marking token, when the campaign is marked. */
  erid: string | null;
  title: string | null;
  subtitle: string | null;
  buttonText: string | null;
  advertiserName: string | null;
  icon: AssetWire | null;
  image: AssetWire | null;
  video: AssetWire | null;
  /** Whether the uploaded video has been transcoded and can be served. */
  transcoded: boolean;
  /** The advertiser's link. */
  link: string | null;
  /** The tracking link; when present it is the shown link and `link` becomes the direct link. */
  afLink: string | null;
  hasBlacklistedLink: boolean;
  /** Designed: whether a moderator verified the link. */
  verifiedLink: boolean;
}

/** Designed: an ad as the create and edit calls take it. Assets are referred to by their `cloudId`. */
export interface AdInputWire {
  /** Present to keep an existing ad on edit; absent for a new ad. */
  id?: number;
  erid?: string | null;
  title?: string | null;
  subtitle?: string | null;
  buttonText?: string | null;
  advertiserName?: string | null;
  icon?: string | null;
  image?: string | null;
  video?: string | null;
  link?: string | null;
}

/** A campaign in full: `GET /api/campaigns/{id}`, `GET /api/archive/campaigns/{id}` and every write. */
export interface CampaignWire {
  id: number;
  name: string;
  /** Designed addition: the detail needs its type as much as the list row does. */
  campaignType: CampaignTypeWire;
  status: CampaignStatus;
  createdEpoch: number;
  ownerId: number;
  /** Marked suspicious by an admin. */
  sus: boolean;
  /** Designed: the moderation deadline (Unix seconds), null when not waiting for moderation. */
  sla: number | null;
  /** A moderator's warning that the campaign will be declined unless changed. */
  declineWarning: string | null;
  declineReason: string | null;
  /** Designed: Unix seconds. */
  latestModerationDate: number | null;
  moderatorId: number | null;
  strategy: StrategyWire;
  /**
   * The legal entity the campaign is marked with (feature `ru_ad_marking`): a saved legal info
   * (`legalInfoId`, the four details below null), or its details typed on the campaign (`legalInfoId` null), or
   * none (all null). See {@link CampaignInputWire}.
   */
  regNumber: string | null;
  legalName: string | null;
  legalInfoId: number | null;
  /** Designed: VAT rate in percent; null when the party does not pay VAT (or the campaign names a legal info). */
  vat: number | null;
  /** Designed addition: the party type of the typed details (what `regNumber` is); null otherwise. */
  legalType: LegalInfoType | null;
  ads: AdWire[];
  targeting: TargetingWire;
}

/** Designed: body of `POST /api/campaigns` (and, every field optional, of `PATCH /api/campaigns/{id}`). */
export interface CampaignInputWire {
  name: string;
  campaignType: CampaignTypeWire;
  strategy: StrategyWire;
  ads: AdInputWire[];
  targeting: TargetingWire;
  /**
   * The legal entity the campaign is marked with (feature `ru_ad_marking`), in one of two ways, never both:
   * - `legalInfoId`: a saved legal info ({@link LegalInfoWire}), one of the owner's own (400 on `legalInfoId`
   *   otherwise);
   * - its details typed on the campaign: `legalType`, `legalName`, `regNumber` and `vat` (see `checkCampaignLegal`).
   * Null (or absent on create) is none. Any of them given without the feature is a 400 on that field. On PATCH the
   * five are one group: a body naming any of them replaces all five (those it leaves out become null).
   */
  legalInfoId?: number | null;
  /** Designed: the party type of the typed details; it says what `regNumber` must be. */
  legalType?: LegalInfoType | null;
  /** The legal name (full name for a person), 1 to `LEGAL_NAME_MAX_LENGTH` characters. */
  legalName?: string | null;
  /**
   * A Russian resident's ИНН as digits (10 for `LEGAL_ENTITY`, 12 for `INDIVIDUAL` and `SOLE_TRADER`, check digits
   * holding); a foreign party's registration or tax number (at most `FOREIGN_TAX_NUMBER_MAX_LENGTH` characters).
   */
  regNumber?: string | null;
  /** VAT rate in percent (0 to 100, at most 2 decimals); null: not a VAT payer (always for individuals). */
  vat?: number | null;
  /** Save without sending to moderation (status DRAFT). */
  draft?: boolean;
  /** Admins create for another user. */
  userId?: number;
}

/** Body of `PATCH /api/campaigns/{id}`: only the fields that change. */
export type CampaignPatchWire = Partial<CampaignInputWire>;

/** A row of `GET /api/campaigns` and `GET /api/archive/campaigns`. `ctr` is a percent (designed, as in stats). */
export interface CampaignListRowWire {
  budget: number;
  cpm: number | null;
  id: number;
  name: string;
  createdEpoch: number;
  status: CampaignStatus;
  clicks: number;
  cpc: number | null;
  impressions: number;
  spent: number;
  /** Click-through rate in percent (2.5 means 2.5 %). */
  ctr: number;
  campaignType: CampaignTypeWire;
  sla: number | null;
  declineReason: string | null;
  userId: number;
  billingType: BillingTypeWire;
}

/** Query of `GET /api/campaigns`. `startDate`/`endDate` are `YYYY-MM-DD`. */
export interface CampaignListQueryWire extends PageQueryWire {
  name?: string;
  status?: CampaignStatus;
  startDate?: string;
  endDate?: string;
  /** Only campaigns waiting for moderation. */
  hasModerationKey?: boolean;
  sus?: boolean;
  userId?: number;
  type?: CampaignTypeWire;
}

/** Query of `GET /api/archive/campaigns`. */
export interface ArchiveListQueryWire extends PageQueryWire {
  startDate?: string;
  endDate?: string;
  userId?: number;
}

/** Query of `GET /api/user/campaigns-frozen-balance`. */
export interface FrozenBalanceQueryWire extends PageQueryWire {
  userId?: number;
}

/** A row of `GET /api/user/campaigns-frozen-balance`: money a campaign holds. Fields besides campaignId designed. */
export interface FrozenBalanceRowWire {
  campaignId: number;
  name: string;
  status: CampaignStatus;
  frozenAmount: number;
}

/** Designed: the `{variant}` of `GET /api/campaigns/forecast/{variant}`: which price to recommend. */
export type ForecastVariant = 'cpm' | 'cpc';

/** Designed: query of the forecast call: what the campaign would target. */
export interface ForecastQueryWire {
  type: CampaignTypeWire;
  budget?: number;
  regions?: number[];
  languages?: string[];
  platformType?: PlatformTypeWire;
}

/** Answer of `GET /api/campaigns/forecast/{variant}`: the recommendation for that variant, unrounded. */
export interface ForecastWire {
  recommendedCpm?: number;
  recommendedCpc?: number;
  showBudgetWarning: boolean;
  /**
   * Designed: the shows a day the targeting can reach (regions, languages and platform), as the network estimates
   * them. Absent when the server does not estimate reach.
   */
  dailyImpressions?: number;
  /** Designed: true when that reach is too small for a campaign to serve steadily (the targeting is too narrow). */
  narrowTargeting?: boolean;
}

/** Body of `PATCH /api/campaigns/{id}/decline`. */
export interface DeclineRequestWire {
  reason: string;
}

/** Body of `PATCH /api/campaigns/{id}/restore`: true makes the campaign ACTIVE, false sends it to moderation. */
export interface RestoreRequestWire {
  moderated: boolean;
}

/** Query of `POST /api/admin/campaigns/{id}/sus`. */
export interface SusQueryWire {
  isSus: boolean;
}

// ---------------------------------------------------------------------------------------------------------------
// Statistics and geography
// ---------------------------------------------------------------------------------------------------------------

/** How statistics rows are sliced, in the order screens offer them. */
export const STAT_SLICES = ['DATE', 'LANG', 'AD', 'CATEGORY', 'PLATFORM', 'COUNTRY'] as const;
/** How statistics rows are sliced. */
export type StatSlice = (typeof STAT_SLICES)[number];

/**
 * Query of `GET /api/statistics/campaignstat` (note the lower-case `startdate` / `enddate`).
 *
 * Designed reading of the spec, which lists `campaignIds` among the parameters without saying it is required: a
 * call without `campaignIds` covers every campaign of the user, the archived ones included (their days before the
 * archive spent what the wallet was charged), however many there are: the whole account's figures in one call, where ids are limited to
 * `MAX_STAT_CAMPAIGNS` a call. The user is the caller, or `userId` when the caller acts for that user.
 */
export interface CampaignStatQueryWire {
  /** `YYYY-MM-DD`. */
  startdate: string;
  /** `YYYY-MM-DD`. */
  enddate: string;
  slice: StatSlice;
  /**
   * Comma-joined on the wire; at most 200, `MAX_STAT_CAMPAIGNS` (designed). Absent: every campaign of the user
   * (see above).
   */
  campaignIds?: number[];
  /**
   * Designed: whose campaigns, when the caller acts for another user (an agency for its client, staff for an
   * account): without `campaignIds` all of that user's; with them, every id must be that user's campaign (404
   * otherwise). Absent: the caller's own.
   */
  userId?: number;
}

/** What a non-date row is sliced by: a language, ad, category, country or platform. */
export interface StatSliceKeyWire {
  /** Language and country slices use codes (`en`, `RU`); the others numeric ids. */
  id: number | string;
  name: string;
  url: string | null;
  icon: string | null;
}

/**
 * A statistics row. Exactly one of `date` (DATE slice, `YYYY-MM-DD`) and `key` (the other slices) is non-null
 * (designed). `ctr` is a percent.
 */
export interface CampaignStatRowWire {
  date: string | null;
  key: StatSliceKeyWire | null;
  clicks: number;
  impressions: number;
  spent: number;
  cpc: number;
  cpm: number;
  /** Click-through rate in percent. */
  ctr: number;
}

/** Designed: answer of both statistics calls. */
export interface CampaignStatWire {
  slice: StatSlice;
  rows: CampaignStatRowWire[];
  /** The sum over `rows` (cpc, cpm and ctr recomputed). */
  totals: Omit<CampaignStatRowWire, 'date' | 'key'>;
}

/** A node of `GET /api/geo/tree` (an array of root nodes). Leaves may send `children: null` (designed). */
export interface RegionNodeWire {
  id: number;
  name: string;
  /** The region's code (ISO 3166 for countries). */
  getCode: string;
  children: RegionNodeWire[] | null;
}

// ---------------------------------------------------------------------------------------------------------------
// Uploads
// ---------------------------------------------------------------------------------------------------------------

/** Designed: what an upload URL is requested for. */
export type UploadKind = 'image' | 'video';

/**
 * Designed: body of the upload-URL calls `POST /api/upload/image`, `POST /api/upload/video` and
 * `POST /api/upload/support/{supportId}/picture`.
 */
export interface UploadUrlRequestWire {
  fileName: string;
  contentType: string;
  size: number;
}

/**
 * Answer of the upload-URL calls (spec section 3). The file is then sent with `PUT uploadUrl` and the file's
 * content type, without cookies (the URL carries its own authorization); the PUT answers 200 or 204.
 */
export interface UploadUrlWire {
  uploadUrl: string;
  downloadUrl: string;
  unique_key: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Tracking and error log
// ---------------------------------------------------------------------------------------------------------------

/** Designed: body of `POST /api/public/collect/view`: a page the user saw. Sent with the tracking headers. */
export interface CollectViewWire {
  path: string;
  referrer?: string;
  title?: string;
}

/** Designed: body of `POST /api/public/collect/action`: something the user did. */
export interface CollectActionWire {
  action: string;
  path: string;
  data?: Record<string, string | number | boolean>;
}

/**
 * The query of the frontend-error GET (default path `/api/public/frontend-error`, designed). `data` is a JSON
 * string, scrubbed of secrets and capped in length by the reporter.
 */
export interface FrontendErrorQueryWire {
  app: string;
  type: string;
  event: string;
  data: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Audiences — designed
// ---------------------------------------------------------------------------------------------------------------

/**
 * Designed: how an audience's users are found.
 * - `UPLOADED`: a list of Telegram user ids the advertiser uploaded (see the upload calls below).
 * - `RETARGETING`: users who saw (`IMPRESSION`) or clicked (`CLICK`) chosen campaigns in the last `days` days.
 * - `CONVERTERS`: users who sent the tracking action `action` (`POST /api/public/collect/action`) in the last
 *   `days` days.
 */
export const AUDIENCE_KINDS = ['UPLOADED', 'RETARGETING', 'CONVERTERS'] as const;
export type AudienceKind = (typeof AUDIENCE_KINDS)[number];

/**
 * Designed: the state of an audience.
 * - `BUILDING`: the network is computing it (a new or changed rule, for a few seconds), or an uploaded audience's
 *   first list is still being uploaded.
 * - `READY`: at least `minSize` users; campaigns target it.
 * - `TOO_SMALL`: fewer than `minSize` users; campaigns skip it until it grows (a rule's audience can grow).
 * - `FAILED`: it has no users and never will without action: an upload was cancelled or expired before it
 *   completed (`failureReason`).
 */
export const AUDIENCE_STATUSES = ['BUILDING', 'READY', 'TOO_SMALL', 'FAILED'] as const;
export type AudienceStatus = (typeof AUDIENCE_STATUSES)[number];

/** Designed: why an audience is `FAILED`. */
export type AudienceFailureReason = 'UPLOAD_EXPIRED' | 'UPLOAD_CANCELLED';

/** Designed: what a retargeting audience counts: users who saw the campaigns' ads, or who clicked them. */
export const RETARGETING_EVENTS = ['IMPRESSION', 'CLICK'] as const;
export type RetargetingEvent = (typeof RETARGETING_EVENTS)[number];

/** Designed: the rule of an uploaded audience: the file its current list came from. */
export interface UploadedRuleWire {
  /** The name of the file the current list came from; null before the first upload completes. */
  fileName: string | null;
}

/** Designed: the rule of a retargeting audience. */
export interface RetargetingRuleWire {
  /** 1 to 20 campaigns of the audience's owner (any status; archived ones still count their past shows). */
  campaignIds: number[];
  event: RetargetingEvent;
  /** The window: the last 1 to 365 days, today included. */
  days: number;
}

/** Designed: the rule of a converters audience. */
export interface ConvertersRuleWire {
  /** The `action` of `POST /api/public/collect/action` (1 to 100 characters). */
  action: string;
  /** The window: the last 1 to 365 days, today included. */
  days: number;
}

/** Designed: an audience's kind with the rule of that kind. */
export type AudienceRuleWire =
  | { kind: 'UPLOADED'; rule: UploadedRuleWire }
  | { kind: 'RETARGETING'; rule: RetargetingRuleWire }
  | { kind: 'CONVERTERS'; rule: ConvertersRuleWire };

/** Designed: a campaign whose targeting names an audience. */
export interface AudienceCampaignWire {
  id: number;
  name: string;
  status: CampaignStatus;
  /** True when the campaign excludes the audience (`excludedSegments`), false when it includes it. */
  excluded: boolean;
}

/** Designed: an upload of an id list that has started and not completed yet. */
export interface AudienceUploadWire {
  fileName: string;
  /** Distinct ids received so far. */
  received: number;
  startedEpoch: number;
  /** After this the upload is void; an audience with no list then becomes `FAILED` (`UPLOAD_EXPIRED`). */
  expiresEpoch: number;
}

/**
 * Designed: an audience, as listed (`GET /api/audiences`) and returned by every write. `size` is the server's
 * estimate of the users it holds (for an uploaded list, its distinct ids); `minSize` is the least the network
 * targets. `campaigns` are every campaign whose targeting names it, archived ones included.
 */
export type AudienceWire = AudienceRuleWire & AudienceFieldsWire;

/** Designed: the fields of {@link AudienceWire} besides its kind and rule. */
export interface AudienceFieldsWire {
  id: number;
  name: string;
  /** The owner. */
  userId: number;
  size: number;
  minSize: number;
  status: AudienceStatus;
  /** Set when `status` is `FAILED`. */
  failureReason: AudienceFailureReason | null;
  createdEpoch: number;
  /** The last change of its name, rule or list. */
  updatedEpoch: number;
  campaigns: AudienceCampaignWire[];
  /** An upload in progress (uploaded audiences only), else null. The current list stays in use until it completes. */
  upload: AudienceUploadWire | null;
}

/** Designed: the audience's size on one day. */
export interface AudienceSizePointWire {
  /** `YYYY-MM-DD`. */
  date: string;
  size: number;
}

/** Designed: answer of `GET /api/audiences/{id}`: the audience and its size on each of the last 30 days. */
export type AudienceDetailWire = AudienceWire & {
  /** Oldest first; days before the audience existed are left out. */
  sizeHistory: AudienceSizePointWire[];
};

/** Designed: query of `GET /api/audiences`. `name` matches part of the name, ignoring case. */
export interface AudienceListQueryWire extends PageQueryWire {
  name?: string;
  kind?: AudienceKind;
  status?: AudienceStatus;
  /** Whose audiences: an agency's client or, for admins, any user; the caller's own when absent. */
  userId?: number;
}

/**
 * Designed: body of `POST /api/audiences`: a name and a kind with its rule. An `UPLOADED` audience starts with
 * no list and an open upload (its `rule.fileName` names the file); it is `BUILDING` until the upload completes.
 */
export type AudienceInputWire = AudienceRuleWire & {
  name: string;
  /** Create for another user (agency staff for a client, admins for anyone). */
  userId?: number;
};

/**
 * Designed: body of `PATCH /api/audiences/{id}`. The kind never changes; `rule` must be of the audience's kind
 * and is refused for an uploaded audience (a new list comes through a new upload). A changed rule makes the
 * audience `BUILDING` for a few seconds.
 */
export interface AudiencePatchWire {
  name?: string;
  rule?: RetargetingRuleWire | ConvertersRuleWire;
}

/** Designed: query of `GET /api/audiences/estimate`: the size a rule would have now, before saving it. */
export interface AudienceEstimateQueryWire {
  kind: 'RETARGETING' | 'CONVERTERS';
  /** RETARGETING: the campaigns (comma-joined). */
  campaignIds?: number[];
  /** RETARGETING. */
  event?: RetargetingEvent;
  /** CONVERTERS. */
  action?: string;
  days: number;
  /** Estimate for another user's campaigns (as `userId` of the list). */
  userId?: number;
}

/** Designed: answer of `GET /api/audiences/estimate`. */
export interface AudienceEstimateWire {
  size: number;
  minSize: number;
}

/** Designed: body of `POST /api/audiences/{id}/upload`: starts a new upload (replacing one in progress). */
export interface AudienceUploadStartWire {
  fileName: string;
}

/**
 * Designed: body of `POST /api/audiences/{id}/upload/ids`: one batch of Telegram user ids (positive integers, at
 * most `AUDIENCE_ID_BATCH`, 50 000, a batch). Sending an id twice is harmless: the upload keeps distinct ids, so a
 * retried batch changes nothing.
 */
export interface AudienceIdsBatchWire {
  ids: number[];
}

/**
 * Designed: body of `POST /api/audiences/{id}/upload/complete`: how many distinct ids the sender sent. The server
 * completes the upload only when it received exactly that many (409 `UPLOAD_COUNT_MISMATCH` otherwise), then the
 * list replaces the current one and `size` is that count.
 */
export interface AudienceUploadCompleteWire {
  count: number;
}

/**
 * Designed: the 409 body of `DELETE /api/audiences/{id}` while campaigns that are running (`ACTIVE`) or about to
 * (`MODERATION`) use the audience: `campaigns` names them.
 */
export interface AudienceInUseWire extends ErrorBodyWire {
  error: 'AUDIENCE_IN_USE';
  campaigns: AudienceCampaignWire[];
}

// ---------------------------------------------------------------------------------------------------------------
// Internal (admin) area — designed
// ---------------------------------------------------------------------------------------------------------------

/** Designed: query of `GET /api/admin/users`. `search` matches e-mail and username. */
export interface UserListQueryWire extends PageQueryWire {
  search?: string;
  role?: Role;
  agencyId?: number;
}

/** Designed: body of `PATCH /api/admin/user/{userId}`. */
export interface UserPatchWire {
  role?: Role;
  roles?: Role[];
  blocked?: boolean;
  agencyId?: number | null;
  operatorId?: number | null;
}

/** Designed: body of `PUT /api/admin/user/{userId}/features`: the user's own flag overrides. */
export type UserFeaturesRequestWire = FeatureFlagsWire;

/** Designed: an agency (`GET /api/admin/agencies`). */
export interface AgencyWire {
  id: number;
  name: string;
  siteUrl: string;
  usersCount: number;
  createdEpoch: number;
}

/** Designed: query of `GET /api/admin/agencies`. */
export interface AgencyListQueryWire extends PageQueryWire {
  search?: string;
}

/** Designed: body of `POST /api/admin/agencies` (every field optional for `PATCH /api/admin/agencies/{id}`). */
export interface AgencyInputWire {
  name: string;
  siteUrl: string;
}

/** Designed: an internal manager (operator) who looks after advertiser accounts. */
export interface ManagerWire {
  id: number;
  email: string;
  username: string;
  role: Role;
  accountsCount: number;
  /** Sum of the balances of the managed accounts. */
  totalBalance: number;
}

/** Designed: an advertiser account as the accounts pages list it (`GET /api/admin/accounts`). */
export interface AccountWire {
  userId: number;
  email: string;
  username: string;
  managerId: number | null;
  managerName: string | null;
  balance: number;
  spent: number;
  campaignsCount: number;
}

/** Designed: query of `GET /api/admin/accounts`. */
export interface AccountListQueryWire extends PageQueryWire {
  search?: string;
  managerId?: number;
}

/** Designed: body of `PUT /api/admin/accounts/{userId}/manager`. */
export interface AssignManagerRequestWire {
  managerId: number | null;
}

/** Designed: kinds of publisher platforms. */
export type PlatformKind = 'CHANNEL' | 'BOT' | 'MINI_APP';

/** Designed: moderation state of a platform. */
export type PlatformStatus = 'PENDING' | 'APPROVED' | 'BLOCKED';

/** Designed: a publisher platform (`GET /api/admin/platforms`). */
export interface PlatformWire {
  id: number;
  name: string;
  url: string;
  icon: string | null;
  kind: PlatformKind;
  status: PlatformStatus;
  ownerId: number;
  categoryId: number | null;
  createdEpoch: number;
}

/** Designed: query of `GET /api/admin/platforms`. */
export interface PlatformListQueryWire extends PageQueryWire {
  search?: string;
  status?: PlatformStatus;
  kind?: PlatformKind;
}

/** Designed: body of `PATCH /api/admin/platforms/{id}`. */
export interface PlatformPatchWire {
  status?: PlatformStatus;
  categoryId?: number | null;
}

/** Designed: a promocode that credits money on registration (`GET /api/admin/promocodes`). */
export interface PromocodeWire {
  id: number;
  code: string;
  amount: number;
  usageLimit: number | null;
  usedCount: number;
  expiresEpoch: number | null;
  active: boolean;
  createdEpoch: number;
}

/** Designed: body of `POST /api/admin/promocodes`. */
export interface PromocodeInputWire {
  code: string;
  amount: number;
  usageLimit: number | null;
  expiresEpoch: number | null;
}

/** Designed: body of `PATCH /api/admin/promocodes/{id}`. */
export interface PromocodePatchWire {
  active?: boolean;
  usageLimit?: number | null;
  expiresEpoch?: number | null;
}

/** Designed: a feature flag as a whole (`GET /api/admin/features`). */
export interface FeatureWire {
  name: string;
  description: string;
  /** On for everyone unless a user disables it. */
  active: boolean;
  /** How many users override it on or off. */
  overrides: number;
}

/** Designed: body of `PUT /api/admin/features/{name}`. */
export interface FeatureToggleRequestWire {
  active: boolean;
}

/** Designed: the signed-in user's referral program (`GET /api/user/referral`). */
export interface ReferralInfoWire {
  referralCode: string;
  invitedCount: number;
  earned: number;
  rewardPercent: number;
}

/** Designed: a referral link between two users (`GET /api/admin/referrals`). */
export interface ReferralWire {
  id: number;
  referrerId: number;
  referrerEmail: string;
  referredId: number;
  referredEmail: string;
  earned: number;
  createdEpoch: number;
}

/** Designed: query of `GET /api/admin/referrals`. */
export interface ReferralListQueryWire extends PageQueryWire {
  referrerId?: number;
}

/** Designed: the program's settings (`GET` / `PUT /api/admin/referral/settings`). */
export interface ReferralSettingsWire {
  rewardPercent: number;
}

/** Designed: a withdraw request as the approval page lists it (`GET /api/admin/withdraw`). */
export interface AdminWithdrawWire extends WithdrawWire {
  userId: number;
  userEmail: string;
  /** Designed (additive): the TRON network fee charged with this withdraw, in USDT, on top of `amount`. */
  fee: number;
}

/** Designed: query of `GET /api/admin/withdraw`. */
export interface AdminWithdrawQueryWire extends PageQueryWire {
  status?: WithdrawStatus;
  userId?: number;
}

/** Designed: body of `PATCH /api/admin/withdraw/{id}/approve`. */
export interface WithdrawApproveRequestWire {
  txHash: string;
}

/** Designed: body of `PATCH /api/admin/withdraw/{id}/reject`. */
export interface WithdrawRejectRequestWire {
  reason: string;
}

/**
 * Designed: what an audit line records. Every write that moves money or blocks someone (and every moderation
 * decision) is recorded by the server with who did it:
 * - `DEPOSIT`: an admin deposit (`amount`, the comment in `details`);
 * - `WITHDRAW_APPROVED` / `WITHDRAW_REJECTED`: a decision on a withdraw (`targetId` the withdraw, `amount` its
 *   sum, `details` the tx hash or the reason; a rejection refunds the sum and the fee);
 * - `USER_BLOCKED` / `USER_UNBLOCKED`, `ROLES_CHANGED` (`details` the new roles, comma-joined);
 * - `CAMPAIGN_APPROVED`, `CAMPAIGN_DECLINED` (`details` the reason), `CAMPAIGN_SUS_MARKED`,
 *   `CAMPAIGN_SUS_CLEARED` (`targetId` the campaign);
 * - `PLATFORM_BLOCKED`, `PLATFORM_APPROVED` (`targetId` the platform; the line belongs to its owner).
 */
export const AUDIT_ACTIONS = [
  'DEPOSIT',
  'WITHDRAW_APPROVED',
  'WITHDRAW_REJECTED',
  'USER_BLOCKED',
  'USER_UNBLOCKED',
  'ROLES_CHANGED',
  'CAMPAIGN_APPROVED',
  'CAMPAIGN_DECLINED',
  'CAMPAIGN_SUS_MARKED',
  'CAMPAIGN_SUS_CLEARED',
  'PLATFORM_BLOCKED',
  'PLATFORM_APPROVED',
] as const;

/** Designed: an audit action. */
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Designed: one audit line about a user (`GET /api/admin/user/{userId}/audit`), newest first by default. */
export interface AuditEntryWire {
  id: number;
  action: AuditAction;
  /** The user the write was about (the owner of the campaign, withdraw or platform). */
  userId: number;
  /** Who did it. */
  actorId: number;
  actorEmail: string;
  /** The campaign, withdraw or platform the line is about; null for user-level lines. */
  targetId: number | null;
  /** Money the write moved for the user, in USDT: credited (+, a deposit or a refund) or paid out (-, an approved
   * withdraw); null when none moved. */
  amount: number | null;
  /** The comment, reason, hash or roles, as entered; null when there were none. */
  details: string | null;
  createdEpoch: number;
}

/** Designed: query of `GET /api/admin/user/{userId}/audit`. */
export interface AuditListQueryWire extends PageQueryWire {
  action?: AuditAction;
}

// ---------------------------------------------------------------------------------------------------------------
// Support cases — designed
// ---------------------------------------------------------------------------------------------------------------

/** Designed: state of a support case. */
export const SUPPORT_CASE_STATUSES = ['OPEN', 'PENDING', 'RESOLVED', 'CLOSED'] as const;
export type SupportCaseStatus = (typeof SUPPORT_CASE_STATUSES)[number];

/** Designed: how urgent a support case is, lowest first. Agents set it; a new case is `NORMAL`. */
export const SUPPORT_CASE_PRIORITIES = ['LOW', 'NORMAL', 'HIGH', 'URGENT'] as const;
export type SupportCasePriority = (typeof SUPPORT_CASE_PRIORITIES)[number];

/** Designed: a support case as listed (`GET /api/support/cases`). */
export interface SupportCaseWire {
  id: number;
  userId: number;
  userEmail: string;
  subject: string;
  status: SupportCaseStatus;
  /** Added: how urgent the case is. */
  priority: SupportCasePriority;
  assigneeId: number | null;
  /** Added: the assignee's e-mail, null when unassigned. */
  assigneeEmail: string | null;
  createdEpoch: number;
  /** The last activity: a message, or a change of status, priority or assignee. */
  updatedEpoch: number;
}

/** Designed: one message of a support case. */
export interface SupportMessageWire {
  id: number;
  authorId: number;
  /** USER for the case's owner, AGENT for support staff. */
  authorKind: 'USER' | 'AGENT';
  /** Added: the author's display name (username). */
  authorName: string;
  text: string;
  pictures: AssetWire[];
  createdEpoch: number;
}

/**
 * Designed (added): the account behind a case, as support staff see it beside the thread. `balance` is the
 * booked balance in USDT; `campaignsCount` excludes archived campaigns.
 */
export interface SupportAccountWire {
  id: number;
  email: string;
  username: string;
  role: Role;
  createdEpoch: number;
  balance: number;
  campaignsCount: number;
  activeCampaignsCount: number;
  casesCount: number;
}

/** Designed: a support case with its messages (`GET /api/support/cases/{id}`). */
export interface SupportCaseDetailWire extends SupportCaseWire {
  messages: SupportMessageWire[];
  /** Added: the owner's account summary for support staff; null when the owner reads their own case. */
  account: SupportAccountWire | null;
}

/** Designed: query of `GET /api/support/cases`. */
export interface SupportCaseListQueryWire extends PageQueryWire {
  status?: SupportCaseStatus;
  userId?: number;
  assigneeId?: number;
  /** Added. */
  priority?: SupportCasePriority;
  /** Added: part of the subject or of the owner's e-mail. */
  search?: string;
}

/** Designed: body of `POST /api/support/cases`. `pictures` are cloud ids from the support picture upload. */
export interface SupportCaseInputWire {
  subject: string;
  text: string;
  pictures?: string[];
}

/** Designed: body of `POST /api/support/cases/{id}/messages`. */
export interface SupportMessageInputWire {
  text: string;
  pictures?: string[];
}

/** Designed: body of `PATCH /api/support/cases/{id}`. */
export interface SupportCasePatchWire {
  status?: SupportCaseStatus;
  assigneeId?: number | null;
  /** Added. */
  priority?: SupportCasePriority;
}

/** Designed (added): someone a case can be assigned to (`GET /api/support/agents`). */
export interface SupportAgentWire {
  id: number;
  email: string;
  username: string;
}

// ---------------------------------------------------------------------------------------------------------------
// Sales — designed
// ---------------------------------------------------------------------------------------------------------------

/** Designed: state of a sales client. */
export const SALES_CLIENT_STATUSES = ['LEAD', 'ACTIVE', 'CHURNED'] as const;
export type SalesClientStatus = (typeof SALES_CLIENT_STATUSES)[number];

/** Designed: a client of the sales team (`GET /api/sales/clients`). */
export interface SalesClientWire {
  id: number;
  name: string;
  contactEmail: string;
  telegramTag: string | null;
  /** The cabinet user behind the client, once registered. */
  userId: number | null;
  managerId: number;
  /** Added: the manager's e-mail. */
  managerEmail: string;
  status: SalesClientStatus;
  totalSpent: number;
  /** Added: the linked user's booked spend in the current calendar month (UTC); 0 without a user. */
  monthSpent: number;
  /** Added: the linked user's balance; null without a user. */
  balance: number | null;
  /** Added: the linked user's campaigns, archived ones excluded; 0 without a user. */
  campaignsCount: number;
  /** Added: deals with this client, in any stage. */
  dealsCount: number;
  /** Added: the sum of the client's deals in `NEW` or `NEGOTIATION`. */
  openDealsAmount: number;
  createdEpoch: number;
}

/** Designed: a client with its deals and notes (`GET /api/sales/clients/{id}`). */
export interface SalesClientDetailWire extends SalesClientWire {
  notes: string;
  deals: DealWire[];
}

/** Designed: query of `GET /api/sales/clients`. */
export interface SalesClientListQueryWire extends PageQueryWire {
  search?: string;
  status?: SalesClientStatus;
  managerId?: number;
}

/** Designed: body of `POST /api/sales/clients` (every field optional for `PATCH /api/sales/clients/{id}`). */
export interface SalesClientInputWire {
  name: string;
  contactEmail: string;
  telegramTag?: string | null;
  userId?: number | null;
  status?: SalesClientStatus;
  notes?: string;
  managerId?: number;
}

/** Designed: stage of a deal, in pipeline order; `WON` and `LOST` close it. */
export const DEAL_STAGES = ['NEW', 'NEGOTIATION', 'WON', 'LOST'] as const;
export type DealStage = (typeof DEAL_STAGES)[number];

/** Designed: a deal with a sales client (`GET /api/sales/deals`). */
export interface DealWire {
  id: number;
  clientId: number;
  clientName: string;
  title: string;
  amount: number;
  stage: DealStage;
  managerId: number;
  createdEpoch: number;
  closedEpoch: number | null;
}

/** Designed: query of `GET /api/sales/deals`. */
export interface DealListQueryWire extends PageQueryWire {
  clientId?: number;
  stage?: DealStage;
  managerId?: number;
  /** Added: part of the deal's title or of its client's name. */
  search?: string;
}

/** Designed: body of `POST /api/sales/deals` (every field optional for `PATCH /api/sales/deals/{id}`). */
export interface DealInputWire {
  clientId: number;
  title: string;
  amount: number;
  stage?: DealStage;
}

/** Designed (added): the deals of one stage in the sales summary. */
export interface DealStageSummaryWire {
  stage: DealStage;
  count: number;
  amount: number;
}

/**
 * Designed: answer of `GET /api/sales/summary`, the sales overview page, over the clients and deals the caller
 * sees (an Internal Manager's own, everyone's for a Main Internal Manager or a SuperUser).
 */
export interface SalesSummaryWire {
  clients: number;
  activeDeals: number;
  pipelineAmount: number;
  wonAmount: number;
  /** Added: every stage in pipeline order, with its deals' count and sum. */
  stages: DealStageSummaryWire[];
  /** Added: the calendar month (UTC) `monthSpent` covers, `YYYY-MM`. */
  month: string;
  /** Added: the booked spend of the clients' users in `month`. */
  monthSpent: number;
}

// ---------------------------------------------------------------------------------------------------------------
// The endpoint map
// ---------------------------------------------------------------------------------------------------------------

/**
 * Every call of the contract, keyed by `METHOD path` with `{param}` placeholders, with its query, body and
 * answer. The sandbox can type its handlers from it; the client's tests walk it. `never` means "none".
 */
export interface Endpoints {
  // Account (spec section 7)
  'POST /api/public/user/auth': { query: never; body: AuthRequestWire; response: OkWire };
  'POST /api/public/user/auth/refresh': { query: never; body: never; response: OkWire };
  'POST /api/public/user/register': {
    query: never;
    body: RegisterRequestWire;
    response: RegisterResponseWire;
  };
  'POST /api/public/user/confirm': { query: never; body: ConfirmRequestWire; response: OkWire };
  'POST /api/public/user/resend_confirmation': {
    query: never;
    body: ResendConfirmationRequestWire;
    response: OkWire;
  };
  'POST /api/logout': { query: never; body: never; response: OkWire };
  'GET /api/user/self': { query: never; body: never; response: SelfWire };
  'POST /api/public/user/password/reset/code': {
    query: never;
    body: PasswordResetCodeRequestWire;
    response: OkWire;
  };
  'PATCH /api/public/user/password/reset': { query: never; body: PasswordResetRequestWire; response: OkWire };
  'GET /api/user/constants': { query: never; body: never; response: UserConstantsWire };
  'PUT /api/user/accept_terms': { query: never; body: AcceptTermsRequestWire; response: OkWire };
  'GET /api/user/telegram_name': { query: never; body: never; response: TelegramNameWire };
  'PUT /api/user/telegram_name': { query: never; body: TelegramNameRequestWire; response: OkWire };
  'GET /api/user/telegram_name/code': { query: never; body: never; response: TelegramCodeWire };
  'GET /api/user/personal_token': { query: never; body: never; response: PersonalTokenWire };
  'PUT /api/user/personal_token/regenerate': { query: never; body: never; response: PersonalTokenWire };
  'GET /api/admin/user/{userId}': { query: never; body: never; response: AdminUserWire };
  // Money
  'GET /api/user/transactions': { query: PageQueryWire; body: never; response: PageWire<TransactionWire> };
  'GET /api/user/user/{userId}/transactions': {
    query: PageQueryWire;
    body: never;
    response: PageWire<TransactionWire>;
  };
  'GET /api/user/balance': { query: BalanceQueryWire; body: never; response: BalanceWire };
  'POST /api/admin/user/{userId}/deposit': {
    query: never;
    body: DepositRequestWire;
    response: TransactionWire;
  };
  'POST /api/user/publisher/withdraw': { query: never; body: WithdrawRequestWire; response: WithdrawWire };
  'GET /api/user/publisher/withdraw': { query: PageQueryWire; body: never; response: PageWire<WithdrawWire> };
  'POST /api/user/publisher/withdraw/code': { query: never; body: never; response: OkWire };
  'GET /api/user/tron-wallet': { query: never; body: never; response: TronWalletWire };
  'GET /api/tron/fee': { query: never; body: never; response: TronFeeWire };
  // Legal info (designed; feature ru_ad_marking)
  'GET /api/user/legal_info': { query: LegalInfoListQueryWire; body: never; response: LegalInfoWire[] };
  'POST /api/user/legal_info': { query: never; body: LegalInfoCreateWire; response: LegalInfoWire };
  'GET /api/user/legal_info/{id}': { query: never; body: never; response: LegalInfoWire };
  'PUT /api/user/legal_info/{id}': { query: never; body: LegalInfoInputWire; response: LegalInfoWire };
  'DELETE /api/user/legal_info/{id}': { query: never; body: never; response: OkWire };
  // Campaigns
  'GET /api/campaigns': {
    query: CampaignListQueryWire;
    body: never;
    response: PageWire<CampaignListRowWire>;
  };
  'GET /api/archive/campaigns': {
    query: ArchiveListQueryWire;
    body: never;
    response: PageWire<CampaignListRowWire>;
  };
  'GET /api/user/campaigns-frozen-balance': {
    query: FrozenBalanceQueryWire;
    body: never;
    response: PageWire<FrozenBalanceRowWire>;
  };
  'GET /api/campaigns/forecast/{variant}': { query: ForecastQueryWire; body: never; response: ForecastWire };
  'POST /api/campaigns': { query: never; body: CampaignInputWire; response: CampaignWire };
  'POST /api/campaigns/{id}/copy': { query: never; body: never; response: CampaignWire };
  'PATCH /api/campaigns/{id}/stop': { query: never; body: never; response: CampaignWire };
  'PATCH /api/campaigns/{id}/start': { query: never; body: never; response: CampaignWire };
  'GET /api/campaigns/{id}': { query: never; body: never; response: CampaignWire };
  'PATCH /api/campaigns/{id}': { query: never; body: CampaignPatchWire; response: CampaignWire };
  'GET /api/archive/campaigns/{id}': { query: never; body: never; response: CampaignWire };
  'PATCH /api/campaigns/{id}/decline': { query: never; body: DeclineRequestWire; response: CampaignWire };
  'PATCH /api/campaigns/{id}/restore': { query: never; body: RestoreRequestWire; response: CampaignWire };
  'POST /api/admin/campaigns/{id}/sus': { query: SusQueryWire; body: never; response: CampaignWire };
  'POST /api/campaigns/{id}/archive': { query: never; body: never; response: CampaignWire };
  'POST /api/campaigns/{id}/restore-archive': { query: never; body: never; response: CampaignWire };
  // Statistics and geography
  'GET /api/statistics/campaignstat': {
    query: CampaignStatQueryWire;
    body: never;
    response: CampaignStatWire;
  };
  'GET /api/statistics/campaignstat/archive/{id}': { query: never; body: never; response: CampaignStatWire };
  'GET /api/geo/tree': { query: never; body: never; response: RegionNodeWire[] };
  // Uploads
  'POST /api/upload/image': { query: never; body: UploadUrlRequestWire; response: UploadUrlWire };
  'POST /api/upload/video': { query: never; body: UploadUrlRequestWire; response: UploadUrlWire };
  'POST /api/upload/support/{supportId}/picture': {
    query: never;
    body: UploadUrlRequestWire;
    response: UploadUrlWire;
  };
  // Tracking and error log
  'POST /api/public/collect/view': { query: never; body: CollectViewWire; response: OkWire };
  'POST /api/public/collect/action': { query: never; body: CollectActionWire; response: OkWire };
  'GET /api/public/frontend-error': { query: FrontendErrorQueryWire; body: never; response: OkWire };
  // Audiences (designed)
  'GET /api/audiences': { query: AudienceListQueryWire; body: never; response: PageWire<AudienceWire> };
  'GET /api/audiences/estimate': {
    query: AudienceEstimateQueryWire;
    body: never;
    response: AudienceEstimateWire;
  };
  'GET /api/audiences/{id}': { query: never; body: never; response: AudienceDetailWire };
  'POST /api/audiences': { query: never; body: AudienceInputWire; response: AudienceWire };
  'PATCH /api/audiences/{id}': { query: never; body: AudiencePatchWire; response: AudienceWire };
  'DELETE /api/audiences/{id}': { query: never; body: never; response: OkWire };
  'POST /api/audiences/{id}/upload': { query: never; body: AudienceUploadStartWire; response: AudienceWire };
  'POST /api/audiences/{id}/upload/ids': {
    query: never;
    body: AudienceIdsBatchWire;
    response: AudienceUploadWire;
  };
  'POST /api/audiences/{id}/upload/complete': {
    query: never;
    body: AudienceUploadCompleteWire;
    response: AudienceWire;
  };
  'DELETE /api/audiences/{id}/upload': { query: never; body: never; response: AudienceWire };
  // Internal: users, agencies, accounts, platforms, promocodes, features, referral, withdraw approvals
  'GET /api/admin/users': { query: UserListQueryWire; body: never; response: PageWire<UserSummaryWire> };
  'PATCH /api/admin/user/{userId}': { query: never; body: UserPatchWire; response: AdminUserWire };
  'PUT /api/admin/user/{userId}/features': {
    query: never;
    body: UserFeaturesRequestWire;
    response: AdminUserWire;
  };
  'GET /api/admin/agencies': { query: AgencyListQueryWire; body: never; response: PageWire<AgencyWire> };
  'POST /api/admin/agencies': { query: never; body: AgencyInputWire; response: AgencyWire };
  'PATCH /api/admin/agencies/{id}': { query: never; body: Partial<AgencyInputWire>; response: AgencyWire };
  'GET /api/admin/accounts': { query: AccountListQueryWire; body: never; response: PageWire<AccountWire> };
  'PUT /api/admin/accounts/{userId}/manager': {
    query: never;
    body: AssignManagerRequestWire;
    response: AccountWire;
  };
  'GET /api/admin/managers': { query: never; body: never; response: ManagerWire[] };
  'GET /api/admin/managers/{id}': { query: never; body: never; response: ManagerWire };
  'GET /api/admin/platforms': { query: PlatformListQueryWire; body: never; response: PageWire<PlatformWire> };
  'PATCH /api/admin/platforms/{id}': { query: never; body: PlatformPatchWire; response: PlatformWire };
  'GET /api/admin/promocodes': { query: PageQueryWire; body: never; response: PageWire<PromocodeWire> };
  'POST /api/admin/promocodes': { query: never; body: PromocodeInputWire; response: PromocodeWire };
  'PATCH /api/admin/promocodes/{id}': { query: never; body: PromocodePatchWire; response: PromocodeWire };
  'GET /api/admin/features': { query: never; body: never; response: FeatureWire[] };
  'PUT /api/admin/features/{name}': { query: never; body: FeatureToggleRequestWire; response: FeatureWire };
  'GET /api/user/referral': { query: never; body: never; response: ReferralInfoWire };
  'GET /api/admin/referrals': { query: ReferralListQueryWire; body: never; response: PageWire<ReferralWire> };
  'GET /api/admin/referral/settings': { query: never; body: never; response: ReferralSettingsWire };
  'PUT /api/admin/referral/settings': {
    query: never;
    body: ReferralSettingsWire;
    response: ReferralSettingsWire;
  };
  'GET /api/admin/withdraw': {
    query: AdminWithdrawQueryWire;
    body: never;
    response: PageWire<AdminWithdrawWire>;
  };
  'PATCH /api/admin/withdraw/{id}/approve': {
    query: never;
    body: WithdrawApproveRequestWire;
    response: AdminWithdrawWire;
  };
  'PATCH /api/admin/withdraw/{id}/reject': {
    query: never;
    body: WithdrawRejectRequestWire;
    response: AdminWithdrawWire;
  };
  'GET /api/admin/user/{userId}/audit': {
    query: AuditListQueryWire;
    body: never;
    response: PageWire<AuditEntryWire>;
  };
  // Support cases
  'GET /api/support/cases': {
    query: SupportCaseListQueryWire;
    body: never;
    response: PageWire<SupportCaseWire>;
  };
  'GET /api/support/cases/{id}': { query: never; body: never; response: SupportCaseDetailWire };
  'POST /api/support/cases': { query: never; body: SupportCaseInputWire; response: SupportCaseDetailWire };
  'POST /api/support/cases/{id}/messages': {
    query: never;
    body: SupportMessageInputWire;
    response: SupportMessageWire;
  };
  'PATCH /api/support/cases/{id}': { query: never; body: SupportCasePatchWire; response: SupportCaseWire };
  'GET /api/support/agents': { query: never; body: never; response: SupportAgentWire[] };
  // Sales
  'GET /api/sales/summary': { query: never; body: never; response: SalesSummaryWire };
  'GET /api/sales/clients': {
    query: SalesClientListQueryWire;
    body: never;
    response: PageWire<SalesClientWire>;
  };
  'GET /api/sales/clients/{id}': { query: never; body: never; response: SalesClientDetailWire };
  'POST /api/sales/clients': { query: never; body: SalesClientInputWire; response: SalesClientWire };
  'PATCH /api/sales/clients/{id}': {
    query: never;
    body: Partial<SalesClientInputWire>;
    response: SalesClientWire;
  };
  'GET /api/sales/deals': { query: DealListQueryWire; body: never; response: PageWire<DealWire> };
  'POST /api/sales/deals': { query: never; body: DealInputWire; response: DealWire };
  'PATCH /api/sales/deals/{id}': { query: never; body: Partial<DealInputWire>; response: DealWire };
}

/** A key of {@link Endpoints}: `METHOD /path/{param}`. */
export type EndpointKey = keyof Endpoints;
