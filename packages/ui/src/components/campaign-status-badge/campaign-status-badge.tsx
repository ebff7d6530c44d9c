import type { ReactNode } from 'react';
import Archive from 'lucide-react/icons/archive';
import CircleCheck from 'lucide-react/icons/circle-check';
import CirclePause from 'lucide-react/icons/circle-pause';
import CirclePlay from 'lucide-react/icons/circle-play';
import CircleX from 'lucide-react/icons/circle-x';
import Clock from 'lucide-react/icons/clock';
import PencilLine from 'lucide-react/icons/pencil-line';
import { StatusBadge, type BadgeTone, type BadgeVariant, type StatusBadgeProps } from '../badge';

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

/** How a status looks: colour family, fill, outline style and an icon whose shape differs per status. */
export interface CampaignStatusAppearance {
  tone: CampaignStatusTone;
  variant: BadgeVariant;
  /** A dashed outline: not started yet. */
  dashed: boolean;
  icon: ReactNode;
}

const iconProps = { size: 12, strokeWidth: 2.25, 'aria-hidden': true, focusable: false } as const;

/**
 * The look of each status, loudest where the advertiser has to act. Colour is never the only signal: every status
 * has its own icon, and statuses of one colour family differ in fill or outline too.
 * - Declined needs its owner (fix the ad, send it again): the one solid badge in a list (red fill).
 * - Serving (green) and waiting for a moderator (amber) are tinted: worth a glance, nothing to do.
 * - Stopped was the owner's own choice and starts again with one click: an amber outline, present but quiet.
 * - Finished and archived are done with: grey, archived the quietest (outline only); a draft has not started
 *   (dashed outline).
 */
export const campaignStatusAppearance: Readonly<Record<CampaignStatus, CampaignStatusAppearance>> = {
  DRAFT: { tone: 'neutral', variant: 'outline', dashed: true, icon: <PencilLine {...iconProps} /> },
  MODERATION: { tone: 'warning', variant: 'soft', dashed: false, icon: <Clock {...iconProps} /> },
  ACTIVE: { tone: 'success', variant: 'soft', dashed: false, icon: <CirclePlay {...iconProps} /> },
  STOPPED: { tone: 'warning', variant: 'outline', dashed: false, icon: <CirclePause {...iconProps} /> },
  DECLINED: { tone: 'danger', variant: 'solid', dashed: false, icon: <CircleX {...iconProps} /> },
  FINISHED: { tone: 'neutral', variant: 'soft', dashed: false, icon: <CircleCheck {...iconProps} /> },
  ARCHIVED: { tone: 'neutral', variant: 'outline', dashed: false, icon: <Archive {...iconProps} /> },
};

/** The tone of each status (see {@link campaignStatusAppearance} for the whole look). */
export const campaignStatusTone: Readonly<Record<CampaignStatus, CampaignStatusTone>> = Object.fromEntries(
  campaignStatuses.map((status) => [status, campaignStatusAppearance[status].tone]),
) as Record<CampaignStatus, CampaignStatusTone>;

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
export interface CampaignStatusBadgeProps extends Omit<
  StatusBadgeProps,
  'children' | 'tone' | 'variant' | 'icon'
> {
  /** The campaign's status. A value this version does not know shows as a neutral badge with the raw value. */
  status: CampaignStatus | (string & {});
  labels?: Partial<Record<CampaignStatus, string>>;
}

function isKnown(status: string): status is CampaignStatus {
  return (campaignStatuses as readonly string[]).includes(status);
}

/**
 * The status of a campaign as a `StatusBadge`: an icon of its own shape and the status's name (colour is never the
 * only signal). Pass `live` to pulse the dot of a single prominent badge (a campaign's page header); never in
 * lists, where dozens of pulsing dots distract and repaint on every frame.
 */
export function CampaignStatusBadge({ status, labels, ...rest }: CampaignStatusBadgeProps) {
  if (!isKnown(status)) {
    return (
      <StatusBadge data-status={status} tone="neutral" {...rest}>
        {status}
      </StatusBadge>
    );
  }
  const look = campaignStatusAppearance[status];
  return (
    <StatusBadge
      data-status={status}
      tone={look.tone}
      variant={look.variant}
      data-dashed={look.dashed || undefined}
      icon={rest.live ? undefined : look.icon}
      {...rest}
    >
      {labels?.[status] ?? defaultCampaignStatusLabels[status]}
    </StatusBadge>
  );
}
CampaignStatusBadge.displayName = 'CampaignStatusBadge';
