import { accountArea } from './areas/account';
import { adminArea } from './areas/admin';
import { archiveArea } from './areas/archive';
import { audiencesArea } from './areas/audiences';
import { campaignsArea } from './areas/campaigns';
import { geoArea } from './areas/geo';
import { legalInfoArea } from './areas/legal-info';
import { moneyArea } from './areas/money';
import { salesArea } from './areas/sales';
import { statisticsArea } from './areas/statistics';
import { supportArea } from './areas/support';
import { trackingArea } from './areas/tracking';
import { uploadsArea } from './areas/uploads';
import { createTransport, type ApiClientOptions } from './transport/transport';

/**
 * Creates the client: one transport (timeout, retries, the shared 401 refresh, typed errors) and every area of
 * spec section 7 plus the audiences, internal, support and sales calls. A bundle that needs one area can instead call
 * `createTransport(options)` and that area's factory (e.g. `campaignsArea(transport)`): the rest tree-shakes away.
 *
 * @example
 * const api = createApiClient({ baseUrl: '', getLanguage: () => i18n.language, onAuthFailure: toLogin });
 * const page = await api.campaigns.list({ page: 1, status: 'ACTIVE' });
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const t = createTransport(options);
  return {
    account: accountArea(t),
    money: moneyArea(t),
    campaigns: campaignsArea(t),
    archive: archiveArea(t),
    audiences: audiencesArea(t),
    statistics: statisticsArea(t),
    geo: geoArea(t),
    legalInfo: legalInfoArea(t),
    uploads: uploadsArea(t),
    tracking: trackingArea(t),
    admin: adminArea(t),
    support: supportArea(t),
    sales: salesArea(t),
  };
}

/** The client `createApiClient` returns. */
export type ApiClient = ReturnType<typeof createApiClient>;
