import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Viewer } from './access';
import type { Db, Queryable } from './db';
import type { SandboxConfig } from './config';
import { newToken, sha256 } from './crypto';

export const ACCESS_COOKIE = 'adn_access';
export const REFRESH_COOKIE = 'adn_refresh';
/** The refresh cookie is sent only to the refresh call (and logout, which revokes it). */
export const REFRESH_COOKIE_PATHS = ['/api/public/user/auth/refresh', '/api/logout'] as const;

/**
 * Issues a fresh access credential and a new refresh credential. `accessTtl` overrides the configured lifetime
 * for this session (the `x-sandbox-access-ttl` knob); the refresh keeps it, so a test can watch several refreshes.
 * `family` names the sign-in the credentials descend from: a sign-in starts a new one, a refresh continues it;
 * `parent` is the hash of the refresh credential a refresh rotated (see {@link refreshSession}).
 */
export async function issueSession(
  db: Queryable,
  config: SandboxConfig,
  reply: FastifyReply,
  userId: number,
  accessTtl: number | null,
  family: string = newToken(),
  parent: string | null = null,
) {
  const access = newToken();
  const refresh = newToken();
  const ttl = accessTtl ?? config.accessTtlSeconds;
  await db.query(
    `INSERT INTO access_tokens (token_hash, user_id, expires_at, family, session_hash)
     VALUES ($1, $2, now() + make_interval(secs => $3), $4, $5)`,
    [sha256(access), userId, ttl, family, sha256(refresh)],
  );
  await db.query(
    `INSERT INTO sessions (refresh_hash, user_id, expires_at, access_ttl, family, parent)
     VALUES ($1, $2, now() + make_interval(secs => $3), $4, $5, $6)`,
    [sha256(refresh), userId, config.refreshTtlSeconds, accessTtl, family, parent],
  );
  // The cookie outlives the credential a little: an expired credential must reach the server and get a 401
  // (which makes the client refresh) rather than vanish and look like "never signed in".
  reply.setCookie(ACCESS_COOKIE, access, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/api',
    maxAge: Math.max(ttl, 60) + 60,
  });
  for (const path of REFRESH_COOKIE_PATHS) {
    reply.setCookie(REFRESH_COOKIE, refresh, {
      httpOnly: true,
      sameSite: 'strict',
      path,
      maxAge: config.refreshTtlSeconds,
    });
  }
}

export function clearSessionCookies(reply: FastifyReply) {
  reply.clearCookie(ACCESS_COOKIE, { path: '/api' });
  for (const path of REFRESH_COOKIE_PATHS) reply.clearCookie(REFRESH_COOKIE, { path });
}

/** Ends one sign-in: every refresh credential of the family and its access credentials (logout, reuse). */
export async function revokeFamily(db: Queryable, family: string) {
  await db.query('UPDATE sessions SET revoked = TRUE WHERE family = $1', [family]);
  await db.query('DELETE FROM access_tokens WHERE family = $1', [family]);
}

/** What presenting a refresh credential comes to (see {@link refreshSession}). */
export type RefreshOutcome =
  | { kind: 'ok'; userId: number; accessTtl: number | null; family: string; parent: string }
  | { kind: 'invalid' }
  | { kind: 'reused' };

/**
 * Rotation with a grace window, lost answers forgiven and reuse detection (designed), decided and written in one
 * transaction:
 * - a live credential is rotated (marked `rotated_at`, used, revoked) and the family continues with a new pair;
 * - a credential rotated less than `graceSeconds` ago, in a family still alive, gets a new pair as well: two tabs
 *   that refreshed at once both stay signed in;
 * - a credential rotated longer ago whose successor nobody has used (neither presented it nor signed a request with
 *   the access credential that came with it) is the client retrying a refresh whose answer it never got (a timeout,
 *   a dropped connection): it gets a new pair, and the successors nobody received are retired (`superseded`);
 * - otherwise it is reuse: only a copy can still hold it (a stolen cookie), so the whole family is revoked, which
 *   signs out the thief and the owner alike instead of silently evicting the owner. A retired successor presented
 *   later is reuse too: its holder received it after all, so the "retry" that retired it came from a copy;
 * - anything else (unknown, expired, signed out, blocked) is invalid.
 */
