import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';

export interface TooltipProps {
  /** What the tooltip says. Keep it short and non-interactive (no links or buttons: they cannot be reached). */
  content: ReactNode;
  /** The trigger: one focusable element (a Button, an IconButton, a link) that accepts a ref. */
  children: ReactElement;
  /** @default 'top' */
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** @default 'center' */
  align?: 'start' | 'center' | 'end';
  /** Milliseconds of hover before it opens; keyboard focus opens it at once. @default 300 */
  delayDuration?: number;
  /** Controlled open state. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * A short hint on hover and on keyboard focus, on Radix Tooltip: it is announced as the trigger's description,
 * closes with Escape, stays open while the pointer moves onto it (WCAG 1.4.13) and flips to stay on screen.
 * Never put the only name of a control in a tooltip: an icon-only button still needs its `aria-label`.
 */
export function Tooltip({ delayDuration = 300, ...props }: TooltipProps) {
  // Each tooltip carries its own provider so hosts need no setup; Radix requires one above every Root.
  return (
    <TooltipPrimitive.Provider delayDuration={delayDuration}>
      <TooltipInProvider {...props} />
    </TooltipPrimitive.Provider>
  );
}
Tooltip.displayName = 'Tooltip';

/**
 * The tooltip without its own provider, for a group of triggers under one `TooltipPrimitive.Provider` (moving
 * from one to the next then skips the delay). Internal: the package exports `Tooltip` only.
 */
export function TooltipInProvider({
  content,
  children,
  side = 'top',
  align = 'center',
  sideOffset = 6,
  open,
  defaultOpen,
  onOpenChange,
  ...rest
}: Omit<TooltipProps, 'delayDuration'> & { sideOffset?: number; 'data-slot'?: string }) {
  const rootProps = {
    ...(open !== undefined && { open }),
    ...(defaultOpen !== undefined && { defaultOpen }),
    ...(onOpenChange && { onOpenChange }),
  };
  return (
    <TooltipPrimitive.Root {...rootProps}>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          data-slot={rest['data-slot'] ?? 'tooltip'}
          className="adn-Tooltip"
          side={side}
          align={align}
          sideOffset={sideOffset}
          collisionPadding={8}
        >
          {content}
          <TooltipPrimitive.Arrow className="adn-Tooltip-arrow" width={10} height={5} />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}
