import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ListFrame } from '../list-frame';
import { Button, type DataGridColumn, type DataGridRowAction } from '@adnet/ui';
import type { SupportCase } from '@adnet/api-client';
import { useCurrentUser } from '../../data/hooks';
import { useOwnCaseList } from '../../data/support';
import { useFormat } from '../../i18n/format';
import { useActingAs, withActingAs } from '../../shell/acting-as';
import { Page } from '../page';
import { useCaseColumns } from './support-labels';

/**
 * `/help` (every signed-in user): the user's own support cases on the list recipe — last activity first, by
 * status — and "New case", which opens `/help/new`. A case opens its thread at `/help/{id}`, where support's
 * replies are read and answered. Designed: the spec's support routes are the staff's; this is the advertiser's
 * side of the same cases.
 */
const caseHref = (id: number) => `/help/${id}`;

export default function HelpPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const uid = useActingAs();
  const grid = useOwnCaseList(user.id);
  const { state } = grid;
  const to = useCallback((path: string) => withActingAs(path, uid), [uid]);

  const common = useCaseColumns(caseHref);
  const columns = useMemo<DataGridColumn<SupportCase>[]>(
    () => [
      { ...common.subject, width: '22rem' },
      common.status,
      {
        id: 'createdAt',
        header: t('support.help.opened'),
        value: (r) => r.createdAt.getTime(),
        cell: (r) => fmt.dateTime(r.createdAt),
        sortable: true,
        align: 'end',
        width: '11rem',
      },
      common.updatedAt,
    ],
    [t, fmt, common],
  );

  const rowActions = useCallback(
    (row: SupportCase): DataGridRowAction[] => [
      { id: 'open', label: t('support.actions.open'), onSelect: () => void navigate(to(caseHref(row.id))) },
    ],
    [navigate, t, to],
  );

  const filtered = Object.keys(state.filter).length > 0;
  const create = <Button onClick={() => void navigate(to('/help/new'))}>{t('support.help.create')}</Button>;

  return (
    <Page title={t('routes.help')} description={t('support.help.description')} actions={create}>
      <ListFrame
        list={grid}
        caption={t('support.help.caption')}
        columns={columns}
        getRowId={(row) => String(row.id)}
        getRowLabel={(row) => row.subject}
        rowActions={rowActions}
        labels={{ emptyHint: t('support.empty.filtered') }}
        empty={
          !filtered && {
            title: t('support.help.empty.title'),
            description: t('support.help.empty.hint'),
            action: create,
          }
        }
      />
    </Page>
  );
}
