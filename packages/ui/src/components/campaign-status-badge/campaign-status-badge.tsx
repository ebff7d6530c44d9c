import { StatusBadge, type BadgeTone, type StatusBadgeProps } from '../badge';

/**
 * Campaign statuses in the order of a campaign's life (the wire contract of `@adnet/api-client` declares the same
 * values; the design system does not import the client, so they are repeated here).
 */
export const campaignStatuses = [
  'DRAFT',
  'MODERATION',
  'ACTIVE',
  'STOPPED',
  'DECLINED',
  'FINISHED',
  'ARCHIVED',
] as const;
/** One campaign status. */
export type CampaignStatus = (typeof campaignStatuses)[number];

/** Colour family of a status: one of the Badge tones. */
export type CampaignStatusTone = BadgeTone;

/**
 * The tone of each status: serving is success, waiting for a moderator is warning, refused is danger, done is
 * primary; a campaign doing nothing (draft, stopped, archived) is neutral.
 */
export const campaignStatusTone: Readonly<Record<CampaignStatus, CampaignStatusTone>> = {
  DRAFT: 'neutral',
  MODERATION: 'warning',
  ACTIVE: 'success',
  STOPPED: 'neutral',
  DECLINED: 'danger',
  FINISHED: 'primary',
  ARCHIVED: 'neutral',
};

/** English names of the statuses; the app passes translations through `labels`. */
export const defaultCampaignStatusLabels: Readonly<Record<CampaignStatus, string>> = {
  DRAFT: 'Draft',
  MODERATION: 'On moderation',
  ACTIVE: 'Active',
  STOPPED: 'Stopped',
  DECLINED: 'Declined',
  FINISHED: 'Finished',
  ARCHIVED: 'Archived',
};

/** Props of {@link CampaignStatusBadge}. */
export interface CampaignStatusBadgeProps extends Omit<StatusBadgeProps, 'children' | 'tone'> {
  /** The campaign's status. A value this version does not know shows as a neutral badge with the raw value. */
  status: CampaignStatus | (string & {});
  labels?: Partial<Record<CampaignStatus, string>>;
}

function isKnown(status: string): status is CampaignStatus {
  return (campaignStatuses as readonly string[]).includes(status);
}

/**
 * The status of a campaign as a `StatusBadge`: a coloured dot and the status's name (colour is never the only
 * signal). Pass `live` to pulse the dot of a single prominent badge (a campaign's page header); never in lists,
 * where dozens of pulsing dots distract and repaint on every frame.
 */
export function CampaignStatusBadge({ status, labels, ...rest }: CampaignStatusBadgeProps) {
  const known = isKnown(status);
  const tone = known ? campaignStatusTone[status] : 'neutral';
  const text = known ? (labels?.[status] ?? defaultCampaignStatusLabels[status]) : status;
  return (
    <StatusBadge data-status={status} tone={tone} {...rest}>
      {text}
    </StatusBadge>
  );
}
CampaignStatusBadge.displayName = 'CampaignStatusBadge';
