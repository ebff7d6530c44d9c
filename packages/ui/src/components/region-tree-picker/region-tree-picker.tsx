import X from 'lucide-react/icons/x';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
  type CSSProperties,
  type KeyboardEvent,
} from 'react';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { Button } from '../button';
import { Input } from '../input';
import { cx } from '../../internal/class-names';
import {
  buildRegionIndex,
  checkStateOf,
  compactChoice,
  countChosen,
  hasChildren,
  leavesOf,
  orderedChoice,
  parseCodeList,
  parsePastedCodes,
  searchRegions,
  type PastedCodes,
  toggleNode,
  visibleRows,
  type RegionId,
  type RegionNode,
} from './region-tree';
import { fillTemplate } from '../../internal/fill-template';

/** Texts of the picker; templates take `{count}`, `{name}` and `{codes}`. */
export interface RegionTreePickerLabels {
  /** Label of the search field. @default 'Search regions' */
  search: string;
  /** @default 'Type a name or paste ISO codes (RU, KZ-ALA) to select them.' */
  searchHint: string;
  /** @default 'Select all' */
  selectAll: string;
  /** While a search is active. @default 'Select all found' */
  selectFound: string;
  /** @default 'Clear' */
  clear: string;
  /** @default '{count} selected' */
  selectedCount: string;
  /** @default 'Nothing found' */
  noResults: string;
  /** Accessible name of a chip's remove button. @default 'Remove {name}' */
  removeChip: string;
  /** @default '+{count} more' */
  moreChips: string;
  /** @default 'Show less' */
  fewerChips: string;
  /** Accessible name of the list of chips. @default 'Selected regions' */
  chips: string;
  /** @default 'Selected {count} from the pasted codes.' */
  pasted: string;
  /** After Enter on typed codes. @default 'Selected {count} from the codes typed.' */
  typed: string;
  /** @default 'Not found: {codes}.' */
  notFound: string;
}

const defaultLabels: RegionTreePickerLabels = {
  search: 'Search regions',
  searchHint: 'Type a name or paste ISO codes (RU, KZ-ALA) to select them.',
  selectAll: 'Select all',
  selectFound: 'Select all found',
  clear: 'Clear',
  selectedCount: '{count} selected',
  noResults: 'Nothing found',
  removeChip: 'Remove {name}',
  moreChips: '+{count} more',
  fewerChips: 'Show less',
  chips: 'Selected regions',
  pasted: 'Selected {count} from the pasted codes.',
  typed: 'Selected {count} from the codes typed.',
  notFound: 'Not found: {codes}.',
};

/** Props of {@link RegionTreePicker}. */
export interface RegionTreePickerProps {
  /** The geo tree: countries with their regions. */
  regions: readonly RegionNode[];
  /** Chosen leaf ids (regions, and countries without regions), controlled. */
  value?: readonly RegionId[];
  /** Initial chosen leaf ids, uncontrolled. */
  defaultValue?: readonly RegionId[];
  /**
   * Called with the chosen leaf ids in tree order, and the compact form: the top-most fully chosen nodes (a whole
   * country instead of its regions), for APIs that take countries.
   */
  onValueChange?: (value: RegionId[], details: { compact: RegionId[] }) => void;
  /** Accessible name of the tree. @default 'Regions' */
  label?: string;
  labels?: Partial<RegionTreePickerLabels>;
  /** Height of the scrolling tree in CSS pixels. @default 360 */
  height?: number;
  /** Chips shown before '+N more'. @default 24 */
  maxChips?: number;
  disabled?: boolean;
  className?: string;
}

const ROW_HEIGHT = 36;
const TYPEAHEAD_RESET_MS = 600;

/**
 * Picks countries and regions from a tree with tri-state checkboxes: a country is checked when all its regions
 * are, partial (`aria-checked="mixed"`) when some are. Search keeps the ancestors of matches and finds a typed
 * list of ISO codes; pasting such a list, or Enter after typing codes, selects them (Enter never submits a form
 * around the picker); chosen nodes show as chips. The tree follows the WAI-ARIA tree pattern
 * (roving tabindex; Up/Down, Left/Right to collapse/expand or move to parent/child, Home/End, Space or Enter to
 * toggle, `*` to expand siblings, type-ahead) and renders only the rows in view, so 250 countries with their
 * regions stay fast.
 */
