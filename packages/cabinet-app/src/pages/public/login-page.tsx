import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { Button, TextField, toast } from '@adnet/ui';
import { useApi } from '../../api-context';
import { afterLoginPath } from '../../access/return-path';
import { selfKey, useSelf } from '../../data/hooks';
import { takeReturnPath } from '../../session';
import { AppLink } from '../../shell/acting-as';
import { AuthLayout } from './auth-layout';
import { describeError, errorCode, errorStatus } from './errors';

/**
 * Sign in, and (at /resend_verification) the same page in verification-request mode: the same two fields ask
 * for a new confirmation link instead (spec 2).
 */
export default function LoginPage({ mode = 'login' }: { mode?: 'login' | 'resend' }) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const { mutate } = useSWRConfig();
  const { data: self } = useSelf({ quiet: true });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const expired = (location.state as { expired?: boolean } | null)?.expired === true;
  /** Set once this page's own sign-in navigates, so the "already signed in" effect does not race it. */
  const leaving = useRef(false);

  // Already signed in (a live session, or one the quiet probe refreshed): nothing to do here.
  useEffect(() => {
    if (self && mode === 'login' && !leaving.current)
      void navigate(afterLoginPath(takeReturnPath()), { replace: true });
  }, [self, mode, navigate]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError(t('registration.required'));
      return;
    }
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      if (mode === 'resend') {
        await api.account.resendConfirmation({ email, password });
        setNotice(t('resend.sent', { email }));
        toast.success(t('resend.sent', { email }));
        return;
      }
      await api.account.auth({ email, password });
      leaving.current = true;
      const target = afterLoginPath(takeReturnPath());
      await mutate(selfKey);
      void navigate(target, { replace: true });
    } catch (e) {
      const status = errorStatus(e);
      const code = errorCode(e);
      const message =
        mode === 'resend'
          ? describeError(t, e, 'resend.failed')
          : status === 400 || code === 'BAD_CREDENTIALS'
            ? t('login.badCredentials')
            : code === 'EMAIL_NOT_CONFIRMED'
              ? t('login.notConfirmed')
              : describeError(t, e, 'login.failed');
      setError(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  }

  const title = mode === 'resend' ? t('resend.title') : t('login.title');
  return (
    <AuthLayout
      title={title}
      footer={
        mode === 'login' ? (
          <>
            <p>
              {t('login.noAccount')} <AppLink to="/registration">{t('login.register')}</AppLink>
            </p>
            <p>
              <AppLink to="/reset_password">{t('login.forgot')}</AppLink>
            </p>
          </>
        ) : (
          <p>
            <AppLink to="/login">{t('resend.backToLogin')}</AppLink>
          </p>
        )
      }
    >
      <p className="auth-subtitle">{mode === 'resend' ? t('resend.hint') : t('login.subtitle')}</p>
      {expired && mode === 'login' ? <p className="auth-notice">{t('login.sessionExpired')}</p> : null}
      <form
        className="auth-form"
        onSubmit={(e) => void onSubmit(e)}
        aria-describedby={error ? 'login-error' : undefined}
      >
        <TextField
          label={t('login.email')}
          name="email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          required
        />
        <TextField
          label={t('login.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          required
        />
        {error ? (
          <p id="login-error" className="auth-error">
            {error}
            {errorIsUnconfirmed(error, t('login.notConfirmed')) ? (
              <>
                {' '}
                <AppLink to="/resend_verification">{t('confirm.resend')}</AppLink>
              </>
            ) : null}
          </p>
        ) : null}
        {notice ? <p className="auth-notice">{notice}</p> : null}
        <Button type="submit" loading={busy} className="auth-submit">
          {mode === 'resend' ? t('resend.submit') : busy ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}

const errorIsUnconfirmed = (error: string, unconfirmed: string) => error === unconfirmed;
