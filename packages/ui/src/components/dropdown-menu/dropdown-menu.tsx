import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import {
  forwardRef,
  useImperativeHandle,
  useState,
  type ComponentPropsWithoutRef,
  type ComponentRef,
  type ReactNode,
} from 'react';
import { cx } from '../../internal/class-names';
import { TickIcon } from '../../internal/icons';
import { styledPart } from '../../internal/styled-part';
import { useInertOutside } from '../../internal/use-inert-outside';

export const dropdownMenuItemTones = ['default', 'danger'] as const;
export type DropdownMenuItemTone = (typeof dropdownMenuItemTones)[number];

/** Holds the open state. Modal by default: the page outside is inert while the menu is open. */
function DropdownMenuRoot(props: MenuPrimitive.DropdownMenuProps) {
  return <MenuPrimitive.Root {...props} />;
}
DropdownMenuRoot.displayName = 'DropdownMenu.Root';

/** Opens the menu (Enter, Space, ArrowDown or a click); use `asChild` with an `IconButton` or `Button`. */
const DropdownMenuTrigger = styledPart(
  MenuPrimitive.Trigger,
  'DropdownMenu.Trigger',
  'dropdown-menu-trigger',
);

/**
 * The menu, in a portal, aligned to the trigger's end by default (row actions sit at the end of a row). Arrow
 * keys, Home/End and typeahead move; Escape closes and gives focus back to the trigger. An item whose action moved
 * the focus elsewhere (opened a dialog) leaves it there; the dialog gives it back to the trigger when it closes.
 */
const DropdownMenuContent = forwardRef<
  ComponentRef<typeof MenuPrimitive.Content>,
  ComponentPropsWithoutRef<typeof MenuPrimitive.Content>
>(function DropdownMenuContent(
  { className, align = 'end', sideOffset = 4, onCloseAutoFocus, ...props },
  ref,
) {
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  useImperativeHandle(ref, () => node as HTMLDivElement, [node]);
  const releaseInert = useInertOutside(node);
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        ref={setNode}
        className={cx('adn-Menu', className)}
        data-slot="dropdown-menu-content"
        align={align}
        sideOffset={sideOffset}
        onCloseAutoFocus={(event) => {
          releaseInert();
          onCloseAutoFocus?.(event);
          // An item that opened something which took the focus (a dialog's first field) keeps it there: Radix gives
          // focus back to the trigger a tick after the menu closed, which blurred that field, and a form that
          // checks a field when it is left then opened with its error already shown.
          const active = document.activeElement;
          if (active && active !== document.body && !node?.contains(active)) event.preventDefault();
        }}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
});
DropdownMenuContent.displayName = 'DropdownMenu.Content';

export interface DropdownMenuItemProps extends ComponentPropsWithoutRef<typeof MenuPrimitive.Item> {
  /** `danger` for destructive actions (archive, delete). @default 'default' */
  tone?: DropdownMenuItemTone;
  /** Decorative icon before the text. */
  icon?: ReactNode;
}

/** An action. `onSelect` runs on click, Enter or Space, then the menu closes (call `event.preventDefault()` to keep it open). */
const DropdownMenuItem = forwardRef<ComponentRef<typeof MenuPrimitive.Item>, DropdownMenuItemProps>(
  function DropdownMenuItem({ className, tone = 'default', icon, children, ...props }, ref) {
    return (
      <MenuPrimitive.Item
        ref={ref}
        className={cx('adn-Menu-item', className)}
        data-slot="dropdown-menu-item"
        data-tone={tone}
        {...props}
      >
        {icon != null && (
          <span className="adn-Menu-icon" aria-hidden="true">
            {icon}
          </span>
        )}
        {children}
      </MenuPrimitive.Item>
    );
  },
);
DropdownMenuItem.displayName = 'DropdownMenu.Item';

