import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CampaignListRow, CampaignStatus } from '@adnet/api-client';

/**
 * Translated names of campaign statuses, types and billing types (namespace `domain`, shared by screens). A module
 * of its own: the campaign, audience and review pages name statuses without loading the list's columns.
 */
export function useCampaignLabels() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      status: (s: CampaignStatus) => t(`domain.status.${s}`),
      statuses: Object.fromEntries(
        (['DRAFT', 'MODERATION', 'ACTIVE', 'STOPPED', 'DECLINED', 'FINISHED', 'ARCHIVED'] as const).map(
          (s) => [s, t(`domain.status.${s}`)],
        ),
      ) as Record<CampaignStatus, string>,
      type: (type: CampaignListRow['campaignType']) => t(`domain.type.${type}`),
      billing: (b: CampaignListRow['billingType']) => t(`domain.billing.${b}`),
    }),
    [t],
  );
}
