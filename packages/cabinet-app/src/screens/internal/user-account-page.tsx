import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListFrame } from '../list-frame';
import { Button, Card, Skeleton, StatusBadge, type DataGridColumn } from '@adnet/ui';
import type { AdminUserWire, AuditEntry, Transaction } from '@adnet/api-client';
import { canBlockUsers, canDeposit, canSeeSupportCases } from '../../access/policy';
import { useUserCases } from '../../data/support';
import { CaseStatusBadge } from '../support/support-labels';
import { useCurrentUser } from '../../data/hooks';
import { useAdminUser, useBlockUser, useUserAudit, useUserTransactions } from '../../data/admin-users';
import { useFormat } from '../../i18n/format';
import { AppLink, withActingAs } from '../../shell/acting-as';
import { useRouteId } from '../../shell/route-id';
import { LoadFailed } from '../states';
import { DetailFrame, Page } from '../page';
import { lazyDialog } from '../lazy-dialog';
import { usePreloadWhenIdle } from '../preload-when-idle';
import { useRoleLabel } from './admin-labels';

/** The deposit form (react-hook-form, valibot) is its own chunk: the page draws without it. */
const DepositDialog = lazyDialog(
  () => import('./deposit-dialog'),
  'DepositDialog',
  (t) => t('admin.deposit.title'),
);

/**
 * `/internal/accounts/user/{id}`: one user as the internal team needs them. Who they are (roles, flags, agency,
 * operator), their money (balance, frozen), what can be done (deposit, open their cabinet as them, block), their
 * transactions and the audit of every admin write about them with who did it.
 */
export default function UserAccountPage() {
  return <UserPage area="internal" />;
}

/**
 * A user's page for the internal team (`/internal/accounts/user/{id}`) or for support work (`/support/users/{id}`,
 * designed): support sees the same person, money read-only (no deposit), their support cases when the reader
 * works cases, and may block or unblock (that moves no money) and open the cabinet as the user to see what they see.
 */
export function UserPage({ area }: { area: 'internal' | 'support' }) {
  const { t } = useTranslation();
  const user = useAdminUser(useRouteId());
  const breadcrumbs =
    area === 'support'
      ? [{ label: t('routes.supportUsers'), href: '/support/users' }]
      : [{ label: t('routes.internalUsers'), href: '/internal/users' }];
  return (
    <DetailFrame
      query={user}
      title={t('routes.internalAccountUser')}
      breadcrumbs={breadcrumbs}
      back={{ to: breadcrumbs[0]!.href, label: t('admin.user.back') }}
      failed={t('admin.user.loadFailed')}
      skeleton={
        <div className="admin-user">
          <Skeleton shape="rect" height="12rem" />
          <Skeleton shape="rect" height="12rem" />
        </div>
      }
    >
      {(data) => <UserAccount user={data} breadcrumbs={breadcrumbs} area={area} />}
    </DetailFrame>
  );
}

function UserAccount({
  user,
  breadcrumbs,
  area,
}: {
  user: AdminUserWire;
  breadcrumbs: { label: string; href: string }[];
  area: 'internal' | 'support';
}) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const me = useCurrentUser();
  const roleLabel = useRoleLabel();
  const block = useBlockUser();
  usePreloadWhenIdle(DepositDialog);
  const [depositing, setDepositing] = useState(false);
  const yesNo = (value: boolean) => (value ? t('admin.user.yes') : t('admin.user.no'));
  const list = (items: string[]) => (items.length ? items.join(', ') : '—');

  return (
    <Page
      title={user.email}
      breadcrumbs={breadcrumbs}
      description={t('admin.user.subtitle', { id: user.id, username: user.username })}
      meta={
        user.blocked ? (
          <StatusBadge tone="danger">{t('admin.user.blocked')}</StatusBadge>
        ) : !user.confirmed ? (
          <StatusBadge tone="warning">{t('admin.user.unconfirmed')}</StatusBadge>
        ) : null
      }
      actions={
        <>
          <AppLink className="admin-cabinet-link" to={withActingAs('/campaigns', user.id)}>
            {t('admin.user.openCabinet')}
          </AppLink>
          {area === 'internal' && canDeposit(me) ? (
            <Button onClick={() => setDepositing(true)}>{t('admin.deposit.action')}</Button>
          ) : null}
          {canBlockUsers(me) && user.id !== me.id ? (
            <Button
              variant="outline"
              tone={user.blocked ? 'neutral' : 'danger'}
              loading={block.isMutating}
              onClick={() => void block.trigger({ user, blocked: !user.blocked })}
            >
              {user.blocked ? t('admin.user.unblock.action') : t('admin.user.block.action')}
            </Button>
          ) : null}
        </>
      }
    >
      <div className="admin-user">
        <Card padding="md" as="section" aria-labelledby="user-facts-title">
          <h2 id="user-facts-title" className="case-section-title">
            {t('admin.user.facts')}
          </h2>
          <dl className="case-facts">
            <dt>{t('admin.user.role')}</dt>
            <dd>{roleLabel(user.role)}</dd>
            <dt>{t('admin.user.roles')}</dt>
            <dd>{list(user.roles.map(roleLabel))}</dd>
            <dt>{t('admin.user.agency')}</dt>
            <dd>{user.agency?.name ?? '—'}</dd>
            <dt>{t('admin.user.operator')}</dt>
            <dd>
              {user.operator ? (
                <AppLink to={`/internal/accounts/manager/${user.operator.id}`}>
                  {t('admin.user.operatorId', { id: user.operator.id })}
                </AppLink>
              ) : (
                '—'
              )}
            </dd>
            <dt>{t('admin.user.telegram')}</dt>
            <dd>{user.telegramUsername ?? '—'}</dd>
            <dt>{t('admin.user.confirmed')}</dt>
            <dd>{yesNo(user.confirmed)}</dd>
            <dt>{t('admin.user.created')}</dt>
            <dd>{fmt.date(user.createdEpoch * 1000)}</dd>
            <dt>{t('admin.user.referralCode')}</dt>
            <dd>{user.referralCode}</dd>
          </dl>
        </Card>
        <Card padding="md" as="section" aria-labelledby="user-money-title">
          <h2 id="user-money-title" className="case-section-title">
            {t('admin.user.money')}
          </h2>
          <dl className="case-facts">
            <dt>{t('admin.user.balance')}</dt>
            <dd data-testid="user-balance">{fmt.money(user.balance)}</dd>
            <dt>{t('admin.user.frozen')}</dt>
            <dd>{fmt.money(user.frozenBalance)}</dd>
            <dt>{t('admin.user.campaigns')}</dt>
            <dd>
              <AppLink to={withActingAs('/campaigns', user.id)}>{fmt.number(user.campaignsCount)}</AppLink>
            </dd>
            <dt>{t('admin.user.featuresOn')}</dt>
            <dd>{list(user.flags.activeFeatures)}</dd>
            <dt>{t('admin.user.featuresOff')}</dt>
            <dd>{list(user.flags.disabledFeatures)}</dd>
          </dl>
        </Card>
      </div>
      {area === 'support' && canSeeSupportCases(me) ? <UserCases userId={user.id} /> : null}
      <UserTransactions userId={user.id} />
      <UserAudit userId={user.id} />
      {depositing ? <DepositDialog userId={user.id} onClose={() => setDepositing(false)} /> : null}
    </Page>
  );
}

