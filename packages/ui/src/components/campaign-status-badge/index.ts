export {
  CampaignStatusBadge,
  campaignStatusAppearance,
  campaignStatusTone,
  campaignStatuses,
  defaultCampaignStatusLabels,
  type CampaignStatus,
  type CampaignStatusAppearance,
  type CampaignStatusBadgeProps,
  type CampaignStatusTone,
} from './campaign-status-badge';
