import * as Popover from '@radix-ui/react-popover';
import { useEffect, useId, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { SELECT_MAX_HEIGHT_VH } from '../components/select/select-constants';
import { cx } from './class-names';
import { TickIcon } from './icons';
import { ChevronDownIcon, CloseIcon } from './overlay-icons';

/** One choice of a `MultiSelect` or `SearchableSelect`. The label is plain text: it is what typing filters on. */
export interface ComboboxOption {
  /** Non-empty and unique. */
  value: string;
  label: string;
  disabled?: boolean;
}

export interface ComboboxLabels {
  /** Shown when typing matches nothing. @default 'No results' */
  noResults: string;
  /** Names the list of chosen values (MultiSelect). @default 'Selected' */
  selected: string;
  /** Names a chip's remove button. @default (label) => `Remove ${label}` */
  remove: (label: string) => string;
  /** What a select-only MultiSelect reads as its value. @default (count) => `${count} selected` */
  summary: (count: number) => string;
}

export const defaultComboboxLabels: ComboboxLabels = {
  noResults: 'No results',
  selected: 'Selected',
  remove: (label) => `Remove ${label}`,
  summary: (count) => `${count} selected`,
};

/** Props the public components share. */
export interface ComboboxBaseProps {
  options: readonly ComboboxOption[];
  /** Text shown while nothing is chosen (and in the empty search box). */
  placeholder?: string;
  /** @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** Marks the value as wrong (`aria-invalid`). Inside a `Field` with an error this is automatic. */
  invalid?: boolean;
  disabled?: boolean;
  /** Submits the value(s) with a form, as hidden inputs under this name. */
  name?: string;
  /** Goes to the combobox, so a `Field` or `<label htmlFor>` (searchable only) names it. */
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
  'aria-required'?: boolean | 'true' | 'false';
  /** Decides whether an option matches what was typed. Default: the label contains it, ignoring case. */
  filter?: (option: ComboboxOption, query: string) => boolean;
  /** Opens the list on first render (reviews, screenshots). */
  defaultOpen?: boolean;
  /** Class of the control box. */
  className?: string;
}

interface ComboboxProps extends ComboboxBaseProps {
  multiple: boolean;
  /** A text box that filters (true) or a select-only box where Space chooses and letters jump (false). */
  searchable: boolean;
  selected: readonly string[];
  onSelectedChange: (values: string[]) => void;
  labels: ComboboxLabels;
}

const defaultFilter = (o: ComboboxOption, q: string) =>
  o.label.toLocaleLowerCase().includes(q.toLocaleLowerCase());

/**
 * The engine of MultiSelect and SearchableSelect: the WAI-ARIA combobox pattern with a listbox popup in a
 * non-modal Radix Popover. Focus stays on the combobox; the active option is `aria-activedescendant`. Keys:
 * ArrowDown/ArrowUp open and move, Home/End jump (while open), Enter chooses (Space too when select-only),
 * Escape closes, Backspace in an empty search box removes the last chip, Tab leaves.
 */
export function Combobox(props: ComboboxProps) {
  const {
    options,
    placeholder,
    size = 'md',
    invalid,
    disabled,
    name,
    filter = defaultFilter,
    defaultOpen = false,
    className,
    multiple,
    searchable,
    selected,
    onSelectedChange,
    labels,
  } = props;
  const listId = useId();
  const controlRef = useRef<HTMLDivElement>(null);
  const comboRef = useRef<HTMLElement | null>(null);
  const [open, setOpen] = useState(defaultOpen && !disabled);
  // null: not typing; the single search box then shows the chosen label.
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(-1);
  // The listbox needs a name too; a `<label for>` names only the input, so its text is copied on open.
  const [listLabel, setListLabel] = useState<string | undefined>(undefined);
  const typeahead = useRef({ text: '', at: 0 });

  const selectedSet = useMemo(() => new Set(selected), [selected]);
  const byValue = useMemo(() => new Map(options.map((o, i) => [o.value, { o, i }])), [options]);
  const visible = useMemo(
    () => (query ? options.filter((o) => filter(o, query)) : options),
    [options, query, filter],
  );
  const optionId = (o: ComboboxOption) => `${listId}-${byValue.get(o.value)?.i ?? 0}`;
  const activeOption = open ? visible[active] : undefined;
  const ariaInvalid = props['aria-invalid'] ?? (invalid || undefined);
  const isInvalid = ariaInvalid !== undefined && ariaInvalid !== false && ariaInvalid !== 'false';

  const enabledIndex = (from: number, step: 1 | -1) => {
    for (let i = from; i >= 0 && i < visible.length; i += step) if (!visible[i]?.disabled) return i;
    return -1;
  };
  const openList = (at: 'selected' | 'first' | 'last' = 'selected') => {
    if (disabled) return;
    setOpen(true);
    const combo = comboRef.current;
    if (combo instanceof HTMLInputElement) setListLabel(combo.labels?.[0]?.textContent ?? undefined);
    const firstSelected = visible.findIndex((o) => selectedSet.has(o.value));
    setActive(
      at === 'last'
        ? enabledIndex(visible.length - 1, -1)
        : at === 'selected' && firstSelected >= 0
          ? firstSelected
          : enabledIndex(0, 1),
    );
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
    setQuery(null);
  };
  const choose = (o: ComboboxOption) => {
    if (o.disabled) return;
    if (multiple) {
      onSelectedChange(
        selectedSet.has(o.value) ? selected.filter((v) => v !== o.value) : [...selected, o.value],
      );
      // A new search starts after each pick; the list stays open for the next one.
      if (query) {
        setQuery(null);
        setActive(byValue.get(o.value)?.i ?? 0);
      }
    } else {
      onSelectedChange([o.value]);
      close();
    }
  };
  const remove = (value: string) => {
    onSelectedChange(selected.filter((v) => v !== value));
    comboRef.current?.focus();
  };

  // Keep the active option in view while arrowing through a long list.
  useEffect(() => {
    if (!activeOption) return;
    document.getElementById(optionId(activeOption))?.scrollIntoView?.({ block: 'nearest' });
    // optionId is derived from listId and byValue, both covered by activeOption changing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeOption]);

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (disabled) return;
    const move = (i: number) => {
      e.preventDefault();
      if (i >= 0) setActive(i);
    };
    switch (e.key) {
      case 'ArrowDown':
        e.preventDefault();
        if (!open) openList('selected');
        else if (!e.altKey) setActive(Math.max(active, enabledIndex(active + 1, 1)));
        return;
      case 'ArrowUp':
        e.preventDefault();
        if (!open) openList('last');
        else {
          const prev = enabledIndex(active - 1, -1);
          if (prev >= 0) setActive(prev);
        }
        return;
      case 'Home':
        if (open) move(enabledIndex(0, 1));
        return;
      case 'End':
        if (open) move(enabledIndex(visible.length - 1, -1));
        return;
      case 'Enter':
        if (!open) {
          if (!searchable) {
            e.preventDefault();
            openList();
          }
          return;
        }
        e.preventDefault();
        if (activeOption) choose(activeOption);
        return;
      case ' ':
        if (searchable) return;
        e.preventDefault();
        if (!open) openList();
        else if (activeOption) choose(activeOption);
        return;
      case 'Escape':
        if (open || query) {
          e.preventDefault();
          // The popover's own Escape handling would also close it; stop here so an enclosing Dialog stays open.
          e.stopPropagation();
          close();
        }
        return;
      case 'Tab':
        if (open) close();
        return;
      case 'Backspace':
        if (searchable && multiple && !query && selected.length > 0) {
          onSelectedChange(selected.slice(0, -1));
        }
        return;
      default:
        if (!searchable && e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) {
          // Select-only typeahead: letters typed within half a second form one prefix.
          const now = Date.now();
          const t = typeahead.current;
          t.text = now - t.at > 500 ? e.key : t.text + e.key;
          t.at = now;
          const prefix = t.text.toLocaleLowerCase();
          const hit = visible.findIndex((o) => !o.disabled && o.label.toLocaleLowerCase().startsWith(prefix));
          if (hit >= 0) {
            if (!open) setOpen(true);
            setActive(hit);
          }
        }
    }
  };

  const chosenLabels = selected.map((v) => byValue.get(v)?.o.label ?? v);
  const comboProps = {
    role: 'combobox',
    id: props.id,
    'aria-expanded': open,
    'aria-controls': open ? listId : undefined,
    'aria-activedescendant': activeOption ? optionId(activeOption) : undefined,
    'aria-label': props['aria-label'],
    'aria-labelledby': props['aria-labelledby'],
    'aria-describedby': props['aria-describedby'],
    'aria-invalid': ariaInvalid,
    'aria-required': props['aria-required'],
    'aria-disabled': disabled || undefined,
    className: 'adn-Combobox-input',
    'data-slot': 'combobox-input',
    onKeyDown,
    onBlur: (e: { relatedTarget: EventTarget | null }) => {
      if (!controlRef.current?.contains(e.relatedTarget as Node | null)) close();
    },
  } as const;

  return (
    <Popover.Root open={open} onOpenChange={(next) => (next ? openList() : close())}>
      <Popover.Anchor asChild>
        <div
          ref={controlRef}
          className={cx('adn-Combobox-control', className)}
          data-slot="combobox-control"
          data-size={size}
          data-multiple={multiple || undefined}
          data-invalid={isInvalid || undefined}
          data-disabled={disabled || undefined}
          data-state={open ? 'open' : 'closed'}
          // A press anywhere in the box (but on a chip's button, or in the search text) focuses the combobox
          // and toggles the list.
          onPointerDown={(e) => {
            const target = e.target as Element;
            if (disabled || e.button !== 0 || target.closest('button')) return;
            if (target === comboRef.current && searchable) {
              if (!open) openList();
              return;
            }
            e.preventDefault();
            comboRef.current?.focus();
            if (open) close();
            else openList();
          }}
        >
          {multiple && selected.length > 0 && (
            <ul className="adn-Combobox-chips" data-slot="combobox-chips" aria-label={labels.selected}>
              {selected.map((v, i) => (
                <li key={v} className="adn-Combobox-chip" data-slot="combobox-chip">
                  <span className="adn-Combobox-chip-label">{chosenLabels[i]}</span>
                  <button
                    type="button"
                    className="adn-Combobox-chip-remove"
                    aria-label={labels.remove(chosenLabels[i] ?? v)}
                    disabled={disabled}
                    onClick={() => remove(v)}
                  >
                    <CloseIcon width={12} height={12} />
                  </button>
                </li>
              ))}
            </ul>
          )}
          {searchable ? (
            <input
              {...comboProps}
              ref={(el) => {
                comboRef.current = el;
              }}
              type="text"
              autoComplete="off"
              aria-autocomplete="list"
              disabled={disabled}
              placeholder={multiple && selected.length > 0 ? undefined : placeholder}
              value={query ?? (multiple ? '' : (chosenLabels[0] ?? ''))}
              onChange={(e) => {
                setQuery(e.target.value);
                setOpen(true);
                setActive(0);
              }}
            />
          ) : (
            <div
              {...comboProps}
              ref={(el) => {
                comboRef.current = el;
              }}
              tabIndex={disabled ? -1 : 0}
              aria-haspopup="listbox"
              data-placeholder={selected.length === 0 || undefined}
            >
              {selected.length === 0 ? (
                placeholder
              ) : multiple ? (
                // The chips show the values; the combobox still needs a value to read out.
                <span className="adn-visually-hidden">{labels.summary(selected.length)}</span>
              ) : (
                chosenLabels[0]
              )}
            </div>
          )}
          <span className="adn-Combobox-icon" aria-hidden="true">
            <ChevronDownIcon />
          </span>
          {name &&
            selected.map((v) => <input key={v} type="hidden" name={name} value={v} disabled={disabled} />)}
        </div>
      </Popover.Anchor>
      <Popover.Portal>
        <Popover.Content
          // Not a dialog: the listbox is the popup, and the combobox keeps focus.
          role={undefined}
          className="adn-Combobox-content"
          data-slot="combobox-content"
          align="start"
          sideOffset={4}
          style={{ '--adn-select-max-height': `${SELECT_MAX_HEIGHT_VH}vh` } as CSSProperties}
          onOpenAutoFocus={(e) => e.preventDefault()}
          onCloseAutoFocus={(e) => e.preventDefault()}
          onInteractOutside={(e) => {
            // The control is outside the popover but part of the widget: its own handler toggles.
            if (controlRef.current?.contains(e.target as Node)) e.preventDefault();
          }}
        >
          <ul
            id={listId}
            role="listbox"
            className="adn-Combobox-listbox"
            data-slot="combobox-listbox"
            aria-multiselectable={multiple || undefined}
            {...(props['aria-labelledby']
              ? { 'aria-labelledby': props['aria-labelledby'] }
              : { 'aria-label': props['aria-label'] ?? listLabel })}
            // Scrollable, so it must be focusable (axe); focus itself stays on the combobox.
            tabIndex={-1}
          >
            {visible.map((o, i) => {
              const isSelected = selectedSet.has(o.value);
              return (
                // Keys reach options through the combobox (aria-activedescendant), not through the option.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <li
                  key={o.value}
                  id={optionId(o)}
                  role="option"
                  className="adn-Combobox-option"
                  data-slot="combobox-option"
                  aria-selected={isSelected}
                  aria-disabled={o.disabled || undefined}
                  data-active={i === active || undefined}
                  onPointerMove={() => !o.disabled && i !== active && setActive(i)}
                  // Keep focus (and the caret) in the combobox.
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => {
                    choose(o);
                    comboRef.current?.focus();
                  }}
                >
                  <span className="adn-Combobox-option-label">{o.label}</span>
                  {isSelected && (
                    <span className="adn-Combobox-indicator" aria-hidden="true">
                      <TickIcon />
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
          {visible.length === 0 && (
            <p className="adn-Combobox-empty" data-slot="combobox-empty" role="status">
              {labels.noResults}
            </p>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}

/** Controlled-or-not state for the public wrappers. */
export function useControllableValue<T>(
  value: T | undefined,
  defaultValue: T,
  onChange: ((value: T) => void) | undefined,
): [T, (next: T) => void] {
  const [inner, setInner] = useState(defaultValue);
  const current = value !== undefined ? value : inner;
  const set = (next: T) => {
    if (value === undefined) setInner(next);
    onChange?.(next);
  };
  return [current, set];
}
