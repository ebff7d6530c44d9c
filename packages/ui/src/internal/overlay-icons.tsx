import type { SVGProps } from 'react';
import { StrokeIcon } from './icons';

/**
 * Small stroke icons of the overlay components (select, dialog, menus, toasts, layouts); the primitives' icons
 * (tick, alert, ...) are in `./icons`. Decorative only: every one is `aria-hidden`; the control that holds it
 * carries the accessible name.
 */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'd'>;

export const CloseIcon = (p: IconProps) => <StrokeIcon d="M4 4l8 8M12 4l-8 8" {...p} />;
export const ChevronDownIcon = (p: IconProps) => <StrokeIcon d="M4 6l4 4 4-4" {...p} />;
export const ChevronUpIcon = (p: IconProps) => <StrokeIcon d="M4 10l4-4 4 4" {...p} />;
export const MenuIcon = (p: IconProps) => <StrokeIcon d="M2.5 4h11M2.5 8h11M2.5 12h11" {...p} />;
/** Points to the inline start in LTR; CSS mirrors it in RTL. */
export const CollapseIcon = (p: IconProps) => <StrokeIcon d="M10 4L6 8l4 4" {...p} />;
export const MoreIcon = (p: IconProps) => (
  <svg
    width="16"
    height="16"
    viewBox="0 0 16 16"
    fill="currentColor"
    aria-hidden="true"
    focusable="false"
    {...p}
  >
    <circle cx="3" cy="8" r="1.5" />
    <circle cx="8" cy="8" r="1.5" />
    <circle cx="13" cy="8" r="1.5" />
  </svg>
);
