import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import type { SandboxConfig } from './config';
import type { Db } from './db';
import { ApiFailure } from './errors';
import { installFaults } from './faults';
import { installLimits } from './limits';
import {
  CLIENT_HEADER,
  clientAddress,
  CSRF_HEADER,
  installRequestGuards,
  matchedRoute,
} from './request-guards';
import { IDEMPOTENCY_KEY_HEADER } from './idempotency';
import { createRouter, type Deps } from './route';
import { accountRoutes } from './routes/account';
import { adminRoutes } from './routes/admin';
import { audienceRoutes } from './routes/audiences';
import { campaignRoutes } from './routes/campaigns';
import { devRoutes } from './routes/dev';
import { legalInfoRoutes } from './routes/legal-info';
import { moneyRoutes } from './routes/money';
import { salesRoutes } from './routes/sales';
import { statisticsRoutes } from './routes/statistics';
import { supportRoutes } from './routes/support';
import { trackingRoutes } from './routes/tracking';
import { fileRoutes, uploadUrlRoutes } from './routes/uploads';
import { serveCabinet } from './static';
import { MAX_JSON_DEPTH, nestedDeeperThan } from './validate';

/** The request headers a cabinet on an allowed origin may send across origins (its client's). */
export const CORS_REQUEST_HEADERS = [
  'accept',
  'accept-language',
  'content-type',
  CSRF_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  'x-tracking-visitor-id',
  'x-tracking-utm-source',
  'x-tracking-utm-medium',
  'x-tracking-utm-campaign',
] as const;

/** The dev knobs' request headers (faults.ts, the access lifetime, request-guards.ts's client tag). */
const DEV_HEADERS = ['x-sandbox-fault', 'x-sandbox-access-ttl', 'x-sandbox-client'];

/** JSON bodies larger than this are refused with 413 (files go through the upload route, which has its own). */
export const JSON_BODY_LIMIT = 2 * 1024 * 1024;

/** The body of a failure Fastify itself raised (bad JSON, wrong content type, body too large). */
function frameworkFailure(error: FastifyError): ApiFailure | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiFailure(413, { error: 'TOO_LARGE', message: 'The request body is too large' });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiFailure(415, {
        error: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Send JSON (content-type: application/json)',
      });
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiFailure(400, {
        error: 'VALIDATION_ERROR',
        message: 'The body is empty',
        fields: { body: 'is required' },
      });
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiFailure(400, {
        error: 'BAD_REQUEST',
        message: 'The content length does not match the body',
      });
  }
  // The JSON parser throws a SyntaxError (or a prototype-poisoning error) with status 400.
  if (error.statusCode === 400)
    return new ApiFailure(400, { error: 'MALFORMED_JSON', message: 'The body is not valid JSON' });
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
    return new ApiFailure(error.statusCode, { error: error.code ?? 'BAD_REQUEST', message: error.message });
  return null;
}

/** Builds the HTTP app over an open database; `main.ts` listens, tests use `app.inject` or listen on port 0. */
export async function buildServer(db: Db, config: SandboxConfig): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, bodyLimit: JSON_BODY_LIMIT });
  await app.register(cookie);
  // Fastify's own JSON parser (prototype poisoning refused), after a depth check on the text that no stack can fail.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (nestedDeeperThan(body as string, MAX_JSON_DEPTH))
      return done(
        new ApiFailure(400, {
          error: 'TOO_DEEP',
          message: `The body nests more than ${MAX_JSON_DEPTH} levels of arrays and objects`,
        }),
        undefined,
      );
    return parseJson(request, body as string, done);
  });
  // A cabinet served from another origin (its own static host) calls the API with its cookies: CORS with credentials
  // for the configured origins only, letting through the headers the client sends (the anti-CSRF header, the
  // idempotency key, the tracking headers) and showing it the ones it reads. Every other origin gets no CORS
  // header, so its page can neither read an answer nor send a custom header (request-guards.ts).
  await app.register(cors, {
    origin: (origin, done) => done(null, origin !== undefined && config.allowedOrigins.includes(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // In dev mode the per-request knobs too (fault, access lifetime, client tag), which a test browser adds.
    allowedHeaders: [...CORS_REQUEST_HEADERS, ...(config.dev ? DEV_HEADERS : [])],
    exposedHeaders: ['retry-after', 'idempotent-replayed'],
    maxAge: 600,
  });
  const limits = await installLimits(app, config.rateLimits, (request) => clientAddress(config, request));
  const deps: Deps = { db, config, limits };
  // A copy: `PUT /api/dev/faults` changes it at run time.
  const faults = { ...config.faults };
  // Before the faults: a request refused as cross-site is refused whatever fault was asked for.
  installRequestGuards(app, config);
  installFaults(app, config, faults);

  app.setErrorHandler((error: FastifyError, _request, reply) => {
    const failure = error instanceof ApiFailure ? error : frameworkFailure(error);
    if (failure) return reply.code(failure.status).headers(failure.headers).send(failure.body);
    console.error(error);
    return reply.code(500).send({ error: 'INTERNAL', message: 'The sandbox failed; its log says why' });
  });
  app.addHook('onSend', async (request, reply, payload) => {
    // API answers are personal: never cached, never sniffed (by the route answering, however its path was spelt).
    const route = matchedRoute(request);
    if (route.startsWith('/api/') && !route.startsWith('/api/public/files/')) {
      reply.header('cache-control', 'no-store');
      reply.header('x-content-type-options', 'nosniff');
    }
    return payload;
  });

  if (config.accessLog)
    app.addHook('onResponse', async (request, reply) => {
      if (!request.url.startsWith('/api/') || request.url === '/api/public/health') return;
      const tag = request.headers[CLIENT_HEADER];
      console.log(
        `${request.method} ${request.url.slice(0, 300)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms` +
          (typeof tag === 'string' ? ` [${tag.slice(0, 80)}]` : ''),
      );
    });
  app.get('/api/public/health', async () => ({ ok: true }));
  const router = createRouter(app, deps);
  accountRoutes(router, deps);
  moneyRoutes(router, deps);
  legalInfoRoutes(router, deps);
  campaignRoutes(router, deps);
  audienceRoutes(router, deps);
  statisticsRoutes(router, deps);
  uploadUrlRoutes(router, deps);
  trackingRoutes(router, deps);
  adminRoutes(router, deps);
  supportRoutes(router, deps);
  salesRoutes(router, deps);
  await fileRoutes(app, deps);
  if (config.dev) devRoutes(app, deps, faults);
  app.all('/api/*', async (_request, reply) =>
    reply.code(404).send({ error: 'NOT_FOUND', message: 'No such endpoint' }),
  );
  serveCabinet(app, config.staticDir);
  return app;
}
