import type { ReactNode } from 'react';
import { DataGrid, EmptyState, type DataGridColumn, type DataGridProps } from '@adnet/ui';
import type { GridDataProps } from '../data/use-grid-query';
import { StaleDataNotice } from './page';

// Local grids (client rows) take the grid from here too: then every screen that loads the grid's chunk also
// imports this module, so the bundler keeps the frame inside that chunk instead of a small chunk of its own (one
// more request and file name on every list page's first visit).
export { DataGrid };

/**
 * The shape of a money column: at the end, and never narrower than "9,999,999.99 USDT" on one line. A sum and its
 * currency are joined by a no-break space and a grid cell breaks numbers nowhere else, so a narrower column would
 * cut the sum.
 */
export const MONEY_COLUMN = { align: 'end', width: 160, minWidth: 160 } as const;

/** The column of the day a row was created (`createdEpoch`, in seconds), sortable: the staff lists end with it. */
export const createdColumn = <Row extends { createdEpoch: number }>(
  header: string,
  date: (ms: number) => string,
): DataGridColumn<Row> => ({
  id: 'createdEpoch',
  header,
  value: (r) => r.createdEpoch,
  cell: (r) => date(r.createdEpoch * 1000),
  sortable: true,
  width: '8rem',
});

/** A grid's data props for rows loaded whole (an SWR answer): its loading state, and its error state with a retry. */
export const loadedRows = <Row,>(swr: {
  data?: Row[] | undefined;
  error?: unknown;
  isLoading: boolean;
  mutate: () => unknown;
}) => ({
  data: swr.data ?? [],
  loading: swr.isLoading,
  error: Boolean(swr.error) && !swr.data,
  onRetry: () => void swr.mutate(),
});

/** A section of a staff page under its h2 title, which names it (`id` is the title's). */
export function StaffSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="admin-section" aria-labelledby={id}>
      <h2 id={id} className="admin-section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What the frame reads of a list query (`useGridQuery`'s result, or a hook built on it). */
export interface ListQuery<Row> {
  gridProps: GridDataProps<Row>;
  page: { total: number } | undefined;
  refreshError: unknown;
  switching: boolean;
  mutate: () => unknown;
}

/** The empty state drawn instead of the grid (ui's `EmptyState`, titled at h2 under the page's h1). */
export interface ListEmpty {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
}

/**
 * The one frame of a server list screen, so that the screen is only its columns, filters and actions (as
 * react-admin's `<List>` does): every list draws the same states the same way, and a change to them is made once.
 *
 * Over the grid, a refresh that failed while older rows stay on screen says so ({@link StaleDataNotice}). While a
 * page, sort or filter change loads, the previous rows stay (no jump) but are dimmed and marked busy
 * (`aria-busy`, `data-switching`), so nobody mistakes them for the new ones. Loading, error and paging states are
 * the grid's own, fed by the query. `empty` replaces the grid when the server has no rows at all: pass it only
 * when no filter of the user's narrows the list (else the grid's own "no match" hint is the honest answer).
 *
 * ```tsx
 * const list = useCampaignList();
 * <Page title={…}>
 *   <ListFrame list={list} caption={…} columns={columns} getRowId={…} toolbar={…}
 *     empty={!filtered && { title: …, action: … }} />
 * </Page>
 * ```
 *
 * Everything else is the `DataGrid`'s props, except those the query owns (state, rows, loading, error).
 */
export function ListFrame<Row>({
  list,
  empty,
  ...grid
}: {
  list: ListQuery<Row>;
  empty?: ListEmpty | false;
} & Omit<DataGridProps<Row>, keyof GridDataProps<Row>>) {
  return (
    <>
      <StaleDataNotice error={list.refreshError} onRetry={() => void list.mutate()} />
      {empty && list.page?.total === 0 ? (
        <EmptyState titleAs="h2" {...empty} />
      ) : (
        <div className="grid-frame" aria-busy={list.switching} data-switching={list.switching || undefined}>
          <DataGrid {...grid} {...list.gridProps} />
        </div>
      )}
    </>
  );
}
