/**
 * Domain types: what screens use, made from the wire types by the mappers in `./mappers`. Where a screen needs
 * the wire shape unchanged (most designed internal rows), the area returns the wire type itself.
 */
import { AUDIENCE_MIN_SIZE, TELEGRAM_USER_ID_MAX } from './constants';
import type {
  AdInputWire,
  DealInputWire,
  DealListQueryWire,
  DealStage,
  DealWire,
  SalesClientDetailWire,
  SalesClientListQueryWire,
  SalesClientWire,
  SalesSummaryWire,
  SupportAccountWire,
  SupportAgentWire,
  SupportCaseListQueryWire,
  SupportCaseStatus,
  SupportCaseWire,
  SupportMessageWire,
  AdWire,
  ArchiveListQueryWire,
  AudienceCampaignWire,
  AudienceEstimateQueryWire,
  AudienceFieldsWire,
  AudienceInputWire,
  AudienceListQueryWire,
  AudiencePatchWire,
  AudienceRuleWire,
  AudienceSizePointWire,
  AudienceStatus,
  AuditEntryWire,
  CampaignInputWire,
  CampaignListQueryWire,
  CampaignListRowWire,
  CampaignStatRowWire,
  CampaignStatus,
  CampaignWire,
  ForecastQueryWire,
  LegalInfoInputWire,
  LegalInfoType,
  LegalInfoWire,
  PageQueryWire,
  SelfWire,
  StatSlice,
  WithdrawWire,
} from './wire';

/** Campaign types as the UI names them (spec section 3). */
export const CAMPAIGN_TYPES = [
  'FullscreenMedia',
  'RewardedVideo',
  'Task',
  'BotMessageMedia',
  'ChatMessageMedia',
  'InChat',
  'MainPage',
] as const;

/** A campaign type as the UI names it. */
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];

/**
 * How a list row is billed (spec section 3): `cpc` for pay-per-click; `tcpc` (target CPC) when pay-per-show is
 * combined with a cpc or has no cpm; `cpm` for pay-per-show with a cpm and no cpc.
 */
export type BillingType = 'cpm' | 'cpc' | 'tcpc';

/** The signed-in user; the wire shape is already what screens need. */
export type User = SelfWire;

