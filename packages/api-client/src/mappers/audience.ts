import type { Audience, AudienceDetail, AudienceEstimate, AudienceUpload } from '../domain';
import { statusForSize } from '../domain';
import type { AudienceDetailWire, AudienceEstimateWire, AudienceUploadWire, AudienceWire } from '../wire';
import { fromEpoch } from './common';

/** Domain sort fields of the audiences list that the wire names differently. */
export const AUDIENCE_SORT_WIRE: Readonly<Record<string, string>> = {
  createdAt: 'createdEpoch',
  updatedAt: 'updatedEpoch',
};

/** An upload in progress with its dates. */
export const toAudienceUpload = ({
  startedEpoch,
  expiresEpoch,
  ...rest
}: AudienceUploadWire): AudienceUpload => ({
  ...rest,
  startedAt: fromEpoch(startedEpoch),
  expiresAt: fromEpoch(expiresEpoch),
});

/** An audience with its dates (and its upload's) as Dates. */
export function toAudience({ createdEpoch, updatedEpoch, upload, ...rest }: AudienceWire): Audience {
  return {
    ...rest,
    createdAt: fromEpoch(createdEpoch),
    updatedAt: fromEpoch(updatedEpoch),
    upload: upload ? toAudienceUpload(upload) : null,
  } as Audience;
}

/** An audience with its size history. */
export const toAudienceDetail = ({ sizeHistory, ...rest }: AudienceDetailWire): AudienceDetail => ({
  ...toAudience(rest as AudienceWire),
  sizeHistory,
});

/** A rule's estimate with the status it would have once built. */
export const toAudienceEstimate = (wire: AudienceEstimateWire): AudienceEstimate => ({
  size: wire.size,
  minSize: wire.minSize,
  status: statusForSize(wire.size, wire.minSize),
});
