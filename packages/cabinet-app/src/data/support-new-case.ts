import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { SUPPORT_LIMITS, type SupportCaseDetail } from '@adnet/api-client';
import { useApi } from '../api-context';
import { SUPPORT_RESOURCES } from './support';
import { useRecipeForm } from './use-recipe-form';

/*
 * The form that opens a case, apart from `support.ts`: only its page uses it, so the lists of cases do not carry
 * react-hook-form and valibot.
 */

const newCaseSchema = v.object({
  subject: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'validation.required'),
    v.minLength(SUPPORT_LIMITS.subjectMin, 'support.help.subjectShort'),
    v.maxLength(SUPPORT_LIMITS.subjectMax, 'support.help.subjectLong'),
  ),
  text: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'validation.required'),
    v.maxLength(SUPPORT_LIMITS.textMax, 'support.reply.tooLong'),
  ),
});

/**
 * Opens a case with its first message (`POST /api/support/cases`) and the pictures uploaded for it, whose cloud ids
 * `pictures()` gives at the moment of sending.
 */
export function useNewCaseForm(
  pictures: () => readonly string[],
  onCreated: (created: SupportCaseDetail) => void,
) {
  const { t } = useTranslation();
  const api = useApi();
  return useRecipeForm({
    name: 'support.create',
    schema: newCaseSchema,
    defaultValues: { subject: '', text: '' },
    submit: ({ subject, text }, call) => {
      const ids = pictures();
      return api.support.create({ subject, text, ...(ids.length > 0 && { pictures: [...ids] }) }, call);
    },
    revalidates: SUPPORT_RESOURCES,
    success: () => t('support.help.toast.created'),
    onSuccess: onCreated,
  });
}
