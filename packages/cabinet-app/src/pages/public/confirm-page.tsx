import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DotsLoader, toast } from '@adnet/ui';
import { isHttpError } from '@adnet/api-client';
import { useApi } from '../../api-context';
import { AppLink } from '../../shell/acting-as';
import { AuthLayout } from './auth-layout';
import { describeError } from '../../data/errors';

type State = { kind: 'working' } | { kind: 'done' } | { kind: 'failed'; message: string };

/** Confirms the e-mail with the token from the link, once (StrictMode renders effects twice in development). */
export default function ConfirmPage() {
  const { t } = useTranslation();
  const api = useApi();
  const [params] = useSearchParams();
  const token = params.get('token');
  const started = useRef(false);
  const [state, setState] = useState<State>(
    token ? { kind: 'working' } : { kind: 'failed', message: t('confirm.missing') },
  );

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    // The token is a secret: take it out of the address bar (and so out of history and referrers) right away.
    window.history.replaceState(window.history.state, '', '/confirm');
    api.account
      .confirm({ token })
      .then(() => {
        setState({ kind: 'done' });
        toast.success(t('confirm.done'));
      })
      .catch((e: unknown) => {
        // A refused token (4xx) is an expired or used link; anything else says what went wrong.
        const message = isHttpError(e) && e.status < 500 ? t('confirm.invalid') : describeError(t, e);
        setState({ kind: 'failed', message });
        toast.error(message);
      });
  }, [api, token, t]);

  return (
    <AuthLayout title={t('confirm.title')}>
      {state.kind === 'working' ? <DotsLoader label={t('confirm.working')} /> : null}
      {state.kind === 'done' ? (
        <>
          <p className="auth-notice">{t('confirm.done')}</p>
          <AppLink to="/login">{t('confirm.signIn')}</AppLink>
        </>
      ) : null}
      {state.kind === 'failed' ? (
        <>
          <p className="form-error">{state.message}</p>
          <AppLink to="/resend_verification">{t('confirm.resend')}</AppLink>
        </>
      ) : null}
    </AuthLayout>
  );
}
