import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncodings, serveCabinet } from '../src/static';

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';
const SCRIPT = 'export const answer = 42;'.repeat(40);
const LOGIN =
  '<!doctype html><html data-boot-after-paint><body><div id="root"><h1>Sign in</h1></div></body></html>';

/** A built cabinet in miniature: what `vite build` leaves in dist/ (hashed assets with .br/.gz copies). */
function writeBuild(dir: string) {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  mkdirSync(join(dir, '.vite'), { recursive: true });
  const files: Record<string, string> = {
    'index.html': INDEX,
    'login.html': LOGIN,
    'assets/index-abc123.js': SCRIPT,
    'assets/index-abc123.js.map': '{"version":3}',
    'runtime-config.json': '{"apiBaseUrl":""}',
    '.vite/manifest.json': '{}',
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  for (const name of ['index.html', 'assets/index-abc123.js']) {
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(files[name]!));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(files[name]!));
  }
  writeFileSync(join(dir, 'favicon.ico'), Buffer.from([0, 0, 1, 0, 1, 0]));
}

describe('serving the built cabinet', () => {
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'adnet-static-'));
    writeBuild(dir);
    app = Fastify();
    serveCabinet(app, dir);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends the brotli copy to a browser that accepts it, gzip to one that only takes gzip', async () => {
    const br = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/^text\/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 4);

    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the file as it is when no coding is accepted (or br is refused with q=0 and gzip absent)', async () => {
    for (const header of [undefined, 'identity', 'br;q=0, deflate']) {
      const plain = await get('/assets/index-abc123.js', header);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['vary']).toMatch(/accept-encoding/i);
      expect(plain.body).toBe(SCRIPT);
    }
  });

  it('caches hashed assets for a year and revalidates index.html and the runtime config', async () => {
    expect((await get('/assets/index-abc123.js', 'br')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    const html = await get('/', 'br');
    expect(html.headers['cache-control']).toBe('no-cache');
    expect(html.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(html.rawPayload).toString()).toBe(INDEX);
    const config = await get('/runtime-config.json', 'br, gzip');
    expect(config.headers['cache-control']).toBe('no-cache');
    expect(config.headers['content-encoding']).toBeUndefined();
    expect(config.json()).toEqual({ apiBaseUrl: '' });
  });

  it('answers route paths with index.html, with the security headers', async () => {
    const page = await get('/campaigns/12/edit', 'gzip');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(gunzipSync(page.rawPayload).toString()).toBe(INDEX);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('answers a route path with its prerendered page when the build wrote one (/login -> login.html)', async () => {
    for (const url of ['/login', '/login/', '/login?next=%2Fwallet']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toBe(LOGIN);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(page.headers['content-security-policy'], url).toContain("script-src 'self'");
    }
    // Every other route still gets the app's index.html, and nothing outside the build is reachable that way.
    for (const url of ['/', '/registration', '/login/extra']) expect((await get(url)).body, url).toBe(INDEX);
    expect((await get('/..%2Flogin')).statusCode).toBe(404);
  });

  it('serves the real favicon and 404s missing files instead of sending index.html', async () => {
    const icon = await get('/favicon.ico');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/x-icon');
    expect((await get('/apple-touch-icon.png')).statusCode).toBe(404);
    expect((await get('/assets/gone-123.js')).statusCode).toBe(404);
  });

  it('never serves source maps, the manifest or the compressed copies by name', async () => {
    for (const url of [
      '/assets/index-abc123.js.map',
      '/.vite/manifest.json',
      '/assets/index-abc123.js.br',
      '/index.html.gz',
      '/assets/%2e%2e/%2e%2e/package.json',
    ])
      expect((await get(url)).statusCode, url).toBe(404);
  });
});

describe('Accept-Encoding', () => {
  it('reads codings with their weights', () => {
    expect([...acceptedEncodings('gzip, deflate, br')]).toEqual(['gzip', 'deflate', 'br']);
    expect(acceptedEncodings('br;q=0, gzip;q=0.5').has('br')).toBe(false);
    expect(acceptedEncodings('BR;Q=1').has('br')).toBe(true);
    expect(acceptedEncodings(undefined).size).toBe(0);
  });
});
