import type { CampaignStat } from '../domain';
import { toCampaignStat } from '../mappers/statistics';
import type { CallOptions, Transport } from '../transport/transport';
import type { CampaignStatQueryWire, CampaignStatWire } from '../wire';

/** The statistics calls of spec section 7; every ctr comes back as a fraction. */
export function statisticsArea(t: Transport) {
  return {
    /** Statistics of some campaigns between two days, sliced by date, language, ad, category, platform or country. */
    campaigns: async (query: CampaignStatQueryWire, o?: CallOptions): Promise<CampaignStat> =>
      toCampaignStat(
        await t.request<CampaignStatWire>({
          method: 'GET',
          path: '/api/statistics/campaignstat',
          query: { ...query },
          ...o,
        }),
      ),
    /** The daily statistics of an archived campaign over its life. */
    archive: async (id: number, o?: CallOptions): Promise<CampaignStat> =>
      toCampaignStat(
        await t.request<CampaignStatWire>({
          method: 'GET',
          path: `/api/statistics/campaignstat/archive/${id}`,
          ...o,
        }),
      ),
  };
}
