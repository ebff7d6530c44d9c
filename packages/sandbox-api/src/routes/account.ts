import { randomBytes } from 'node:crypto';
import type {
  AcceptTermsRequestWire,
  AuthRequestWire,
  ConfirmRequestWire,
  PasswordResetCodeRequestWire,
  PasswordResetRequestWire,
  RegisterRequestWire,
  ResendConfirmationRequestWire,
  SelfWire,
  TelegramNameRequestWire,
  TelegramNameWire,
} from '@adnet/api-client';
import type { FastifyRequest } from 'fastify';
import { featureFlags, type Viewer } from '../access';
import type { SandboxConfig } from '../config';
import { devAllowed } from '../request-guards';
import {
  ACCESS_COOKIE,
  API_ROLE,
  clearSessionCookies,
  issueSession,
  REFRESH_COOKIE,
  refreshSession,
  revokeAll,
  revokeFamily,
} from '../auth';
import { LATEST_TERMS_VERSION, TELEGRAM_BOT, USER_CONSTANTS } from '../catalog';
import { issueCode, spendCode, spendConfirmToken } from '../codes';
import { hashPassword, newToken, sha256, verifyPassword } from '../crypto';
import type { Queryable } from '../db';
import { ApiFailure, badRequest, conflict, fieldFailed, forbidden } from '../errors';
import type { Reservation } from '../limits';
import type { Deps, Router } from '../route';
import { TELEGRAM_USERNAME, tronAddress } from '../rules';
import { bool, email, num, obj, optional, str, type Schema } from '../validate';

const password = () => str({ min: 8, max: 128 });

const authBody: Schema<AuthRequestWire> = obj({
  email: str({ min: 1, max: 254, trim: true }),
  password: str({ min: 1, max: 128 }),
});
const registerBody: Schema<RegisterRequestWire> = obj({
  email: email(),
  password: password(),
  username: str({
    min: 3,
    max: 32,
    trim: true,
    pattern: /^[\p{L}\p{N} _.-]+$/u,
    patternMessage: 'may hold letters, digits, spaces, dots, dashes and underscores',
  }),
  referralCode: optional(str({ max: 32, trim: true })),
  acceptTerms: bool(),
  promocode: optional(str({ max: 32, trim: true })),
  telegramTag: optional(
    str({ max: 33, trim: true, pattern: TELEGRAM_USERNAME, patternMessage: 'is not a Telegram username' }),
  ),
});
const confirmBody: Schema<ConfirmRequestWire> = obj({ token: str({ min: 1, max: 200 }) });
const resendBody: Schema<ResendConfirmationRequestWire> = obj({
  email: str({ min: 1, max: 254, trim: true }),
  password: str({ min: 1, max: 128 }),
});
const resetCodeBody: Schema<PasswordResetCodeRequestWire> = obj({ email: email() });
const resetBody: Schema<PasswordResetRequestWire> = obj({
  email: email(),
  code: str({ pattern: /^\d{6}$/, patternMessage: 'must be the 6 digits from the e-mail' }),
  password: password(),
});
const acceptTermsBody: Schema<AcceptTermsRequestWire> = obj({
  termsVersion: num({ integer: true, min: 1, max: 1_000 }),
});
const telegramBody: Schema<TelegramNameRequestWire> = obj({
  telegramUsername: str({
    max: 33,
    trim: true,
    pattern: TELEGRAM_USERNAME,
    patternMessage: 'is not a Telegram username',
  }),
});

const BAD_CREDENTIALS = () => badRequest('BAD_CREDENTIALS', 'Wrong e-mail or password');

/**
 * What an unknown e-mail's password is checked against: a stored hash in the usual form whose key is random bytes,
 * so checking it costs the same scrypt as a real one and no password matches it.
 */
const UNKNOWN_USER_HASH = `scrypt$${randomBytes(16).toString('base64')}$${randomBytes(64).toString('base64')}`;

