import { forwardRef, type ReactNode } from 'react';
import type { ButtonProps } from '../button/button';
import { Button } from '../button/button';

export type IconButtonProps = Omit<
  Extract<ButtonProps, { icon: ReactNode }>,
  'aria-label' | 'icon' | 'children' | 'startIcon' | 'endIcon'
> & {
  /** The icon (decorative). */
  icon: ReactNode;
  /** What the button does: its accessible name. Required, because nothing else on screen says it. */
  label: string;
};

/**
 * A square button with only an icon, for toolbars and table rows. `label` is required and becomes the accessible
 * name; wrap it in a `Tooltip` with the same text to show the name to sighted users too.
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, label, variant = 'ghost', tone = 'neutral', ...rest },
  ref,
) {
  return <Button ref={ref} variant={variant} tone={tone} icon={icon} aria-label={label} {...rest} />;
});
IconButton.displayName = 'IconButton';
