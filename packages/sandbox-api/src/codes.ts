import { randomInt } from 'node:crypto';
import { CODE_MAX_ATTEMPTS, CODE_TTL } from './catalog';
import type { SandboxConfig } from './config';
import { newToken, sha256 } from './crypto';
import type { Db, Queryable } from './db';

export type CodeKind = keyof typeof CODE_TTL;

const SUBJECTS: Record<CodeKind, string> = {
  CONFIRM: 'Confirm your e-mail',
  RESET: 'Your password reset code',
  WITHDRAW: 'Your withdraw confirmation code',
  TELEGRAM: 'Send this code to the bot',
};

/**
 * Issues a one-time code and "e-mails" it: the code goes to the outbox table (read by `GET /api/dev/outbox`) and
 * to the log. Only its hash is kept with the user. A new code of a kind replaces the older ones of that kind.
 * The e-mail confirmation is a long token (it travels in a link); the others are 6 digits typed by hand.
 */
export async function issueCode(
  db: Queryable,
  config: Pick<SandboxConfig, 'logOutbox'>,
  user: { id: number; email: string },
  kind: CodeKind,
): Promise<string> {
  const code = kind === 'CONFIRM' ? newToken() : String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.query(`UPDATE codes SET used_at = now() WHERE user_id = $1 AND kind = $2 AND used_at IS NULL`, [
    user.id,
    kind,
  ]);
  await db.query(
    `INSERT INTO codes (user_id, kind, code_hash, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))`,
    [user.id, kind, sha256(code), CODE_TTL[kind]],
  );
  await db.query('INSERT INTO outbox (to_email, kind, subject, code) VALUES ($1, $2, $3, $4)', [
    user.email,
    kind,
    SUBJECTS[kind],
    code,
  ]);
  if (config.logOutbox) console.log(`[outbox] to=${user.email} kind=${kind} code=${code}`);
  return code;
}

/**
 * Spends a code: true when it matches the user's live code of that kind. A wrong guess counts; after
 * {@link CODE_MAX_ATTEMPTS} the code is burnt, so a 6-digit code cannot be brute-forced.
 */
export async function spendCode(
  db: Queryable,
  userId: number,
  kind: CodeKind,
  code: string,
): Promise<boolean> {
  const live = `SELECT id FROM codes WHERE user_id = $1 AND kind = $2 AND used_at IS NULL AND expires_at > now()
    ORDER BY id DESC LIMIT 1`;
  // One statement checks and spends, so two requests racing with the same code cannot both succeed.
  const { rows } = await db.query(
    `UPDATE codes SET used_at = now() WHERE id = (${live}) AND code_hash = $3 RETURNING id`,
    [userId, kind, sha256(code)],
  );
  if (rows.length) return true;
  await db.query(
    `UPDATE codes SET attempts = attempts + 1, used_at = CASE WHEN attempts + 1 >= $3 THEN now() END
      WHERE id = (${live})`,
    [userId, kind, CODE_MAX_ATTEMPTS],
  );
  return false;
}

/** The user a confirmation token belongs to (the token alone identifies them), spending it. */
export async function spendConfirmToken(db: Queryable, token: string): Promise<number | null> {
  const { rows } = await db.query<{ user_id: number }>(
    `UPDATE codes SET used_at = now()
      WHERE kind = 'CONFIRM' AND code_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
    [sha256(token)],
  );
  return rows[0]?.user_id ?? null;
}

/**
 * The bot's side of linking a Telegram username (designed; `POST /api/dev/telegram-bot` plays it): a message
 * `text` from the Telegram account `from` links that name to the account that set it and holds the code, and
 * drops every other account's claim on the name. The code may come alone or after `/start`. A wrong code counts as
 * a wrong guess on each claiming account's live code (burnt after {@link CODE_MAX_ATTEMPTS}). Answers the e-mail of
 * the account linked, or null.
 */
export async function linkTelegram(db: Db, from: string, text: string): Promise<string | null> {
  const name = from.trim().replace(/^@/, '');
  const code = text.trim().replace(/^\/start\s+/, '');
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number; email: string }>(
      `SELECT id, email FROM users WHERE lower(telegram_username) = lower($1) AND NOT telegram_linked ORDER BY id`,
      [name],
    );
    for (const user of rows) {
      if (!(await spendCode(tx, user.id, 'TELEGRAM', code))) continue;
      await tx.query('UPDATE users SET telegram_linked = TRUE WHERE id = $1', [user.id]);
      await tx.query(
        `UPDATE users SET telegram_username = NULL WHERE lower(telegram_username) = lower($1) AND id <> $2`,
        [name, user.id],
      );
      return user.email;
    }
    return null;
  });
}
