import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Precompressed copies the cabinet build writes beside each text asset, in the order they are preferred. */
const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

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

/** The codings a request accepts (`br;q=0` refuses br), lower-cased. */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

/**
 * Sends one file of the build: its precompressed copy when the client accepts one (`Content-Encoding` and
 * `Vary: Accept-Encoding`), the file itself otherwise. Files under `/assets/` carry a content hash in their name, so
 * they are cached for a year and never revalidated; everything else (index.html, runtime-config.json, favicon,
 * theme script) is `no-cache`: revalidated every time, so a deploy shows at once.
 */
function sendFile(request: FastifyRequest, reply: FastifyReply, file: string, hashed: boolean) {
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  let body = file;
  let compressible = false;
  for (const [coding, suffix] of ENCODINGS) {
    if (!existsSync(file + suffix)) continue;
    compressible = true;
    if (accepted.has(coding) || accepted.has('*')) {
      body = file + suffix;
      reply.header('content-encoding', coding);
      break;
    }
  }
  // Any copy existing means the answer depends on Accept-Encoding, identity answers included.
  if (compressible) reply.header('vary', 'accept-encoding');
  return reply.type(type).send(readFileSync(body));
}

/**
 * Serves the built cabinet from `dir` on the same origin as the API, with an SPA fallback to index.html for
 * route paths; a route path with a prerendered page of its own (`/login` -> `login.html`) gets that page. Never served: source maps and dot-folders (the build moves them out of `dist/` anyway; this is the
 * second lock), and the `.br`/`.gz` copies by their own names. A missing file that has an extension (`/x.png`,
 * `/favicon.ico`) is a 404, not index.html.
 */
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
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(request.url.split('?')[0] ?? '/');
    } catch {
      return reply.code(400).type('text/plain').send('Bad path');
    }
    const file = normalize(join(root, urlPath));
    const hidden =
      /\.(map|br|gz)$/.test(urlPath) || urlPath.split('/').some((segment) => segment.startsWith('.'));
    const inside = file.startsWith(root + sep);
    if (!hidden && inside && existsSync(file) && statSync(file).isFile())
      return sendFile(request, reply, file, urlPath.startsWith('/assets/'));
    if (hidden || extname(urlPath)) return reply.code(404).type('text/plain').send('Not found');
    // A page the build prerendered (`/login` -> login.html: the cabinet's build-static-pages.ts), else the app.
    const page = normalize(join(root, `${urlPath.replace(/\/+$/, '')}.html`));
    if (urlPath !== '/' && page.startsWith(root + sep) && existsSync(page) && statSync(page).isFile())
      return sendFile(request, reply, page, false);
    return sendFile(request, reply, index, false);
  });
}
