import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cx } from '../../internal/class-names';
import { StatusLabel, statusRoleProps } from '../../internal/status-label';

export interface DotsLoaderProps extends Omit<ComponentPropsWithoutRef<'span'>, 'children'> {
  /** Announced politely to screen readers. Pass `null` when something else already says what loads. @default 'Loading' */
  label?: string | null;
  /** Dot diameter 6, 8 or 12 px. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** Centres the loader in the space it is given (the shell's loading screen). */
  fill?: boolean;
}

/**
 * The three-dot loading indicator the shell shows while a layout or a route loads. Takes the current text colour
 * (primary by default). Under `prefers-reduced-motion` the dots fade gently instead of bouncing.
 */
export const DotsLoader = forwardRef<HTMLSpanElement, DotsLoaderProps>(function DotsLoader(
  { label = 'Loading', size = 'md', fill = false, className, ...rest },
  ref,
) {
  return (
    <span
      ref={ref}
      {...statusRoleProps(label)}
      data-slot="dots-loader"
      data-size={size}
      data-fill={fill || undefined}
      className={cx('adn-DotsLoader', className)}
      {...rest}
    >
      <span className="adn-DotsLoader-dot" aria-hidden="true" />
      <span className="adn-DotsLoader-dot" aria-hidden="true" />
      <span className="adn-DotsLoader-dot" aria-hidden="true" />
      <StatusLabel label={label} />
    </span>
  );
});
DotsLoader.displayName = 'DotsLoader';
