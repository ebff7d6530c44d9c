import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SandboxConfig } from './config';
import { ApiFailure, notFound } from './errors';

/**
 * The header the cabinet's client sends on every state-changing request (`CSRF_HEADER` of `@adnet/api-client`,
 * which this package may import only as types; a test checks the two agree).
 */
export const CSRF_HEADER = 'x-adnet-csrf';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a `Host` header names this machine: `127.x.x.x`, `localhost` or `[::1]`, with any port. */
export function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false;
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname;
  } catch {
    return false;
  }
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/**
 * Whether the dev-only surface (the `/api/dev/*` endpoints, the `x-sandbox-fault` and `x-sandbox-access-ttl`
 * headers) is open to this request: dev mode, and a loopback `Host`. A page of another site that rebinds its DNS
 * name to 127.0.0.1 reaches the sandbox with its own name in `Host`, and finds none of it.
 */
export const devAllowed = (config: Pick<SandboxConfig, 'dev'>, request: FastifyRequest) =>
  config.dev && isLoopbackHost(request.headers.host);

/**
 * A dev-only stand-in for the client's address (loopback `Host`, dev mode, like the fault header): the
 * address-keyed rate limits (sign-ins, codes mailed, registrations per address) count a request carrying it apart
 * from every other, as if it came from its own machine. The e2e suites run every test as its own client, so tests
 * sharing 127.0.0.1, in any order and on several workers, never use up each other's limits, and no test has to
 * forget another's counts. It changes no limit: a client with the
 * header is limited exactly as one without. Ignored elsewhere (a real client cannot pick its own address).
 */
export const CLIENT_HEADER = 'x-sandbox-client';

/** The address the address-keyed limits count this request under: `request.ip`, or that and the dev client tag. */
export function clientAddress(config: Pick<SandboxConfig, 'dev'>, request: FastifyRequest): string {
  const tag = request.headers[CLIENT_HEADER];
  return typeof tag === 'string' && tag !== '' && devAllowed(config, request)
    ? `${request.ip}#${tag.slice(0, 200)}`
    : request.ip;
}

/**
 * The origins whose pages may change state: the sandbox's own (the cabinet is served from it) and the configured
 * ones (the Vite dev server, which proxies `/api` without rewriting `Host`).
 */
function originAllowed(request: FastifyRequest, config: Pick<SandboxConfig, 'allowedOrigins'>) {
  const origin = request.headers.origin;
  // No Origin: not a browser's cross-site request (browsers send it on every POST, PUT, PATCH and DELETE).
  if (origin === undefined) return true;
  return origin === `${request.protocol}://${request.headers.host}` || config.allowedOrigins.includes(origin);
}

/** Calls outside the CSRF rule: the upload PUT carries no cookies (its one-time token is its authorization). */
const cookieless = (route: string) => route.startsWith('/api/public/uploads/');

/**
 * The path pattern of the route that will answer this request (`/api/dev/outbox`, `/api/campaigns/:id`, the
 * `/api/*` catch-all), or `''` when none matched. Guards decide by it, never by the raw URL: the router matches
 * the *decoded* path, so `/%61pi/dev/outbox` is the outbox route, which a check of `request.url` let through.
 */
export const matchedRoute = (request: FastifyRequest): string => request.routeOptions.url ?? '';

/**
 * CSRF beyond SameSite (designed): every state-changing `/api` request needs the {@link CSRF_HEADER} (a page of
 * another site cannot add a custom header without a CORS preflight the API never grants) and, when the browser
 * names its `Origin`, one of ours. Refused with 403 before any handler or fault runs. The dev endpoints need only
 * the origin check (tests call them with plain requests) and answer 404 to a `Host` that is not loopback. A call
 * with a personal API token in `Authorization` (an integration, not a browser session) needs no CSRF header.
 */
export function installRequestGuards(app: FastifyInstance, config: SandboxConfig) {
  app.addHook('onRequest', async (request) => {
    const route = matchedRoute(request);
    if (!route.startsWith('/api/')) return;
    const dev = route.startsWith('/api/dev/');
    if (dev && !devAllowed(config, request)) throw notFound('Endpoint');
    if (!STATE_CHANGING.has(request.method) || cookieless(route)) return;
    if (!originAllowed(request, config))
      throw new ApiFailure(403, { error: 'FOREIGN_ORIGIN', message: 'This request comes from another site' });
    // A request with an `Authorization` header is authenticated by it alone (a personal API token; the cookies
    // are not looked at), and no other site's page can add that header without the preflight either.
    if (!dev && request.headers[CSRF_HEADER] === undefined && request.headers.authorization === undefined)
      throw new ApiFailure(403, {
        error: 'CSRF_HEADER_MISSING',
        message: `A state-changing request needs the ${CSRF_HEADER} header`,
      });
  });
}
