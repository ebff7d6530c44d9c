import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import type { Campaign, CampaignListRow } from '@adnet/api-client';
import { useApi } from '../api-context';
import { DECLINE_REASONS, MODERATION_RESOURCES, type DeclineReason } from './moderation';
import { useRecipeForm } from './use-recipe-form';

/*
 * The moderator's decline form, apart from the rest of `moderation.tsx`: only the review dialog (its own chunk)
 * uses it, so the queue's first paint does not carry react-hook-form and valibot.
 */

type Target = Pick<Campaign | CampaignListRow, 'id' | 'name'>;

export const declineSchema = v.pipe(
  v.object({
    reason: v.picklist(DECLINE_REASONS, 'internal.moderation.decline.pickReason'),
    details: v.pipe(v.string(), v.trim(), v.maxLength(800, 'internal.moderation.decline.tooLong')),
  }),
  v.forward(
    v.check(
      (o) => o.reason !== 'other' || o.details.length > 0,
      'internal.moderation.decline.detailsRequired',
    ),
    ['details'],
  ),
);

/**
 * The decline form (the dialog that asks for the reason is the confirmation). The owner reads the reason as sent:
 * the chosen reason's text in the moderator's language, then the moderator's own words. Designed: the API keeps
 * one free-text reason, so a code would reach the owner untranslated.
 */
export function useDeclineForm(campaign: Target, onDone: () => void) {
  const { t } = useTranslation();
  const api = useApi();
  return useRecipeForm({
    name: 'moderation.decline',
    schema: declineSchema,
    defaultValues: { reason: undefined as unknown as DeclineReason, details: '' },
    // The recipe's call: a resend after an unclear outcome (a malformed answer) carries the same Idempotency-Key,
    // so the server answers the decline it already made instead of refusing a second one.
    submit: ({ reason, details }, call) => {
      const text =
        reason === 'other'
          ? details
          : details
            ? `${t(`internal.moderation.reasons.${reason}`)}: ${details}`
            : t(`internal.moderation.reasons.${reason}`);
      return api.campaigns.decline(campaign.id, text, call);
    },
    revalidates: MODERATION_RESOURCES,
    success: () => t('internal.moderation.toast.declined', { name: campaign.name }),
    onSuccess: onDone,
  });
}
