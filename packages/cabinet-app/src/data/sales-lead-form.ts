import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { useApi } from '../api-context';
import { SALES_RESOURCES } from './sales';
import { useRecipeForm } from './use-recipe-form';

/**
 * In a module of its own, not in `sales.ts`: `use-recipe-form` brings react-hook-form and valibot, and the leads
 * list's data module is in the list's first paint.
 */

/** Messages are translation keys. */
export const newLeadSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'validation.required'),
    v.maxLength(100, 'validation.tooLong'),
  ),
  contactEmail: v.pipe(v.string(), v.trim(), v.email('validation.email')),
});

/** Adds a lead of the signed-in manager's; the server's field errors land on the fields. */
export function useNewLeadForm(onDone: () => void) {
  const { t } = useTranslation();
  const api = useApi();
  return useRecipeForm({
    name: 'salesClient.createLead',
    schema: newLeadSchema,
    defaultValues: { name: '', contactEmail: '' },
    submit: (values, call) => api.sales.createClient({ ...values, status: 'LEAD' }, call),
    revalidates: SALES_RESOURCES,
    success: (lead) => t('sales.leads.created', { name: lead.name }),
    onSuccess: onDone,
    toastFailures: false,
  });
}
