import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { Button, TextField } from '@adnet/ui';
import { useApi } from '../../api-context';
import { useRecipeForm, FormError } from '../../data/use-recipe-form';
import { AppLink } from '../../shell/acting-as';
import { AuthLayout } from './auth-layout';
import { EMAIL_INPUT, NEW_PASSWORD_INPUT } from './email-input';
import { MIN_PASSWORD_LENGTH } from './registration-page';

/** Step 1 (the e-mail) and step 2 (the code and the new password): messages are translation keys. */
export const emailSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.nonEmpty('validation.required'), v.email('validation.email')),
});
/** The longest code the form takes (its message names it). */
const CODE_MAX = 32;
export const resetSchema = v.object({
  code: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('validation.required'),
    v.maxLength(CODE_MAX, 'validation.tooLong'),
  ),
  password: v.pipe(v.string(), v.minLength(MIN_PASSWORD_LENGTH, 'registration.passwordShort')),
});

/** Two steps: ask for a code by e-mail, then set a new password with it. Both on the form recipe. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const api = useApi();
  const [step, setStep] = useState<'request' | 'reset' | 'done'>('request');
  const [email, setEmail] = useState('');

  const request = useRecipeForm({
    name: 'account.requestPasswordReset',
    schema: emailSchema,
    defaultValues: { email: '' },
    submit: (values) => api.account.requestPasswordReset(values),
    success: (_r, values) => t('reset.codeSent', { email: values.email }),
    onSuccess: (_r, values) => {
      setEmail(values.email);
      setStep('reset');
    },
  });
  const reset = useRecipeForm({
    name: 'account.resetPassword',
    schema: resetSchema,
    defaultValues: { code: '', password: '' },
    submit: (values) => api.account.resetPassword({ email, ...values }),
    success: () => t('reset.done'),
    onSuccess: () => setStep('done'),
  });

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
        <form className="auth-form" noValidate onSubmit={(e) => void request.onSubmit(e)}>
          <p className="auth-subtitle">{t('reset.requestHint')}</p>
          <TextField
            label={t('reset.email')}
            {...EMAIL_INPUT}
            autoComplete="username"
            required
            {...request.field('email')}
          />
          <FormError error={request.rootError} />
          <Button type="submit" loading={request.submitting} className="auth-submit">
            {t('reset.sendCode')}
          </Button>
        </form>
      ) : null}
      {step === 'reset' ? (
        <form className="auth-form" noValidate onSubmit={(e) => void reset.onSubmit(e)}>
          <p className="auth-notice">{t('reset.codeSent', { email })}</p>
          <TextField
            label={t('reset.code')}
            autoComplete="one-time-code"
            inputMode="numeric"
            required
            {...reset.field('code', { max: CODE_MAX })}
          />
          <TextField
            label={t('reset.newPassword')}
            hint={t('registration.passwordHint')}
            {...NEW_PASSWORD_INPUT}
            {...reset.field('password')}
          />
          <FormError error={reset.rootError} />
          <Button type="submit" loading={reset.submitting} className="auth-submit">
            {t('reset.submit')}
          </Button>
        </form>
      ) : null}
      {step === 'done' ? (
        <>
          <p className="auth-notice" role="status">
            {t('reset.done')}
          </p>
          <AppLink to="/login">{t('confirm.signIn')}</AppLink>
        </>
      ) : null}
    </AuthLayout>
  );
}
