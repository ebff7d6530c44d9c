import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ListFrame } from '../list-frame';
import type { DataGridRowAction } from '@adnet/ui';
import type { CampaignListRow } from '@adnet/api-client';
import { canWrite, isAgencyUser } from '../../access/policy';
import { useCurrentUser } from '../../data/hooks';
import { useArchiveList, useCampaignActions } from '../../data/campaigns';
import { useColumnVisibility } from '../../data/use-column-visibility';
import { withActingAs } from '../../shell/acting-as';
import { DayRangeFilter, Page, useDescribeFilter } from '../page';
import { CAMPAIGN_ROW_KEYS, useCampaignColumns } from '../campaigns/campaign-columns';

/**
 * `/archive` and `/archive/campaigns`: archived campaigns on the same list recipe (date range, paging, sort,
 * `userId` when acting as a user), each restorable after a confirmation, after which it is back in /campaigns.
 */
export default function ArchiveListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const grid = useArchiveList();
  const { actingAs } = grid;
  const { restore } = useCampaignActions();
  const describeFilter = useDescribeFilter();
  const writable = canWrite(user) && !isAgencyUser(user);
  const to = useCallback((path: string) => withActingAs(path, actingAs), [actingAs]);

  const columns = useCampaignColumns({ linkTo: (row) => to(`/archive/campaigns/${row.id}`) });
  const visibility = useColumnVisibility(user.id, 'archive', columns);

  const rowActions = useCallback(
    (row: CampaignListRow): DataGridRowAction[] => [
      {
        id: 'open',
        label: t('campaigns.actions.open'),
        onSelect: () => void navigate(to(`/archive/campaigns/${row.id}`)),
      },
      {
        id: 'stats',
        label: t('archive.statistics'),
        onSelect: () => void navigate(to(`/archive/campaigns/${row.id}/view`)),
      },
      ...(writable
        ? [{ id: 'restore', label: t('archive.restore'), onSelect: () => void restore.trigger(row) }]
        : []),
    ],
    [navigate, restore, t, to, writable],
  );

  return (
    <Page title={t('routes.archive')} description={t('archive.description')}>
      <ListFrame
        list={grid}
        caption={t('archive.caption')}
        columns={columns}
        {...CAMPAIGN_ROW_KEYS}
        {...visibility}
        rowActions={rowActions}
        labels={{ emptyHint: t('archive.empty') }}
        toolbar={
          <div className="list-toolbar">
            <DayRangeFilter grid={grid} id="created" label={t('campaigns.created')} />
          </div>
        }
        describeFilter={describeFilter}
      />
    </Page>
  );
}
