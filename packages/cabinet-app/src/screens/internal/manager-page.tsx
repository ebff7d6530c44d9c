import { useTranslation } from 'react-i18next';
import { Card, Skeleton, type Breadcrumb } from '@adnet/ui';
import type { ManagerWire } from '@adnet/api-client';
import { useManager, useManagerAccounts } from '../../data/admin-accounts';
import { useFormat } from '../../i18n/format';
import { useRouteId } from '../../shell/route-id';
import { DetailFrame, Page } from '../page';
import { AccountsSection } from './account-columns';
import { useRoleLabel } from './admin-labels';

/**
 * `/internal/accounts/manager/{id}`: one manager (operator): who, how many accounts and what they hold, and the
 * accounts themselves (each can be handed to another manager in place). An id that is not a manager is "not found".
 */
export default function ManagerPage() {
  const { t } = useTranslation();
  const manager = useManager(useRouteId());
  const breadcrumbs = [{ label: t('routes.internalAccounts'), href: '/internal/accounts' }];
  return (
    <DetailFrame
      query={manager}
      title={t('routes.internalAccountManager')}
      breadcrumbs={breadcrumbs}
      back={{ to: '/internal/accounts', label: t('admin.managers.back') }}
      failed={t('admin.managers.loadFailed')}
      skeleton={<Skeleton shape="rect" height="6rem" />}
    >
      {(m) => <Manager manager={m} breadcrumbs={breadcrumbs} />}
    </DetailFrame>
  );
}

function Manager({ manager: m, breadcrumbs }: { manager: ManagerWire; breadcrumbs: readonly Breadcrumb[] }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const roleLabel = useRoleLabel();
  return (
    <Page title={m.username} breadcrumbs={breadcrumbs} description={`${m.email} · ${roleLabel(m.role)}`}>
      <Card padding="md" as="section" aria-labelledby="manager-facts-title">
        <h2 id="manager-facts-title" className="case-section-title">
          {t('admin.managers.facts')}
        </h2>
        <dl className="case-facts">
          <dt>{t('admin.managers.columns.accounts')}</dt>
          <dd data-testid="manager-accounts">{fmt.number(m.accountsCount)}</dd>
          <dt>{t('admin.managers.columns.balance')}</dt>
          <dd>{fmt.money(m.totalBalance)}</dd>
        </dl>
      </Card>
      <ManagerAccounts managerId={m.id} />
    </Page>
  );
}

function ManagerAccounts({ managerId }: { managerId: number }) {
  const { t } = useTranslation();
  const grid = useManagerAccounts(managerId);
  return (
    <AccountsSection
      grid={grid}
      titleId="manager-accounts-title"
      emptyHint={t('admin.managers.noAccounts')}
    />
  );
}
