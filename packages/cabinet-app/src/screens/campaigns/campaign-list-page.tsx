import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Button,
  DataGrid,
  DateRangePicker,
  EmptyState,
  Input,
  Progress,
  Switch,
  type DataGridRowAction,
} from '@adnet/ui';
import { campaignAllows, type CampaignListRow } from '@adnet/api-client';
import { canOpen, routeByPath } from '../../access/routes';
import { canWrite, isAgencyUser, isInternalUser } from '../../access/policy';
import { useCurrentUser } from '../../data/hooks';
import {
  LISTED_STATUSES,
  campaignList,
  useCampaignActions,
  useCampaignList,
  useCampaignListFetcher,
} from '../../data/campaigns';
import { queryFromGridState } from '../../data/grid-query';
import { useDebouncedFilter } from '../../data/use-grid-query';
import { useColumnVisibility } from '../../data/use-column-visibility';
import { useListExport } from '../../data/list-export';
import { useDateRangeLabels, useGridLabels } from '../../i18n/ui-labels';
import { useFormat } from '../../i18n/format';
import { withActingAs } from '../../shell/acting-as';
import { GridFrame, Page, StaleDataNotice } from '../page';
import { useCampaignColumns, useCampaignCsvColumns } from './campaign-columns';

/**
 * `/campaigns`: the advertiser's campaigns on the list recipe — server paging, sort and filters in the URL, row
 * actions by status and role, bulk stop/start/archive, CSV export of the whole filtered list, cards on phones.
 */
export default function CampaignListPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const grid = useCampaignList();
  const { state, setState, actingAs, page } = grid;
  const actions = useCampaignActions();
  const [search, setSearch] = useDebouncedFilter(grid, 'name');
  const gridLabels = useGridLabels();
  const dateLabels = useDateRangeLabels();

  const writable = canWrite(user) && !isAgencyUser(user);
  const internal = isInternalUser(user);
  const canCreate = canOpen(user, routeByPath('/campaigns/new')!);
  const to = useCallback((path: string) => withActingAs(path, actingAs), [actingAs]);

  const columns = useCampaignColumns({
    statusFilter: LISTED_STATUSES,
    typeFilter: true,
    linkTo: (row) => to(`/campaigns/${row.id}`),
  });
  const [visibility, setVisibility] = useColumnVisibility(
    user.id,
    'campaigns',
    Object.fromEntries(columns.filter((c) => c.defaultHidden).map((c) => [c.id, false])),
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
      const allows = (a: Parameters<typeof campaignAllows>[1]) => campaignAllows(row.status, a);
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
  const range =
    typeof state.filter.startDate === 'string' && typeof state.filter.endDate === 'string'
      ? { from: state.filter.startDate, to: state.filter.endDate }
      : null;
  const filtered = Object.keys(state.filter).length > 0;

  const toolbar = (
    <div className="list-toolbar">
      <Input
        type="search"
        size="sm"
        aria-label={t('campaigns.search')}
        placeholder={t('campaigns.search')}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maxLength={200}
        wrapperClassName="list-search"
      />
      <DateRangePicker
        label={t('campaigns.created')}
        hideLabel
        value={range}
        onValueChange={(next) =>
          setState({
            ...state,
            filter: { ...state.filter, startDate: next.from, endDate: next.to },
            currentPage: 1,
          })
        }
        locale={fmt.locale}
        labels={dateLabels}
      />
      {range ? (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            const { startDate: _s, endDate: _e, ...rest } = state.filter;
            setState({ ...state, filter: rest, currentPage: 1 });
          }}
        >
          {t('campaigns.clearDates')}
        </Button>
      ) : null}
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

  const noCampaignsAtAll = page !== undefined && page.total === 0 && !filtered;

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
      <StaleDataNotice error={grid.refreshError} onRetry={() => void grid.mutate()} />
      {noCampaignsAtAll ? (
        <EmptyState
          titleAs="h2"
          title={t('campaigns.empty.title')}
          description={canCreate ? t('campaigns.empty.hint') : t('campaigns.empty.hintReadOnly')}
          action={
            canCreate ? (
              <Button onClick={() => void navigate(to('/campaigns/new'))}>{t('campaigns.create')}</Button>
            ) : null
          }
        />
      ) : (
        <GridFrame switching={grid.switching}>
          <DataGrid
            caption={t('routes.campaigns')}
            columns={columns}
            getRowId={(row) => String(row.id)}
            getRowLabel={(row) => row.name}
            rowActions={rowActions}
            columnVisibility={visibility}
            onColumnVisibilityChange={setVisibility}
            toolbar={toolbar}
            labels={gridLabels}
            locale={fmt.locale}
            {...grid.gridProps}
          />
        </GridFrame>
      )}
    </Page>
  );
}
