export {
  CampaignStatusBadge,
  campaignStatusTone,
  campaignStatusTones,
  campaignStatuses,
  defaultCampaignStatusLabels,
  type CampaignStatus,
  type CampaignStatusBadgeProps,
  type CampaignStatusTone,
} from './campaign-status-badge';
