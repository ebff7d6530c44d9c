import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import { InboxIcon } from '../../internal/icons';

export interface EmptyStateProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  /** What is empty. @default 'No data' (the spec's grid text) */
  title?: ReactNode;
  /** What the user can do about it. */
  description?: ReactNode;
  /** Illustration or icon; decorative. Pass `null` for none. @default an inbox icon */
  icon?: ReactNode;
  /** A call to action, usually a `Button`. */
  action?: ReactNode;
  /** Heading level of the title, to fit the page outline (`h1` when the state is the whole page). @default 'h3' */
  titleAs?: 'h1' | 'h2' | 'h3' | 'h4' | 'p';
  /** `compact` for table cells and small cards. @default 'default' */
  size?: 'default' | 'compact';
}

/** Says that there is nothing to show yet and, ideally, how to change that. */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(
  {
    title = 'No data',
    description,
    icon = <InboxIcon />,
    action,
    titleAs: Title = 'h3',
    size = 'default',
    className,
    ...rest
  },
  ref,
) {
  return (
    <div
      ref={ref}
      data-slot="empty-state"
      data-size={size}
      className={cx('adn-EmptyState', className)}
      {...rest}
    >
      {icon != null && (
        <span data-slot="empty-state-icon" className="adn-EmptyState-icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <Title data-slot="empty-state-title" className="adn-EmptyState-title">
        {title}
      </Title>
      {description != null && (
        <p data-slot="empty-state-description" className="adn-EmptyState-description">
          {description}
        </p>
      )}
      {action != null && (
        <div data-slot="empty-state-action" className="adn-EmptyState-action">
          {action}
        </div>
      )}
    </div>
  );
});
EmptyState.displayName = 'EmptyState';
