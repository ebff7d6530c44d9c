import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';

export const badgeTones = ['neutral', 'primary', 'success', 'warning', 'danger'] as const;
export const badgeVariants = ['soft', 'solid', 'outline'] as const;
export type BadgeTone = (typeof badgeTones)[number];
export type BadgeVariant = (typeof badgeVariants)[number];

export interface BadgeProps extends ComponentPropsWithoutRef<'span'> {
  /** @default 'neutral' */
  tone?: BadgeTone;
  /** @default 'soft' */
  variant?: BadgeVariant;
  /** @default 'md' */
  size?: 'sm' | 'md';
}

/** A short label: a count, a type ("Rewarded video"), a flag ("Beta"). Not interactive. */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { tone = 'neutral', variant = 'soft', size = 'md', className, ...rest },
  ref,
) {
  return (
    <span
      ref={ref}
      data-slot="badge"
      data-tone={tone}
      data-variant={variant}
      data-size={size}
      className={cx('adn-Badge', className)}
      {...rest}
    />
  );
});
Badge.displayName = 'Badge';

export interface StatusBadgeProps extends BadgeProps {
  /** Pulses the dot for a live state ("Running"); still under `prefers-reduced-motion`. */
  live?: boolean;
  /**
   * A 12 px icon in place of the dot, so that states of one colour family still differ in shape (colour-blind
   * users, greyscale prints). Decorative: the text names the state.
   */
  icon?: ReactNode;
}

/**
 * A state with a coloured dot: "Active", "On moderation", "Declined". The text carries the meaning (colour alone
 * never does, WCAG 1.4.1); the dot is decorative.
 */
export const StatusBadge = forwardRef<HTMLSpanElement, StatusBadgeProps>(function StatusBadge(
  { live = false, variant = 'soft', icon, children, className, ...rest },
  ref,
) {
  return (
    <Badge
      ref={ref}
      variant={variant}
      className={cx('adn-StatusBadge', className)}
      data-live={live || undefined}
      {...rest}
    >
      {icon ? (
        <span data-slot="status-icon" className="adn-StatusBadge-icon" aria-hidden="true">
          {icon}
        </span>
      ) : (
        <span data-slot="status-dot" className="adn-StatusBadge-dot" aria-hidden="true" />
      )}
      {children}
    </Badge>
  );
});
StatusBadge.displayName = 'StatusBadge';