/** The dev-only knob that gives this session's access credential its own lifetime (seconds). */
function accessTtlHeader(request: FastifyRequest, config: SandboxConfig): number | null {
  const raw = request.headers['x-sandbox-access-ttl'];
  if (!devAllowed(config, request) || typeof raw !== 'string') return null;
  const ttl = Number(raw);
  return Number.isInteger(ttl) && ttl >= 1 && ttl <= 86_400 ? ttl : null;
}

async function userByEmail(db: Queryable, address: string) {
  const { rows } = await db.query<{
    id: number;
    email: string;
    password_hash: string;
    confirmed: boolean;
    blocked: boolean;
  }>('SELECT id, email, password_hash, confirmed, blocked FROM users WHERE lower(email) = lower($1)', [
    address,
  ]);
  return rows[0] ?? null;
}

export async function activeFeatures(db: Queryable): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>('SELECT name FROM features WHERE active ORDER BY name');
  return rows.map((r) => r.name);
}

export async function selfOf(db: Queryable, v: Viewer): Promise<SelfWire> {
  const { rows } = await db.query<{ id: number; name: string; siteUrl: string }>(
    'SELECT id, name, site_url AS "siteUrl" FROM agencies WHERE id = $1',
    [v.agencyId],
  );
  return {
    id: v.id,
    email: v.email,
    username: v.username,
    role: v.role,
    roles: v.roles,
    operator: v.operatorId === null ? null : { id: v.operatorId },
    agency: rows[0] ?? null,
    flags: featureFlags(v, await activeFeatures(db)),
    termsVersion: v.termsVersion,
    latestTermsVersion: LATEST_TERMS_VERSION,
  };
}

