import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, TextField, toast } from '@adnet/ui';
import { useApi } from '../../api-context';
import { AppLink } from '../../shell/acting-as';
import { AuthLayout } from './auth-layout';
import { describeError } from './errors';
import { MIN_PASSWORD_LENGTH } from './registration-page';

/** Two steps: ask for a code by e-mail, then set a new password with it. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const api = useApi();
  const [step, setStep] = useState<'request' | 'reset' | 'done'>('request');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<unknown>, next: 'reset' | 'done', success: string) {
    setBusy(true);
    setError(null);
    try {
      await action();
      setStep(next);
      toast.success(success);
    } catch (e) {
      const message = describeError(t, e, 'reset.failed');
      setError(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  }

  function onRequest(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(
      () => api.account.requestPasswordReset({ email: email.trim() }),
      'reset',
      t('reset.codeSent', { email: email.trim() }),
    );
  }

  function onReset(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password.length < MIN_PASSWORD_LENGTH) {
      setError(t('registration.passwordShort'));
      return;
    }
    void run(
      () => api.account.resetPassword({ email: email.trim(), code: code.trim(), password }),
      'done',
      t('reset.done'),
    );
  }

  return (
    <AuthLayout
      title={t('reset.title')}
      footer={
        <p>
          <AppLink to="/login">{t('reset.backToLogin')}</AppLink>
        </p>
      }
    >
      {step === 'request' ? (
        <form className="auth-form" onSubmit={onRequest}>
          <p className="auth-subtitle">{t('reset.requestHint')}</p>
          <TextField
            label={t('reset.email')}
            name="email"
            type="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            required
          />
          {error ? <p className="auth-error">{error}</p> : null}
          <Button type="submit" loading={busy} className="auth-submit">
            {t('reset.sendCode')}
          </Button>
        </form>
      ) : null}
      {step === 'reset' ? (
        <form className="auth-form" onSubmit={onReset}>
          <p className="auth-notice">{t('reset.codeSent', { email })}</p>
          <TextField
            label={t('reset.code')}
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            value={code}
            onChange={(e) => setCode(e.currentTarget.value)}
            required
          />
          <TextField
            label={t('reset.newPassword')}
            hint={t('registration.passwordHint')}
            name="password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            required
          />
          {error ? <p className="auth-error">{error}</p> : null}
          <Button type="submit" loading={busy} className="auth-submit">
            {t('reset.submit')}
          </Button>
        </form>
      ) : null}
      {step === 'done' ? (
        <>
          <p className="auth-notice">{t('reset.done')}</p>
          <AppLink to="/login">{t('confirm.signIn')}</AppLink>
        </>
      ) : null}
    </AuthLayout>
  );
}
