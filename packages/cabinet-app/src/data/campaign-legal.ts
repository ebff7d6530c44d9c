import useSWR from 'swr';
import { useApi } from '../api-context';
import { useActingAs } from '../shell/acting-as';
import { resourceKey } from './swr-keys';

/**
 * Data of the campaign editor's Legal section (feature `ru_ad_marking`), a module of its own so it loads with that
 * section's chunk: the account's (or the acting-as user's) legal infos to choose from. The key is the legal-info
 * page's (`useLegalInfos`), so a legal info added there is offered here at once.
 */
export function useLegalInfoOptions() {
  const api = useApi();
  const actingAs = useActingAs();
  return useSWR(resourceKey('legalInfos', actingAs), () =>
    api.legalInfo.list(actingAs === null ? {} : { userId: actingAs }),
  );
}