export function accountRoutes(r: Router, { db, config, limits }: Deps) {
  /**
   * The account behind an e-mail and password, or 400 `BAD_CREDENTIALS` (the same for an unknown e-mail, and
   * never 401: no refresh on it). Wrong passwords count per e-mail and per address; each attempt takes its place
   * under both limits before the password is hashed (a burst cannot outrun the count), and past either limit the
   * answer is 429 with `Retry-After` without a hash. An unknown e-mail is checked against a dummy hash, so it is
   * answered after the same work as a registered one and the timing tells nobody which e-mails have accounts.
   */
  const checkPassword = async (request: FastifyRequest, address: string, password: string) => {
    const perAccount = await limits.reserve('signInPerAccount', request, address);
    let perAddress: Reservation;
    try {
      perAddress = await limits.reserve('signInPerAddress', request);
    } catch (error) {
      perAccount.release();
      throw error;
    }
    try {
      const user = await userByEmail(db, address);
      const right = await verifyPassword(password, user?.password_hash ?? UNKNOWN_USER_HASH);
      if (user && right) return user;
      await perAccount.failed();
      await perAddress.failed();
      throw BAD_CREDENTIALS();
    } finally {
      perAccount.release();
      perAddress.release();
    }
  };
  /** A code is about to be mailed: counted per account and per address. */
  const mailing = async (request: FastifyRequest, account: string) => {
    await limits.take('codeRequestsPerAccount', request, account);
    await limits.take('codeRequestsPerAddress', request);
  };

  r.public('POST /api/public/user/auth', {
    body: authBody,
    handler: async ({ body, request, reply }) => {
      const user = await checkPassword(request, body.email, body.password);
      if (!user.confirmed) throw forbidden('Confirm your e-mail first', 'EMAIL_NOT_CONFIRMED');
      if (user.blocked) throw forbidden('This account is blocked', 'USER_BLOCKED');
      await issueSession(db, config, reply, user.id, accessTtlHeader(request, config));
      return { ok: true };
    },
  });

  r.public('POST /api/public/user/auth/refresh', {
    handler: async ({ request, reply }) => {
      const token = request.cookies[REFRESH_COOKIE];
      if (!token) throw new ApiFailure(401, { error: 'NO_REFRESH', message: 'No refresh credential' });
      const outcome = await refreshSession(
        db,
        token,
        config.refreshGraceSeconds,
        (tx, ok) =>
          issueSession(
            tx,
            config,
            reply,
            ok.userId,
            accessTtlHeader(request, config) ?? ok.accessTtl,
            ok.family,
            ok.parent,
          ),
        config.now(),
      );
      if (outcome.kind !== 'ok') {
        clearSessionCookies(reply);
        throw outcome.kind === 'reused'
          ? new ApiFailure(401, {
              error: 'REFRESH_REUSED',
              message: 'This sign-in was used from somewhere else and has been ended; sign in again',
            })
          : new ApiFailure(401, { error: 'REFRESH_INVALID', message: 'The session is over; sign in again' });
      }
      return { ok: true };
    },
  });

  r.public('POST /api/logout', {
    handler: async ({ request, reply }) => {
      // Signing out ends the whole sign-in: its rotated and sibling credentials too.
      const token = request.cookies[REFRESH_COOKIE];
      const access = request.cookies[ACCESS_COOKIE];
      const { rows } = await db.query<{ family: string | null }>(
        `SELECT COALESCE((SELECT family FROM sessions WHERE refresh_hash = $1),
                         (SELECT family FROM access_tokens WHERE token_hash = $2)) AS family`,
        [token ? sha256(token) : null, access ? sha256(access) : null],
      );
      const family = rows[0]?.family;
      if (family) await revokeFamily(db, family);
      if (access) await db.query('DELETE FROM access_tokens WHERE token_hash = $1', [sha256(access)]);
      clearSessionCookies(reply);
      return { ok: true };
    },
  });

  r.public('POST /api/public/user/register', {
    status: 201,
    body: registerBody,
    handler: async ({ body, request }) => {
      await limits.take('registrationsPerAddress', request);
      if (!body.acceptTerms) throw badRequest('TERMS_NOT_ACCEPTED', 'Accept the terms to register');
      return db.transaction(async (tx) => {
        if (await userByEmail(tx, body.email))
          throw conflict('EMAIL_TAKEN', 'This e-mail is already registered');
        const taken = await tx.query('SELECT 1 FROM users WHERE lower(username) = lower($1)', [
          body.username,
        ]);
        if (taken.rows.length) throw conflict('USERNAME_TAKEN', 'This username is taken');
        let referrer: number | null = null;
        if (body.referralCode) {
          const ref = await tx.query<{ id: number }>('SELECT id FROM users WHERE referral_code = $1', [
            body.referralCode.toUpperCase(),
          ]);
          if (!ref.rows[0]) throw badRequest('INVALID_REFERRAL_CODE', 'No such referral code');
          referrer = ref.rows[0].id;
        }
        let promo: { id: number; code: string; amount: number } | null = null;
        if (body.promocode) {
          const found = await tx.query<{ id: number; code: string; amount: number }>(
            `SELECT id, code, amount FROM promocodes WHERE code = upper($1) AND active
               AND (expires_at IS NULL OR expires_at > now()) AND (usage_limit IS NULL OR used_count < usage_limit)`,
            [body.promocode],
          );
          if (!found.rows[0])
            throw badRequest('INVALID_PROMOCODE', 'This promocode is unknown, expired or used up');
          promo = found.rows[0];
        }
        const { rows } = await tx.query<{ id: number; email: string }>(
          `INSERT INTO users (email, username, password_hash, role, roles, confirmed, terms_version, referral_code,
             referred_by, tron_address, telegram_username)
           VALUES ($1, $2, $3, 'User', ARRAY['User'], FALSE, $4, $5, $6, $7, $8) RETURNING id, email`,
          [
            body.email,
            body.username,
            await hashPassword(body.password),
            // Ticking "I accept" at registration is consent to register; the cabinet's terms version is accepted
            // on the terms page at first sign-in (spec 2's gate), so a new account starts with none accepted.
            null,
            `REF${newToken()
              .replace(/[^A-Za-z0-9]/g, '')
              .slice(0, 6)
              .toUpperCase()}`,
            referrer,
            tronAddress(newToken()),
            body.telegramTag?.replace(/^@/, '') ?? null,
          ],
        );
        const user = rows[0]!;
        if (referrer)
          await tx.query('INSERT INTO referrals (referrer_id, referred_id) VALUES ($1, $2)', [
            referrer,
            user.id,
          ]);
        if (promo) {
          await tx.query('UPDATE promocodes SET used_count = used_count + 1 WHERE id = $1', [promo.id]);
          await tx.query('INSERT INTO transactions (user_id, amount, description) VALUES ($1, $2, $3)', [
            user.id,
            promo.amount,
            `Promocode ${promo.code}`,
          ]);
        }
        await issueCode(tx, config, user, 'CONFIRM');
        return { id: user.id, email: user.email };
      });
    },
  });

  r.public('POST /api/public/user/confirm', {
    body: confirmBody,
    handler: async ({ body }) => {
      const userId = await spendConfirmToken(db, body.token);
      if (userId === null) throw badRequest('INVALID_TOKEN', 'The confirmation link is invalid or expired');
      await db.query('UPDATE users SET confirmed = TRUE WHERE id = $1', [userId]);
      return { ok: true };
    },
  });

  r.public('POST /api/public/user/resend_confirmation', {
    body: resendBody,
    handler: async ({ body, request }) => {
      const user = await checkPassword(request, body.email, body.password);
      if (user.confirmed) throw badRequest('ALREADY_CONFIRMED', 'This e-mail is already confirmed');
      await mailing(request, user.email);
      await issueCode(db, config, user, 'CONFIRM');
      return { ok: true };
    },
  });

  r.public('POST /api/public/user/password/reset/code', {
    body: resetCodeBody,
    handler: async ({ body, request }) => {
      // Counted for unknown e-mails too, so a 429 does not tell whether an e-mail is registered either.
      await mailing(request, body.email);
      // Always 200: the answer must not tell whether an e-mail is registered.
      const user = await userByEmail(db, body.email);
      if (user) await issueCode(db, config, user, 'RESET');
      return { ok: true };
    },
  });

  r.public('PATCH /api/public/user/password/reset', {
    body: resetBody,
    handler: async ({ body, request }) => {
      // Wrong codes count per account across codes: requesting a new code does not buy new guesses.
      const guesses = `RESET:${body.email}`;
      await limits.assertUnder('codeGuessesPerAccount', request, guesses);
      const user = await userByEmail(db, body.email);
      if (!user || !(await spendCode(db, user.id, 'RESET', body.code))) {
        await limits.count('codeGuessesPerAccount', request, guesses);
        throw fieldFailed('code', 'The code is wrong or expired');
      }
      await db.query('UPDATE users SET password_hash = $2 WHERE id = $1', [
        user.id,
        await hashPassword(body.password),
      ]);
      // A new password ends every session: whoever knew the old one is signed out.
      await revokeAll(db, user.id);
      return { ok: true };
    },
  });

  r.user('GET /api/user/self', { handler: async ({ user }) => selfOf(db, user) });

  r.user('GET /api/user/constants', { handler: async () => USER_CONSTANTS });

  r.user('PUT /api/user/accept_terms', {
    body: acceptTermsBody,
    handler: async ({ user, body }) => {
      if (body.termsVersion !== LATEST_TERMS_VERSION)
        throw fieldFailed(
          'termsVersion',
          `Only the latest terms (version ${LATEST_TERMS_VERSION}) can be accepted`,
        );
      await db.query('UPDATE users SET terms_version = $2 WHERE id = $1', [user.id, body.termsVersion]);
      return { ok: true };
    },
  });

  const telegramName = async (userId: number): Promise<TelegramNameWire> => {
    const { rows } = await db.query<{ name: string | null; linked: boolean }>(
      'SELECT telegram_username AS name, telegram_linked AS linked FROM users WHERE id = $1',
      [userId],
    );
    const { name = null, linked = false } = rows[0] ?? {};
    return {
      telegramUsername: name,
      status: name === null ? 'NOT_LINKED' : linked ? 'LINKED' : 'WAITING',
      botUsername: TELEGRAM_BOT,
    };
  };

  r.user('GET /api/user/telegram_name', { handler: async ({ user }) => telegramName(user.id) });

  /**
   * Sets the name, which then waits for its code to reach the bot (designed). Only a name another account has
   * linked is taken: a mere claim (a name set and never confirmed) blocks nobody, since anyone can type any name.
   * The same name again keeps its link; another name drops the link and the codes issued for the old one.
   */
  r.user('PUT /api/user/telegram_name', {
    write: true,
    body: telegramBody,
    handler: async ({ user, body }) => {
      const name = body.telegramUsername.replace(/^@/, '');
      await db.transaction(async (tx) => {
        const taken = await tx.query(
          'SELECT 1 FROM users WHERE lower(telegram_username) = lower($1) AND telegram_linked AND id <> $2',
          [name, user.id],
        );
        if (taken.rows.length)
          throw conflict('TELEGRAM_TAKEN', 'This Telegram username belongs to another account');
        const { rows } = await tx.query<{ same: boolean }>(
          `UPDATE users SET telegram_linked = telegram_linked AND lower(telegram_username) = lower($2),
                  telegram_username = $2
            WHERE id = $1 RETURNING telegram_linked AS same`,
          [user.id, name],
        );
        if (!rows[0]?.same)
          await tx.query(
            `UPDATE codes SET used_at = now() WHERE user_id = $1 AND kind = 'TELEGRAM' AND used_at IS NULL`,
            [user.id],
          );
      });
      return { ok: true };
    },
  });

  /** A code for the bot, only while a name waits for it (409 otherwise); a new code replaces the older one. */
  r.user('GET /api/user/telegram_name/code', {
    handler: async ({ user }) => {
      const { status } = await telegramName(user.id);
      if (status === 'NOT_LINKED') throw conflict('TELEGRAM_NOT_SET', 'Set a Telegram username first');
      if (status === 'LINKED') throw conflict('TELEGRAM_ALREADY_LINKED', 'This Telegram username is linked');
      return { code: await issueCode(db, config, user, 'TELEGRAM'), botUsername: TELEGRAM_BOT };
    },
  });

  const personalToken = async (userId: number, renew: boolean) => {
    const { rows } = await db.query<{ personal_token: string }>(
      `UPDATE users SET personal_token = CASE WHEN $2 OR personal_token IS NULL THEN $3 ELSE personal_token END
        WHERE id = $1 RETURNING personal_token`,
      [userId, renew, `adn_pt_${newToken()}`],
    );
    return { personalToken: rows[0]!.personal_token };
  };
  const apiOnly = () => forbidden(`Needs the role '${API_ROLE}'`);
  r.user('GET /api/user/personal_token', {
    roles: [API_ROLE],
    forbidden: apiOnly,
    handler: async ({ user }) => personalToken(user.id, false),
  });
  r.user('PUT /api/user/personal_token/regenerate', {
    roles: [API_ROLE],
    forbidden: apiOnly,
    write: true,
    handler: async ({ user }) => personalToken(user.id, true),
  });

  r.user('GET /api/user/referral', {
    handler: async ({ user }) => {
      const { rows } = await db.query<{ referralCode: string; invitedCount: number; earned: number }>(
        `SELECT u.referral_code AS "referralCode", COUNT(r.id)::int AS "invitedCount", COALESCE(SUM(r.earned), 0)::numeric(14,2) AS earned
           FROM users u LEFT JOIN referrals r ON r.referrer_id = u.id WHERE u.id = $1 GROUP BY u.id`,
        [user.id],
      );
      const settings = await db.query<{ value: { rewardPercent: number } }>(
        `SELECT value FROM settings WHERE key = 'referral'`,
      );
      return { ...rows[0]!, rewardPercent: settings.rows[0]?.value.rewardPercent ?? 0 };
    },
  });
}
