import { useTranslation } from 'react-i18next';
import { Card, StatCard } from '@adnet/ui';
import { useSalesSummary } from '../../data/sales';
import { useFormat } from '../../i18n/format';
import { AppLink } from '../../shell/acting-as';
import { LoadFailed } from '../states';
import { Page } from '../page';
import { DealStageBadge } from './sales-labels';

/**
 * `/sales`: the pipeline at a glance over the clients and deals the manager sees — clients, open deals and their
 * value, won value, this month's spend of the clients, and deals by stage (each stage opens the deals list
 * filtered to it).
 */
export default function SalesOverviewPage() {
  const { t } = useTranslation();
  const fmt = useFormat();
  const summary = useSalesSummary();
  const s = summary.data;
  const loading = !s && !summary.error;
  return (
    <Page title={t('routes.sales')} description={t('sales.overview.description')}>
      {summary.error && !s ? (
        <LoadFailed
          error={summary.error}
          description={t('errors.tryLater')}
          onRetry={() => void summary.mutate()}
          retrying={summary.isValidating}
        />
      ) : (
        <>
          <div className="sales-stats">
            <StatCard label={t('sales.overview.clients')} value={fmt.number(s?.clients)} loading={loading} />
            <StatCard
              label={t('sales.overview.activeDeals')}
              value={fmt.number(s?.activeDeals)}
              loading={loading}
            />
            <StatCard
              label={t('sales.overview.pipeline')}
              value={fmt.money(s?.pipelineAmount)}
              loading={loading}
            />
            <StatCard label={t('sales.overview.won')} value={fmt.money(s?.wonAmount)} loading={loading} />
            <StatCard
              label={t('sales.overview.monthSpent')}
              value={fmt.money(s?.monthSpent)}
              hint={s ? t('sales.overview.month', { month: s.month }) : undefined}
              loading={loading}
            />
          </div>
          <Card padding="md" as="section" aria-labelledby="stages-title">
            <h2 id="stages-title" className="case-section-title">
              {t('sales.overview.byStage')}
            </h2>
            {s ? (
              <table className="sales-stages">
                <thead>
                  <tr>
                    <th scope="col">{t('sales.deal.stage')}</th>
                    <th scope="col">{t('sales.overview.count')}</th>
                    <th scope="col">{t('sales.deal.amount')}</th>
                  </tr>
                </thead>
                <tbody>
                  {s.stages.map((row) => (
                    <tr key={row.stage}>
                      <th scope="row">
                        <AppLink to={`/sales/deals?stage=${row.stage}`}>
                          <DealStageBadge stage={row.stage} />
                        </AppLink>
                      </th>
                      <td>{fmt.number(row.count)}</td>
                      <td>{fmt.money(row.amount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
          </Card>
          <p className="sales-links">
            <AppLink to="/sales/clients">{t('nav.salesClients')}</AppLink>
            <AppLink to="/sales/deals">{t('nav.salesDeals')}</AppLink>
          </p>
        </>
      )}
    </Page>
  );
}
