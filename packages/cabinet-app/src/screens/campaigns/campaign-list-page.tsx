import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ListFrame } from '../list-frame';
import { Button, Input, type DataGridRowAction } from '@adnet/ui';
import { campaignAllows, type CampaignAction, type CampaignListRow } from '@adnet/api-client';
import { canOpen, routeByPath } from '../../access/routes';
import { canWrite, isAgencyUser, isInternalUser } from '../../access/policy';
import { useCurrentUser } from '../../data/hooks';
import {
  LISTED_STATUSES,
  campaignList,
  useBulkCampaignAction,
  useCampaignActions,
  useCampaignList,
  useCampaignListFetcher,
  type BulkCampaignAction,
} from '../../data/campaigns';
import { queryFromGridState } from '../../data/grid-query';
import { useDebouncedFilter } from '../../data/use-grid-query';
import { useColumnVisibility } from '../../data/use-column-visibility';
import { useListExport } from '../../data/list-export';
import { withActingAs } from '../../shell/acting-as';
import { DayRangeFilter, Page, useDescribeFilter } from '../page';
import { Progress, Switch } from '../lazy-controls';
import { CAMPAIGN_ROW_KEYS, useCampaignColumns, useCampaignCsvColumns } from './campaign-columns';

const BULK_ACTIONS = ['stop', 'start', 'archive'] as const satisfies readonly BulkCampaignAction[];

/**
 * `/campaigns`: the advertiser's campaigns on the list recipe — server paging, sort and filters in the URL, row
 * actions by status and role, bulk stop/start/archive, CSV export of the whole filtered list, cards on phones.
 */
