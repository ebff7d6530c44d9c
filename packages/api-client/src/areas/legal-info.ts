import type { LegalInfo, LegalInfoInput } from '../domain';
import { toLegalInfo, toLegalInfoInputWire } from '../mappers/legal-info';
import type { Call, CallOptions, Transport } from '../transport/transport';
import type { LegalInfoWire, OkWire } from '../wire';

const PATH = '/api/user/legal_info';

/**
 * The legal-info calls (designed; the spec names the page, not the calls): an advertiser's legal data for Russian
 * ad marking, which campaigns reference by `legalInfoId`. Every call needs the feature `ru_ad_marking` (403
 * `FEATURE_DISABLED` otherwise); another user's legal info answers 404 unless the caller may act for that user.
 */
export function legalInfoArea(t: Transport) {
  const one = async (call: Call) => toLegalInfo(await t.request<LegalInfoWire>(call));
  return {
    /** The user's legal infos, oldest first; `userId` reads a client's (admins, agency staff). */
    list: async (query: { userId?: number } = {}, o?: CallOptions): Promise<LegalInfo[]> =>
      (await t.request<LegalInfoWire[]>({ method: 'GET', path: PATH, query, ...o })).map(toLegalInfo),
    /** One legal info. */
    get: (id: number, o?: CallOptions): Promise<LegalInfo> =>
      one({ method: 'GET', path: `${PATH}/${id}`, ...o }),
    /** Adds a legal info (201); `userId` adds it to a client's account. Refuses a bad field with a 400 on it. */
    create: (input: LegalInfoInput & { userId?: number }, o?: CallOptions): Promise<LegalInfo> =>
      one({
        method: 'POST',
        path: PATH,
        body: {
          ...toLegalInfoInputWire(input),
          ...(input.userId !== undefined && { userId: input.userId }),
        },
        ...o,
      }),
    /** Replaces a legal info's fields. */
    update: (id: number, input: LegalInfoInput, o?: CallOptions): Promise<LegalInfo> =>
      one({ method: 'PUT', path: `${PATH}/${id}`, body: toLegalInfoInputWire(input), ...o }),
    /** Deletes a legal info no campaign uses (409 `LEGAL_INFO_IN_USE` otherwise). */
    remove: (id: number, o?: CallOptions) =>
      t.request<OkWire>({ method: 'DELETE', path: `${PATH}/${id}`, ...o }),
  };
}
