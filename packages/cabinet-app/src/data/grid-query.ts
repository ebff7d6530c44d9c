import {
  DEFAULT_PAGE_SIZE,
  FIRST_PAGE,
  PAGE_SIZE_OPTIONS,
  createDataGridState,
  isActiveFilter,
  type DataGridState,
} from '@adnet/ui';
import type { PageQuery, SortOrder } from '@adnet/api-client';
import type { Resource } from './swr-keys';

/**
 * The one place where the URL, the ui grid and the client's list query meet (pure, unit-tested). A list screen
 * declares a {@link ListDefinition}; `useGridQuery` reads the grid state from the URL with
 * {@link gridStateFromSearch}, writes it back with {@link searchFromGridState} and asks the client with
 * {@link queryFromGridState}. Anything in the URL that does not parse (`page=-3`, `size=100000`, an unknown sort
 * field or filter value) is dropped, so the list falls back to its default instead of an error screen.
 */

/** How one filter travels: from a URL value to the grid's `filter[id]` and back. */
export interface FilterCodec<V = unknown> {
  /** The value from the URL's string, or undefined when it is not a valid value of this filter. */
  parse: (raw: string) => V | undefined;
  /** The URL's string of a value. */
  format: (value: V) => string;
}

const MAX_TEXT_FILTER = 200;

/** A codec of any value type, as a definition holds several. */
export interface AnyFilterCodec {
  parse: (raw: string) => unknown;
  format: (value: never) => string;
}

/** Free text (a name search): trimmed, at most 200 characters, empty means no filter. */
export const textFilter: FilterCodec<string> = {
  parse: (raw) => {
    const value = raw.trim();
    return value && value.length <= MAX_TEXT_FILTER ? value : undefined;
  },
  format: (value) => value,
};

/** One of a fixed set of values (a status, a type). */
export function enumFilter<const T extends string>(values: readonly T[]): FilterCodec<T> {
  return {
    parse: (raw) => ((values as readonly string[]).includes(raw) ? (raw as T) : undefined),
    format: (value) => value,
  };
}

