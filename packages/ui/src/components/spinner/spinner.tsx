import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cx } from '../../internal/class-names';
import { StatusLabel, statusRoleProps } from '../../internal/status-label';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps extends Omit<ComponentPropsWithoutRef<'span'>, 'children'> {
  /** @default 'md' */
  size?: SpinnerSize;
  /**
   * Announced politely to screen readers. Pass `null` when the spinner only decorates something that already says
   * it is busy (a button with `aria-busy`), so nothing is announced twice.
   * @default 'Loading'
   */
  label?: string | null;
}

/**
 * A rotating ring for work of unknown length. Takes the current text colour. With a label it is a `role="status"`
 * region; with `label={null}` it is decorative and hidden from assistive technology.
 */
export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { size = 'md', label = 'Loading', className, ...rest },
  ref,
) {
  return (
    <span
      ref={ref}
      {...statusRoleProps(label)}
      data-slot="spinner"
      data-size={size}
      className={cx('adn-Spinner', className)}
      {...rest}
    >
      <span data-slot="spinner-ring" className="adn-Spinner-ring" aria-hidden="true" />
      <StatusLabel label={label} />
    </span>
  );
});
Spinner.displayName = 'Spinner';
