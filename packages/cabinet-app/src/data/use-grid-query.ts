import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import type { DataGridState } from '@adnet/ui';
import type { Page, PageQuery } from '@adnet/api-client';
import { useActingAs } from '../shell/acting-as';
import {
  gridStateFromSearch,
  queryFromGridState,
  searchFromGridState,
  type ListDefinition,
} from './grid-query';
import { resourceKey, type Resource } from './swr-keys';

/** How a list asks the client for one page; `actingAs` is the acting-as user id, or null. */
export type FetchPage<Row, Q extends object, S extends string = string> = (
  query: PageQuery<S> & Q,
  actingAs: number | null,
) => Promise<Page<Row>>;

/** Props `useGridQuery` gives the `DataGrid` (spread them): server mode, state from the URL, rows, states. */
export interface GridDataProps<Row> {
  mode: 'server';
  state: DataGridState;
  onStateChange: (state: DataGridState) => void;
  data: readonly Row[];
  totalCount?: number;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
}

const NO_ROWS: readonly never[] = [];

/** The list's SWR key: every input of the fetcher, the acting-as user included (style guide). */
export const gridKey = (resource: Resource, query: object, actingAs: number | null) =>
  resourceKey(resource, query, actingAs);

/**
 * The list recipe: binds the URL's search params, the `DataGrid` state and the client's list query.
 *
 * - The state lives in the URL: a link, a reload and back/forward show the same rows. A bad value falls back to
 *   the default (see `grid-query.ts`). Page, sort and filter changes add a history entry; opening a filter
 *   popover or typing in a search replaces it.
 * - The SWR key is `[resource, query, actingAs]`. The previous page stays on screen while the next loads.
 * - A page past the end (rows were archived, a stale link) moves to the last page.
 * - A failed background revalidation keeps the rows on screen and says so through `refreshError`; the grid's
 *   error state shows only when there is nothing to show.
 */
export function useGridQuery<Row, Q extends object = object, S extends string = string>(
  def: ListDefinition<Q, S>,
  fetchPage: FetchPage<Row, Q, S>,
  options: { enabled?: boolean } = {},
) {
  const [params, setParams] = useSearchParams();
  const actingAs = useActingAs();
  const state = useMemo(() => gridStateFromSearch(params, def), [params, def]);
  const query = useMemo(() => queryFromGridState(state, def), [state, def]);
  const key = options.enabled === false ? null : gridKey(def.resource, query, actingAs);

  const swr = useSWR(key, () => fetchPage(query, actingAs), { keepPreviousData: true });
  const { data: page, error, isLoading, mutate } = swr;

  const setState = useCallback(
    (next: DataGridState, how: { replace?: boolean } = {}) => {
      setParams((current) => searchFromGridState(next, def, current), { replace: how.replace ?? false });
    },
    [setParams, def],
  );

  const onStateChange = useCallback(
    (next: DataGridState) => {
      const onlyPopover =
        next.currentPage === state.currentPage &&
        next.pageSize === state.pageSize &&
        next.orderBy === state.orderBy &&
        next.order === state.order &&
        next.filter === state.filter;
      setState(next, { replace: onlyPopover });
    },
    [setState, state],
  );

  // A page past the end: show the last page instead of an empty one.
  useEffect(() => {
    if (page && page.total > 0 && state.currentPage > page.pageCount && page.page === state.currentPage)
      setState({ ...state, currentPage: page.pageCount }, { replace: true });
  }, [page, state, setState]);

  const gridProps: GridDataProps<Row> = {
    mode: 'server',
    state: { ...state, pageCount: page?.pageCount ?? state.pageCount },
    onStateChange,
    data: page?.items ?? NO_ROWS,
    ...(page && { totalCount: page.total }),
    loading: isLoading && !page,
    error: Boolean(error) && !page,
    onRetry: () => void mutate(),
  };

  return {
    gridProps,
    state,
    setState,
    query,
    page,
    /** The error of a failed refresh while older rows are still shown. */
    refreshError: page ? error : undefined,
    /** The rows shown are the previous query's while the new one loads (a page, sort or filter change). */
    switching: isLoading && page !== undefined,
    isValidating: swr.isValidating,
    mutate,
    actingAs,
  };
}

/**
 * A text filter typed into a search field: the field follows the user's typing at once, the URL (and so the
 * query) 300 ms after the last keystroke. Starting (or clearing) a search adds a history entry; refining it
 * replaces that entry, so back leaves the search in one step instead of one step per pause in typing.
 */
export function useDebouncedFilter(
  grid: Pick<ReturnType<typeof useGridQuery>, 'state' | 'setState'>,
  id: string,
  delayMs = 300,
) {
  const committed = typeof grid.state.filter[id] === 'string' ? (grid.state.filter[id] as string) : '';
  const [text, setText] = useState(committed);
  const [seen, setSeen] = useState(committed);
  // The URL changed from elsewhere (back, a chip's remove, "clear all"): follow it.
  if (committed !== seen) {
    setSeen(committed);
    if (committed !== text.trim()) setText(committed);
  }
  const { state, setState } = grid;
  useEffect(() => {
    if (text.trim() === committed) return;
    const timer = setTimeout(() => {
      const filter = { ...state.filter };
      if (text.trim()) filter[id] = text.trim();
      else delete filter[id];
      // Starting or clearing a search is a step back can return to; refining it replaces that step.
      setState({ ...state, filter, currentPage: 1 }, { replace: committed !== '' && text.trim() !== '' });
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, committed, state, setState, id, delayMs]);
  return [text, setText] as const;
}
