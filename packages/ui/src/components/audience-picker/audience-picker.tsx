import { useId, useMemo, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import { AlertIcon } from '../../internal/icons';
import { StatusLabel } from '../../internal/status-label';
import { formatNumber } from '../../format';
import { ErrorState } from '../error-state';
import { Field } from '../field';
import { MultiSelect } from '../multi-select';
import { Skeleton } from '../skeleton';
import {
  AudienceStatusBadge,
  defaultAudienceStatusLabels,
  type AudienceStatus,
} from './audience-status-badge';
import { useLocaleOf } from '../../locale/ui-locale-provider';

/** One audience the picker offers. */
export interface AudiencePickerItem {
  id: number;
  name: string;
  /** Estimated users. */
  size: number;
  /** The fewest users the network targets. */
  minSize: number;
  status: AudienceStatus;
}

/** What a campaign's targeting says about audiences: ids to include and ids to exclude (never both). */
export interface AudienceSelection {
  included: number[];
  excluded: number[];
}

/** Why a chosen audience deserves a warning. */
export type AudienceProblem = 'TOO_SMALL' | 'BUILDING' | 'FAILED';

/**
 * The warning a chosen audience gets: too small (fewer users than the minimum, whatever its status says),
 * still building, or failed; null when it is ready and big enough. Mirrors `audienceWarning` of the client.
 */
export function audienceProblem(
  a: Pick<AudiencePickerItem, 'status' | 'size' | 'minSize'>,
): AudienceProblem | null {
  if (a.status === 'READY') return a.size < a.minSize ? 'TOO_SMALL' : null;
  return a.status;
}

/** Texts of {@link AudiencePicker}. */
export interface AudiencePickerLabels {
  include: string;
  exclude: string;
  includeHint: string;
  excludeHint: string;
  placeholder: string;
  /** The list of chosen audiences under each box. */
  includedList: string;
  excludedList: string;
  /** An option: the name and the size. */
  option: (name: string, size: string) => string;
  /** The size of a chosen audience. */
  size: (size: string) => string;
  tooSmall: (size: string, minSize: string) => string;
  building: string;
  failed: string;
  /** A chosen id the list does not hold (deleted, or of another account). */
  unknown: (id: number) => string;
  empty: string;
  loading: string;
  errorTitle: string;
  errorDescription: string;
  retry: string;
  statuses: Partial<Record<AudienceStatus, string>>;
  /** Texts of the boxes themselves (MultiSelect). */
  noResults: string;
  selected: string;
  remove: (label: string) => string;
  summary: (count: number) => string;
}

export const defaultAudiencePickerLabels: AudiencePickerLabels = {
  include: 'Include audiences',
  exclude: 'Exclude audiences',
  includeHint: 'Only users in at least one of these see the ads.',
  excludeHint: 'Users in any of these never see the ads.',
  placeholder: 'Choose audiences',
  includedList: 'Included audiences',
  excludedList: 'Excluded audiences',
  option: (name, size) => `${name} · ${size}`,
  size: (size) => `${size} users`,
  tooSmall: (size, minSize) =>
    `Too small: ${size} of the ${minSize} users needed. Campaigns skip it until it grows.`,
  building: 'Still building: its size is not final yet.',
  failed: 'Failed: it has no users, so it targets nobody.',
  unknown: (id) => `Audience #${id} (not available)`,
  empty: 'No audiences yet.',
  loading: 'Loading audiences',
  errorTitle: 'Audiences could not be loaded',
  errorDescription: 'The targeting keeps its audiences; try again to change them.',
  retry: 'Try again',
  statuses: defaultAudienceStatusLabels,
  noResults: 'No audiences match',
  selected: 'Chosen',
  remove: (label) => `Remove ${label}`,
  summary: (count) => `${count} chosen`,
};

/** Props of {@link AudiencePicker}. */
export interface AudiencePickerProps {
  /** The account's audiences (undefined while loading). */
  audiences: readonly AudiencePickerItem[] | undefined;
  value: AudienceSelection;
  onValueChange: (value: AudienceSelection) => void;
  /** The list failed to load: shows an error with `onRetry` in place of the boxes. */
  error?: boolean;
  onRetry?: (() => void) | undefined;
  disabled?: boolean;
  /** Number locale (BCP 47). @default the `UiLocaleProvider`'s, else 'en' */
  locale?: string;
  /** Shown under the empty state (a link to create an audience). */
  emptyAction?: ReactNode;
  /** Errors of the form's fields (`targeting.segments`, `targeting.excludedSegments`). */
  includeError?: ReactNode;
  excludeError?: ReactNode;
  labels?: Partial<AudiencePickerLabels>;
  className?: string;
}

/**
 * The audiences of a campaign's targeting: one box of audiences to include and one to exclude (an audience
 * chosen in one is not offered in the other), each option with its size; under each box the chosen audiences
 * with size, status and a warning when one is too small, still building or failed (campaigns skip those, so the
 * advertiser must know before saving). Loading shows placeholders, a failed load an error with retry, no
 * audiences an empty state with `emptyAction`. Chosen ids the list does not hold stay chosen and are named
 * "not available", so nothing is dropped silently.
 */
export function AudiencePicker({
  audiences,
  value,
  onValueChange,
  error = false,
  onRetry,
  disabled = false,
  locale: localeProp,
  emptyAction,
  includeError,
  excludeError,
  labels: custom,
  className,
}: AudiencePickerProps) {
  const locale = useLocaleOf(localeProp);
  const labels = { ...defaultAudiencePickerLabels, ...custom };
  const id = useId();
  const byId = useMemo(() => new Map((audiences ?? []).map((a) => [a.id, a])), [audiences]);
  const num = (n: number) => formatNumber(n, locale);

  if (error)
    return (
      <div className={cx('adn-AudiencePicker', className)} data-slot="audience-picker" data-state="error">
        <ErrorState
          size="compact"
          titleAs="p"
          onRetry={onRetry}
          labels={{ title: labels.errorTitle, description: labels.errorDescription, retry: labels.retry }}
        />
      </div>
    );
  if (!audiences)
    return (
      <div
        className={cx('adn-AudiencePicker', className)}
        data-slot="audience-picker"
        data-state="loading"
        role="status"
      >
        <StatusLabel label={labels.loading} />
        <Skeleton shape="rect" height={40} />
        <Skeleton shape="rect" height={40} />
      </div>
    );
  const chosen = value.included.length + value.excluded.length;
  if (audiences.length === 0 && chosen === 0)
    return (
      <div className={cx('adn-AudiencePicker', className)} data-slot="audience-picker" data-state="empty">
        <p className="adn-AudiencePicker-empty">{labels.empty}</p>
        {emptyAction}
      </div>
    );

  const nameOf = (a: number) => byId.get(a)?.name ?? labels.unknown(a);
  const optionsFor = (own: readonly number[], other: readonly number[]) => [
    ...audiences
      .filter((a) => !other.includes(a.id))
      .map((a) => ({ value: String(a.id), label: labels.option(a.name, num(a.size)) })),
    ...own.filter((a) => !byId.has(a)).map((a) => ({ value: String(a), label: labels.unknown(a) })),
  ];
  const box = (side: 'included' | 'excluded') => {
    const own = value[side];
    const other = value[side === 'included' ? 'excluded' : 'included'];
    const listId = `${id}-${side}`;
    return (
      <div className="adn-AudiencePicker-side" data-side={side}>
        <Field
          label={side === 'included' ? labels.include : labels.exclude}
          hint={side === 'included' ? labels.includeHint : labels.excludeHint}
          error={side === 'included' ? includeError : excludeError}
          disabled={disabled}
        >
          <MultiSelect
            searchable
            options={optionsFor(own, other)}
            value={own.map(String)}
            placeholder={labels.placeholder}
            onValueChange={(next) => onValueChange({ ...value, [side]: next.map(Number) })}
            labels={{
              noResults: labels.noResults,
              selected: labels.selected,
              remove: labels.remove,
              summary: labels.summary,
            }}
          />
        </Field>
        {own.length > 0 && (
          <ul
            className="adn-AudiencePicker-list"
            id={listId}
            aria-label={side === 'included' ? labels.includedList : labels.excludedList}
          >
            {own.map((a) => {
              const item = byId.get(a);
              const problem = item ? audienceProblem(item) : null;
              return (
                <li key={a} className="adn-AudiencePicker-item" data-problem={problem ?? undefined}>
                  <span className="adn-AudiencePicker-name">{nameOf(a)}</span>
                  {item && (
                    <>
                      <span className="adn-AudiencePicker-size">{labels.size(num(item.size))}</span>
                      <AudienceStatusBadge size="sm" status={item.status} labels={labels.statuses} />
                    </>
                  )}
                  {problem && item && (
                    <span className="adn-AudiencePicker-warning">
                      <AlertIcon aria-hidden="true" />
                      {problem === 'TOO_SMALL'
                        ? labels.tooSmall(num(item.size), num(item.minSize))
                        : problem === 'BUILDING'
                          ? labels.building
                          : labels.failed}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    );
  };
  return (
    <div className={cx('adn-AudiencePicker', className)} data-slot="audience-picker" data-state="ready">
      {box('included')}
      {box('excluded')}
    </div>
  );
}
AudiencePicker.displayName = 'AudiencePicker';
