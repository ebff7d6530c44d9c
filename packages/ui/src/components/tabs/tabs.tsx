import * as TabsPrimitive from '@radix-ui/react-tabs';
import { forwardRef, useCallback, useState, type ComponentPropsWithoutRef, type ElementRef } from 'react';
import { cx } from '../../internal/class-names';
import { useScrollRow } from '../../internal/use-scroll-row';

export interface TabsRootProps extends ComponentPropsWithoutRef<typeof TabsPrimitive.Root> {
  /** `line` underlines the active tab (page sections); `pill` fills it (filters inside a card). @default 'line' */
  variant?: 'line' | 'pill';
}

const TabsRoot = forwardRef<ElementRef<typeof TabsPrimitive.Root>, TabsRootProps>(function TabsRoot(
  { variant = 'line', className, ...rest },
  ref,
) {
  return (
    <TabsPrimitive.Root
      ref={ref}
      data-slot="tabs"
      data-variant={variant}
      className={cx('adn-Tabs', className)}
      {...rest}
    />
  );
});
TabsRoot.displayName = 'Tabs.Root';

/**
 * The row of tabs. Give it an `aria-label` when no heading names the tab set. When the tabs do not fit they scroll
 * sideways: the cut-off ends fade and the active tab is kept in sight.
 */
const TabsList = forwardRef<
  ElementRef<typeof TabsPrimitive.List>,
  ComponentPropsWithoutRef<typeof TabsPrimitive.List>
>(function TabsList({ className, ...rest }, ref) {
  const [row, setRow] = useState<ElementRef<typeof TabsPrimitive.List> | null>(null);
  const rowRef = useCallback(
    (node: ElementRef<typeof TabsPrimitive.List> | null) => {
      setRow(node);
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  useScrollRow(row, '[data-state="active"]');
  return (
    <TabsPrimitive.List
      ref={rowRef}
      data-slot="tabs-list"
      className={cx('adn-Tabs-list adn-ScrollRow', className)}
      {...rest}
    />
  );
});
TabsList.displayName = 'Tabs.List';

/** `focusVisible` is in the HTML standard and Chromium and Firefox, not yet in TypeScript's DOM types. */
const MOUSE_FOCUS: FocusOptions & { focusVisible?: boolean } = { focusVisible: false };

const TabsTrigger = forwardRef<
  ElementRef<typeof TabsPrimitive.Trigger>,
  ComponentPropsWithoutRef<typeof TabsPrimitive.Trigger>
>(function TabsTrigger({ className, onMouseDown, ...rest }, ref) {
  return (
    <TabsPrimitive.Trigger
      ref={ref}
      data-slot="tabs-trigger"
      className={cx('adn-Tabs-trigger', className)}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        // Radix focuses the tab from script on mouse down (Safari does not focus buttons on click), and Chromium
        // counts a script's focus as keyboard focus: a clicked tab drew the keyboard ring. Focusing it first as a
        // mouse focus makes Radix's call a no-op.
        if (!event.defaultPrevented && event.button === 0 && !event.ctrlKey && !rest.disabled) {
          event.currentTarget.focus(MOUSE_FOCUS);
        }
      }}
      {...rest}
    />
  );
});
TabsTrigger.displayName = 'Tabs.Trigger';

const TabsContent = forwardRef<
  ElementRef<typeof TabsPrimitive.Content>,
  ComponentPropsWithoutRef<typeof TabsPrimitive.Content>
>(function TabsContent({ className, ...rest }, ref) {
  return (
    <TabsPrimitive.Content
      ref={ref}
      data-slot="tabs-content"
      className={cx('adn-Tabs-content', className)}
      {...rest}
    />
  );
});
TabsContent.displayName = 'Tabs.Content';

/**
 * Tabs on Radix Tabs: arrow keys move between tabs (and wrap), Home/End jump, the tab panel follows the focused
 * tab, and a tab panel is reachable with Tab. Values become part of element ids (`aria-controls`): use values
 * without spaces (`'by-country'`, not `'By country'`).
 *
 * @example
 * ```tsx
 * <Tabs defaultValue="date">
 *   <Tabs.List aria-label="Statistics slice">
 *     <Tabs.Trigger value="date">By date</Tabs.Trigger>
 *     <Tabs.Trigger value="country">By country</Tabs.Trigger>
 *   </Tabs.List>
 *   <Tabs.Content value="date">…</Tabs.Content>
 *   <Tabs.Content value="country">…</Tabs.Content>
 * </Tabs>
 * ```
 */
export const Tabs = Object.assign(TabsRoot, {
  Root: TabsRoot,
  List: TabsList,
  Trigger: TabsTrigger,
  Content: TabsContent,
});
