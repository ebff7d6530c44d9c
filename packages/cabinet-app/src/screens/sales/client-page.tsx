import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, EmptyState, Skeleton, type Breadcrumb } from '@adnet/ui';
import type { Deal, SalesClientDetail } from '@adnet/api-client';
import { useSalesClient } from '../../data/sales';
import { useFormat } from '../../i18n/format';
import { useRouteId } from '../../shell/route-id';
import { DetailFrame, Page } from '../page';
import { lazyDialog } from '../lazy-dialog';
import { usePreloadWhenIdle } from '../preload-when-idle';
import { ClientStatusBadge, DealStageBadge } from './sales-labels';

/** The deal form is its own chunk, as on the deals list. */
const DealDialog = lazyDialog(
  () => import('./deal-dialog'),
  'DealDialog',
  (t, { deal }) => (deal ? t('sales.deal.editTitle') : t('sales.deal.newTitle')),
);

/**
 * `/sales/clients/{id}`: a client's contact, figures (this month's and total spend, balance, campaigns), notes
 * and every deal, with "New deal" for this client and each deal editable. A client the manager may not see is
 * a 404 from the server, shown as "not found" with a way back.
 */
export default function ClientPage() {
  const { t } = useTranslation();
  const client = useSalesClient(useRouteId());
  usePreloadWhenIdle(DealDialog);
  const breadcrumbs = [{ label: t('routes.salesClients'), href: '/sales/clients' }];
  return (
    <DetailFrame
      query={client}
      title={t('routes.salesClient')}
      breadcrumbs={breadcrumbs}
      back={{ to: '/sales/clients', label: t('sales.client.back') }}
      failed={t('sales.client.loadFailed')}
      skeleton={
        <div className="sales-client">
          <Skeleton shape="rect" height="10rem" />
          <Skeleton shape="rect" height="10rem" />
        </div>
      }
    >
      {(data) => <Client data={data} breadcrumbs={breadcrumbs} />}
    </DetailFrame>
  );
}

function Client({ data, breadcrumbs }: { data: SalesClientDetail; breadcrumbs: readonly Breadcrumb[] }) {
  const { t } = useTranslation();
  const fmt = useFormat();
  const [editing, setEditing] = useState<{ deal: Deal | null } | null>(null);
  const money = (v: number | null) => (v === null ? '—' : fmt.money(v));
  return (
    <Page
      title={data.name}
      breadcrumbs={breadcrumbs}
      meta={<ClientStatusBadge status={data.status} />}
      actions={<Button onClick={() => setEditing({ deal: null })}>{t('sales.deal.new')}</Button>}
    >
      <div className="sales-client">
        <Card padding="md" as="section" aria-labelledby="client-facts-title">
          <h2 id="client-facts-title" className="case-section-title">
            {t('sales.client.facts')}
          </h2>
          <dl className="case-facts">
            <dt>{t('sales.client.contact')}</dt>
            <dd>
              {data.contactEmail}
              {data.telegramTag ? (
                <>
                  <br />
                  {data.telegramTag}
                </>
              ) : null}
            </dd>
            <dt>{t('sales.client.manager')}</dt>
            <dd>{data.managerEmail}</dd>
            <dt>{t('sales.client.monthSpent')}</dt>
            <dd>{money(data.monthSpent)}</dd>
            <dt>{t('sales.client.totalSpent')}</dt>
            <dd>{money(data.totalSpent)}</dd>
            <dt>{t('sales.client.balance')}</dt>
            <dd>{money(data.balance)}</dd>
            <dt>{t('sales.client.campaigns')}</dt>
            <dd>{fmt.number(data.campaignsCount)}</dd>
            <dt>{t('sales.client.openDeals')}</dt>
            <dd>{money(data.openDealsAmount)}</dd>
            <dt>{t('sales.client.since')}</dt>
            <dd>{fmt.date(data.createdAt)}</dd>
          </dl>
          {data.notes ? <p className="client-notes">{data.notes}</p> : null}
        </Card>
        <Card padding="md" as="section" aria-labelledby="client-deals-title">
          <h2 id="client-deals-title" className="case-section-title">
            {t('sales.client.deals')}
          </h2>
          {data.deals.length === 0 ? (
            <EmptyState size="compact" titleAs="p" title={t('sales.client.noDeals')} />
          ) : (
            <ul className="client-deals">
              {data.deals.map((deal) => (
                <li key={deal.id}>
                  <button type="button" className="deal-card-title" onClick={() => setEditing({ deal })}>
                    {deal.title}
                  </button>
                  <DealStageBadge stage={deal.stage} />
                  <span className="deal-card-amount">{fmt.money(deal.amount)}</span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      {editing ? (
        <DealDialog deal={editing.deal} clientId={data.id} onClose={() => setEditing(null)} />
      ) : null}
    </Page>
  );
}
