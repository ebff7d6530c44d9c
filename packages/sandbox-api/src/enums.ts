import type {
  BillingTypeWire,
  CampaignStatus,
  CampaignTypeWire,
  DealStage,
  PlatformKind,
  PlatformStatus,
  PlatformTypeWire,
  Role,
  SalesClientStatus,
  StatSlice,
  SupportCaseStatus,
  WithdrawStatus,
} from '@adnet/api-client';
import { enumValues } from './validate';

// The contract's closed sets, as values. Each is written as a record so that TypeScript refuses a value the
// contract does not have and notices one it gained (the union types come from @adnet/api-client).

export const CAMPAIGN_TYPES = enumValues<CampaignTypeWire>({
  FULLSCREEN_MEDIA: true,
  REWARDED_VIDEO: true,
  TASK: true,
  BOT: true,
  CHAT: true,
  IN_CHAT_PAGE: true,
  MAIN_PAGE: true,
});
export const CAMPAIGN_STATUSES = enumValues<CampaignStatus>({
  DRAFT: true,
  MODERATION: true,
  ACTIVE: true,
  STOPPED: true,
  DECLINED: true,
  FINISHED: true,
  ARCHIVED: true,
});
export const BILLING_TYPES = enumValues<BillingTypeWire>({ PAY_PER_CLICK: true, PAY_PER_SHOW: true });
export const PLATFORM_TYPES = enumValues<PlatformTypeWire>({
  ALL: true,
  ANDROID: true,
  IOS: true,
  DESKTOP: true,
  WEB: true,
});
export const STAT_SLICES = enumValues<StatSlice>({
  DATE: true,
  LANG: true,
  AD: true,
  CATEGORY: true,
  PLATFORM: true,
  COUNTRY: true,
});
export const ROLE_NAMES = enumValues<Role>({
  User: true,
  'User Read Only': true,
  SuperUser: true,
  'Customer Happiness Agent': true,
  Agency: true,
  'Agency Admin': true,
  'Agency Manager': true,
  'Allowed to access via API integration': true,
  'Internal User': true,
  'Main Internal Manager': true,
  'Internal Manager': true,
});
export const WITHDRAW_STATUSES = enumValues<WithdrawStatus>({
  PENDING: true,
  APPROVED: true,
  REJECTED: true,
});
export const PLATFORM_KINDS = enumValues<PlatformKind>({ CHANNEL: true, BOT: true, MINI_APP: true });
export const PLATFORM_STATUSES = enumValues<PlatformStatus>({ PENDING: true, APPROVED: true, BLOCKED: true });
export const SUPPORT_STATUSES = enumValues<SupportCaseStatus>({
  OPEN: true,
  PENDING: true,
  RESOLVED: true,
  CLOSED: true,
});
export const SALES_CLIENT_STATUSES = enumValues<SalesClientStatus>({
  LEAD: true,
  ACTIVE: true,
  CHURNED: true,
});
export const DEAL_STAGES = enumValues<DealStage>({ NEW: true, NEGOTIATION: true, WON: true, LOST: true });
