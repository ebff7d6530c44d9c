import { Command, defaultFilter, useCommandState } from 'cmdk';
import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { StrokeIcon } from '../../internal/icons';
import { Dialog } from '../dialog';
import { CommandPaletteStyles } from './command-palette-styles';
import { Spinner } from '../spinner';
import { VisuallyHidden } from '../visually-hidden';

export interface CommandPaletteItem {
  /** Unique in the palette. */
  id: string;
  label: string;
  /** Second line or right-hand text, e.g. "Campaign #123 · Active". */
  description?: string;
  icon?: ReactNode;
  /** Extra words the filter matches (ids, synonyms, English names). */
  keywords?: string[];
  /** Shown as key caps on the right, e.g. ['G', 'C']. */
  shortcut?: string[];
  disabled?: boolean;
  /**
   * Runs when the item is chosen (Enter on the active item, or a click). The palette does not close by itself:
   * call `onOpenChange(false)` from here when the action leads away (a navigation), keep it open when it does not.
   */
  onSelect: () => void;
}

export interface CommandPaletteGroup {
  id: string;
  heading: string;
  items: CommandPaletteItem[];
  /** Items the app already matched (server search results): shown whatever the query. */
  unfiltered?: boolean;
}

export interface CommandPaletteLabels {
  /** Dialog name (visually hidden title), e.g. "Command palette". */
  title: string;
  /** Input placeholder, e.g. "Search pages, campaigns, actions…". */
  placeholder: string;
  /** Accessible name of the input when it differs from the placeholder. */
  inputLabel?: string;
  /** Accessible name of the list of results. @default labels.title */
  listLabel?: string;
  /** Shown when nothing matches. */
  empty: string;
  /** Shown (and announced politely) while `loading`. */
  loading: string;
  /** Accessible name of the dialog's close button. */
  close: string;
  /** Optional footer hint, e.g. "↑↓ to move · Enter to open · Esc to close". */
  hint?: string;
}

export interface CommandPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  groups: CommandPaletteGroup[];
  /** Controlled query (the app searches its server with it). */
  query: string;
  onQueryChange: (query: string) => void;
  /** Server results on the way: a loading row, announced politely. */
  loading?: boolean;
  labels: CommandPaletteLabels;
}

/**
 * The groups and items shown for a query: with an empty query every non-empty group as given; otherwise each
 * filtered group keeps the items cmdk's own scorer (`defaultFilter`, on the label and keywords) matches, best
 * first, and `unfiltered` groups stay as given. Groups keep their order (the app decides it: recent first).
 * Filtering here rather than inside cmdk keeps server results in the server's order: cmdk re-sorts forced items
 * by a score it computed when they mounted.
 */
export function filterCommandGroups(
  groups: readonly CommandPaletteGroup[],
  query: string,
): CommandPaletteGroup[] {
  const search = query.trim();
  return groups.flatMap((group) => {
    if (!search || group.unfiltered) return group.items.length > 0 ? [group] : [];
    const items = group.items
      .map((item) => ({ item, score: defaultFilter(item.label, search, item.keywords) }))
      .filter(({ score }) => score > 0)
      .sort((a, b) => b.score - a.score)
      .map(({ item }) => item);
    return items.length > 0 ? [{ ...group, items }] : [];
  });
}

const SearchIcon = () => <StrokeIcon d="M7 12.5a5.5 5.5 0 1 0 0-11 5.5 5.5 0 0 0 0 11zM11 11l3.5 3.5" />;

/** An item's shortcut as key caps; part of the option's name, so a screen reader reads "G C" after the label. */
function KeyCaps({ keys }: { keys: readonly string[] }) {
  return (
    <span className="adn-CommandPalette-shortcut" data-slot="command-palette-shortcut">
      {keys.map((key, index) => (
        <kbd key={index} className="adn-Kbd">
          {key}
        </kbd>
      ))}
    </span>
  );
}

/**
 * Points the input's `aria-activedescendant` at the option cmdk marks active (and keeps `aria-expanded` true only
 * while the list is shown). cmdk 1.1.1 sets it only after a key
 * or the pointer moves the selection: it is missing when the palette opens and names a stale option after the
 * results change (a known upstream bug), so a screen reader would not hear which option Enter chooses. This
 * re-renders whenever cmdk's selection or the results change and corrects the attribute after React wrote its own.
 */
