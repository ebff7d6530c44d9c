import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFrame } from '../list-frame';
import {
  Button,
  EmptyState,
  Select,
  Skeleton,
  Tabs,
  type DataGridColumn,
  type DataGridRowAction,
} from '@adnet/ui';
import { DEAL_STAGES, type Deal } from '@adnet/api-client';
import { BOARD_COLUMN_SIZE, useDealBoard, useDealList, useMoveDeal } from '../../data/sales';
import { useDebouncedFilter } from '../../data/use-grid-query';
import { useUrlChoice } from '../../data/url-choice';
import { useFormat } from '../../i18n/format';
import { AppLink } from '../../shell/acting-as';
import { LoadFailed, ListSearch } from '../states';
import { Page } from '../page';
import { lazyDialog } from '../lazy-dialog';
import { usePreloadWhenIdle } from '../preload-when-idle';
import { DealStageBadge } from './sales-labels';

/** The deal form (react-hook-form, valibot) is its own chunk: the deals list draws without it. */
const DealDialog = lazyDialog(
  () => import('./deal-dialog'),
  'DealDialog',
  (t, { deal }) => (deal ? t('sales.deal.editTitle') : t('sales.deal.newTitle')),
);

const VIEWS = ['list', 'board'] as const;
type View = (typeof VIEWS)[number];

/**
 * `/sales/deals` (SuperUser, Main Internal Manager, Internal Manager): deals as a list (the list recipe) or as a
 * board with a column per stage; create, edit and move a stage.
 *
 * Designed: the view is the URL's `view=board` (the list is the default), so a link opens the same view. Moving a
 * card is a "Move to" select on the card, not drag and drop: it works with a keyboard and a screen reader, and on
 * a phone. A board column shows the newest 50 deals of its stage and says how many there are.
 */
