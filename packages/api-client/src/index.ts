// The client
export { createApiClient, type ApiClient } from './client';
export {
  createTransport,
  sessionIsOver,
  type ApiClientOptions,
  type AuthFailure,
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
export { audiencesArea, type IdUploadOptions, type IdUploadProgress } from './areas/audiences';
export { statisticsArea } from './areas/statistics';
export { geoArea } from './areas/geo';
export { legalInfoArea } from './areas/legal-info';
export { uploadsArea, type UploadFile } from './areas/uploads';
export { trackingArea } from './areas/tracking';
export { adminArea } from './areas/admin';
export { supportArea } from './areas/support';
export { salesArea } from './areas/sales';
export type { UploadOptions } from './upload';

// Errors
export {
  isAbortError,
  isAudienceInUseError,
  isAlreadyDecided,
  isApiError,
  isFetchError,
  isHttpError,
  isParsingError,
  isTimeoutError,
  isValidationError,
  isUnclearOutcome,
} from './errors';
export type {
  ApiError,
  AudienceInUseError,
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
  AUDIENCE_LOCKING_STATUSES,
  AUDIENCE_SORT_FIELDS,
  audienceBlockers,
  audienceWarning,
  AUDIT_SORT_FIELDS,
  CAMPAIGN_ACTIONS,
  CAMPAIGN_SORT_FIELDS,
  CAMPAIGN_TYPES,
  campaignAllows,
  MODERATION_ACTIONS,
  moderationAllows,
  DEAL_LIMITS,
  DEAL_SORT_FIELDS,
  FROZEN_BALANCE_SORT_FIELDS,
  isTelegramUserId,
  isOpenDealStage,
  OPEN_DEAL_STAGES,
  PLATFORM_SORT_FIELDS,
  PROMOCODE_SORT_FIELDS,
  REFERRAL_SORT_FIELDS,
  SALES_CLIENT_SORT_FIELDS,
  statusForSize,
  SUPPORT_CASE_ACTIONS,
  SUPPORT_CASE_SORT_FIELDS,
  SUPPORT_LIMITS,
  supportCaseAllows,
  TRANSACTION_SORT_FIELDS,
  TRON_TX_HASH,
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
  toCampaignLegalWire,
  type CampaignLegalWire,
  toCampaignListRow,
  toCampaignPatchWire,
  toCampaignType,
  toCampaignTypeWire,
  toForecast,
} from './mappers/campaign';
export { toCampaignLegal } from './mappers/campaign-legal';
export {
  AUDIENCE_SORT_WIRE,
  toAudience,
  toAudienceDetail,
  toAudienceEstimate,
  toAudienceUpload,
} from './mappers/audience';
export { fromEpoch, fromEpochOrNull, fromTimestamp, toEpoch, toPage, toPageQuery } from './mappers/common';
export { toAuditEntry, toFrozenBalanceRow, toTransaction, toWithdraw } from './mappers/money';
export { toLegalInfo, toLegalInfoInputWire } from './mappers/legal-info';
export { toCampaignStat, toRegionNode, toStatRow } from './mappers/statistics';
export { toSupportAccount, toSupportCase, toSupportCaseDetail, toSupportMessage } from './mappers/support';
export { toDeal, toSalesClient, toSalesClientDetail } from './mappers/sales';

// Rules of the contract a caller checks before sending
export {
  FOREIGN_REG_NUMBER_MAX_LENGTH,
  FOREIGN_TAX_NUMBER_MAX_LENGTH,
  LEGAL_INFOS_PER_USER,
  LEGAL_NAME_MAX_LENGTH,
  checkLegalInfo,
  innLength,
  isForeignParty,
  isIndividualParty,
  isOksmCode,
  isValidInn,
  normalizeInn,
  type LegalInfoField,
  type LegalInfoProblem,
} from './rules/legal-info';
export {
  VAT_MAX_PERCENT,
  checkCampaignLegal,
  isVatRate,
  type CampaignLegalField,
  type CampaignLegalProblem,
} from './rules/campaign-legal';
export {
  TELEGRAM_USERNAME_MAX_LENGTH,
  TELEGRAM_USERNAME_MIN_LENGTH,
  normalizeTelegramUsername,
  telegramUsernameProblem,
  type TelegramUsernameProblem,
} from './rules/telegram';
export {
  TRON_ADDRESS_LENGTH,
  TRON_FEE_MAX_AGE_MS,
  USDT_DECIMALS,
  base58Decode,
  fitsUsdtDecimals,
  isTronAddress,
  maxWithdrawAmount,
  sha256,
  tronAddressProblem,
  type TronAddressProblem,
} from './rules/tron';

// The wire contract (what the server sends and receives)
export {
  AUDIENCE_KINDS,
  AUDIENCE_STATUSES,
  CAMPAIGN_STATUSES,
  CAMPAIGN_TYPES_WIRE,
  RETARGETING_EVENTS,
  ROLES,
  STAT_SLICES,
  LEGAL_INFO_TYPES,
  DEAL_STAGES,
  SALES_CLIENT_STATUSES,
  SUPPORT_CASE_PRIORITIES,
  SUPPORT_CASE_STATUSES,
  AUDIT_ACTIONS,
} from './wire';
export type * from './wire';
export { toQueryString, type QueryValue } from './transport/query';
export { newIdempotencyKey } from './transport/idempotency';
