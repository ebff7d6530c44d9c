import { AUDIENCE_ID_BATCH } from '../constants';
import type {
  Audience,
  AudienceDetail,
  AudienceEstimate,
  AudienceEstimateQuery,
  AudienceInput,
  AudienceListQuery,
  AudiencePatch,
  AudienceUpload,
  Page,
} from '../domain';
import {
  AUDIENCE_SORT_WIRE,
  toAudience,
  toAudienceDetail,
  toAudienceEstimate,
  toAudienceUpload,
} from '../mappers/audience';
import type { CallOptions, HttpMethod, Transport } from '../transport/transport';
import { getPage } from './page';
import type {
  AudienceDetailWire,
  AudienceEstimateWire,
  AudienceUploadWire,
  AudienceWire,
  OkWire,
} from '../wire';

/** Progress of {@link audiencesArea}'s `uploadIds`: ids sent so far of the whole list. */
export interface IdUploadProgress {
  sent: number;
  total: number;
}

/** Options of `uploadIds`: the call options plus progress after each batch. */
export interface IdUploadOptions extends CallOptions {
  onProgress?: ((progress: IdUploadProgress) => void) | undefined;
}

/**
 * Audiences (designed): named segments of Telegram users that campaign targeting includes or excludes — an
 * uploaded id list, a retargeting rule or a converters rule. An uploaded list arrives through an upload: create
 * (or `startUpload`) opens it, `sendIds` adds batches of distinct ids, `completeUpload` swaps the list in once the
 * server confirms it has every id; `uploadIds` does the batches and the completion in one call.
 */
export function audiencesArea(t: Transport) {
  const write = async (method: HttpMethod, path: string, body?: unknown, o?: CallOptions) =>
    toAudience(await t.request<AudienceWire>({ method, path, body, ...o }));
  const sendIds = async (id: number, ids: readonly number[], o?: CallOptions): Promise<AudienceUpload> =>
    toAudienceUpload(
      await t.request<AudienceUploadWire>({
        method: 'POST',
        path: `/api/audiences/${id}/upload/ids`,
        body: { ids },
        ...o,
      }),
    );
  const completeUpload = (id: number, count: number, o?: CallOptions) =>
    write('POST', `/api/audiences/${id}/upload/complete`, { count }, o);
  return {
    /** One page of audiences (`userId`: another user's, for agency staff and admins). */
    list: (query?: AudienceListQuery, o?: CallOptions): Promise<Page<Audience>> =>
      getPage(t, '/api/audiences', query, o, toAudience, AUDIENCE_SORT_WIRE),
    /** One audience with its size over the last 30 days. */
    get: async (id: number, o?: CallOptions): Promise<AudienceDetail> =>
      toAudienceDetail(
        await t.request<AudienceDetailWire>({ method: 'GET', path: `/api/audiences/${id}`, ...o }),
      ),
    /** The size a retargeting or converters rule would have now, and whether that is enough. */
    estimate: async (query: AudienceEstimateQuery, o?: CallOptions): Promise<AudienceEstimate> =>
      toAudienceEstimate(
        await t.request<AudienceEstimateWire>({
          method: 'GET',
          path: '/api/audiences/estimate',
          query: { ...query },
          ...o,
        }),
      ),
    /**
     * Creates an audience of any kind. A rule's audience is `BUILDING` for a few seconds; an uploaded one stays
     * `BUILDING` with an open upload until its ids are sent (`uploadIds`).
     */
    create: (input: AudienceInput, o?: CallOptions): Promise<Audience> =>
      write('POST', '/api/audiences', input, o),
    /** Renames an audience or changes its rule (not its kind). */
    update: (id: number, patch: AudiencePatch, o?: CallOptions): Promise<Audience> =>
      write('PATCH', `/api/audiences/${id}`, patch, o),
    /**
     * Deletes an audience. Refused (409 `AUDIENCE_IN_USE`, see `isAudienceInUseError`) while an active campaign
     * or one in moderation uses it; other campaigns that name it lose it from their targeting.
     */
    remove: async (id: number, o?: CallOptions): Promise<void> => {
      await t.request<OkWire>({ method: 'DELETE', path: `/api/audiences/${id}`, ...o });
    },
    /** Starts a new upload of an uploaded audience's list (replacing one in progress); the current list stays. */
    startUpload: (id: number, fileName: string, o?: CallOptions): Promise<Audience> =>
      write('POST', `/api/audiences/${id}/upload`, { fileName }, o),
    /** Sends one batch of ids (at most `AUDIENCE_ID_BATCH`); resolves with the upload's distinct count. */
    sendIds,
    /** Completes the upload when the server holds exactly `count` distinct ids; the list then replaces the old one. */
    completeUpload,
    /** Drops the upload in progress; an audience that never had a list becomes `FAILED`. */
    cancelUpload: (id: number, o?: CallOptions): Promise<Audience> =>
      write('DELETE', `/api/audiences/${id}/upload`, undefined, o),
    /**
     * Sends a list of distinct ids in batches of `AUDIENCE_ID_BATCH`, one after another (reporting progress after
     * each), then completes the upload with the count: the answer's `size` is the server's confirmation. A batch
     * that fails after the client's retry rejects the whole call; the upload stays open, so sending the list again
     * is safe (the server keeps distinct ids).
     */
    uploadIds: async (id: number, ids: ArrayLike<number>, o: IdUploadOptions = {}): Promise<Audience> => {
      const { onProgress, ...call } = o;
      const total = ids.length;
      for (let start = 0; start < total; start += AUDIENCE_ID_BATCH) {
        const end = Math.min(total, start + AUDIENCE_ID_BATCH);
        await sendIds(id, Array.prototype.slice.call(ids, start, end) as number[], call);
        onProgress?.({ sent: end, total });
      }
      return completeUpload(id, total, call);
    },
  };
}
