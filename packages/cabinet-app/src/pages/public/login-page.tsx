import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import * as v from 'valibot';
import { Button, TextField, toast } from '@adnet/ui';
import { isHttpError } from '@adnet/api-client';
import { useApi } from '../../api-context';
import { afterLoginPath } from '../../access/return-path';
import { selfKey, useSelf } from '../../data/hooks';
import { describeError, errorCode } from '../../data/errors';
import { useRecipeForm, FormError } from '../../data/use-recipe-form';
import { sessionEndedTold, sessionEndedUntold, takeReturnPath } from '../../session';
import { AppLink } from '../../shell/acting-as';
import { AuthLayout } from './auth-layout';
import { EMAIL_INPUT } from './email-input';

/** The sign-in (and resend-confirmation) form's rules; messages are translation keys. */
export const credentials = v.object({
  email: v.pipe(v.string(), v.trim(), v.nonEmpty('validation.required'), v.email('validation.email')),
  password: v.pipe(v.string(), v.nonEmpty('validation.required')),
});

/**
 * Sign in, and (at /resend_verification) the same page in verification-request mode: the same two fields ask
 * for a new confirmation link instead (spec 2). On the form recipe: the fields keep what was typed after any
 * failure, and a second press of the button while the first runs sends nothing.
 */
export default function LoginPage({ mode = 'login' }: { mode?: 'login' | 'resend' }) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const { mutate } = useSWRConfig();
  const { data: self } = useSelf({ quiet: true });
  const [notice, setNotice] = useState<string | null>(null);
  // An ended session is said whichever comes first: the guard's redirect (then the shell's flag says it) or the
  // shell's own, which may reach this page after it mounted (then its navigation state says it).
  const [endedUntold] = useState(sessionEndedUntold);
  const expired = endedUntold || (location.state as { expired?: boolean } | null)?.expired === true;
  useEffect(() => sessionEndedTold(), [expired]);
  /** Set once this page's own sign-in navigates, so the "already signed in" effect does not race it. */
  const leaving = useRef(false);

  // Already signed in (a live session, or one the quiet probe refreshed): nothing to do here.
  useEffect(() => {
    if (self && mode === 'login' && !leaving.current)
      void navigate(afterLoginPath(takeReturnPath()), { replace: true });
  }, [self, mode, navigate]);

  const { onSubmit, field, submitting, rootError, form } = useRecipeForm({
    name: mode === 'resend' ? 'account.resendConfirmation' : 'account.auth',
    schema: credentials,
    defaultValues: { email: '', password: '' },
    // A failure is said once, beside the button (an alert), not again in a toast.
    toastFailures: false,
    submit: async (values) => {
      setNotice(null);
      if (mode === 'resend') return api.account.resendConfirmation(values);
      return api.account.auth(values);
    },
    onSuccess: async (_r, values) => {
      if (mode === 'resend') {
        const sent = t('resend.sent', { email: values.email });
        setNotice(sent);
        toast.success(sent);
        return;
      }
      leaving.current = true;
      const target = afterLoginPath(takeReturnPath());
      await mutate(selfKey);
      void navigate(target, { replace: true });
    },
    describeFailure: (e) => {
      const code = errorCode(e);
      if (mode === 'resend') {
        // The call checks the password as sign-in does, and refuses an account that needs no link.
        if (code === 'ALREADY_CONFIRMED') return t('resend.alreadyConfirmed');
        if (code === 'BAD_CREDENTIALS') return t('login.badCredentials');
        return describeError(t, e);
      }
      if (code === 'EMAIL_NOT_CONFIRMED') return t('login.notConfirmed');
      if (code === 'BAD_CREDENTIALS' || isHttpError(e, 400)) return t('login.badCredentials');
      return describeError(t, e);
    },
  });
  const unconfirmed = rootError === t('login.notConfirmed');

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
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        aria-describedby={rootError ? 'login-error' : undefined}
      >
        <TextField
          label={t('login.email')}
          {...EMAIL_INPUT}
          autoComplete="username"
          required
          {...field('email')}
        />
        <TextField
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          required
          {...field('password')}
        />
        <FormError id="login-error" error={rootError}>
          {unconfirmed ? (
            <>
              {' '}
              <AppLink to="/resend_verification" state={{ email: form.getValues('email') }}>
                {t('confirm.resend')}
              </AppLink>
            </>
          ) : null}
        </FormError>
        {notice ? <p className="auth-notice">{notice}</p> : null}
        <Button type="submit" loading={submitting} className="auth-submit">
          {mode === 'resend' ? t('resend.submit') : submitting ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