export default function DealListPage() {
  const { t } = useTranslation();
  usePreloadWhenIdle(DealDialog);
  const [view, setView] = useUrlChoice<View>('view', VIEWS, 'list');
  const grid = useDealList({ enabled: view === 'list' });
  const [search, setSearch] = useDebouncedFilter(grid, 'search');
  const [editing, setEditing] = useState<{ deal: Deal | null } | null>(null);
  const committedSearch = typeof grid.state.filter.search === 'string' ? grid.state.filter.search : undefined;

  return (
    <Page
      title={t('routes.salesDeals')}
      description={t('sales.deals.description')}
      actions={<Button onClick={() => setEditing({ deal: null })}>{t('sales.deal.new')}</Button>}
    >
      <div className="list-toolbar">
        <ListSearch label={t('sales.deals.search')} value={search} onChange={setSearch} />
      </div>
      <Tabs value={view} onValueChange={(v) => setView(v as View)}>
        <Tabs.List aria-label={t('sales.deals.view')}>
          <Tabs.Trigger value="list">{t('sales.deals.list')}</Tabs.Trigger>
          <Tabs.Trigger value="board">{t('sales.deals.board')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="list">
          {view === 'list' ? <DealGrid grid={grid} onEdit={(deal) => setEditing({ deal })} /> : null}
        </Tabs.Content>
        <Tabs.Content value="board">
          {view === 'board' ? (
            <DealBoard search={committedSearch} onEdit={(deal) => setEditing({ deal })} />
          ) : null}
        </Tabs.Content>
      </Tabs>
      {editing ? <DealDialog deal={editing.deal} onClose={() => setEditing(null)} /> : null}
    </Page>
  );
}

function useDealColumns(): DataGridColumn<Deal>[] {
  const { t } = useTranslation();
  const fmt = useFormat();
  return useMemo(
    () => [
      {
        id: 'title',
        header: t('sales.deal.title'),
        value: (r) => r.title,
        sortable: true,
        card: 'title',
        width: '16rem',
        hideable: false,
      },
      {
        id: 'clientName',
        header: t('sales.deal.client'),
        value: (r) => r.clientName,
        cell: (r) => <AppLink to={`/sales/clients/${r.clientId}`}>{r.clientName}</AppLink>,
        sortable: true,
        width: '14rem',
      },
      {
        id: 'stage',
        header: t('sales.deal.stage'),
        value: (r) => r.stage,
        cell: (r) => <DealStageBadge stage={r.stage} />,
        sortable: true,
        width: '9rem',
        filter: {
          type: 'select',
          options: DEAL_STAGES.map((s) => ({ value: s, label: t(`sales.stage.${s}`) })),
        },
      },
      {
        id: 'amount',
        header: t('sales.deal.amount'),
        value: (r) => r.amount,
        cell: (r) => fmt.money(r.amount),
        sortable: true,
        align: 'end',
        width: '9rem',
      },
      {
        id: 'createdAt',
        header: t('sales.deal.createdAt'),
        value: (r) => r.createdAt.getTime(),
        cell: (r) => fmt.date(r.createdAt),
        sortable: true,
        align: 'end',
        width: '9rem',
      },
    ],
    [t, fmt],
  );
}

function DealGrid({ grid, onEdit }: { grid: ReturnType<typeof useDealList>; onEdit: (deal: Deal) => void }) {
  const { t } = useTranslation();
  const columns = useDealColumns();
  const move = useMoveDeal();
  const rowActions = useCallback(
    (row: Deal): DataGridRowAction[] => [
      { id: 'edit', label: t('sales.deal.edit'), onSelect: () => onEdit(row) },
      ...DEAL_STAGES.filter((s) => s !== row.stage).map((stage) => ({
        id: `move-${stage}`,
        label: t('sales.deal.moveTo', { stage: t(`sales.stage.${stage}`) }),
        onSelect: () => void move.trigger({ deal: row, stage }),
      })),
    ],
    [t, onEdit, move],
  );
  const noDealsAtAll =
    grid.page !== undefined && grid.page.total === 0 && Object.keys(grid.state.filter).length === 0;
  if (noDealsAtAll)
    return (
      <EmptyState titleAs="h2" title={t('sales.deals.empty')} description={t('sales.deals.emptyHint')} />
    );
  return (
    <>
      <ListFrame
        list={grid}
        caption={t('sales.deals.caption')}
        columns={columns}
        getRowId={(row) => String(row.id)}
        getRowLabel={(row) => row.title}
        rowActions={rowActions}
        labels={{ emptyHint: t('sales.deals.noMatch') }}
      />
    </>
  );
}

function DealBoard({ search, onEdit }: { search: string | undefined; onEdit: (deal: Deal) => void }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const board = useDealBoard(search, true);
  const move = useMoveDeal();
  if (board.error && !board.data)
    return (
      <LoadFailed
        error={board.error}
        description={t('errors.tryLater')}
        onRetry={() => void board.mutate()}
        retrying={board.isValidating}
      />
    );
  if (!board.data)
    return (
      <div className="deal-board" aria-busy="true">
        {DEAL_STAGES.map((s) => (
          <Skeleton key={s} shape="rect" height="10rem" />
        ))}
      </div>
    );
  return (
    <div className="deal-board">
      {board.data.map((column) => (
        <section key={column.stage} className="deal-column" aria-labelledby={`stage-${column.stage}`}>
          <h2 id={`stage-${column.stage}`} className="deal-column-title">
            {t(`sales.stage.${column.stage}`)}{' '}
            <span className="deal-column-count">
              {column.total > BOARD_COLUMN_SIZE
                ? t('sales.deals.showing', { shown: BOARD_COLUMN_SIZE, total: column.total })
                : fmt.number(column.total)}
            </span>
          </h2>
          {column.items.length === 0 ? (
            <p className="deal-column-empty">{t('sales.deals.columnEmpty')}</p>
          ) : (
            <ul className="deal-cards">
              {column.items.map((deal) => (
                <li key={deal.id} className="deal-card">
                  <button type="button" className="deal-card-title" onClick={() => onEdit(deal)}>
                    {deal.title}
                  </button>
                  <AppLink to={`/sales/clients/${deal.clientId}`} className="deal-card-client">
                    {deal.clientName}
                  </AppLink>
                  <span className="deal-card-amount">{fmt.money(deal.amount)}</span>
                  <Select
                    size="sm"
                    aria-label={t('sales.deal.moveLabel', { title: deal.title })}
                    options={DEAL_STAGES.map((s) => ({ value: s, label: t(`sales.stage.${s}`) }))}
                    value={deal.stage}
                    onValueChange={(stage) =>
                      void move.trigger({ deal, stage: stage as (typeof DEAL_STAGES)[number] })
                    }
                  />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
