import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ListFrame } from '../list-frame';
import { Badge, Button, Switch, type DataGridColumn, type DataGridRowAction } from '@adnet/ui';
import type { SupportCase } from '@adnet/api-client';
import { useCurrentUser } from '../../data/hooks';
import { useOpenCaseCount, useSupportCaseList } from '../../data/support';
import { useDebouncedFilter } from '../../data/use-grid-query';
import { Page } from '../page';
import { CasePriorityBadge, useCaseColumns, useSupportLabels } from './support-labels';
import { ListSearch } from '../states';

/**
 * `/support/cases` (SuperUser, Customer Happiness Agent): every advertiser's case on the list recipe — last
 * activity first, status and priority filters on their columns, a search in the subject and the owner's e-mail,
 * "assigned to me", and the count of open cases (waiting for an agent) that filters to them in one click.
 */
const caseHref = (id: number) => `/support/case/${id}`;

export default function CaseListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const grid = useSupportCaseList();
  const { state, setState } = grid;
  const openCount = useOpenCaseCount();
  const [search, setSearch] = useDebouncedFilter(grid, 'search');
  const labels = useSupportLabels();

  const common = useCaseColumns(caseHref);
  const columns = useMemo<DataGridColumn<SupportCase>[]>(
    () => [
      { ...common.subject, width: '18rem' },
      common.status,
      {
        id: 'priority',
        header: t('support.columns.priority'),
        value: (r) => r.priority,
        cell: (r) => <CasePriorityBadge priority={r.priority} />,
        sortable: true,
        width: '8.5rem',
        filter: { type: 'select', options: labels.priorityOptions },
      },
      {
        id: 'userEmail',
        header: t('support.columns.user'),
        value: (r) => r.userEmail,
        sortable: true,
        width: '14rem',
      },
      {
        id: 'assignee',
        header: t('support.columns.assignee'),
        value: (r) => r.assigneeEmail ?? '',
        cell: (r) => r.assigneeEmail ?? t('support.unassigned'),
        width: '14rem',
      },
      common.updatedAt,
    ],
    [t, common, labels],
  );

  const rowActions = useCallback(
    (row: SupportCase): DataGridRowAction[] => [
      {
        id: 'open',
        label: t('support.actions.open'),
        onSelect: () => void navigate(caseHref(row.id)),
      },
    ],
    [navigate, t],
  );

  const setFilter = (id: string, value: unknown) => {
    const filter = { ...state.filter };
    if (value === undefined) delete filter[id];
    else filter[id] = value;
    setState({ ...state, filter, currentPage: 1 });
  };
  const filtered = Object.keys(state.filter).length > 0;
  const open = openCount.data;

  return (
    <Page
      title={t('routes.supportCases')}
      description={t('support.description')}
      meta={
        open === undefined ? null : (
          <Badge tone={open > 0 ? 'primary' : 'neutral'} data-testid="open-count">
            {t('support.openCount', { count: open })}
          </Badge>
        )
      }
      actions={
        open ? (
          <Button
            variant="outline"
            onClick={() => setFilter('status', 'OPEN')}
            disabled={state.filter.status === 'OPEN'}
          >
            {t('support.showOpen')}
          </Button>
        ) : null
      }
    >
      <ListFrame
        list={grid}
        caption={t('support.caption')}
        columns={columns}
        getRowId={(row) => String(row.id)}
        getRowLabel={(row) => row.subject}
        rowActions={rowActions}
        toolbar={
          <div className="list-toolbar">
            <ListSearch label={t('support.search')} value={search} onChange={setSearch} />
            <Switch
              label={t('support.assignedToMe')}
              checked={state.filter.assignee === user.id}
              onCheckedChange={(on) => setFilter('assignee', on ? user.id : undefined)}
            />
          </div>
        }
        labels={{ emptyHint: t('support.empty.filtered') }}
        empty={!filtered && { title: t('support.empty.title'), description: t('support.empty.hint') }}
      />
    </Page>
  );
}
