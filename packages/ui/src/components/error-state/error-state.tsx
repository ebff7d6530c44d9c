import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import { AlertIcon } from '../../internal/icons';
import { Button } from '../button/button';

/** Texts of {@link ErrorState}, English by default; the host passes translations. */
export interface ErrorStateLabels {
  /** @default 'Something went wrong' (the spec's generic error text) */
  title: string;
  /** @default 'Please try again later.' */
  description: string;
  /** @default 'Try again' */
  retry: string;
}

export const defaultErrorStateLabels: ErrorStateLabels = {
  title: 'Something went wrong',
  description: 'Please try again later.',
  retry: 'Try again',
};

export interface ErrorStateProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  /** Texts; any omitted one falls back to English. */
  labels?: Partial<ErrorStateLabels>;
  /** Shows a retry button that calls this. Without it there is no button. */
  onRetry?: (() => void) | undefined;
  /** The retry is running: the button shows a spinner and ignores clicks. */
  retrying?: boolean;
  /** Extra detail under the description (an error code for support). */
  details?: ReactNode;
  /** Heading level of the title. @default 'h3' */
  titleAs?: 'h1' | 'h2' | 'h3' | 'h4' | 'p';
  /** @default 'default' */
  size?: 'default' | 'compact';
}

/**
 * Replaces content that failed to load, says so and offers a retry. It is a `role="alert"` region, so screen
 * readers announce it when it appears in place of the content.
 */
export const ErrorState = forwardRef<HTMLDivElement, ErrorStateProps>(function ErrorState(
  { labels, onRetry, retrying = false, details, titleAs: Title = 'h3', size = 'default', className, ...rest },
  ref,
) {
  const text = { ...defaultErrorStateLabels, ...labels };
  return (
    <div
      ref={ref}
      role="alert"
      data-slot="error-state"
      data-size={size}
      className={cx('adn-ErrorState', className)}
      {...rest}
    >
      <span data-slot="error-state-icon" className="adn-ErrorState-icon" aria-hidden="true">
        <AlertIcon />
      </span>
      <Title data-slot="error-state-title" className="adn-ErrorState-title">
        {text.title}
      </Title>
      <p data-slot="error-state-description" className="adn-ErrorState-description">
        {text.description}
      </p>
      {details != null && (
        <p data-slot="error-state-details" className="adn-ErrorState-description">
          {details}
        </p>
      )}
      {onRetry && (
        <div data-slot="error-state-action" className="adn-ErrorState-action">
          <Button
            variant="soft"
            tone="neutral"
            size={size === 'compact' ? 'sm' : 'md'}
            loading={retrying}
            onClick={onRetry}
          >
            {text.retry}
          </Button>
        </div>
      )}
    </div>
  );
});
ErrorState.displayName = 'ErrorState';
