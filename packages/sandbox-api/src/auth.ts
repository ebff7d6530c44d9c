import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Viewer } from './access';
import type { Db } from './db';
import type { SandboxConfig } from './config';
import { newToken, sha256 } from './crypto';

export const ACCESS_COOKIE = 'adn_access';
export const REFRESH_COOKIE = 'adn_refresh';
/** The refresh cookie is sent only to the refresh call (and logout, which revokes it). */
export const REFRESH_COOKIE_PATHS = ['/api/public/user/auth/refresh', '/api/logout'] as const;

/**
 * Issues a fresh access credential and a new refresh credential. `accessTtl` overrides the configured lifetime
 * for this session (the `x-sandbox-access-ttl` knob); the refresh keeps it, so a test can watch several refreshes.
 */
export async function issueSession(
  db: Db,
  config: SandboxConfig,
  reply: FastifyReply,
  userId: number,
  accessTtl: number | null,
) {
  const access = newToken();
  const refresh = newToken();
  const ttl = accessTtl ?? config.accessTtlSeconds;
  await db.query(
    `INSERT INTO access_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`,
    [sha256(access), userId, ttl],
  );
  await db.query(
    `INSERT INTO sessions (refresh_hash, user_id, expires_at, access_ttl) VALUES ($1, $2, now() + make_interval(secs => $3), $4)`,
    [sha256(refresh), userId, config.refreshTtlSeconds, accessTtl],
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

/** Revokes every session of a user (after a password reset or a block). */
export async function revokeAll(db: Db, userId: number) {
  await db.query('UPDATE sessions SET revoked = TRUE WHERE user_id = $1', [userId]);
  await db.query('DELETE FROM access_tokens WHERE user_id = $1', [userId]);
}

/** The columns a {@link Viewer} is read from; shared by the session lookup and the admin pages. */
export const VIEWER_COLUMNS = `u.id, u.email, u.username, u.role, u.roles, u.agency_id AS "agencyId",
  u.operator_id AS "operatorId", u.is_publisher AS "isPublisher", u.features_on AS "featuresOn",
  u.features_off AS "featuresOff", u.terms_version AS "termsVersion"`;

/** The signed-in user behind the access cookie, or null when it is missing, unknown, expired or blocked. */
export async function currentUser(db: Db, request: FastifyRequest): Promise<Viewer | null> {
  const token = request.cookies[ACCESS_COOKIE];
  if (!token) return null;
  const { rows } = await db.query<Viewer>(
    `SELECT ${VIEWER_COLUMNS} FROM access_tokens t JOIN users u ON u.id = t.user_id
      WHERE t.token_hash = $1 AND t.expires_at > now() AND NOT u.blocked`,
    [sha256(token)],
  );
  return rows[0] ?? null;
}
