import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isReconnecting, subscribeReconnecting } from '../boot/reconnecting';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function useOnline() {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Says so when the browser goes offline, so a failed save is not a mystery, and while the session's refresh got
 * no answer and is being tried again, so a wait is not mistaken for a hang (the page stays; nobody is signed out).
 * One live region for both: the offline notice wins, as it explains the other.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  const reconnecting = useSyncExternalStore(subscribeReconnecting, isReconnecting, () => false);
  const text = !online ? t('offline.banner') : reconnecting ? t('session.reconnecting') : null;
  return (
    <div role="status" aria-live="polite" className="app-offline" hidden={text === null}>
      {text}
    </div>
  );
}
