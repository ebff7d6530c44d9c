import { useTranslation } from 'react-i18next';
import { Card, Skeleton } from '@adnet/ui';
import { useManager, useManagerAccounts } from '../../data/admin-accounts';
import { useFormat } from '../../i18n/format';
import { AppLink } from '../../shell/acting-as';
import { useRouteId } from '../../shell/route-id';
import { LoadFailed } from '../states';
import { Page } from '../page';
import { AccountsSection } from './account-columns';
import { useRoleLabel } from './admin-labels';

/**
 * `/internal/accounts/manager/{id}`: one manager (operator): who, how many accounts and what they hold, and the
 * accounts themselves (each can be handed to another manager in place). An id that is not a manager is "not found".
 */
export default function ManagerPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const id = useRouteId();
  const manager = useManager(id);
  const roleLabel = useRoleLabel();
  const breadcrumbs = [{ label: t('routes.internalAccounts'), href: '/internal/accounts' }];
  const m = manager.data;

  if (manager.error && !m)
    return (
      <Page title={t('routes.internalAccountManager')} breadcrumbs={breadcrumbs}>
        <LoadFailed
          error={manager.error}
          description={t('admin.managers.loadFailed')}
          onRetry={() => void manager.mutate()}
          retrying={manager.isValidating}
          details={<AppLink to="/internal/accounts">{t('admin.managers.back')}</AppLink>}
        />
      </Page>
    );
  return (
    <Page
      title={m ? m.username : t('routes.internalAccountManager')}
      breadcrumbs={breadcrumbs}
      description={m ? `${m.email} · ${roleLabel(m.role)}` : undefined}
    >
      {m ? (
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
      ) : (
        <Skeleton shape="rect" height="6rem" />
      )}
      <ManagerAccounts managerId={id} />
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
