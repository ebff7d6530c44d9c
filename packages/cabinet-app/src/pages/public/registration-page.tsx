import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Controller } from 'react-hook-form';
import * as v from 'valibot';
import { Button, Checkbox, TextField } from '@adnet/ui';
import { isApiError, type RegisterRequestWire } from '@adnet/api-client';
import { useApi } from '../../api-context';
import { describeError, errorCode } from '../../data/errors';
import { useTrack } from '../../data/track';
import { fieldError, useRecipeForm, FormError } from '../../data/use-recipe-form';
import { AppLink } from '../../shell/acting-as';
import { AuthLayout } from './auth-layout';
import { EMAIL_INPUT, NEW_PASSWORD_INPUT } from './email-input';

/** Server error codes with their own message; anything else gets the generic one, always with the status. */
const KNOWN_CODES = [
  'EMAIL_TAKEN',
  'USERNAME_TAKEN',
  'INVALID_REFERRAL_CODE',
  'INVALID_PROMOCODE',
  'TERMS_NOT_ACCEPTED',
  'VALIDATION_ERROR',
  'UNEXPECTED_STATUS',
] as const;

/** Designed client rules (the spec shows none): required fields, e-mail shape, 8+ character password, terms. */
export const MIN_PASSWORD_LENGTH = 8;

/** The longest name, Telegram tag, referral code or promocode the form takes (its message names it). */
const TEXT_MAX = 100;
const TEXT_LIMIT = { max: TEXT_MAX };
const optionalText = v.pipe(v.string(), v.trim(), v.maxLength(TEXT_MAX, 'validation.tooLong'));
export const registration = v.object({
  email: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('registration.required'),
    v.email('registration.emailInvalid'),
  ),
  password: v.pipe(v.string(), v.minLength(MIN_PASSWORD_LENGTH, 'registration.passwordShort')),
  username: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('registration.required'),
    v.maxLength(TEXT_MAX, 'validation.tooLong'),
  ),
  telegramTag: optionalText,
  referralCode: optionalText,
  promocode: optionalText,
  acceptTerms: v.literal(true, 'registration.termsRequired'),
});

/** Registration with every field of the spec's register call; success only on HTTP 201 (the client enforces it). */
export default function RegistrationPage() {
  const { t } = useTranslation();
  const api = useApi();
  const [params] = useSearchParams();
  const [done, setDone] = useState<string | null>(null);
  const track = useTrack();
  // Sign-up starts with the first thing typed or picked in the form (once a visit), not with opening the page.
  const started = useRef(false);
  const start = () => {
    if (started.current) return;
    started.current = true;
    track('sign_up_started');
  };

  const { form, onSubmit, field, submitting, rootError } = useRecipeForm({
    name: 'account.register',
    schema: registration,
    defaultValues: {
      email: '',
      password: '',
      username: '',
      telegramTag: '',
      referralCode: params.get('ref') ?? '',
      promocode: params.get('promo') ?? '',
      acceptTerms: false as unknown as true,
    },
    submit: (values) => {
      const body: RegisterRequestWire = {
        email: values.email,
        password: values.password,
        username: values.username,
        acceptTerms: values.acceptTerms,
        ...(values.telegramTag && { telegramTag: values.telegramTag }),
        ...(values.referralCode && { referralCode: values.referralCode }),
        ...(values.promocode && { promocode: values.promocode }),
      };
      return api.account.register(body);
    },
    success: () => null,
    onSuccess: (_r, values) => {
      track('sign_up_finished');
      setDone(t('registration.success', { email: values.email }));
    },
    // Spec 8: registration maps the server's error field to a message with the status.
    describeFailure: (e) => {
      // No answer, an unreadable one, or too many attempts (with when to try again): the shared words.
      if (!isApiError(e) || typeof e.status !== 'number' || e.status === 429) return describeError(t, e);
      const code = errorCode(e);
      const key = code && (KNOWN_CODES as readonly string[]).includes(code) ? code : 'generic';
      return t(`registration.errors.${key}`, { status: e.status });
    },
  });

  if (done) {
    return (
      <AuthLayout title={t('registration.title')}>
        <p className="auth-notice" role="status">
          {done}
        </p>
        <AppLink to="/login">{t('registration.signIn')}</AppLink>
      </AuthLayout>
    );
  }

  const termsError = fieldError(t, form, 'acceptTerms');
  return (
    <AuthLayout
      title={t('registration.title')}
      footer={
        <p>
          {t('registration.haveAccount')} <AppLink to="/login">{t('registration.signIn')}</AppLink>
        </p>
      }
    >
      <form className="auth-form" noValidate onSubmit={(e) => void onSubmit(e)} onChange={start}>
        <TextField
          label={t('registration.email')}
          {...EMAIL_INPUT}
          autoComplete="email"
          required
          {...field('email')}
        />
        <TextField
          label={t('registration.password')}
          hint={t('registration.passwordHint')}
          {...NEW_PASSWORD_INPUT}
          {...field('password')}
        />
        <TextField
          label={t('registration.username')}
          autoComplete="name"
          required
          {...field('username', TEXT_LIMIT)}
        />
        <TextField
          label={t('registration.telegramTag')}
          hint={t('registration.telegramTagHint')}
          {...field('telegramTag', TEXT_LIMIT)}
        />
        <TextField
          label={`${t('registration.referralCode')} (${t('registration.optional')})`}
          {...field('referralCode', TEXT_LIMIT)}
        />
        <TextField
          label={`${t('registration.promocode')} (${t('registration.optional')})`}
          {...field('promocode', TEXT_LIMIT)}
        />
        <div className="auth-check">
          <Controller
            control={form.control}
            name="acceptTerms"
            render={({ field: terms }) => (
              <Checkbox
                ref={terms.ref}
                name={terms.name}
                label={t('registration.acceptTerms')}
                checked={terms.value === true}
                onCheckedChange={(checked) => terms.onChange(checked === true)}
                onBlur={terms.onBlur}
                aria-invalid={termsError ? true : undefined}
                aria-describedby={termsError ? 'terms-error' : undefined}
              />
            )}
          />
          <FormError id="terms-error" error={termsError} />
        </div>
        <FormError error={rootError} />
        <Button type="submit" loading={submitting} className="auth-submit">
          {submitting ? t('registration.submitting') : t('registration.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
