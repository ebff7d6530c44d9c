import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from './db';
import type { SandboxConfig } from './config';
import { newToken, sha256 } from './crypto';

export const ACCESS_COOKIE = 'adn_access';
export const REFRESH_COOKIE = 'adn_refresh';
/** The refresh cookie is sent only to the refresh call (and logout, which revokes it). */
export const REFRESH_COOKIE_PATHS = ['/api/public/user/auth/refresh', '/api/logout'] as const;

export interface AuthedUser {
  id: number;
  email: string;
}

/** Issues a fresh access credential and a new refresh credential (the old one, if any, is revoked). */
export async function issueSession(db: Db, config: SandboxConfig, reply: FastifyReply, userId: number) {
  const access = newToken();
  const refresh = newToken();
  await db.query(
    `INSERT INTO access_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`,
    [sha256(access), userId, config.accessTtlSeconds],
  );
  await db.query(
    `INSERT INTO sessions (refresh_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`,
    [sha256(refresh), userId, config.refreshTtlSeconds],
  );
  reply.setCookie(ACCESS_COOKIE, access, {
    httpOnly: true,
    sameSite: 'strict',
    path: '/api',
    maxAge: config.accessTtlSeconds,
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

/** The signed-in user behind the access cookie, or null when it is missing, unknown or expired. */
export async function currentUser(db: Db, request: FastifyRequest): Promise<AuthedUser | null> {
  const token = request.cookies[ACCESS_COOKIE];
  if (!token) return null;
  const { rows } = await db.query<AuthedUser>(
    `SELECT u.id, u.email FROM access_tokens t JOIN users u ON u.id = t.user_id WHERE t.token_hash = $1 AND t.expires_at > now()`,
    [sha256(token)],
  );
  return rows[0] ?? null;
}
