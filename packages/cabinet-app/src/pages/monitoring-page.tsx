import { useNavigate, useOutletContext } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@adnet/ui';
import type { SelfWire } from '@adnet/api-client';
import { api } from '../api';

export default function MonitoringPage() {
  const { t } = useTranslation();
  const self = useOutletContext<SelfWire>();
  const navigate = useNavigate();
  async function signOut() {
    await api.account.logout().catch(() => undefined);
    void navigate('/login', { replace: true });
  }
  return (
    <main className="page">
      <header className="page-header">
        <h1>{t('monitoring.title')}</h1>
        <Button onClick={() => void signOut()}>{t('nav.signOut')}</Button>
      </header>
      <p>{t('monitoring.signedInAs', { email: self.email })}</p>
    </main>
  );
}
