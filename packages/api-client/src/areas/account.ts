import { REFRESH_PATH } from '../constants';
import type { User } from '../domain';
import type { CallOptions, Transport } from '../transport/transport';
import { noRetry } from '../transport/transport';
import type {
  AcceptTermsRequestWire,
  AuthRequestWire,
  ConfirmRequestWire,
  OkWire,
  PasswordResetCodeRequestWire,
  PasswordResetRequestWire,
  PersonalTokenWire,
  ReferralInfoWire,
  RegisterRequestWire,
  RegisterResponseWire,
  ResendConfirmationRequestWire,
  TelegramCodeWire,
  TelegramNameWire,
  UserConstantsWire,
} from '../wire';

/** Public calls: their 401 is never an expired session, so they never trigger a refresh. */
const PUBLIC = { refresh: false } as const;

/** The account calls of spec section 7 (sign-in, registration, self, terms, Telegram, personal token). */
export function accountArea(t: Transport) {
  return {
    /** Signs in; sets the session cookies. A wrong password is a 400 `BAD_CREDENTIALS`, never a refresh. */
    auth: (body: AuthRequestWire, o?: CallOptions) =>
      t.request<OkWire>({
        method: 'POST',
        path: '/api/public/user/auth',
        body,
        startsSession: true,
        ...PUBLIC,
        ...noRetry,
        ...o,
      }),
    /** Exchanges the refresh cookie for new cookies. The transport calls it by itself on a 401. */
    refresh: (o?: CallOptions) =>
      t.request<OkWire>({ method: 'POST', path: REFRESH_PATH, ...PUBLIC, ...noRetry, ...o }),
    /** Registers. Succeeds only on HTTP 201: a 200 rejects with `code: 'UNEXPECTED_STATUS'`. */
    register: (body: RegisterRequestWire, o?: CallOptions) =>
      t.request<RegisterResponseWire>({
        method: 'POST',
        path: '/api/public/user/register',
        body,
        accept: [201],
        ...PUBLIC,
        ...noRetry,
        ...o,
      }),
    /** Confirms the e-mail with the token from the confirmation mail. */
    confirm: (body: ConfirmRequestWire, o?: CallOptions) =>
      t.request<OkWire>({
        method: 'POST',
        path: '/api/public/user/confirm',
        body,
        ...PUBLIC,
        ...noRetry,
        ...o,
      }),
    /** Sends the confirmation mail again. */
    resendConfirmation: (body: ResendConfirmationRequestWire, o?: CallOptions) =>
      t.request<OkWire>({
        method: 'POST',
        path: '/api/public/user/resend_confirmation',
        body,
        ...PUBLIC,
        ...o,
      }),
    /** Signs out: revokes the session and clears the cookies. */
    logout: (o?: CallOptions) => t.request<OkWire>({ method: 'POST', path: '/api/logout', ...PUBLIC, ...o }),
    /** The signed-in user. Auth pages pass `{ quiet: true }` so a failed refresh fails silently. */
    self: (o?: CallOptions) => t.request<User>({ method: 'GET', path: '/api/user/self', ...o }),
    /** Mails a password-reset code. */
    requestPasswordReset: (body: PasswordResetCodeRequestWire, o?: CallOptions) =>
      t.request<OkWire>({
        method: 'POST',
        path: '/api/public/user/password/reset/code',
        body,
        ...PUBLIC,
        ...o,
      }),
    /** Sets a new password with the mailed code. */
    resetPassword: (body: PasswordResetRequestWire, o?: CallOptions) =>
      t.request<OkWire>({ method: 'PATCH', path: '/api/public/user/password/reset', body, ...PUBLIC, ...o }),
    /** The limits and lists the forms need. */
    constants: (o?: CallOptions) =>
      t.request<UserConstantsWire>({ method: 'GET', path: '/api/user/constants', ...o }),
    /** Accepts a terms version. */
    acceptTerms: (body: AcceptTermsRequestWire, o?: CallOptions) =>
      t.request<OkWire>({ method: 'PUT', path: '/api/user/accept_terms', body, ...o }),
    /** The user's Telegram username and where linking it stands (designed). */
    telegramName: (o?: CallOptions) =>
      t.request<TelegramNameWire>({ method: 'GET', path: '/api/user/telegram_name', ...o }),
    /** Sets the user's Telegram username (without `@`); it waits for the bot to receive the code. */
    setTelegramName: (telegramUsername: string, o?: CallOptions) =>
      t.request<OkWire>({ method: 'PUT', path: '/api/user/telegram_name', body: { telegramUsername }, ...o }),
    /** The code that proves the Telegram username to the bot. */
    telegramCode: (o?: CallOptions) =>
      t.request<TelegramCodeWire>({ method: 'GET', path: '/api/user/telegram_name/code', ...o }),
    /** The personal API integration token. Keep it out of logs and storage; the error reporter scrubs it. */
    personalToken: (o?: CallOptions) =>
      t.request<PersonalTokenWire>({ method: 'GET', path: '/api/user/personal_token', ...o }),
    /** Replaces the personal API token; the old one stops working. */
    regeneratePersonalToken: (o?: CallOptions) =>
      t.request<PersonalTokenWire>({ method: 'PUT', path: '/api/user/personal_token/regenerate', ...o }),
    /** The user's referral code and earnings (designed). */
    referral: (o?: CallOptions) =>
      t.request<ReferralInfoWire>({ method: 'GET', path: '/api/user/referral', ...o }),
  };
}