export function RegionTreePicker({
  regions,
  value,
  defaultValue,
  onValueChange,
  label = 'Regions',
  labels: labelsProp,
  height = 360,
  maxChips = 24,
  disabled = false,
  className,
}: RegionTreePickerProps) {
  const labels = { ...defaultLabels, ...labelsProp };
  const index = useMemo(() => buildRegionIndex(regions), [regions]);
  const [ownValue, setOwnValue] = useState<ReadonlySet<RegionId>>(() => new Set(defaultValue ?? []));
  const chosen = useMemo(() => (value ? new Set(value) : ownValue), [value, ownValue]);
  const counts = useMemo(() => countChosen(index, chosen), [index, chosen]);

  const [query, setQuery] = useState('');
  const search = useMemo(() => searchRegions(index, query), [index, query]);
  const [expanded, setExpanded] = useState<ReadonlySet<RegionId>>(new Set());
  // While searching, the ancestors of matches are open; the user's own expansion comes back when the query clears.
  const [searchExpanded, setSearchExpanded] = useState<ReadonlySet<RegionId>>(new Set());
  const activeExpanded = search ? searchExpanded : expanded;
  const setActiveExpanded = search ? setSearchExpanded : setExpanded;

  const rows = useMemo(() => visibleRows(index, activeExpanded, search), [index, activeExpanded, search]);
  const [focusedId, setFocusedId] = useState<RegionId | null>(null);
  const focusedRow = useMemo(() => {
    // The focused node, or its nearest visible ancestor when a collapse hid it, or the first row.
    let i = focusedId === null ? undefined : index.byId.get(focusedId);
    while (i !== undefined && i >= 0) {
      const row = rows.indexOf(i);
      if (row >= 0) return row;
      i = index.parent[i];
    }
    return 0;
  }, [focusedId, index, rows]);
  const [notice, setNotice] = useState('');
  const [allChips, setAllChips] = useState(false);

  const scrollRef = useRef<HTMLDivElement>(null);
  const treeRef = useRef<HTMLDivElement>(null);
  const moveFocus = useRef(false);
  const typeahead = useRef({ text: '', at: 0 });
  const searchId = useId();
  const hintId = useId();

  const commit = useCallback(
    (next: Set<RegionId>) => {
      if (!value) setOwnValue(next);
      const nextCounts = countChosen(index, next);
      onValueChange?.(orderedChoice(index, next), {
        compact: compactChoice(index, nextCounts).map((i) => (index.nodes[i] as RegionNode).id),
      });
    },
    [index, onValueChange, value],
  );

  // Keep the focused row rendered even when it scrolls out of the window, so the roving focus never lands on a
  // row that does not exist.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const visible = defaultRangeExtractor(range);
      return visible.includes(focusedRow) ? visible : [...visible, focusedRow].sort((a, b) => a - b);
    },
    [focusedRow],
  );
  // The virtualizer is read during render on purpose (the rows follow its scroll state); no React Compiler here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
    rangeExtractor,
    initialRect: { width: 320, height },
  });

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    treeRef.current?.querySelector<HTMLElement>('[role="treeitem"][tabindex="0"]')?.focus();
  });

  const focusRow = (row: number) => {
    const i = rows[Math.min(Math.max(row, 0), rows.length - 1)];
    if (i === undefined) return;
    moveFocus.current = true;
    setFocusedId((index.nodes[i] as RegionNode).id);
    virtualizer.scrollToIndex(Math.min(Math.max(row, 0), rows.length - 1), { align: 'auto' });
  };

  const setOpen = (i: number, open: boolean) => {
    const id = (index.nodes[i] as RegionNode).id;
    const next = new Set(activeExpanded);
    if (open) next.add(id);
    else next.delete(id);
    setActiveExpanded(next);
  };

  const toggle = (i: number) => {
    if (!disabled) commit(toggleNode(index, chosen, counts, i));
  };

  const onTreeKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const i = rows[focusedRow];
    if (i === undefined) return;
    const isOpen = activeExpanded.has((index.nodes[i] as RegionNode).id);
    const handled = () => {
      event.preventDefault();
      event.stopPropagation();
    };
    switch (event.key) {
      case 'ArrowDown':
        handled();
        focusRow(focusedRow + 1);
        return;
      case 'ArrowUp':
        handled();
        focusRow(focusedRow - 1);
        return;
      case 'Home':
        handled();
        focusRow(0);
        return;
      case 'End':
        handled();
        focusRow(rows.length - 1);
        return;
      case 'ArrowRight':
        handled();
        if (!hasChildren(index, i)) return;
        if (!isOpen) setOpen(i, true);
        else focusRow(focusedRow + 1);
        return;
      case 'ArrowLeft': {
        handled();
        if (hasChildren(index, i) && isOpen) {
          setOpen(i, false);
          return;
        }
        const parent = index.parent[i] as number;
        if (parent >= 0) focusRow(rows.indexOf(parent));
        return;
      }
      case ' ':
      case 'Enter':
        handled();
        toggle(i);
        return;
      case '*': {
        handled();
        const parent = index.parent[i] as number;
        const next = new Set(activeExpanded);
        rows.forEach((r) => {
          if (index.parent[r] === parent && hasChildren(index, r))
            next.add((index.nodes[r] as RegionNode).id);
        });
        setActiveExpanded(next);
        return;
      }
      default:
        if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
          handled();
          const now = Date.now();
          const text =
            (now - typeahead.current.at > TYPEAHEAD_RESET_MS ? '' : typeahead.current.text) +
            event.key.toLocaleLowerCase();
          typeahead.current = { text, at: now };
          // Search forward from the next row (or this one while the user keeps typing the same name), wrapping.
          const start = text.length > 1 ? focusedRow : focusedRow + 1;
          for (let k = 0; k < rows.length; k += 1) {
            const row = (start + k) % rows.length;
            if (index.searchNames[rows[row] as number]?.startsWith(text)) {
              focusRow(row);
              break;
            }
          }
        }
    }
  };

  /** Selects the nodes of a list of codes and says how many, and which codes are unknown. */
  const selectCodes = (codes: PastedCodes, said: string) => {
    const next = new Set(chosen);
    for (const i of codes.indices) {
      for (const leaf of leavesOf(index, i)) next.add((index.nodes[leaf] as RegionNode).id);
    }
    if (!disabled) commit(next);
    setNotice(
      [
        fillTemplate(said, { count: codes.indices.length }),
        codes.unknown.length ? fillTemplate(labels.notFound, { codes: codes.unknown.join(', ') }) : '',
      ]
        .filter(Boolean)
        .join(' '),
    );
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = parsePastedCodes(index, event.clipboardData.getData('text'));
    if (!pasted) return;
    event.preventDefault();
    selectCodes(pasted, labels.pasted);
  };

  // Enter in the search never submits a form around the picker; on typed codes (one or more) it selects them, as
  // a paste does, and clears the search so the choice shows in the tree.
  const onSearchKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const typed = parseCodeList(index, query, 1);
    if (!typed) return;
    selectCodes(typed, labels.typed);
    setQuery('');
  };

  const selectAll = () => {
    const next = new Set(chosen);
    index.nodes.forEach((node, i) => {
      if (!hasChildren(index, i) && (!search || search.shown[i])) next.add(node.id);
    });
    commit(next);
  };

  const chips = useMemo(() => compactChoice(index, counts), [index, counts]);
  const shownChips = allChips ? chips : chips.slice(0, maxChips);
  const items = virtualizer.getVirtualItems();

  return (
    <div
      className={cx('adn-RegionTreePicker', className)}
      data-slot="region-tree-picker"
      data-disabled={disabled || undefined}
    >
      <div className="adn-RegionTreePicker-search">
        <label htmlFor={searchId} className="adn-RegionTreePicker-label">
          {labels.search}
        </label>
        <Input
          id={searchId}
          type="search"
          value={query}
          disabled={disabled}
          aria-describedby={hintId}
          autoComplete="off"
          onChange={(event) => {
            // A new query opens the ancestors of its matches (set here, not in an effect: one render, not two).
            setQuery(event.target.value);
            setSearchExpanded(new Set(searchRegions(index, event.target.value)?.open ?? []));
            setNotice('');
          }}
          onPaste={onPaste}
          onKeyDown={onSearchKeyDown}
        />
        <span id={hintId} className="adn-RegionTreePicker-hint">
          {labels.searchHint}
        </span>
      </div>

      <div className="adn-RegionTreePicker-toolbar">
        <span className="adn-RegionTreePicker-count" aria-live="polite">
          {fillTemplate(labels.selectedCount, { count: chosen.size })}
        </span>
        <Button variant="ghost" size="sm" onClick={selectAll} disabled={disabled || rows.length === 0}>
          {search ? labels.selectFound : labels.selectAll}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          tone="neutral"
          onClick={() => commit(new Set())}
          disabled={disabled || chosen.size === 0}
        >
          {labels.clear}
        </Button>
      </div>

      <div className="adn-RegionTreePicker-notice" role="status">
        {notice}
      </div>

      <div ref={scrollRef} className="adn-RegionTreePicker-scroll" style={{ blockSize: height }}>
        {rows.length === 0 ? (
          <p className="adn-RegionTreePicker-empty">{labels.noResults}</p>
        ) : (
          <div
            ref={treeRef}
            role="tree"
            aria-label={label}
            aria-multiselectable="true"
            aria-disabled={disabled || undefined}
            className="adn-RegionTreePicker-tree"
            style={{ blockSize: virtualizer.getTotalSize() }}
          >
            {items.map((item) => {
              const i = rows[item.index] as number;
              const node = index.nodes[i] as RegionNode;
              const parent = hasChildren(index, i);
              const isOpen = parent && activeExpanded.has(node.id);
              const state = checkStateOf(index, counts, i);
              const focused = item.index === focusedRow;
              return (
                <div
                  key={String(node.id)}
                  // aria-checked carries the tri-state; ARIA 1.2 no longer requires aria-selected on a treeitem,
                  // and the APG says a multi-select tree uses one or the other.
                  // eslint-disable-next-line jsx-a11y/role-has-required-aria-props
                  role="treeitem"
                  aria-level={index.level[i]}
                  aria-posinset={index.posInSet[i]}
                  aria-setsize={index.setSize[i]}
                  aria-expanded={parent ? isOpen : undefined}
                  aria-checked={state === 'mixed' ? 'mixed' : state === 'checked'}
                  tabIndex={focused ? 0 : -1}
                  data-state={state}
                  className="adn-RegionTreePicker-item"
                  style={
                    {
                      transform: `translateY(${item.start}px)`,
                      '--adn-tree-depth': (index.level[i] as number) - 1,
                    } as CSSProperties
                  }
                  onFocus={() => setFocusedId(node.id)}
                  onKeyDown={onTreeKeyDown}
                  onClick={() => {
                    setFocusedId(node.id);
                    toggle(i);
                  }}
                >
                  {/* A mouse target only: Right and Left arrows expand and collapse from the keyboard. */}
                  <span
                    className="adn-RegionTreePicker-twisty"
                    data-open={isOpen || undefined}
                    aria-hidden="true"
                    onClick={(event) => {
                      // The arrow expands; the rest of the row checks.
                      event.stopPropagation();
                      setFocusedId(node.id);
                      if (parent) setOpen(i, !isOpen);
                    }}
                  >
                    {parent ? '›' : ''}
                  </span>
                  <span className="adn-RegionTreePicker-box" data-state={state} aria-hidden="true" />
                  <span className="adn-RegionTreePicker-name">{node.name}</span>
                  {node.getCode ? (
                    <span className="adn-RegionTreePicker-code" aria-hidden="true">
                      {node.getCode}
                    </span>
                  ) : null}
                  {parent && state === 'mixed' ? (
                    <span className="adn-RegionTreePicker-partial">
                      {counts[i]}/{index.leafCount[i]}
                    </span>
                  ) : null}
                </div>
              );
            })}
          </div>
        )}
      </div>

      {chips.length > 0 ? (
        <ul className="adn-RegionTreePicker-chips" aria-label={labels.chips}>
          {shownChips.map((i) => {
            const node = index.nodes[i] as RegionNode;
            return (
              <li key={String(node.id)} className="adn-RegionTreePicker-chip">
                <span>{node.name}</span>
                <button
                  type="button"
                  className="adn-RegionTreePicker-chipRemove"
                  aria-label={fillTemplate(labels.removeChip, { name: node.name })}
                  disabled={disabled}
                  onClick={() => commit(toggleNode(index, chosen, counts, i))}
                >
                  <X size={14} aria-hidden="true" focusable={false} />
                </button>
              </li>
            );
          })}
          {chips.length > maxChips ? (
            <li>
              <Button variant="ghost" size="sm" onClick={() => setAllChips((all) => !all)}>
                {allChips
                  ? labels.fewerChips
                  : fillTemplate(labels.moreChips, { count: chips.length - maxChips })}
              </Button>
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}