export async function refreshSession(
  db: Db,
  token: string,
  graceSeconds: number,
  /** Issues the new pair inside the same transaction, so a second refresh sees the family alive. */
  issue: (tx: Queryable, ok: Extract<RefreshOutcome, { kind: 'ok' }>) => Promise<void>,
  /** The time of this refresh: when the credential is rotated, and what its grace window is measured from. */
  now: Date = new Date(),
): Promise<RefreshOutcome> {
  const hash = sha256(token);
  return db.transaction(async (tx): Promise<RefreshOutcome> => {
    const { rows } = await tx.query<{
      user_id: number;
      access_ttl: number | null;
      family: string;
      revoked: boolean;
      superseded: boolean;
      rotated: boolean;
      in_grace: boolean;
      usable: boolean;
      successor_used: boolean;
    }>(
      `SELECT s.user_id, s.access_ttl, s.family, s.revoked, s.superseded, s.rotated_at IS NOT NULL AS rotated,
              s.rotated_at > $3::timestamptz - make_interval(secs => $2) AS in_grace,
              s.expires_at > now() AND NOT u.blocked AS usable,
              EXISTS (SELECT 1 FROM sessions c WHERE c.parent = s.refresh_hash AND c.used) AS successor_used
         FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.refresh_hash = $1`,
      [hash, graceSeconds, now.toISOString()],
    );
    const s = rows[0];
    if (!s || !s.usable) return { kind: 'invalid' };
    const ok = {
      kind: 'ok',
      userId: s.user_id,
      accessTtl: s.access_ttl,
      family: s.family,
      parent: hash,
    } as const;
    if (!s.revoked) {
      // The conditional update is the decision: of two requests with this credential, one rotates it.
      const rotated = await tx.query(
        `UPDATE sessions SET revoked = TRUE, used = TRUE, rotated_at = $2
          WHERE refresh_hash = $1 AND NOT revoked RETURNING 1`,
        [hash, now.toISOString()],
      );
      if (rotated.rows.length) {
        await issue(tx, ok);
        return ok;
      }
    }
    const reused = async (): Promise<RefreshOutcome> => {
      await revokeFamily(tx, s.family);
      return { kind: 'reused' };
    };
    if (s.superseded) return reused();
    if (!s.rotated) return { kind: 'invalid' };
    const alive = await tx.query('SELECT 1 FROM sessions WHERE family = $1 AND NOT revoked LIMIT 1', [
      s.family,
    ]);
    if (!alive.rows.length) return { kind: 'invalid' };
    if (s.in_grace) {
      await issue(tx, ok);
      return ok;
    }
    if (s.successor_used) return reused();
    // The answer that carried the successor never arrived: retire what nobody received, then issue again.
    await tx.query(
      `DELETE FROM access_tokens WHERE session_hash IN (SELECT refresh_hash FROM sessions WHERE parent = $1)`,
      [hash],
    );
    await tx.query('UPDATE sessions SET revoked = TRUE, superseded = TRUE WHERE parent = $1', [hash]);
    await issue(tx, ok);
    return ok;
  });
}

/**
 * Notes that the pair an access credential came with reached its client (see {@link refreshSession}); one write
 * per pair, on its first use.
 */
async function markDelivered(db: Db, sessionHash: string) {
  await db.query('UPDATE sessions SET used = TRUE WHERE refresh_hash = $1 AND NOT used', [sessionHash]);
}

/** Revokes every session of a user (after a password reset or a block). */
export async function revokeAll(db: Db, userId: number) {
  await db.query('UPDATE sessions SET revoked = TRUE WHERE user_id = $1', [userId]);
  await db.query('DELETE FROM access_tokens WHERE user_id = $1', [userId]);
}

/** The columns a {@link Viewer} is read from; shared by the session lookup and the admin pages. */
export const VIEWER_COLUMNS = `u.id, u.email, u.username, u.role, u.roles, u.agency_id AS "agencyId",
  u.operator_id AS "operatorId", u.is_publisher AS "isPublisher", u.features_on AS "featuresOn",
  u.features_off AS "featuresOff", u.terms_version AS "termsVersion"`;

/** The secondary role that may hold and use a personal API token. */
export const API_ROLE = 'Allowed to access via API integration';

/**
 * The personal API token of an `Authorization: Bearer <token>` header, `''` for any other `Authorization` value
 * (a malformed or foreign scheme is refused, never taken for "no header"), or null without the header.
 */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header === undefined) return null;
  const match = /^Bearer ([\x21-\x7e]{1,200})$/.exec(header);
  return match ? match[1]! : '';
}

/**
 * The caller: with an `Authorization` header (designed: how an integration sends its personal API token, the way
 * the cabinet's API integration page shows it), the user whose current token it is, who still holds
 * {@link API_ROLE} and is not blocked, and the cookies are not looked at; without one, the signed-in user behind the
 * access cookie. Null (a 401) when the credential is missing, unknown, expired, regenerated away or blocked.
 */
export async function currentUser(db: Db, request: FastifyRequest): Promise<Viewer | null> {
  const personal = bearerToken(request);
  if (personal !== null) {
    if (!personal) return null;
    const { rows } = await db.query<Viewer>(
      `SELECT ${VIEWER_COLUMNS} FROM users u
        WHERE u.personal_token = $1 AND NOT u.blocked AND $2 = ANY(u.roles)`,
      [personal, API_ROLE],
    );
    return rows[0] ?? null;
  }
  const token = request.cookies[ACCESS_COOKIE];
  if (!token) return null;
  const { rows } = await db.query<Viewer & { __session: string | null; __used: boolean | null }>(
    `SELECT ${VIEWER_COLUMNS}, t.session_hash AS "__session", s.used AS "__used"
       FROM access_tokens t JOIN users u ON u.id = t.user_id LEFT JOIN sessions s ON s.refresh_hash = t.session_hash
      WHERE t.token_hash = $1 AND t.expires_at > now() AND NOT u.blocked`,
    [sha256(token)],
  );
  const row = rows[0];
  if (!row) return null;
  const { __session: session, __used: used, ...viewer } = row;
  if (session !== null && used === false) await markDelivered(db, session);
  return viewer;
}
