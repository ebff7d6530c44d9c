import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { useApi } from '../api-context';
import { useAction } from './use-action';
import { resourceKey } from './swr-keys';

/**
 * The personal API integration token (spec: `GET /api/user/personal_token`, `PUT …/regenerate`). It lives only in
 * the in-memory SWR cache (dropped 60 s after the page closes, and on logout): never in a URL, browser storage or
 * an error report (the client's reporter scrubs it).
 */
export function usePersonalToken() {
  const api = useApi();
  return useSWR(resourceKey('personalToken'), () => api.account.personalToken(), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}

/** Regenerating asks first (the old token stops working at once), then puts the new token in the cache. */
export function useRegenerateToken() {
  const { t } = useTranslation();
  const api = useApi();
  const token = usePersonalToken();
  return useAction({
    name: 'account.regenerateToken',
    run: async () => {
      const fresh = await api.account.regeneratePersonalToken();
      await token.mutate(fresh, { revalidate: false });
      return fresh;
    },
    revalidates: [],
    confirm: () => ({
      title: t('apiIntegration.confirm.title'),
      description: t('apiIntegration.confirm.description'),
      confirmLabel: t('apiIntegration.regenerate'),
      tone: 'destructive',
    }),
    success: () => t('apiIntegration.toast.regenerated'),
  });
}