function ActiveDescendant({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  useCommandState((state) => state.value);
  useCommandState((state) => state.selectedItemId);
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    const list = document.getElementById(input.getAttribute('aria-controls') ?? '');
    const id = list?.querySelector('[cmdk-item][aria-selected="true"]')?.id;
    if (id) input.setAttribute('aria-activedescendant', id);
    else input.removeAttribute('aria-activedescendant');
    // cmdk says "expanded" always; with nothing to show the listbox is hidden and the status speaks instead.
    input.setAttribute('aria-expanded', String(Boolean(list && !list.hidden)));
  });
  return null;
}

/**
 * A command palette: a search field over grouped pages, records and actions, in a modal `Dialog` (focus trap,
 * Escape closes, focus returns to where it was). Built on cmdk: the input is a WAI-ARIA combobox whose
 * `aria-activedescendant` moves over the options with the arrows, Home and End; Enter chooses the active one.
 *
 * Controlled: the app owns `open` and `query` (it searches its server with the query and passes the results as
 * an `unfiltered` group, with `loading` meanwhile). Choosing an item calls its `onSelect` and nothing else: the
 * palette does not close by itself, so the app closes it when it navigates and may keep it open otherwise.
 * cmdk's Ctrl+N/J/P/K bindings are off, so the app's Ctrl+K toggle keeps working while the palette is open.
 * Every text comes from `labels`.
 */
export function CommandPalette({
  open,
  onOpenChange,
  groups,
  query,
  onQueryChange,
  loading = false,
  labels,
}: CommandPaletteProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const shown = filterCommandGroups(groups, query);
  const status = loading ? labels.loading : shown.length === 0 ? labels.empty : '';
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        className="adn-CommandPalette"
        data-slot="command-palette"
        aria-describedby={undefined}
        labels={{ close: labels.close }}
      >
        <CommandPaletteStyles />
        <Dialog.Title asChild>
          <VisuallyHidden as="h2">{labels.title}</VisuallyHidden>
        </Dialog.Title>
        <Command
          className="adn-CommandPalette-command"
          label={labels.inputLabel ?? labels.placeholder}
          shouldFilter={false}
          vimBindings={false}
        >
          <div className="adn-CommandPalette-search" data-slot="command-palette-search">
            <SearchIcon />
            <Command.Input
              ref={inputRef}
              className="adn-CommandPalette-input"
              data-slot="command-palette-input"
              value={query}
              onValueChange={onQueryChange}
              placeholder={labels.placeholder}
            />
          </div>
          <Command.List
            className="adn-CommandPalette-list"
            data-slot="command-palette-list"
            label={labels.listLabel ?? labels.title}
            {...(shown.length === 0 && { hidden: true })}
          >
            {shown.map((group) => (
              <Command.Group key={group.id} className="adn-CommandPalette-group" heading={group.heading}>
                {group.items.map((item) => (
                  <Command.Item
                    key={item.id}
                    value={item.id}
                    className="adn-CommandPalette-item"
                    data-slot="command-palette-item"
                    {...(item.disabled && { disabled: true })}
                    onSelect={item.onSelect}
                  >
                    {item.icon && (
                      <span className="adn-CommandPalette-icon" aria-hidden="true">
                        {item.icon}
                      </span>
                    )}
                    <span className="adn-CommandPalette-text">
                      <span className="adn-CommandPalette-label">{item.label}</span>
                      {item.description && (
                        <span className="adn-CommandPalette-description">{item.description}</span>
                      )}
                    </span>
                    {item.shortcut && item.shortcut.length > 0 && <KeyCaps keys={item.shortcut} />}
                  </Command.Item>
                ))}
              </Command.Group>
            ))}
          </Command.List>
          <ActiveDescendant inputRef={inputRef} />
          {/* Outside the listbox (which may hold only options): always mounted, so a change is announced. */}
          <div
            role="status"
            className="adn-CommandPalette-status"
            data-slot="command-palette-status"
            {...(status && { 'data-state': loading ? 'loading' : 'empty' })}
          >
            {loading && <Spinner size="sm" label={null} />}
            {status}
          </div>
          {labels.hint && (
            <p className="adn-CommandPalette-hint" data-slot="command-palette-hint">
              {labels.hint}
            </p>
          )}
        </Command>
      </Dialog.Content>
    </Dialog.Root>
  );
}
CommandPalette.displayName = 'CommandPalette';
