import useSWR from 'swr';
import type {
  CallOptions,
  CampaignInput,
  CampaignPatch,
  ForecastQuery,
  ForecastVariant,
} from '@adnet/api-client';
import { useApi } from '../api-context';
import { useFileUpload } from './upload-file';
import { useSettled } from './use-settled';
import { resourceKey } from './swr-keys';

/**
 * Data of the campaign editor: the campaign being edited, the region tree, the forecast, media
 * uploads and the two writes (the Legal section's legal infos are in `campaign-legal.ts`, loaded with it). The page
 * reaches the client only through these.
 */

/** One campaign in full (`GET /api/campaigns/{id}`); null id: nothing to load (a new campaign). */
export function useEditedCampaign(id: number | null) {
  const api = useApi();
  return useSWR(id === null ? null : resourceKey('campaign', id), () => api.campaigns.get(id!), {
    // The form owns what the user typed: a focus refresh must not change the loaded original under it.
    revalidateOnFocus: false,
  });
}

/** The region tree (`GET /api/geo/tree`), fetched once a session (it does not change while one works). */
export function useRegionTree() {
  const api = useApi();
  return useSWR(resourceKey('geoTree'), () => api.geo.tree(), { revalidateOnFocus: false });
}

/**
 * The account's constants (`GET /api/user/constants`: languages and categories for the targeting). Same SWR key
 * as the wallet's `useUserConstants`, so both share one request; defined here so the editor's chunk does not pull
 * in the wallet's data module.
 */
export function useEditorConstants() {
  const api = useApi();
  return useSWR(resourceKey('constants'), () => api.account.constants(), { revalidateOnFocus: false });
}

/** How long the inputs of the forecast must rest before it is asked again. */
export const FORECAST_SETTLE_MS = 400;

/**
 * The forecast for what the form targets, asked again {@link FORECAST_SETTLE_MS} after its inputs settle; the
 * previous answer stays on screen while the next one loads.
 */
export function useForecast(variant: ForecastVariant, query: ForecastQuery | null) {
  const api = useApi();
  const settled = useSettled(query, FORECAST_SETTLE_MS);
  return useSWR(
    settled === null ? null : resourceKey('forecast', variant, settled),
    () => api.campaigns.forecast(variant, settled!),
    { keepPreviousData: true, revalidateOnFocus: false },
  );
}

/**
 * Uploads an ad's icon or image (`image`) or video, with progress; resolves with the cloud id and its URL. The file is
 * declared as the type its bytes say, and a refusal by the server is told as such, without a retry
 * (`useFileUpload`), as `useSupportPictureUpload` does.
 */
export function useAdMediaUpload(kind: 'image' | 'video') {
  const api = useApi();
  return useFileUpload((file, options) =>
    kind === 'video' ? api.uploads.video(file, options) : api.uploads.image(file, options),
  );
}

/** The editor's writes: create (goes to moderation) and a patch of an existing campaign. */
export function useCampaignWrites() {
  const api = useApi();
  return {
    create: (input: CampaignInput, o?: CallOptions) => api.campaigns.create(input, o),
    update: (id: number, patch: CampaignPatch, o?: CallOptions) => api.campaigns.update(id, patch, o),
  };
}
