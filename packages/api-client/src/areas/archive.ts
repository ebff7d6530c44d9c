import type { ArchiveListQuery, Campaign, CampaignListRow, Page } from '../domain';
import { CAMPAIGN_SORT_WIRE, toCampaign, toCampaignListRow } from '../mappers/campaign';
import type { CallOptions, Transport } from '../transport/transport';
import { getPage } from './page';
import type { CampaignWire } from '../wire';

/** The archive calls of spec section 7: list and read archived campaigns, archive and restore one. */
export function archiveArea(t: Transport) {
  return {
    /** One page of archived campaigns. */
    list: (query?: ArchiveListQuery, o?: CallOptions): Promise<Page<CampaignListRow>> =>
      getPage(t, '/api/archive/campaigns', query, o, toCampaignListRow, CAMPAIGN_SORT_WIRE),
    /** One archived campaign in full. */
    get: async (id: number, o?: CallOptions): Promise<Campaign> =>
      toCampaign(
        await t.request<CampaignWire>({ method: 'GET', path: `/api/archive/campaigns/${id}`, ...o }),
      ),
    /** Moves a campaign to the archive. */
    add: async (id: number, o?: CallOptions): Promise<Campaign> =>
      toCampaign(
        await t.request<CampaignWire>({ method: 'POST', path: `/api/campaigns/${id}/archive`, ...o }),
      ),
    /** Brings a campaign back from the archive (status STOPPED). */
    restore: async (id: number, o?: CallOptions): Promise<Campaign> =>
      toCampaign(
        await t.request<CampaignWire>({ method: 'POST', path: `/api/campaigns/${id}/restore-archive`, ...o }),
      ),
  };
}
