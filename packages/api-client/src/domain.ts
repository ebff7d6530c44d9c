/**
 * Domain types: what screens use, made from the wire types by the mappers in `./mappers`. Where a screen needs
 * the wire shape unchanged (most designed internal rows), the area returns the wire type itself.
 */
import type {
  AdInputWire,
  AdWire,
  ArchiveListQueryWire,
  CampaignInputWire,
  CampaignListQueryWire,
  CampaignListRowWire,
  CampaignStatRowWire,
  CampaignStatus,
  CampaignWire,
  ForecastQueryWire,
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

/** Sort fields of the lists whose rows are the wire rows unchanged (internal, support and sales pages). */
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
export const SUPPORT_CASE_SORT_FIELDS = [
  'id',
  'subject',
  'status',
  'createdEpoch',
  'updatedEpoch',
  'userEmail',
] as const;
export const SALES_CLIENT_SORT_FIELDS = ['id', 'name', 'status', 'totalSpent', 'createdEpoch'] as const;
export const DEAL_SORT_FIELDS = [
  'id',
  'title',
  'amount',
  'stage',
  'createdEpoch',
  'closedEpoch',
  'clientName',
] as const;

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

/** What the create call takes: the wire body with the UI's campaign type. */
export interface CampaignInput extends Omit<CampaignInputWire, 'campaignType'> {
  campaignType: CampaignType;
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
