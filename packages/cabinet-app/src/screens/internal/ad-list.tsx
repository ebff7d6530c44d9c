import { AdPreview, Badge } from '@adnet/ui';
import type { Ad, CampaignType } from '@adnet/api-client';
import { useAdMediaSource } from '../../shell/config-context';
import { adPreviewContent, useAdPreviewLabels } from './preview-labels';

/**
 * A campaign's ads as users see them, each with its landing link under it and a warning when the link is
 * blacklisted: the campaign page, the archived campaign and the moderation review draw them alike.
 */
export function AdList({
  type,
  ads,
  className,
  linkClass,
  blacklisted,
}: {
  type: CampaignType;
  ads: readonly Ad[];
  className: string;
  linkClass: string;
  /** The warning's text, in the caller's feature texts. */
  blacklisted: string;
}) {
  const labels = useAdPreviewLabels();
  const media = useAdMediaSource();
  return (
    <ul className={className}>
      {ads.map((ad) => (
        <li key={ad.id}>
          <AdPreview type={type} ad={adPreviewContent(ad)} media={media} framed={false} labels={labels} />
          <p className={linkClass}>
            {ad.link ?? '—'}
            {ad.hasBlacklistedLink ? (
              <Badge size="sm" tone="danger">
                {blacklisted}
              </Badge>
            ) : null}
          </p>
        </li>
      ))}
    </ul>
  );
}