export default function CampaignListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const grid = useCampaignList();
  const { state, setState, actingAs, page } = grid;
  const actions = useCampaignActions();
  const [search, setSearch] = useDebouncedFilter(grid, 'name');
  const describeFilter = useDescribeFilter(
    useMemo(
      () => ({
        created: t('campaigns.created'),
        sus: t('list.chips.sus'),
        hasModerationKey: t('list.chips.waiting'),
      }),
      [t],
    ),
  );

  const writable = canWrite(user) && !isAgencyUser(user);
  const internal = isInternalUser(user);
  const canCreate = canOpen(user, routeByPath('/campaigns/new')!);
  const to = useCallback((path: string) => withActingAs(path, actingAs), [actingAs]);

  const columns = useCampaignColumns({
    statusFilter: LISTED_STATUSES,
    typeFilter: true,
    linkTo: (row) => to(`/campaigns/${row.id}`),
  });
  const visibility = useColumnVisibility(user.id, 'campaigns', columns);

  // Selection survives paging: each selected row's name and status are kept from the page it was picked on.
  const [selected, setSelected] = useState<ReadonlyMap<string, CampaignListRow>>(new Map());
  const rowsOnPage = grid.gridProps.data;
  const onSelected = useCallback(
    (ids: string[]) =>
      setSelected((previous) => {
        const onPage = new Map(rowsOnPage.map((row) => [String(row.id), row]));
        const next = new Map<string, CampaignListRow>();
        for (const id of ids) {
          const row = onPage.get(id) ?? previous.get(id);
          if (row) next.set(id, row);
        }
        return next;
      }),
    [rowsOnPage],
  );
  const bulk = {
    stop: useBulkCampaignAction('stop'),
    start: useBulkCampaignAction('start'),
    archive: useBulkCampaignAction('archive'),
  };
  const running = BULK_ACTIONS.map((a) => bulk[a].progress).find(Boolean) ?? null;
  const applicable = (action: CampaignAction) =>
    [...selected.values()].filter((row) => campaignAllows(row.status, action));
  const runBulk = async (action: BulkCampaignAction) => {
    if (await bulk[action].trigger(applicable(action))) setSelected(new Map());
  };
  const bulkActions = running ? (
    <div className="bulk-progress">
      <Progress
        value={running.done}
        max={running.total}
        label={t('campaigns.selection.running', { done: running.done, total: running.total })}
      />
    </div>
  ) : (
    BULK_ACTIONS.map((action) => {
      const count = applicable(action).length;
      return (
        <Button
          key={action}
          variant={action === 'archive' ? 'outline' : 'soft'}
          tone={action === 'archive' ? 'danger' : 'primary'}
          disabled={count === 0}
          title={count === 0 ? t('campaigns.bulk.notApplicable') : undefined}
          onClick={() => void runBulk(action)}
        >
          {t(`campaigns.bulk.${action}`, { count })}
        </Button>
      );
    })
  );

  const rowActions = useCallback(
    (row: CampaignListRow): DataGridRowAction[] => {
      const list: DataGridRowAction[] = [
        {
          id: 'open',
          label: t('campaigns.actions.open'),
          onSelect: () => void navigate(to(`/campaigns/${row.id}`)),
        },
      ];
      if (!writable) return list;
      const allows = (a: CampaignAction) => campaignAllows(row.status, a);
      if (allows('edit'))
        list.push({
          id: 'edit',
          label: t('campaigns.actions.edit'),
          onSelect: () => void navigate(to(`/campaigns/${row.id}/edit`)),
        });
      if (allows('stop'))
        list.push({
          id: 'stop',
          label: t('campaigns.actions.stop'),
          onSelect: () => void actions.stop.trigger(row),
        });
      if (allows('start'))
        list.push({
          id: 'start',
          label: t('campaigns.actions.start'),
          onSelect: () => void actions.start.trigger(row),
        });
      if (allows('copy') && canCreate)
        list.push({
          id: 'copy',
          label: t('campaigns.actions.copy'),
          onSelect: () => void actions.copy.trigger(row),
        });
      if (allows('archive'))
        list.push({
          id: 'archive',
          label: t('campaigns.actions.archive'),
          tone: 'danger',
          onSelect: () => void actions.archive.trigger(row),
        });
      return list;
    },
    [actions, canCreate, navigate, t, to, writable],
  );

  // Export: every page of the current filter and sort.
  const fetcher = useCampaignListFetcher();
  const exporter = useListExport(
    useCallback(
      (query: Parameters<typeof fetcher>[0], signal: AbortSignal) => fetcher(query, actingAs, { signal }),
      [fetcher, actingAs],
    ),
  );
  const csvColumns = useCampaignCsvColumns();
  const exportCsv = () =>
    void exporter.start(
      queryFromGridState(state, campaignList),
      csvColumns,
      `campaigns-${new Date().toISOString().slice(0, 10)}.csv`,
    );

  const setFilter = (id: string, value: unknown) => {
    const filter = { ...state.filter };
    if (value === undefined || value === null || value === '') delete filter[id];
    else filter[id] = value;
    setState({ ...state, filter, currentPage: 1 });
  };
  const filtered = Object.keys(state.filter).length > 0;

  const toolbar = (
    <div className="list-toolbar">
      {/* ListSearch (screens/states.tsx) inline: importing states.tsx costs this page's 40 KB budget 0.3 KB. */}
      <Input
        type="search"
        aria-label={t('campaigns.search')}
        placeholder={t('campaigns.search')}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maxLength={200}
        wrapperClassName="list-search"
      />
      <DayRangeFilter grid={grid} id="created" label={t('campaigns.created')} />
      {internal ? (
        <>
          <Switch
            label={t('campaigns.filters.sus')}
            checked={state.filter.sus === true}
            onCheckedChange={(on) => setFilter('sus', on ? true : undefined)}
          />
          <Switch
            label={t('campaigns.filters.waiting')}
            checked={state.filter.hasModerationKey === true}
            onCheckedChange={(on) => setFilter('hasModerationKey', on ? true : undefined)}
          />
        </>
      ) : null}
    </div>
  );

  return (
    <Page
      title={t('routes.campaigns')}
      description={t('campaigns.description')}
      actions={
        <>
          {exporter.progress ? (
            <div className="export-progress" role="group" aria-label={t('list.export.running')}>
              <Progress
                value={exporter.progress.done}
                {...(exporter.progress.total !== null && { max: exporter.progress.total })}
                label={t('list.export.progress', {
                  done: exporter.progress.done,
                  total: exporter.progress.total ?? '…',
                })}
              />
              <Button variant="outline" size="sm" onClick={exporter.cancel}>
                {t('list.export.cancel')}
              </Button>
            </div>
          ) : (
            <Button variant="outline" onClick={exportCsv} disabled={!page || page.total === 0}>
              {t('list.export.csv')}
            </Button>
          )}
          {canCreate ? (
            <Button onClick={() => void navigate(to('/campaigns/new'))}>{t('campaigns.create')}</Button>
          ) : null}
        </>
      }
    >
      <ListFrame
        list={grid}
        caption={t('campaigns.caption')}
        columns={columns}
        {...CAMPAIGN_ROW_KEYS}
        rowActions={rowActions}
        selectable={writable}
        selectedRowIds={[...selected.keys()]}
        onSelectedRowIdsChange={onSelected}
        bulkActions={bulkActions}
        describeFilter={describeFilter}
        {...visibility}
        toolbar={toolbar}
        labels={{ emptyHint: t('campaigns.empty.filtered') }}
        empty={
          !filtered && {
            title: t('campaigns.empty.title'),
            description: canCreate ? t('campaigns.empty.hint') : t('campaigns.empty.hintReadOnly'),
            action: canCreate ? (
              <Button onClick={() => void navigate(to('/campaigns/new'))}>{t('campaigns.create')}</Button>
            ) : null,
          }
        }
      />
    </Page>
  );
}
