export { CampaignTypeIcon, type CampaignTypeIconProps } from './campaign-type-icon';
