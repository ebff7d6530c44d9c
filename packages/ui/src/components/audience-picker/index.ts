export {
  AudiencePicker,
  audienceProblem,
  defaultAudiencePickerLabels,
  type AudiencePickerItem,
  type AudiencePickerLabels,
  type AudiencePickerProps,
  type AudienceProblem,
  type AudienceSelection,
} from './audience-picker';
export {
  AudienceStatusBadge,
  audienceStatusTone,
  audienceStatuses,
  defaultAudienceStatusLabels,
  type AudienceStatus,
  type AudienceStatusBadgeProps,
} from './audience-status-badge';
