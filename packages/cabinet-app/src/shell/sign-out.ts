import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toast } from '@adnet/ui';
import { useApi } from '../api-context';
import { useSession } from './session-context';
import { announceSession } from './session-sync';
import { forcedState } from './forced-navigation';

/** Signs out on the server, tells the other tabs, drops every cached byte and opens /login. */
export function useSignOut() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const api = useApi();
  const { clearCache } = useSession();
  return async () => {
    // First word to the other tabs: a request of theirs may meet the cookies this request clears (session-sync).
    announceSession({ type: 'signing-out' });
    await api.account.logout().catch(() => undefined);
    // Every tab shares the cookies just cleared: sign them all out now, not at their next request.
    announceSession({ type: 'signed-out' });
    toast.success(t('toast.signedOut'));
    void navigate('/login', { replace: true, state: forcedState() });
    clearCache();
  };
}
