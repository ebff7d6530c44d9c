import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { CallOptions, LegalInfo, LegalInfoInput } from '@adnet/api-client';
import { useApi } from '../api-context';
import { useActingAs } from '../shell/acting-as';
import { describeError, errorCode } from './errors';
import { useAction } from './use-action';
import { type Resource, resourceKey } from './swr-keys';

/**
 * The legal-info data (designed contract, `@adnet/api-client` README "Legal info"): an advertiser's legal data for
 * Russian ad marking. The list is small (at most `LEGAL_INFOS_PER_USER`), read whole, oldest first; acting as a
 * user (`?uid=`) reads and writes that user's.
 */

/** Every cache entry a legal-info write changes (campaign editors read the same list to pick one). */
export const LEGAL_INFO_RESOURCES = ['legalInfos'] as const satisfies readonly Resource[];

/** The account's legal infos, oldest first. */
export function useLegalInfos() {
  const api = useApi();
  const actingAs = useActingAs();
  return useSWR(resourceKey('legalInfos', actingAs), () =>
    api.legalInfo.list(actingAs === null ? {} : { userId: actingAs }),
  );
}

/** The writes a form sends (through the form recipe, which revalidates {@link LEGAL_INFO_RESOURCES}). */
export function useLegalInfoWrites() {
  const api = useApi();
  const actingAs = useActingAs();
  return {
    create: (input: LegalInfoInput, call?: CallOptions) =>
      api.legalInfo.create(actingAs === null ? input : { ...input, userId: actingAs }, call),
    update: (id: number, input: LegalInfoInput, call?: CallOptions) => api.legalInfo.update(id, input, call),
  };
}

/** Deleting a legal info asks first; one a campaign is marked with is refused by the server (409), said so. */
export function useLegalInfoActions() {
  const { t } = useTranslation();
  const api = useApi();
  const remove = useAction({
    name: 'legalInfo.delete',
    run: (l: Pick<LegalInfo, 'id' | 'name'>) => api.legalInfo.remove(l.id),
    revalidates: LEGAL_INFO_RESOURCES,
    confirm: (l) => ({
      title: t('legalInfo.confirmDelete.title', { name: l.name }),
      description: t('legalInfo.confirmDelete.description'),
      confirmLabel: t('legalInfo.actions.delete'),
      tone: 'destructive',
    }),
    success: (_r, l) => t('legalInfo.toast.deleted', { name: l.name }),
    failure: (error, l) =>
      errorCode(error) === 'LEGAL_INFO_IN_USE'
        ? t('legalInfo.toast.inUse', { name: l.name })
        : describeError(t, error),
  });
  return { remove };
}