/** One page of a list, with the page counted from 1 as the grid counts it. */
export interface Page<T> {
  items: T[];
  /** Rows over all pages. */
  total: number;
  pageCount: number;
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** Direction of a sorted list. */
export type SortOrder = 'asc' | 'desc';

/**
 * Paging and sorting of a list call, in the data grid's own names (spec section 3: `currentPage` from 1,
 * `pageSize` 20, `orderBy`, `order`). Only the client's mapper knows the wire's 0-based `page`, `size` and
 * `sort=field,asc`. `orderBy` names a field of the list's domain row (`createdAt`, not the wire's
 * `createdEpoch`); each list exports the fields it sorts by (`CAMPAIGN_SORT_FIELDS`, ...).
 */
export interface PageQuery<S extends string = string> {
  /** 1-based; default 1. */
  page?: number;
  /** Rows per page; default 20. */
  pageSize?: number;
  /** The domain field to sort by; the server's own order when absent. */
  orderBy?: S;
  /** Default `asc`. */
  order?: SortOrder;
}

/** A list query of the wire with the grid's paging and sorting instead of the wire's. */
export type Paged<Q extends PageQueryWire, S extends string = string> = Omit<Q, keyof PageQueryWire> &
  PageQuery<S>;

/** Fields the campaigns and archive lists sort by (domain names of {@link CampaignListRow}). */
export const CAMPAIGN_SORT_FIELDS = [
  'id',
  'name',
  'createdAt',
  'status',
  'budget',
  'cpm',
  'cpc',
  'clicks',
  'impressions',
  'spent',
  'ctr',
  'campaignType',
  'sla',
  'userId',
] as const;
export type CampaignSortField = (typeof CAMPAIGN_SORT_FIELDS)[number];

/** Fields the transactions lists sort by (domain names of {@link Transaction}). */
export const TRANSACTION_SORT_FIELDS = ['id', 'amount', 'date', 'title'] as const;
export type TransactionSortField = (typeof TRANSACTION_SORT_FIELDS)[number];

/** Fields the withdraws list sorts by (domain names of {@link Withdraw}). */
export const WITHDRAW_SORT_FIELDS = ['id', 'amount', 'createdAt', 'status', 'wallet'] as const;
export type WithdrawSortField = (typeof WITHDRAW_SORT_FIELDS)[number];

/** Fields the frozen-balance list sorts by (domain names of {@link FrozenBalanceRow}). */
export const FROZEN_BALANCE_SORT_FIELDS = ['campaignId', 'name', 'status', 'amount'] as const;
export type FrozenBalanceSortField = (typeof FROZEN_BALANCE_SORT_FIELDS)[number];

/** Sort fields of the lists whose rows are the wire rows unchanged (the internal pages). */
export const USER_SORT_FIELDS = ['id', 'email', 'username', 'role', 'balance', 'createdEpoch'] as const;
export const AGENCY_SORT_FIELDS = ['id', 'name', 'usersCount', 'createdEpoch'] as const;
export const ACCOUNT_SORT_FIELDS = [
  'userId',
  'email',
  'username',
  'balance',
  'spent',
  'campaignsCount',
  'managerName',
] as const;
export const PLATFORM_SORT_FIELDS = ['id', 'name', 'kind', 'status', 'createdEpoch'] as const;
export const PROMOCODE_SORT_FIELDS = [
  'id',
  'code',
  'amount',
  'usedCount',
  'expiresEpoch',
  'createdEpoch',
] as const;
export const REFERRAL_SORT_FIELDS = [
  'id',
  'earned',
  'createdEpoch',
  'referrerEmail',
  'referredEmail',
] as const;
export const ADMIN_WITHDRAW_SORT_FIELDS = [
  'id',
  'amount',
  'createdEpoch',
  'status',
  'wallet',
  'userId',
  'userEmail',
] as const;
/** Fields the audit list sorts by (domain names of {@link AuditEntry}). */
export const AUDIT_SORT_FIELDS = ['id', 'createdAt', 'action', 'amount'] as const;
export type AuditSortField = (typeof AUDIT_SORT_FIELDS)[number];

/**
 * Fields the support cases list sorts by (domain names of {@link SupportCase}). `status` sorts in lifecycle order
 * (open first) and `priority` by urgency (low first), not alphabetically.
 */
export const SUPPORT_CASE_SORT_FIELDS = [
  'id',
  'subject',
  'status',
  'priority',
  'createdAt',
  'updatedAt',
  'userEmail',
] as const;
export type SupportCaseSortField = (typeof SUPPORT_CASE_SORT_FIELDS)[number];
/** Fields the sales clients list sorts by (domain names of {@link SalesClient}). */
export const SALES_CLIENT_SORT_FIELDS = [
  'id',
  'name',
  'status',
  'totalSpent',
  'monthSpent',
  'balance',
  'campaignsCount',
  'dealsCount',
  'createdAt',
] as const;
export type SalesClientSortField = (typeof SALES_CLIENT_SORT_FIELDS)[number];
/** Fields the deals list sorts by (domain names of {@link Deal}); `stage` sorts in pipeline order. */
export const DEAL_SORT_FIELDS = [
  'id',
  'title',
  'amount',
  'stage',
  'createdAt',
  'closedAt',
  'clientName',
] as const;
export type DealSortField = (typeof DEAL_SORT_FIELDS)[number];

/** Query of the campaigns list, with the UI's campaign type. */
export type CampaignListQuery = Paged<Omit<CampaignListQueryWire, 'type'>, CampaignSortField> & {
  type?: CampaignType;
};

/** Query of the archive list. */
export type ArchiveListQuery = Paged<ArchiveListQueryWire, CampaignSortField>;

/**
 * An ad as shown. `link` is the link to show: the tracking link (`afLink`) when there is one, else the
 * advertiser's link. `directLink` is the advertiser's own link when a tracking link replaced it, else null.
 */
export interface Ad extends Omit<AdWire, 'link' | 'afLink'> {
  link: string | null;
  directLink: string | null;
}

/** A campaign in full, with the UI's type, dates and derived billing type. */
export interface Campaign extends Omit<
  CampaignWire,
  'campaignType' | 'createdEpoch' | 'sla' | 'latestModerationDate' | 'ads'
> {
  campaignType: CampaignType;
  createdAt: Date;
  sla: Date | null;
  latestModerationDate: Date | null;
  ads: Ad[];
  billingType: BillingType;
}

/** The wire's legal fields of a campaign input, which the domain holds as one {@link CampaignLegal}. */
export type CampaignLegalKey = 'legalInfoId' | 'legalType' | 'legalName' | 'regNumber' | 'vat';

/**
 * Designed: the legal entity's details typed on a campaign instead of a saved legal info (feature `ru_ad_marking`).
 * `regNumber` is a resident's ИНН (spaces and dashes allowed: the client sends digits) or a foreign party's
 * registration or tax number; `vat` the VAT rate in percent, null when the party does not pay VAT. Check them with
 * `checkCampaignLegal` before sending.
 */
export interface CampaignLegalDetails {
  legalType: LegalInfoType;
  legalName: string;
  regNumber: string;
  vat: number | null;
}

/**
 * The legal entity a campaign is marked with: a saved legal info (`{ legalInfoId }`, see the legal-info area) or
 * its details typed on the campaign. The client sends it as the wire's five fields, the unused ones null
 * (`toCampaignLegalWire`); `toCampaignLegal` reads it back from a campaign.
 */
export type CampaignLegal = { legalInfoId: number } | CampaignLegalDetails;

/**
 * What the create call takes: the wire body with the UI's campaign type and the legal entity as one value
 * (`legal`: null for none, which on edit removes it; absent: not sent, which on edit keeps it).
 */
export interface CampaignInput extends Omit<CampaignInputWire, 'campaignType' | CampaignLegalKey> {
  campaignType: CampaignType;
  legal?: CampaignLegal | null;
}

/** What the edit call takes: only the fields that change. */
export type CampaignPatch = Partial<CampaignInput>;

/** A row of the campaigns (or archive) list. `ctr` is a fraction (0.025 for 2.5 %). */
export interface CampaignListRow extends Omit<
  CampaignListRowWire,
  'campaignType' | 'createdEpoch' | 'sla' | 'billingType' | 'ctr'
> {
  campaignType: CampaignType;
  createdAt: Date;
  sla: Date | null;
  billingType: BillingType;
  ctr: number;
}

/** What an owner can do to a campaign (spec section 4's actions; moderation ones are for admins). */
export type CampaignAction = 'edit' | 'stop' | 'start' | 'copy' | 'archive' | 'restoreArchive';

/**
 * Designed (the contract's lifecycle, see `CAMPAIGN_STATUSES`): the owner's actions each status allows. The
 * server refuses the others with 409 `INVALID_STATUS`; screens offer only these. `start` can still be refused
 * (409 `BUDGET_SPENT`) when the budget is spent.
 */
export const CAMPAIGN_ACTIONS: Readonly<Record<CampaignStatus, readonly CampaignAction[]>> = {
  DRAFT: ['edit', 'copy', 'archive'],
  MODERATION: ['edit', 'stop', 'copy', 'archive'],
  ACTIVE: ['edit', 'stop', 'copy'],
  STOPPED: ['edit', 'start', 'copy', 'archive'],
  DECLINED: ['edit', 'copy', 'archive'],
  FINISHED: ['edit', 'copy', 'archive'],
  ARCHIVED: ['copy', 'restoreArchive'],
};

/** Whether a campaign in `status` allows `action` (an unknown status allows nothing). */
export const campaignAllows = (status: CampaignStatus, action: CampaignAction): boolean =>
  CAMPAIGN_ACTIONS[status]?.includes(action) ?? false;

/** Designed: what `PATCH /api/admin/withdraw/{id}/approve` takes as `txHash`: a TRON transaction id, 64 hex digits. */
export const TRON_TX_HASH = /^[0-9a-fA-F]{64}$/;

/**
 * A moderator's decisions on a campaign: approve makes it serve, decline stops it with a reason, requeue
 * sends a declined one back to the moderation queue (`PATCH …/restore {moderated: false}`: spec 4's restore with a
 * moderated flag), say after a decline made by mistake or an owner's answer by support.
 */
export type ModerationAction = 'approve' | 'decline' | 'requeue';

/**
 * Designed (the contract's lifecycle): which statuses a moderator may approve (`PATCH …/restore {moderated:
 * true}`: a campaign in moderation, or one declined before), decline (`PATCH …/decline`: one in moderation or
 * serving) or requeue (`PATCH …/restore {moderated: false}`: one declined). The server refuses the others with 409
 * `INVALID_STATUS`; screens offer only these.
 */
export const MODERATION_ACTIONS: Readonly<Record<CampaignStatus, readonly ModerationAction[]>> = {
  DRAFT: [],
  MODERATION: ['approve', 'decline'],
  ACTIVE: ['decline'],
  STOPPED: ['decline'],
  DECLINED: ['approve', 'requeue'],
  FINISHED: [],
  ARCHIVED: [],
};

/** Whether a moderator may `action` a campaign in `status` (an unknown status allows nothing). */
export const moderationAllows = (status: CampaignStatus, action: ModerationAction): boolean =>
  MODERATION_ACTIONS[status]?.includes(action) ?? false;

/** A frozen-balance row: how much a campaign holds. */
export interface FrozenBalanceRow {
  campaignId: number;
  name: string;
  status: CampaignStatus;
  amount: number;
}

/** Query of the forecast call, with the UI's campaign type. */
export type ForecastQuery = Omit<ForecastQueryWire, 'type'> & { type: CampaignType };

/** A price recommendation, rounded to 2 decimals; null when the server had none. */
export interface Forecast {
  recommendedCost: number | null;
  showBudgetWarning: boolean;
  /** Shows a day the targeting can reach; null when the server gave no estimate. */
  dailyImpressions: number | null;
  /** The targeting reaches too few people to serve steadily (false when the server did not say). */
  narrowTargeting: boolean;
}

/** A wallet transaction. */
export interface Transaction {
  id: number;
  amount: number;
  /** The server's description. */
  title: string;
  userId: number;
  date: Date;
}

/** A withdraw request. */
export interface Withdraw extends Omit<WithdrawWire, 'createdEpoch'> {
  createdAt: Date;
}

/** An audit line about a user: who did what, when, and the money it moved. */
export interface AuditEntry extends Omit<AuditEntryWire, 'createdEpoch'> {
  createdAt: Date;
}

/** A statistics row; `ctr` is a fraction (the server's percent / 100). */
export type StatRow = CampaignStatRowWire;

/** Statistics of one query. */
export interface CampaignStat {
  slice: StatSlice;
  rows: StatRow[];
  totals: Omit<StatRow, 'date' | 'key'>;
}

/** A region tree node; `children` is always an array (empty for a leaf). */
export interface RegionNode {
  id: number;
  name: string;
  getCode: string;
  children: RegionNode[];
}

/** A file stored by the upload flow. */
export interface StoredAsset {
  /** The upload's `unique_key`: what ads and support messages refer to. */
  cloudId: string;
  downloadUrl: string;
}

/** Upload progress in bytes. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

/** An ad as the create and edit calls take it (assets by cloud id). */
export type AdInput = AdInputWire;

// ---------------------------------------------------------------------------------------------------------------
// Audiences (designed; see the wire's `AudienceWire`)
// ---------------------------------------------------------------------------------------------------------------

/** Fields the audiences list sorts by (domain names of {@link Audience}). */
export const AUDIENCE_SORT_FIELDS = [
  'id',
  'name',
  'kind',
  'size',
  'status',
  'createdAt',
  'updatedAt',
] as const;
export type AudienceSortField = (typeof AUDIENCE_SORT_FIELDS)[number];

/** An upload of an id list in progress, with dates. */
export interface AudienceUpload {
  fileName: string;
  /** Distinct ids the server has received. */
  received: number;
  startedAt: Date;
  expiresAt: Date;
}

/** A campaign whose targeting names an audience (to include it, or with `excluded` to exclude it). */
export type AudienceCampaign = AudienceCampaignWire;

/** An audience: its kind and rule, size, status, dates and the campaigns that use it. */
export type Audience = AudienceRuleWire &
  Omit<AudienceFieldsWire, 'createdEpoch' | 'updatedEpoch' | 'upload'> & {
    createdAt: Date;
    updatedAt: Date;
    upload: AudienceUpload | null;
  };

/** The audience's size on one day (`date` is `YYYY-MM-DD`). */
export type AudienceSizePoint = AudienceSizePointWire;

/** An audience with its size over the last 30 days, oldest first. */
export type AudienceDetail = Audience & { sizeHistory: AudienceSizePoint[] };

/** Query of the audiences list. */
export type AudienceListQuery = Paged<AudienceListQueryWire, AudienceSortField>;
/** What the create call takes (the wire body: a name, a kind and its rule). */
export type AudienceInput = AudienceInputWire;
/** What the edit call takes. */
export type AudiencePatch = AudiencePatchWire;
/** Query of the size estimate of a rule. */
export type AudienceEstimateQuery = AudienceEstimateQueryWire;

/** The size a rule would have now. */
export interface AudienceEstimate {
  size: number;
  minSize: number;
  /** What the audience's status would be once built: `READY`, or `TOO_SMALL` below `minSize`. */
  status: Extract<AudienceStatus, 'READY' | 'TOO_SMALL'>;
}

/**
 * Campaign statuses that lock an audience against deletion: serving (`ACTIVE`), or about to serve without its
 * owner doing anything (`MODERATION`: approval makes it `ACTIVE`). The server refuses to delete an audience such
 * a campaign uses (409 `AUDIENCE_IN_USE`); deleting one that only other campaigns use removes it from their
 * targeting.
 */
export const AUDIENCE_LOCKING_STATUSES: readonly CampaignStatus[] = ['ACTIVE', 'MODERATION'];

/** The campaigns that keep an audience from being deleted (empty: it can be deleted). */
export const audienceBlockers = (audience: Pick<Audience, 'campaigns'>): AudienceCampaign[] =>
  audience.campaigns.filter((c) => AUDIENCE_LOCKING_STATUSES.includes(c.status));

/**
 * What a campaign's targeting should warn about an audience: `TOO_SMALL` (skipped until it grows), `BUILDING`
 * (its size is not final; an uploaded list still uploading targets nobody yet) or `FAILED` (it targets nobody);
 * null when it is ready.
 */
export function audienceWarning(
  audience: Pick<Audience, 'status' | 'size' | 'minSize'>,
): Exclude<AudienceStatus, 'READY'> | null {
  if (audience.status === 'READY') return audience.size < audience.minSize ? 'TOO_SMALL' : null;
  return audience.status;
}

/** The status a size gives once an audience is built. */
export const statusForSize = (size: number, minSize = AUDIENCE_MIN_SIZE): 'READY' | 'TOO_SMALL' =>
  size >= minSize ? 'READY' : 'TOO_SMALL';

/** Whether a value is a Telegram user id the contract accepts: a positive integer up to 2^53 − 1. */
export const isTelegramUserId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= TELEGRAM_USER_ID_MAX;

/** One set of an advertiser's legal data for Russian ad marking, with its dates. */
export interface LegalInfo extends Omit<LegalInfoWire, 'createdEpoch' | 'updatedEpoch'> {
  createdAt: Date;
  updatedAt: Date;
}

// ---------------------------------------------------------------------------------------------------------------
// Support cases
// ---------------------------------------------------------------------------------------------------------------

/** A support case as listed, with its dates. `updatedAt` is the last activity. */
export interface SupportCase extends Omit<SupportCaseWire, 'createdEpoch' | 'updatedEpoch'> {
  createdAt: Date;
  updatedAt: Date;
}

/** One message of a case's thread. */
export interface SupportMessage extends Omit<SupportMessageWire, 'createdEpoch'> {
  createdAt: Date;
}

/** The account behind a case, as support staff see it. */
export interface SupportAccount extends Omit<SupportAccountWire, 'createdEpoch'> {
  createdAt: Date;
}

/** A case with its thread, oldest message first, and (for staff) the owner's account. */
export interface SupportCaseDetail extends SupportCase {
  messages: SupportMessage[];
  account: SupportAccount | null;
}

/** Someone a case can be assigned to. */
export type SupportAgent = SupportAgentWire;

/** Query of the support cases list. */
export type SupportCaseListQuery = Paged<SupportCaseListQueryWire, SupportCaseSortField>;

/** What can be done to a case (the owner and staff reply; staff also change status, priority and assignee). */
export type SupportCaseAction = 'reply' | 'resolve' | 'close' | 'reopen';

/**
 * Designed (the contract's case lifecycle): what each status allows. A `CLOSED` case takes no more messages (the
 * server answers 409 `CASE_CLOSED`; the user opens a new case); a resolved or closed case can be reopened by staff.
 */
export const SUPPORT_CASE_ACTIONS: Readonly<Record<SupportCaseStatus, readonly SupportCaseAction[]>> = {
  OPEN: ['reply', 'resolve', 'close'],
  PENDING: ['reply', 'resolve', 'close'],
  RESOLVED: ['reply', 'close', 'reopen'],
  CLOSED: ['reopen'],
};

/** Whether a case in `status` allows `action`. */
export const supportCaseAllows = (status: SupportCaseStatus, action: SupportCaseAction): boolean =>
  SUPPORT_CASE_ACTIONS[status]?.includes(action) ?? false;

/** Designed limits of a case and its messages (the server refuses anything beyond them with a 400 on the field). */
export const SUPPORT_LIMITS = {
  subjectMin: 3,
  subjectMax: 200,
  textMax: 5_000,
  /** Pictures per message. */
  picturesMax: 10,
  /** Bytes per picture. */
  pictureMaxBytes: 5 * 1024 * 1024,
  /** Accepted picture types, by content. */
  pictureTypes: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Sales
// ---------------------------------------------------------------------------------------------------------------

/** A sales client, with its date. */
export interface SalesClient extends Omit<SalesClientWire, 'createdEpoch'> {
  createdAt: Date;
}

/** A deal, with its dates. `closedAt` is set when it reached `WON` or `LOST`. */
export interface Deal extends Omit<DealWire, 'createdEpoch' | 'closedEpoch'> {
  createdAt: Date;
  closedAt: Date | null;
}

/** A client with notes and every deal. */
export interface SalesClientDetail extends Omit<SalesClientDetailWire, 'createdEpoch' | 'deals'> {
  createdAt: Date;
  deals: Deal[];
}

/** The sales overview's figures. */
export type SalesSummary = SalesSummaryWire;

export type SalesClientListQuery = Paged<SalesClientListQueryWire, SalesClientSortField>;
export type DealListQuery = Paged<DealListQueryWire, DealSortField>;
export type DealInput = DealInputWire;
export type DealPatch = Partial<DealInputWire>;

/** Stages of a deal still in play (the pipeline); `WON` and `LOST` close a deal. */
export const OPEN_DEAL_STAGES = ['NEW', 'NEGOTIATION'] as const satisfies readonly DealStage[];
export const isOpenDealStage = (stage: DealStage): boolean =>
  (OPEN_DEAL_STAGES as readonly DealStage[]).includes(stage);

/** Designed limits of a deal (the server refuses anything beyond them with a 400 on the field). */
export const DEAL_LIMITS = {
  titleMin: 2,
  titleMax: 200,
  amountMin: 0,
  amountMax: 1_000_000,
  /** Decimals of `amount`. */
  amountDecimals: 2,
} as const;

/**
 * A legal info as a form holds it: every field may be present whatever the type; the client sends only the ones
 * the type uses (`toLegalInfoInputWire`). Check it with `checkLegalInfo` before sending.
 */
export type LegalInfoInput = LegalInfoInputWire;
