import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFrame, createdColumn } from '../list-frame';
import { Button, StatusBadge, type DataGridColumn, type DataGridRowAction } from '@adnet/ui';
import type { PromocodeWire } from '@adnet/api-client';
import { canManageNetwork } from '../../access/policy';
import { usePromocodeActive, usePromocodeList } from '../../data/admin-network';
import { useCurrentUser } from '../../data/hooks';
import { useFormat } from '../../i18n/format';
import { Page } from '../page';
import { lazyDialog } from '../lazy-dialog';
import { usePreloadWhenIdle } from '../preload-when-idle';

/** The promocode form (react-hook-form, valibot) is its own chunk: the list draws without it. */
const PromocodeDialog = lazyDialog(
  () => import('./promocode-dialog'),
  'PromocodeDialog',
  (t) => t('admin.promocodes.new'),
);

/**
 * `/internal/promocodes`: codes that credit money at registration, newest first, with use against limit and expiry.
 * Creating asks first (it hands out money); deactivating asks first and is optimistic; an inactive code can be
 * turned back on. The expiry is a day: the code works until that day ends (UTC).
 */
export default function PromocodesPage() {
  const { t } = useTranslation();
  usePreloadWhenIdle(PromocodeDialog);
  const fmt = useFormat();
  const me = useCurrentUser();
  const grid = usePromocodeList();
  const setActive = usePromocodeActive();
  const [creating, setCreating] = useState(false);
  const writable = canManageNetwork(me);

  const columns = useMemo<DataGridColumn<PromocodeWire>[]>(
    () => [
      {
        id: 'code',
        header: t('admin.promocodes.columns.code'),
        value: (p) => p.code,
        cell: (p) => <code>{p.code}</code>,
        sortable: true,
        card: 'title',
        width: '10rem',
      },
      {
        id: 'amount',
        header: t('admin.promocodes.columns.amount'),
        value: (p) => p.amount,
        cell: (p) => fmt.money(p.amount),
        sortable: true,
        align: 'end',
        width: '8rem',
      },
      {
        id: 'usedCount',
        header: t('admin.promocodes.columns.used'),
        value: (p) => p.usedCount,
        cell: (p) =>
          p.usageLimit === null
            ? t('admin.promocodes.usedUnlimited', { used: p.usedCount })
            : t('admin.promocodes.usedOf', { used: p.usedCount, limit: p.usageLimit }),
        sortable: true,
        width: '8rem',
      },
      {
        id: 'expiresEpoch',
        header: t('admin.promocodes.columns.expires'),
        value: (p) => p.expiresEpoch,
        cell: (p) =>
          p.expiresEpoch === null ? t('admin.promocodes.never') : fmt.date(p.expiresEpoch * 1000),
        sortable: true,
        width: '8rem',
      },
      {
        id: 'active',
        header: t('admin.promocodes.columns.state'),
        value: (p) => (p.active ? 1 : 0),
        cell: (p) => (
          <StatusBadge tone={p.active ? 'success' : 'neutral'} size="sm">
            {p.active ? t('admin.promocodes.active') : t('admin.promocodes.inactive')}
          </StatusBadge>
        ),
        width: '7rem',
      },
      createdColumn(t('admin.promocodes.columns.created'), fmt.date),
    ],
    [fmt, t],
  );

  const rowActions = useCallback(
    (p: PromocodeWire): DataGridRowAction[] =>
      !writable
        ? []
        : p.active
          ? [
              {
                id: 'deactivate',
                label: t('admin.promocodes.deactivate.action'),
                tone: 'danger',
                onSelect: () => void setActive.trigger({ code: p, active: false }),
              },
            ]
          : [
              {
                id: 'activate',
                label: t('admin.promocodes.activate'),
                onSelect: () => void setActive.trigger({ code: p, active: true }),
              },
            ],
    [setActive, t, writable],
  );

  return (
    <Page
      title={t('routes.internalPromocodes')}
      description={t('admin.promocodes.description')}
      actions={
        writable ? <Button onClick={() => setCreating(true)}>{t('admin.promocodes.new')}</Button> : null
      }
    >
      <ListFrame
        list={grid}
        caption={t('admin.promocodes.caption')}
        columns={columns}
        getRowId={(p) => String(p.id)}
        getRowLabel={(p) => p.code}
        rowActions={rowActions}
        labels={{ emptyHint: t('admin.promocodes.empty') }}
      />
      {creating ? <PromocodeDialog onClose={() => setCreating(false)} /> : null}
    </Page>
  );
}
