import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/**
 * Production headers for the cabinet. `style-src 'unsafe-inline'` is needed because Radix Dialog's scroll lock
 * injects a `<style>` element; scripts stay `'self'` only (the build has no inline script).
 */
export const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "connect-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; '),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
};

/** Serves the built cabinet from `dir` on the same origin as the API, with an SPA fallback to index.html. */
export function serveCabinet(app: FastifyInstance, dir: string) {
  const root = normalize(dir);
  const index = join(root, 'index.html');
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api/'))
      for (const [k, v] of Object.entries(SECURITY_HEADERS)) reply.header(k, v);
  });
  app.get('/*', async (request, reply) => {
    if (!existsSync(index)) {
      return reply.code(503).type('text/plain').send('The cabinet is not built yet: run `pnpm build` first.');
    }
    const urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
    const file = normalize(join(root, urlPath));
    const inside = file.startsWith(root + sep);
    if (inside && existsSync(file) && statSync(file).isFile()) {
      const immutable = urlPath.startsWith('/assets/');
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      return reply.type(TYPES[extname(file)] ?? 'application/octet-stream').send(readFileSync(file));
    }
    if (extname(urlPath) && urlPath.startsWith('/assets/'))
      return reply.code(404).type('text/plain').send('Not found');
    reply.header('cache-control', 'no-cache');
    return reply.type(TYPES['.html']!).send(readFileSync(index));
  });
}
