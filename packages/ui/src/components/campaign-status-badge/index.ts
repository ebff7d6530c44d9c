export {
  CampaignStatusBadge,
  campaignStatusTone,
  campaignStatuses,
  defaultCampaignStatusLabels,
  type CampaignStatus,
  type CampaignStatusBadgeProps,
  type CampaignStatusTone,
} from './campaign-status-badge';