function UserTransactions({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const grid = useUserTransactions(userId);
  const columns = useMemo<DataGridColumn<Transaction>[]>(
    () => [
      {
        id: 'date',
        header: t('admin.transactions.date'),
        value: (r) => r.date.getTime(),
        cell: (r) => fmt.dateTime(r.date),
        sortable: true,
        width: '11rem',
      },
      {
        id: 'title',
        header: t('admin.transactions.title_'),
        value: (r) => r.title,
        sortable: true,
        card: 'title',
        width: '20rem',
      },
      {
        id: 'amount',
        header: t('admin.transactions.amount'),
        value: (r) => r.amount,
        cell: (r) => fmt.money(r.amount),
        sortable: true,
        align: 'end',
        width: '8rem',
      },
    ],
    [fmt, t],
  );
  return (
    <section className="admin-section" aria-labelledby="user-tx-title">
      <h2 id="user-tx-title" className="admin-section-title">
        {t('admin.transactions.heading')}
      </h2>
      <ListFrame
        list={grid}
        caption={t('admin.transactions.heading')}
        columns={columns}
        getRowId={(r) => String(r.id)}
        labels={{ emptyHint: t('admin.transactions.empty') }}
      />
    </section>
  );
}

function UserAudit({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const grid = useUserAudit(userId);
  const columns = useMemo<DataGridColumn<AuditEntry>[]>(
    () => [
      {
        id: 'createdAt',
        header: t('admin.audit.when'),
        value: (r) => r.createdAt.getTime(),
        cell: (r) => fmt.dateTime(r.createdAt),
        sortable: true,
        width: '11rem',
      },
      {
        id: 'action',
        header: t('admin.audit.action'),
        value: (r) => r.action,
        cell: (r) => t(`admin.audit.actions.${r.action}`),
        sortable: true,
        card: 'title',
        width: '12rem',
      },
      {
        id: 'actor',
        header: t('admin.audit.actor'),
        value: (r) => r.actorEmail,
        cell: (r) => <AppLink to={`/internal/accounts/user/${r.actorId}`}>{r.actorEmail}</AppLink>,
        width: '14rem',
      },
      {
        id: 'amount',
        header: t('admin.audit.amount'),
        value: (r) => r.amount,
        cell: (r) => (r.amount === null ? '—' : fmt.money(r.amount)),
        sortable: true,
        align: 'end',
        width: '8rem',
      },
      {
        id: 'details',
        header: t('admin.audit.details'),
        value: (r) => r.details ?? '',
        cell: (r) => r.details ?? '—',
        width: '16rem',
      },
    ],
    [fmt, t],
  );
  return (
    <section className="admin-section" aria-labelledby="user-audit-title">
      <h2 id="user-audit-title" className="admin-section-title">
        {t('admin.audit.heading')}
      </h2>
      <ListFrame
        list={grid}
        caption={t('admin.audit.heading')}
        columns={columns}
        getRowId={(r) => String(r.id)}
        labels={{ emptyHint: t('admin.audit.empty') }}
      />
    </section>
  );
}

/** The user's latest support cases (support work only), each opening its thread. */
function UserCases({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const cases = useUserCases(userId);
  return (
    <section className="admin-section" aria-labelledby="user-cases-title">
      <h2 id="user-cases-title" className="admin-section-title">
        {t('admin.support.cases')}
      </h2>
      {cases.error && !cases.data ? (
        <LoadFailed
          size="compact"
          error={cases.error}
          description={t('admin.support.casesFailed')}
          onRetry={() => void cases.mutate()}
          retrying={cases.isValidating}
        />
      ) : !cases.data ? (
        <Skeleton shape="rect" height="4rem" />
      ) : cases.data.items.length === 0 ? (
        <p>{t('admin.support.noCases')}</p>
      ) : (
        <ul className="case-others">
          {cases.data.items.map((c) => (
            <li key={c.id}>
              <AppLink to={`/support/case/${c.id}`}>{c.subject}</AppLink>
              <span>
                <CaseStatusBadge status={c.status} /> {fmt.dateTime(c.updatedAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