/** An on/off option (`menuitemcheckbox`), e.g. which columns a table shows. */
const DropdownMenuCheckboxItem = forwardRef<
  ComponentRef<typeof MenuPrimitive.CheckboxItem>,
  ComponentPropsWithoutRef<typeof MenuPrimitive.CheckboxItem>
>(function DropdownMenuCheckboxItem({ className, children, ...props }, ref) {
  return (
    <MenuPrimitive.CheckboxItem
      ref={ref}
      className={cx('adn-Menu-item', className)}
      data-slot="dropdown-menu-checkbox-item"
      {...props}
    >
      <span className="adn-Menu-indicator" aria-hidden="true">
        <MenuPrimitive.ItemIndicator>
          <TickIcon />
        </MenuPrimitive.ItemIndicator>
      </span>
      {children}
    </MenuPrimitive.CheckboxItem>
  );
});
DropdownMenuCheckboxItem.displayName = 'DropdownMenu.CheckboxItem';

/** A group of `RadioItem`s, one of which is chosen (`value`, `onValueChange`). */
const DropdownMenuRadioGroup = styledPart(
  MenuPrimitive.RadioGroup,
  'DropdownMenu.RadioGroup',
  'dropdown-menu-radio-group',
);

/** One choice of a `RadioGroup` (`menuitemradio`). */
const DropdownMenuRadioItem = forwardRef<
  ComponentRef<typeof MenuPrimitive.RadioItem>,
  ComponentPropsWithoutRef<typeof MenuPrimitive.RadioItem>
>(function DropdownMenuRadioItem({ className, children, ...props }, ref) {
  return (
    <MenuPrimitive.RadioItem
      ref={ref}
      className={cx('adn-Menu-item', className)}
      data-slot="dropdown-menu-radio-item"
      {...props}
    >
      <span className="adn-Menu-indicator" aria-hidden="true">
        <MenuPrimitive.ItemIndicator>
          <span className="adn-Menu-dot" />
        </MenuPrimitive.ItemIndicator>
      </span>
      {children}
    </MenuPrimitive.RadioItem>
  );
});
DropdownMenuRadioItem.displayName = 'DropdownMenu.RadioItem';

/** A heading inside the menu (not focusable). */
const DropdownMenuLabel = styledPart(
  MenuPrimitive.Label,
  'DropdownMenu.Label',
  'dropdown-menu-label',
  'adn-Menu-label',
);
const DropdownMenuSeparator = styledPart(
  MenuPrimitive.Separator,
  'DropdownMenu.Separator',
  'dropdown-menu-separator',
  'adn-Menu-separator',
);
const DropdownMenuGroup = styledPart(MenuPrimitive.Group, 'DropdownMenu.Group', 'dropdown-menu-group');

/**
 * A menu of actions on Radix DropdownMenu (row actions of tables, account menus), as parts:
 *
 * ```tsx
 * <DropdownMenu.Root>
 *   <DropdownMenu.Trigger asChild><IconButton icon={<MoreIcon />} label="Actions for Spring sale" /></DropdownMenu.Trigger>
 *   <DropdownMenu.Content>
 *     <DropdownMenu.Item onSelect={edit}>Edit</DropdownMenu.Item>
 *     <DropdownMenu.Separator />
 *     <DropdownMenu.Item tone="danger" onSelect={archive}>Archive</DropdownMenu.Item>
 *   </DropdownMenu.Content>
 * </DropdownMenu.Root>
 * ```
 * To confirm an action in a `ConfirmDialog`, open the dialog from `onSelect` (it gives focus back to the menu's
 * trigger when it closes).
 */
export const DropdownMenu = {
  Root: DropdownMenuRoot,
  Trigger: DropdownMenuTrigger,
  Content: DropdownMenuContent,
  Item: DropdownMenuItem,
  CheckboxItem: DropdownMenuCheckboxItem,
  RadioGroup: DropdownMenuRadioGroup,
  RadioItem: DropdownMenuRadioItem,
  Label: DropdownMenuLabel,
  Separator: DropdownMenuSeparator,
  Group: DropdownMenuGroup,
};
