import type {
  AuditAction,
  BillingTypeWire,
  CampaignStatus,
  CampaignTypeWire,
  DealStage,
  LegalInfoType,
  PlatformKind,
  PlatformStatus,
  PlatformTypeWire,
  Role,
  SalesClientStatus,
  StatSlice,
  SupportCasePriority,
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
export const SUPPORT_PRIORITIES = enumValues<SupportCasePriority>({
  LOW: true,
  NORMAL: true,
  HIGH: true,
  URGENT: true,
});
export const SALES_CLIENT_STATUSES = enumValues<SalesClientStatus>({
  LEAD: true,
  ACTIVE: true,
  CHURNED: true,
});
export const DEAL_STAGES = enumValues<DealStage>({ NEW: true, NEGOTIATION: true, WON: true, LOST: true });
export const AUDIT_ACTIONS = enumValues<AuditAction>({
  DEPOSIT: true,
  WITHDRAW_APPROVED: true,
  WITHDRAW_REJECTED: true,
  USER_BLOCKED: true,
  USER_UNBLOCKED: true,
  ROLES_CHANGED: true,
  CAMPAIGN_APPROVED: true,
  CAMPAIGN_DECLINED: true,
  CAMPAIGN_SUS_MARKED: true,
  CAMPAIGN_SUS_CLEARED: true,
  PLATFORM_BLOCKED: true,
  PLATFORM_APPROVED: true,
});

export const LEGAL_INFO_TYPES = enumValues<LegalInfoType>({
  LEGAL_ENTITY: true,
  INDIVIDUAL: true,
  SOLE_TRADER: true,
  FOREIGN_LEGAL_ENTITY: true,
  FOREIGN_INDIVIDUAL: true,
});
