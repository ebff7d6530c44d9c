import type { FastifyInstance } from 'fastify';
import type { Db } from '../db';
import type { SandboxConfig } from '../config';
import { clearSessionCookies, currentUser, issueSession, REFRESH_COOKIE } from '../auth';
import { sha256 } from '../crypto';
import { verifyPassword } from '../crypto';
import { LATEST_TERMS_VERSION } from '../seed';

export function accountRoutes(app: FastifyInstance, db: Db, config: SandboxConfig) {
  app.post('/api/public/user/auth', async (request, reply) => {
    const body = request.body as { email?: unknown; password?: unknown } | undefined;
    if (typeof body?.email !== 'string' || typeof body.password !== 'string') {
      return reply
        .code(400)
        .send({ error: 'VALIDATION_ERROR', fields: { email: 'required', password: 'required' } });
    }
    const { rows } = await db.query<{ id: number; password_hash: string; confirmed: boolean }>(
      'SELECT id, password_hash, confirmed FROM users WHERE lower(email) = lower($1)',
      [body.email],
    );
    const user = rows[0];
    if (!user || !(await verifyPassword(body.password, user.password_hash))) {
      return reply.code(400).send({ error: 'BAD_CREDENTIALS', message: 'Wrong e-mail or password' });
    }
    if (!user.confirmed) return reply.code(403).send({ error: 'EMAIL_NOT_CONFIRMED' });
    await issueSession(db, config, reply, user.id);
    return reply.code(200).send({ ok: true });
  });

  app.post('/api/public/user/auth/refresh', async (request, reply) => {
    const token = request.cookies[REFRESH_COOKIE];
    if (!token) return reply.code(401).send({ error: 'NO_REFRESH' });
    const { rows } = await db.query<{ user_id: number }>(
      'UPDATE sessions SET revoked = TRUE WHERE refresh_hash = $1 AND NOT revoked AND expires_at > now() RETURNING user_id',
      [sha256(token)],
    );
    const session = rows[0];
    if (!session) {
      clearSessionCookies(reply);
      return reply.code(401).send({ error: 'REFRESH_INVALID' });
    }
    await issueSession(db, config, reply, session.user_id);
    return reply.code(200).send({ ok: true });
  });

  app.post('/api/logout', async (request, reply) => {
    const token = request.cookies[REFRESH_COOKIE];
    if (token) await db.query('UPDATE sessions SET revoked = TRUE WHERE refresh_hash = $1', [sha256(token)]);
    const access = request.cookies['adn_access'];
    if (access) await db.query('DELETE FROM access_tokens WHERE token_hash = $1', [sha256(access)]);
    clearSessionCookies(reply);
    return reply.code(200).send({ ok: true });
  });

  app.get('/api/user/self', async (request, reply) => {
    const authed = await currentUser(db, request);
    if (!authed) return reply.code(401).send({ error: 'UNAUTHORIZED' });
    const { rows } = await db.query<{
      id: number;
      email: string;
      username: string;
      role: string;
      roles: string[];
      terms_version: number | null;
    }>('SELECT id, email, username, role, roles, terms_version FROM users WHERE id = $1', [authed.id]);
    const u = rows[0]!;
    return {
      id: u.id,
      email: u.email,
      username: u.username,
      role: u.role,
      roles: u.roles,
      operator: null,
      agency: null,
      flags: { activeFeatures: [], disabledFeatures: [] },
      termsVersion: u.terms_version,
      latestTermsVersion: LATEST_TERMS_VERSION,
    };
  });
}
