import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, TextField, toast } from '@adnet/ui';
import type { RegisterRequestWire } from '@adnet/api-client';
import { useApi } from '../../api-context';
import { AppLink } from '../../shell/acting-as';
import { AuthLayout } from './auth-layout';
import { errorCode, errorStatus, fieldErrors } from './errors';

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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Designed client rules (the spec shows none): required fields, e-mail shape, 8+ character password, terms. */
export const MIN_PASSWORD_LENGTH = 8;

type Form = Required<Omit<RegisterRequestWire, 'acceptTerms'>> & { acceptTerms: boolean };
type FieldName = keyof Form;

function validate(form: Form): Partial<Record<FieldName, string>> {
  const errors: Partial<Record<FieldName, string>> = {};
  if (!form.email.trim()) errors.email = 'registration.required';
  else if (!EMAIL.test(form.email.trim())) errors.email = 'registration.emailInvalid';
  if (form.password.length < MIN_PASSWORD_LENGTH) errors.password = 'registration.passwordShort';
  if (!form.username.trim()) errors.username = 'registration.required';
  if (!form.acceptTerms) errors.acceptTerms = 'registration.termsRequired';
  return errors;
}

/** Registration with every field of the spec's register call; success only on HTTP 201 (the client enforces it). */
export default function RegistrationPage() {
  const { t } = useTranslation();
  const api = useApi();
  const [params] = useSearchParams();
  const [form, setForm] = useState<Form>({
    email: '',
    password: '',
    username: '',
    telegramTag: '',
    referralCode: params.get('ref') ?? '',
    promocode: params.get('promo') ?? '',
    acceptTerms: false,
  });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = <K extends FieldName>(name: K, value: Form[K]) => setForm((f) => ({ ...f, [name]: value }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate(form);
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    const body: RegisterRequestWire = {
      email: form.email.trim(),
      password: form.password,
      username: form.username.trim(),
      acceptTerms: form.acceptTerms,
      ...(form.telegramTag.trim() ? { telegramTag: form.telegramTag.trim() } : {}),
      ...(form.referralCode.trim() ? { referralCode: form.referralCode.trim() } : {}),
      ...(form.promocode.trim() ? { promocode: form.promocode.trim() } : {}),
    };
    try {
      await api.account.register(body);
      const message = t('registration.success', { email: body.email });
      setDone(message);
      toast.success(message);
    } catch (e) {
      const status = errorStatus(e);
      const code = errorCode(e);
      const key = code && (KNOWN_CODES as readonly string[]).includes(code) ? code : 'generic';
      const message =
        status === 'FETCH_ERROR'
          ? t('errors.network')
          : status === 'TIMEOUT_ERROR'
            ? t('errors.timeout')
            : t(`registration.errors.${key}`, { status });
      // Field-level messages from the server stay next to their fields; the form keeps everything typed.
      const fromServer = fieldErrors(e);
      setErrors(
        Object.fromEntries(Object.entries(fromServer).map(([k, v]) => [k, v])) as Partial<
          Record<FieldName, string>
        >,
      );
      setServerError(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  }

  const err = (name: FieldName) =>
    errors[name] ? t(errors[name], { defaultValue: errors[name] }) : undefined;

  if (done) {
    return (
      <AuthLayout title={t('registration.title')}>
        <p className="auth-notice">{done}</p>
        <AppLink to="/login">{t('registration.signIn')}</AppLink>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t('registration.title')}
      footer={
        <p>
          {t('registration.haveAccount')} <AppLink to="/login">{t('registration.signIn')}</AppLink>
        </p>
      }
    >
      <form className="auth-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <TextField
          label={t('registration.email')}
          name="email"
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={(e) => set('email', e.currentTarget.value)}
          error={err('email')}
          required
        />
        <TextField
          label={t('registration.password')}
          hint={t('registration.passwordHint')}
          name="password"
          type="password"
          autoComplete="new-password"
          value={form.password}
          onChange={(e) => set('password', e.currentTarget.value)}
          error={err('password')}
          required
        />
        <TextField
          label={t('registration.username')}
          name="username"
          autoComplete="name"
          value={form.username}
          onChange={(e) => set('username', e.currentTarget.value)}
          error={err('username')}
          required
        />
        <TextField
          label={t('registration.telegramTag')}
          hint={t('registration.telegramTagHint')}
          name="telegramTag"
          value={form.telegramTag}
          onChange={(e) => set('telegramTag', e.currentTarget.value)}
          error={err('telegramTag')}
        />
        <TextField
          label={`${t('registration.referralCode')} (${t('registration.optional')})`}
          name="referralCode"
          value={form.referralCode}
          onChange={(e) => set('referralCode', e.currentTarget.value)}
          error={err('referralCode')}
        />
        <TextField
          label={`${t('registration.promocode')} (${t('registration.optional')})`}
          name="promocode"
          value={form.promocode}
          onChange={(e) => set('promocode', e.currentTarget.value)}
          error={err('promocode')}
        />
        <div className="auth-check">
          <Checkbox
            name="acceptTerms"
            label={t('registration.acceptTerms')}
            checked={form.acceptTerms}
            onCheckedChange={(checked) => set('acceptTerms', checked)}
            aria-invalid={errors.acceptTerms ? true : undefined}
            aria-describedby={errors.acceptTerms ? 'terms-error' : undefined}
          />
          {errors.acceptTerms ? (
            <p id="terms-error" className="auth-error">
              {err('acceptTerms')}
            </p>
          ) : null}
        </div>
        {serverError ? <p className="auth-error">{serverError}</p> : null}
        <Button type="submit" loading={busy} className="auth-submit">
          {busy ? t('registration.submitting') : t('registration.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
