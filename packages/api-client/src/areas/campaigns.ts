import type {
  Campaign,
  CampaignInput,
  CampaignListQuery,
  CampaignListRow,
  CampaignPatch,
  Forecast,
  ForecastQuery,
  Page,
} from '../domain';
import {
  CAMPAIGN_SORT_WIRE,
  toCampaign,
  toCampaignInputWire,
  toCampaignListRow,
  toCampaignPatchWire,
  toCampaignTypeWire,
  toForecast,
} from '../mappers/campaign';
import type { CallOptions, HttpMethod, Transport } from '../transport/transport';
import { getPage } from './page';
import type { CampaignWire, ForecastVariant, ForecastWire } from '../wire';

/** The campaign calls of spec section 7: list, forecast, create, edit and the status actions. */
export function campaignsArea(t: Transport) {
  const write = async (method: HttpMethod, path: string, body?: unknown, o?: CallOptions) =>
    toCampaign(await t.request<CampaignWire>({ method, path, body, ...o }));
  return {
    /** One page of campaigns; `type` is the UI's campaign type, `page` counts from 1, `orderBy` a domain field. */
    list: ({ type, ...query }: CampaignListQuery = {}, o?: CallOptions): Promise<Page<CampaignListRow>> =>
      getPage(
        t,
        '/api/campaigns',
        { ...query, type: type && toCampaignTypeWire(type) },
        o,
        toCampaignListRow,
        CAMPAIGN_SORT_WIRE,
      ),
    /**
     * The recommended cpm or cpc for what the campaign targets, rounded to 2 decimals. No regions or languages
     * (an empty list: any) are left out of the query, as the server reads an absent list; never sent empty.
     */
    forecast: async (
      variant: ForecastVariant,
      { type, regions, languages, ...query }: ForecastQuery,
      o?: CallOptions,
    ): Promise<Forecast> =>
      toForecast(
        await t.request<ForecastWire>({
          method: 'GET',
          path: `/api/campaigns/forecast/${variant}`,
          query: {
            type: toCampaignTypeWire(type),
            ...query,
            ...(regions?.length && { regions }),
            ...(languages?.length && { languages }),
          },
          ...o,
        }),
      ),
    /** Creates a campaign (status MODERATION, or DRAFT with `draft: true`). */
    create: (input: CampaignInput, o?: CallOptions): Promise<Campaign> =>
      write('POST', '/api/campaigns', toCampaignInputWire(input), o),
    /** Copies a campaign; resolves with the copy. */
    copy: (id: number, o?: CallOptions) => write('POST', `/api/campaigns/${id}/copy`, undefined, o),
    /** Suspends a running campaign. */
    stop: (id: number, o?: CallOptions) => write('PATCH', `/api/campaigns/${id}/stop`, undefined, o),
    /** Resumes a stopped campaign. */
    start: (id: number, o?: CallOptions) => write('PATCH', `/api/campaigns/${id}/start`, undefined, o),
    /** One campaign in full. */
    get: async (id: number, o?: CallOptions): Promise<Campaign> =>
      toCampaign(await t.request<CampaignWire>({ method: 'GET', path: `/api/campaigns/${id}`, ...o })),
    /** Changes only the given fields. */
    update: (id: number, patch: CampaignPatch, o?: CallOptions) =>
      write('PATCH', `/api/campaigns/${id}`, toCampaignPatchWire(patch), o),
    /** Declines a campaign in moderation with a reason (moderators). */
    decline: (id: number, reason: string, o?: CallOptions) =>
      write('PATCH', `/api/campaigns/${id}/decline`, { reason }, o),
    /** Restores a declined campaign: `moderated` true makes it ACTIVE, false sends it back to moderation. */
    restore: (id: number, moderated: boolean, o?: CallOptions) =>
      write('PATCH', `/api/campaigns/${id}/restore`, { moderated }, o),
  };
}