/** `true` or `false`; anything else is no filter. */
export const booleanFilter: FilterCodec<boolean> = {
  parse: (raw) => (raw === 'true' ? true : raw === 'false' ? false : undefined),
  format: (value) => String(value),
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day `YYYY-MM-DD` that exists (2026-02-30 does not). */
export const dayFilter: FilterCodec<string> = {
  parse: (raw) => {
    if (!ISO_DAY.test(raw)) return undefined;
    const date = new Date(`${raw}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(raw) ? raw : undefined;
  },
  format: (value) => value,
};

/** A range of days `YYYY-MM-DD..YYYY-MM-DD` (both ends included, in order): one filter, one chip, one URL value. */
export const dayRangeFilter: FilterCodec<{ from: string; to: string }> = {
  parse: (raw) => {
    const [from, to, ...rest] = raw.split('..');
    if (rest.length || !from || !to) return undefined;
    const a = dayFilter.parse(from);
    const b = dayFilter.parse(to);
    return a && b && a <= b ? { from: a, to: b } : undefined;
  },
  format: ({ from, to }) => `${from}..${to}`,
};

/**
 * A list query's filters: the query without its paging and order (`page`, `pageSize`, `orderBy`, `order` of the
 * client's queries, `page`, `size`, `sort` of the admin wire's).
 */
export type ListFilters<Q> = Omit<Q, 'page' | 'pageSize' | 'orderBy' | 'order' | 'size' | 'sort'>;

/** What a list screen declares once: its sortable fields, default order and filters. */
export interface ListDefinition<Q extends object = object, S extends string = string> {
  /** Names the list in SWR keys and in the revalidation of writes (`'campaigns'`). */
  resource: Resource;
  /** The fields the client's list sorts by (the client exports them, e.g. `CAMPAIGN_SORT_FIELDS`). */
  sortFields: readonly S[];
  /** The order when the URL names none; not written to the URL. */
  defaultSort?: { orderBy: S; order: SortOrder };
  /** Filter codecs by filter id; the id is the URL parameter and the key in `state.filter`. */
  filters: Readonly<Record<string, AnyFilterCodec>>;
  /**
   * A prefix for the URL parameters, for a page with two lists (`tx` gives `tx.page`, `tx.status`). Lists without
   * one use `page`, `size`, `orderBy`, `order`, `openFilter` and the filter ids.
   */
  prefix?: string;
  /** Turns the grid's filters into the client's query filters; by default they are passed by id unchanged. */
  toFilters?: (filter: Readonly<Record<string, unknown>>) => Q;
}

const param = (def: Pick<ListDefinition, 'prefix'>, name: string) =>
  def.prefix ? `${def.prefix}.${name}` : name;

/** The names a definition owns in the URL; everything else (`uid`, another list's) is left alone. */
export function ownedParams(def: ListDefinition<object, string>): string[] {
  return ['page', 'size', 'orderBy', 'order', 'openFilter', ...Object.keys(def.filters)].map((n) =>
    param(def, n),
  );
}

function positiveInt(raw: string | null): number | undefined {
  if (raw === null || !/^\d{1,6}$/.test(raw)) return undefined;
  const value = Number(raw);
  return value >= FIRST_PAGE ? value : undefined;
}

/** The grid state a URL describes; invalid values fall back to the defaults. */
export function gridStateFromSearch(
  params: URLSearchParams,
  def: ListDefinition<object, string>,
): DataGridState {
  const get = (name: string) => params.get(param(def, name));
  const size = positiveInt(get('size'));
  const pageSize =
    size !== undefined && (PAGE_SIZE_OPTIONS as readonly number[]).includes(size) ? size : undefined;
  const orderBy = get('orderBy');
  const order = get('order');
  const filter: Record<string, unknown> = {};
  for (const [id, codec] of Object.entries(def.filters)) {
    const raw = get(id);
    if (raw === null) continue;
    const value = (codec as FilterCodec).parse(raw);
    if (isActiveFilter(value)) filter[id] = value;
  }
  const openFilter = get('openFilter');
  const sorted =
    orderBy && (def.sortFields as readonly string[]).includes(orderBy)
      ? { orderBy, order: order === 'desc' ? ('desc' as const) : ('asc' as const) }
      : def.defaultSort;
  return createDataGridState({
    currentPage: positiveInt(get('page')) ?? FIRST_PAGE,
    pageSize: pageSize ?? DEFAULT_PAGE_SIZE,
    ...(sorted && { orderBy: sorted.orderBy, order: sorted.order }),
    filter,
    openedFilter: openFilter && openFilter in def.filters ? openFilter : null,
  });
}

/**
 * The URL of a grid state: `base` (the current search) with this list's parameters replaced. Defaults are left
 * out, so an untouched list has a clean URL and a link shows exactly what the sender saw.
 */
export function searchFromGridState(
  state: DataGridState,
  def: ListDefinition<object, string>,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const name of ownedParams(def)) next.delete(name);
  const set = (name: string, value: string) => next.set(param(def, name), value);
  if (state.currentPage > FIRST_PAGE) set('page', String(state.currentPage));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) set('size', String(state.pageSize));
  const isDefaultSort =
    def.defaultSort !== undefined &&
    state.orderBy === def.defaultSort.orderBy &&
    state.order === def.defaultSort.order;
  if (state.orderBy && !isDefaultSort) {
    set('orderBy', state.orderBy);
    set('order', state.order);
  }
  for (const [id, codec] of Object.entries(def.filters)) {
    const value = state.filter[id];
    if (isActiveFilter(value)) set(id, (codec as FilterCodec).format(value));
  }
  if (state.openedFilter) set('openFilter', state.openedFilter);
  return next;
}

/** The client's list query for a grid state: paging and sorting in the grid's names, plus the filters. */
export function queryFromGridState<Q extends object, S extends string>(
  state: DataGridState,
  def: ListDefinition<Q, S>,
): PageQuery<S> & Q {
  const active = Object.fromEntries(
    Object.entries(state.filter).filter(([id, value]) => id in def.filters && isActiveFilter(value)),
  );
  const filters = def.toFilters ? def.toFilters(active) : (active as Q);
  return {
    page: state.currentPage,
    pageSize: state.pageSize,
    // gridStateFromSearch only lets a field of `sortFields` into `orderBy`.
    ...(state.orderBy && { orderBy: state.orderBy as S, order: state.order }),
    ...filters,
  };
}

/** A positive whole number (a user id); anything else is no filter. */
export const idFilter: FilterCodec<number> = {
  parse: (raw) => (/^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : undefined),
  format: (value) => String(value),
};
