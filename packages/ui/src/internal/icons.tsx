import type { SVGProps } from 'react';

/**
 * Small stroke icons of the primitives (checkbox, copy field, empty and error states). Decorative: each is
 * `aria-hidden`, the control around it carries the accessible name.
 */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'd'>;

export function StrokeIcon({ d, ...props }: IconProps & { d: string }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d={d} />
    </svg>
  );
}

export const TickIcon = (p: IconProps) => <StrokeIcon d="M3.5 8.5l3 3 6-7" {...p} />;
/** lucide's chevron-right, drawn here so a page header does not bring lucide's icon runtime into a host's entry. */
export const ChevronRightIcon = (p: IconProps) => (
  <StrokeIcon d="m9 18 6-6-6-6" width="24" height="24" viewBox="0 0 24 24" {...p} />
);
export const DashIcon = (p: IconProps) => <StrokeIcon d="M4 8h8" {...p} />;
export const CopyIcon = (p: IconProps) => (
  <StrokeIcon
    d="M5.5 5.5V3a1 1 0 011-1H13a1 1 0 011 1v6.5a1 1 0 01-1 1h-2.5M3 5.5h6.5a1 1 0 011 1V13a1 1 0 01-1 1H3a1 1 0 01-1-1V6.5a1 1 0 011-1z"
    {...p}
    strokeWidth="1.5"
  />
);
export const AlertIcon = (p: IconProps) => (
  <StrokeIcon d="M8 4.5v4M8 11.25v.25M8 1.5a6.5 6.5 0 110 13 6.5 6.5 0 010-13z" {...p} strokeWidth="1.5" />
);
export const InboxIcon = (p: IconProps) => (
  <StrokeIcon
    d="M1.5 9h3.5l1 2h4l1-2h3.5M3.5 3h9l2 6v3.5a1 1 0 01-1 1h-11a1 1 0 01-1-1V9l2-6z"
    {...p}
    strokeWidth="1.5"
  />
);
