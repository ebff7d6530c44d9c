import * as SelectPrimitive from '@radix-ui/react-select';
import {
  forwardRef,
  useImperativeHandle,
  useState,
  type ComponentPropsWithoutRef,
  type ComponentRef,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { cx } from '../../internal/class-names';
import { TickIcon } from '../../internal/icons';
import { styledPart } from '../../internal/styled-part';
import { ChevronDownIcon, ChevronUpIcon } from '../../internal/overlay-icons';
import { useInertOutside } from '../../internal/use-inert-outside';
import { useFieldControl } from '../field/field-context';
import { SELECT_MAX_HEIGHT_VH } from './select-constants';

export const selectSizes = ['sm', 'md', 'lg'] as const;
export type SelectSize = (typeof selectSizes)[number];

/** Holds value and open state: `value`/`onValueChange`, `defaultValue`, `name` (for forms), `disabled`, `dir`. */
function SelectRoot(props: SelectPrimitive.SelectProps) {
  return <SelectPrimitive.Root {...props} />;
}
SelectRoot.displayName = 'Select.Root';

export interface SelectTriggerProps extends ComponentPropsWithoutRef<typeof SelectPrimitive.Trigger> {
  /** Heights 28, 36 and 44 px, like `Button`. @default 'md' */
  size?: SelectSize | undefined;
  /** Marks the value as wrong (`aria-invalid`); pair it with an error text via `aria-describedby`. */
  invalid?: boolean | undefined;
}

/**
 * The button that shows the value and opens the list (a `combobox`). Put `Select.Value` inside. Inside a `Field`
 * it takes the field's id, label, description, invalid, required and disabled state.
 */
const SelectTrigger = forwardRef<ComponentRef<typeof SelectPrimitive.Trigger>, SelectTriggerProps>(
  function SelectTrigger(props, ref) {
    const { size = 'md', invalid, className, children, ...rest } = useFieldControl(props);
    return (
      <SelectPrimitive.Trigger
        ref={ref}
        className={cx('adn-Select-trigger', className)}
        data-slot="select-trigger"
        data-size={size}
        {...rest}
        aria-invalid={invalid || rest['aria-invalid'] || undefined}
      >
        {children}
        <SelectPrimitive.Icon className="adn-Select-icon" data-slot="select-icon">
          <ChevronDownIcon />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
    );
  },
);
SelectTrigger.displayName = 'Select.Trigger';

/** The chosen option's text, or the `placeholder` when nothing is chosen. */
const SelectValue = forwardRef<
  ComponentRef<typeof SelectPrimitive.Value>,
  ComponentPropsWithoutRef<typeof SelectPrimitive.Value>
>(function SelectValue({ className, ...props }, ref) {
  // Radix drops `className` on Value (it owns its style), so the layout class sits on a wrapper.
  return (
    <span className={cx('adn-Select-value', className)} data-slot="select-value">
      <SelectPrimitive.Value ref={ref} {...props} />
    </span>
  );
});
SelectValue.displayName = 'Select.Value';

/**
 * The list, in a portal, below the trigger and at least as wide. Its height is capped at
 * `min(44vh, space available)`; longer lists scroll. Keyboard and typeahead come from Radix.
 */
const SelectContent = forwardRef<
  ComponentRef<typeof SelectPrimitive.Content>,
  ComponentPropsWithoutRef<typeof SelectPrimitive.Content>
>(function SelectContent(
  { className, children, position = 'popper', sideOffset = 4, style, onCloseAutoFocus, ...props },
  ref,
) {
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  useImperativeHandle(ref, () => node as HTMLDivElement, [node]);
  const releaseInert = useInertOutside(node);
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        ref={setNode}
        className={cx('adn-Select-content', className)}
        data-slot="select-content"
        position={position}
        sideOffset={sideOffset}
        onCloseAutoFocus={(event) => {
          releaseInert();
          onCloseAutoFocus?.(event);
        }}
        style={{ '--adn-select-max-height': `${SELECT_MAX_HEIGHT_VH}vh`, ...style } as CSSProperties}
        {...props}
      >
        <SelectPrimitive.ScrollUpButton className="adn-Select-scroll" data-slot="select-scroll-up">
          <ChevronUpIcon />
        </SelectPrimitive.ScrollUpButton>
        <SelectPrimitive.Viewport className="adn-Select-viewport" data-slot="select-viewport">
          {children}
        </SelectPrimitive.Viewport>
        <SelectPrimitive.ScrollDownButton className="adn-Select-scroll" data-slot="select-scroll-down">
          <ChevronDownIcon />
        </SelectPrimitive.ScrollDownButton>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
});
SelectContent.displayName = 'Select.Content';

/** One option. `value` must not be an empty string (Radix reserves it for "no value"). */
const SelectItem = forwardRef<
  ComponentRef<typeof SelectPrimitive.Item>,
  ComponentPropsWithoutRef<typeof SelectPrimitive.Item>
>(function SelectItem({ className, children, ...props }, ref) {
  return (
    <SelectPrimitive.Item
      ref={ref}
      className={cx('adn-Select-item', className)}
      data-slot="select-item"
      {...props}
    >
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
      <SelectPrimitive.ItemIndicator className="adn-Select-indicator" data-slot="select-indicator">
        <TickIcon />
      </SelectPrimitive.ItemIndicator>
    </SelectPrimitive.Item>
  );
});
SelectItem.displayName = 'Select.Item';

/** Groups options under a `Select.Label`. */
const SelectGroup = styledPart(SelectPrimitive.Group, 'Select.Group', 'select-group');
/** The heading of a `Select.Group`. */
const SelectLabel = styledPart(SelectPrimitive.Label, 'Select.Label', 'select-label', 'adn-Select-label');
const SelectSeparator = styledPart(
  SelectPrimitive.Separator,
  'Select.Separator',
  'select-separator',
  'adn-Select-separator',
);

export interface SelectOption {
  /** Non-empty. */
  value: string;
  label: ReactNode;
  disabled?: boolean;
  /** Text for typeahead when `label` is not plain text. */
  textValue?: string;
}

export interface SelectOptionGroup {
  label: ReactNode;
  options: readonly SelectOption[];
}

export interface SelectProps extends Omit<SelectPrimitive.SelectProps, 'children'> {
  /** Options, or groups of options with a heading. */
  options: readonly (SelectOption | SelectOptionGroup)[];
  /** Shown while nothing is chosen. */
  placeholder?: ReactNode;
  /** Marks the value as wrong (`aria-invalid` on the trigger). */
  invalid?: boolean;
  /** @default 'md' */
  size?: SelectSize;
  /** Goes to the trigger, so a `<label htmlFor>` names it. */
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  /** Class of the trigger. */
  className?: string;
}

const isGroup = (o: SelectOption | SelectOptionGroup): o is SelectOptionGroup => 'options' in o;

function renderOption(o: SelectOption) {
  return (
    <SelectItem
      key={o.value}
      value={o.value}
      {...(o.disabled && { disabled: true })}
      {...(o.textValue !== undefined && { textValue: o.textValue })}
    >
      {o.label}
    </SelectItem>
  );
}

/**
 * A single-choice select from a list of options, on Radix Select:
 *
 * ```tsx
 * <label htmlFor="country">Country</label>
 * <Select id="country" options={[{ value: 'RU', label: 'Russia' }]} placeholder="Choose…" onValueChange={set} />
 * ```
 * For custom content use the parts (`Select.Root`, `Select.Trigger`, `Select.Value`, `Select.Content`,
 * `Select.Item`, `Select.Group`, `Select.Label`, `Select.Separator`). For many values use `MultiSelect`; for long
 * lists where typing to filter helps (countries) use `SearchableSelect`.
 *
 * A closed Radix Select keeps every option mounted (in a detached fragment, for typeahead on the closed trigger
 * and the form's hidden native select) and draws the chosen option's text through it: three synchronous renders
 * of all its options at mount, a long task on a phone for a list of twenty. So a controlled select not in a form
 * mounts its options only once it is first focused or opened, and draws the chosen label itself; an uncontrolled
 * one, or one that takes part in a form (`name`, `form`, `required` or `autoComplete`), keeps Radix's way.
 */
function SelectField({
  options,
  placeholder,
  invalid,
  size,
  id,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledby,
  'aria-describedby': ariaDescribedby,
  className,
  ...root
}: SelectProps) {
  // The hidden native select Radix adds in a form needs the options only when it submits the value (`name`,
  // `form`), checks it (`required`) or lets the browser fill it (`autoComplete`).
  const lazy = root.value !== undefined && !root.name && !root.form && !root.required && !root.autoComplete;
  const [mounted, setMounted] = useState(false);
  return (
    <SelectRoot
      {...root}
      onOpenChange={(open) => {
        if (open) setMounted(true);
        root.onOpenChange?.(open);
      }}
    >
      <SelectTrigger
        onFocus={() => setMounted(true)}
        size={size}
        invalid={invalid}
        id={id}
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledby}
        aria-describedby={ariaDescribedby}
        className={className}
      >
        <SelectValue placeholder={placeholder}>
          {lazy
            ? options.flatMap((o) => (isGroup(o) ? o.options : o)).find((o) => o.value === root.value)?.label
            : undefined}
        </SelectValue>
      </SelectTrigger>
      <SelectContent>
        {mounted || !lazy || root.open || root.defaultOpen
          ? options.map((o, i) =>
              isGroup(o) ? (
                <SelectGroup key={i}>
                  <SelectLabel>{o.label}</SelectLabel>
                  {o.options.map(renderOption)}
                </SelectGroup>
              ) : (
                renderOption(o)
              ),
            )
          : null}
      </SelectContent>
    </SelectRoot>
  );
}
SelectField.displayName = 'Select';

/** `<Select options>` for the common case, with the parts attached for custom lists. */
export const Select = Object.assign(SelectField, {
  Root: SelectRoot,
  Trigger: SelectTrigger,
  Value: SelectValue,
  Content: SelectContent,
  Item: SelectItem,
  Group: SelectGroup,
  Label: SelectLabel,
  Separator: SelectSeparator,
});
