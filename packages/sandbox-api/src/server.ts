import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import type { SandboxConfig } from './config';
import type { Db } from './db';
import { accountRoutes } from './routes/account';
import { serveCabinet } from './static';

export interface Sandbox {
  app: FastifyInstance;
  db: Db;
}

/** Builds the HTTP app over an open database; `main.ts` listens, tests use `app.inject` or listen on port 0. */
export async function buildServer(db: Db, config: SandboxConfig): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, bodyLimit: 2 * 1024 * 1024 });
  await app.register(cookie);
  app.get('/api/public/health', async () => ({ ok: true }));
  accountRoutes(app, db, config);
  app.all('/api/*', async (_request, reply) => reply.code(404).send({ error: 'NOT_FOUND' }));
  serveCabinet(app, config.staticDir);
  return app;
}
