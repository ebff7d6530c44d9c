// #region form
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { useApi } from '../../../packages/cabinet-app/src/api-context';
import { useRecipeForm } from '../../../packages/cabinet-app/src/data/use-recipe-form';

/**
 * In a module of its own, not in `client-book.ts`: `use-recipe-form` brings react-hook-form and valibot (about
 * 17 KB gzip), and the list's data module is in the list's first paint.
 */

/** Messages are translation keys (`validation.*` or the feature's own), never sentences. */
export const newClientSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'validation.required'),
    v.maxLength(100, 'validation.tooLong'),
  ),
  contactEmail: v.pipe(v.string(), v.trim(), v.email('validation.email')),
});

/** Creates a client; the server's field errors land on the fields, anything else beside the button. */
export function useNewClientForm(onDone: () => void) {
  const { t } = useTranslation();
  const api = useApi();
  return useRecipeForm({
    name: 'salesClient.create',
    schema: newClientSchema,
    defaultValues: { name: '', contactEmail: '' },
    // `call` carries the write's idempotency key: a resend after an unclear outcome does not create two clients.
    submit: (values, call) => api.sales.createClient(values, call),
    revalidates: ['salesClients'],
    success: (client) => t('sales.newClient.created', { name: client.name }),
    onSuccess: onDone,
    toastFailures: false,
  });
}
// #endregion form
