import { useTranslation } from 'react-i18next';
import type { Campaign } from '@adnet/api-client';
import { useArchivedCampaign } from '../../data/campaign-detail';
import { useRouteId } from '../../shell/route-id';
import { CampaignSkeleton } from '../campaigns/campaign-summary';
import { DetailFrame, type DetailFrameProps } from '../page';

/** The archived campaign the route's `:id` names (`GET /api/archive/campaigns/{id}`). */
export const useRouteArchivedCampaign = () => useArchivedCampaign(useRouteId());

/**
 * The detail frame of the archived campaign's pages (the campaign and its lifetime statistics): not found is
 * another user's or a missing campaign, with the way back to the archive.
 */
export function ArchivedCampaignFrame(
  props: Pick<DetailFrameProps<Campaign>, 'query' | 'title' | 'breadcrumbs' | 'children'>,
) {
  const { t } = useTranslation();
  return (
    <DetailFrame
      {...props}
      back={{ to: '/archive', label: t('campaign.backToArchive') }}
      notFound={{ title: t('campaign.notFound'), description: t('campaign.notFoundHint') }}
      skeleton={<CampaignSkeleton />}
    />
  );
}
