// The client
export { createApiClient, type ApiClient } from './client';
export {
  createTransport,
  type ApiClientOptions,
  type Call,
  type CallOptions,
  type HttpMethod,
  type Transport,
} from './transport/transport';

// One factory per area, for bundles that want only some of them (the rest tree-shakes away)
export { accountArea } from './areas/account';
export { moneyArea } from './areas/money';
export { campaignsArea } from './areas/campaigns';
export { archiveArea } from './areas/archive';
export { statisticsArea } from './areas/statistics';
export { geoArea } from './areas/geo';
export { uploadsArea, type UploadFile } from './areas/uploads';
export { trackingArea } from './areas/tracking';
export { adminArea } from './areas/admin';
export { supportArea } from './areas/support';
export { salesArea } from './areas/sales';
export type { UploadOptions } from './upload';

// Errors
export {
  isAbortError,
  isApiError,
  isFetchError,
  isHttpError,
  isParsingError,
  isTimeoutError,
  isValidationError,
} from './errors';
export type {
  ApiError,
  DepositError,
  FetchError,
  HttpError,
  ParsingError,
  TimeoutError,
  ValidationError,
} from './errors';

// Error reporter
export { createErrorReporter, scrub, type ErrorReport, type ErrorReporterOptions } from './report';

// Constants of the spec
export * from './constants';

// Domain types and mappers
export {
  ACCOUNT_SORT_FIELDS,
  ADMIN_WITHDRAW_SORT_FIELDS,
  AGENCY_SORT_FIELDS,
  CAMPAIGN_ACTIONS,
  CAMPAIGN_SORT_FIELDS,
  CAMPAIGN_TYPES,
  campaignAllows,
  DEAL_SORT_FIELDS,
  FROZEN_BALANCE_SORT_FIELDS,
  PLATFORM_SORT_FIELDS,
  PROMOCODE_SORT_FIELDS,
  REFERRAL_SORT_FIELDS,
  SALES_CLIENT_SORT_FIELDS,
  SUPPORT_CASE_SORT_FIELDS,
  TRANSACTION_SORT_FIELDS,
  USER_SORT_FIELDS,
  WITHDRAW_SORT_FIELDS,
} from './domain';
export type * from './domain';
export {
  CAMPAIGN_TYPE_FROM_WIRE,
  ctrFromPercent,
  roundCost,
  toAd,
  toAdInput,
  toBillingType,
  toCampaign,
  toCampaignInputWire,
  toCampaignListRow,
  toCampaignPatchWire,
  toCampaignType,
  toCampaignTypeWire,
  toForecast,
} from './mappers/campaign';
export { fromEpoch, fromEpochOrNull, fromTimestamp, toEpoch, toPage, toPageQuery } from './mappers/common';
export { toFrozenBalanceRow, toTransaction, toWithdraw } from './mappers/money';
export { toCampaignStat, toRegionNode, toStatRow } from './mappers/statistics';

// The wire contract (what the server sends and receives)
export { ROLES, CAMPAIGN_TYPES_WIRE, CAMPAIGN_STATUSES } from './wire';
export type * from './wire';
export { toQueryString, type QueryValue } from './transport/query';
