import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, Input } from '@adnet/ui';
import { describeError } from '../data/errors';

/**
 * The one error state of something that failed to load and has nothing older to show, on every screen: the failure
 * in one translated sentence (`describeError`), what could not be shown (else to try later), a retry (busy while
 * retrying) and, on a detail page, the way back to its list. `titleAs` keeps the heading outline of a section.
 */
export function LoadFailed({
  error,
  description,
  onRetry,
  retrying = false,
  details,
  size = 'default',
  titleAs = size === 'compact' ? 'p' : 'h2',
}: {
  error: unknown;
  description?: string;
  onRetry?: (() => void) | undefined;
  retrying?: boolean;
  details?: ReactNode;
  size?: 'default' | 'compact';
  titleAs?: 'h2' | 'h3' | 'p';
}) {
  const { t } = useTranslation();
  return (
    <ErrorState
      titleAs={titleAs}
      size={size}
      labels={{
        title: describeError(t, error),
        description: description ?? t('errors.tryLater'),
        retry: t('errors.retry'),
      }}
      onRetry={onRetry}
      retrying={retrying}
      details={details}
    />
  );
}

/** A list's search box (the value is the list's debounced text filter, `useDebouncedFilter`). */
export function ListSearch({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Input
      type="search"
      aria-label={label}
      placeholder={label}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      maxLength={200}
      wrapperClassName="list-search"
    />
  );
}
