import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@adnet/ui';
import { isApiError } from '@adnet/api-client';
import { api } from '../api';

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await api.account.auth({ email: String(form.get('email')), password: String(form.get('password')) });
      void navigate('/monitoring', { replace: true });
    } catch (e) {
      const status = isApiError(e) ? e.status : 'FETCH_ERROR';
      setError(status === 400 ? t('login.badCredentials') : t('login.failed', { status }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="auth-page">
      <form className="auth-card" onSubmit={(e) => void onSubmit(e)} noValidate={false}>
        <p className="auth-brand">{t('app.name')}</p>
        <h1>{t('login.title')}</h1>
        <p className="auth-subtitle">{t('login.subtitle')}</p>
        <label className="auth-field">
          <span>{t('login.email')}</span>
          <input name="email" type="email" autoComplete="username" required />
        </label>
        <label className="auth-field">
          <span>{t('login.password')}</span>
          <input name="password" type="password" autoComplete="current-password" required />
        </label>
        {error && (
          <p role="alert" className="auth-error">
            {error}
          </p>
        )}
        <Button type="submit" loading={busy} disabled={busy}>
          {busy ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
    </main>
  );
}
