import { StatusBadge, type BadgeTone, type StatusBadgeProps } from '../badge';

/**
 * Audience statuses (the designed contract of `@adnet/api-client` declares the same values; the design system
 * does not import the client, so they are repeated here).
 */
export const audienceStatuses = ['BUILDING', 'READY', 'TOO_SMALL', 'FAILED'] as const;
/** One audience status. */
export type AudienceStatus = (typeof audienceStatuses)[number];

/** Ready to target is success; being computed is primary; too small to target is warning; failed is danger. */
export const audienceStatusTone: Readonly<Record<AudienceStatus, BadgeTone>> = {
  BUILDING: 'primary',
  READY: 'success',
  TOO_SMALL: 'warning',
  FAILED: 'danger',
};

/** English names of the statuses; the app passes translations through `labels`. */
export const defaultAudienceStatusLabels: Readonly<Record<AudienceStatus, string>> = {
  BUILDING: 'Building',
  READY: 'Ready',
  TOO_SMALL: 'Too small',
  FAILED: 'Failed',
};

/** Props of {@link AudienceStatusBadge}. */
export interface AudienceStatusBadgeProps extends Omit<StatusBadgeProps, 'children' | 'tone'> {
  /** The audience's status. A value this version does not know shows as a neutral badge with the raw value. */
  status: AudienceStatus | (string & {});
  labels?: Partial<Record<AudienceStatus, string>>;
}

const isKnown = (status: string): status is AudienceStatus =>
  (audienceStatuses as readonly string[]).includes(status);

/** The status of an audience as a `StatusBadge` (a dot and the status's name; colour is never the only signal). */
export function AudienceStatusBadge({ status, labels, ...rest }: AudienceStatusBadgeProps) {
  const known = isKnown(status);
  return (
    <StatusBadge data-status={status} tone={known ? audienceStatusTone[status] : 'neutral'} {...rest}>
      {known ? (labels?.[status] ?? defaultAudienceStatusLabels[status]) : status}
    </StatusBadge>
  );
}
AudienceStatusBadge.displayName = 'AudienceStatusBadge';
