// #region detail
import { useTranslation } from 'react-i18next';
import { Card, Skeleton } from '@adnet/ui';
import type { SalesClientDetail } from '@adnet/api-client';
import { useClientCard } from '../data/client-book';
import { useRouteId } from '../../../packages/cabinet-app/src/shell/route-id';
import { DetailFrame, Page } from '../../../packages/cabinet-app/src/screens/page';

/**
 * A detail screen: the route's id (the router has already sent anything but a positive integer to the not-found
 * page), the record's hook, and the frame, which draws loading, not found (a 404) and a failed load with a retry.
 */
export default function ClientCardPage() {
  const { t } = useTranslation();
  const client = useClientCard(useRouteId());
  const breadcrumbs = [{ label: t('routes.salesClients'), href: '/sales/clients' }];
  return (
    <DetailFrame
      query={client}
      title={t('routes.salesClient')}
      breadcrumbs={breadcrumbs}
      back={{ to: '/sales/clients', label: t('sales.client.back') }}
      failed={t('sales.client.loadFailed')}
      skeleton={<Skeleton shape="rect" height="10rem" />}
    >
      {(c: SalesClientDetail) => (
        <Page title={c.name} breadcrumbs={breadcrumbs}>
          <Card padding="md">{c.contactEmail}</Card>
        </Page>
      )}
    </DetailFrame>
  );
}
// #endregion detail
