import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFrame, createdColumn } from '../list-frame';
import { StatusBadge, type DataGridColumn, type DataGridRowAction } from '@adnet/ui';
import type { PlatformWire } from '@adnet/api-client';
import { canManageNetwork } from '../../access/policy';
import {
  PLATFORM_KINDS,
  PLATFORM_STATUSES,
  usePlatformList,
  usePlatformStatus,
} from '../../data/admin-network';
import { useCurrentUser } from '../../data/hooks';
import { useDebouncedFilter } from '../../data/use-grid-query';
import { useFormat } from '../../i18n/format';
import { AppLink } from '../../shell/acting-as';
import { Page, useDescribeFilter } from '../page';
import { ListSearch } from '../states';

const STATUS_TONE = { PENDING: 'warning', APPROVED: 'success', BLOCKED: 'danger' } as const;

/**
 * `/internal/platforms`: publishers' channels, bots and mini apps, newest first, filtered by status and kind (column
 * filters) and searched by name. Approve and block from the row; blocking asks first (the platform stops showing
 * ads and earning) and is recorded in the owner's audit.
 */
export default function PlatformsPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const me = useCurrentUser();
  const grid = usePlatformList();
  const [search, setSearch] = useDebouncedFilter(grid, 'search');
  const setStatus = usePlatformStatus();
  const writable = canManageNetwork(me);
  const describe = useDescribeFilter();
  const describeFilter = useCallback(
    (id: string, value: unknown) =>
      id === 'status'
        ? t(`admin.platforms.status.${String(value)}`)
        : id === 'kind'
          ? t(`admin.platforms.kind.${String(value)}`)
          : describe(id, value),
    [describe, t],
  );

  const columns = useMemo<DataGridColumn<PlatformWire>[]>(
    () => [
      {
        id: 'name',
        header: t('admin.platforms.columns.name'),
        value: (p) => p.name,
        cell: (p) => (
          <a href={p.url} target="_blank" rel="noopener noreferrer">
            {p.name}
          </a>
        ),
        sortable: true,
        card: 'title',
        width: '14rem',
      },
      {
        id: 'kind',
        header: t('admin.platforms.columns.kind'),
        value: (p) => p.kind,
        cell: (p) => t(`admin.platforms.kind.${p.kind}`),
        sortable: true,
        width: '8rem',
        filter: {
          type: 'select',
          options: PLATFORM_KINDS.map((k) => ({ value: k, label: t(`admin.platforms.kind.${k}`) })),
        },
      },
      {
        id: 'status',
        header: t('admin.platforms.columns.status'),
        value: (p) => p.status,
        cell: (p) => (
          <StatusBadge tone={STATUS_TONE[p.status]} size="sm">
            {t(`admin.platforms.status.${p.status}`)}
          </StatusBadge>
        ),
        sortable: true,
        width: '8rem',
        filter: {
          type: 'select',
          options: PLATFORM_STATUSES.map((s) => ({ value: s, label: t(`admin.platforms.status.${s}`) })),
        },
      },
      {
        id: 'ownerId',
        header: t('admin.platforms.columns.owner'),
        value: (p) => p.ownerId,
        cell: (p) => (
          <AppLink to={`/internal/accounts/user/${p.ownerId}`}>
            {t('admin.platforms.ownerId', { id: p.ownerId })}
          </AppLink>
        ),
        width: '8rem',
      },
      createdColumn(t('admin.platforms.columns.created'), fmt.date),
    ],
    [fmt, t],
  );

  const rowActions = useCallback(
    (p: PlatformWire): DataGridRowAction[] =>
      !writable
        ? []
        : [
            ...(p.status !== 'APPROVED'
              ? [
                  {
                    id: 'approve',
                    label: t('admin.platforms.approve'),
                    onSelect: () => void setStatus.trigger({ platform: p, status: 'APPROVED' }),
                  },
                ]
              : []),
            ...(p.status !== 'BLOCKED'
              ? [
                  {
                    id: 'block',
                    label: t('admin.platforms.block.action'),
                    tone: 'danger' as const,
                    onSelect: () => void setStatus.trigger({ platform: p, status: 'BLOCKED' }),
                  },
                ]
              : []),
          ],
    [setStatus, t, writable],
  );

  return (
    <Page title={t('routes.internalPlatforms')} description={t('admin.platforms.description')}>
      <ListFrame
        list={grid}
        caption={t('admin.platforms.caption')}
        columns={columns}
        getRowId={(p) => String(p.id)}
        getRowLabel={(p) => p.name}
        rowActions={rowActions}
        labels={{ emptyHint: t('admin.platforms.empty') }}
        describeFilter={describeFilter}
        toolbar={
          <div className="list-toolbar">
            <ListSearch label={t('admin.platforms.search')} value={search} onChange={setSearch} />
          </div>
        }
      />
    </Page>
  );
}
