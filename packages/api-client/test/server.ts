// A real HTTP server on 127.0.0.1:0 for the network paths: every request is recorded as the server saw it.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, vi } from 'vitest';

export interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: string;
  /** The body parsed as JSON, or undefined when empty. */
  json: unknown;
}

export type Handler = (req: Seen, res: ServerResponse) => void | Promise<void>;

export interface TestServer {
  url: string;
  seen: Seen[];
  /** Requests to one path. */
  to(path: string): Seen[];
  handle(handler: Handler): void;
  close(): Promise<void>;
}

/** Sends a JSON answer (a string body is sent as it is). */
export function reply(
  res: ServerResponse,
  status: number,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body));
}

export async function startServer(handler: Handler = (_, res) => reply(res, 200, { ok: true })) {
  let current = handler;
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const body = Buffer.concat(chunks).toString('utf8');
      const entry: Seen = {
        method: req.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body,
        json: body && req.headers['content-type']?.includes('json') ? JSON.parse(body) : undefined,
      };
      seen.push(entry);
      void current(entry, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const result: TestServer = {
    url: `http://127.0.0.1:${port}`,
    seen,
    to: (path) => seen.filter((s) => s.path === path),
    handle: (h) => {
      current = h;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return result;
}

/**
 * Lets real I/O run until `done()` holds. It turns the event loop with setImmediate and measures with
 * performance.now, which the tests' fake timers leave alone, so it works with the clock frozen.
 */
export async function until(done: () => boolean, what = 'condition'): Promise<void> {
  const deadline = performance.now() + 5_000;
  while (!done()) {
    if (performance.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** A call's outcome as a value: `{ ok: true, value }` or `{ ok: false, error }`, so a test can await a failure. */
export const settle = (p: Promise<unknown>): Promise<{ ok: boolean; value?: unknown; error?: unknown }> =>
  p.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  );

/** The shortest backoff (random() = 0: 0.4 of each step), so a refresh's retries come within a second. */
export const quickBackoff = () => vi.spyOn(Math, 'random').mockReturnValue(0);

/** The fake clock for transport tests: timers and Date, never setImmediate or performance (real I/O needs them). */
export const FAKE_CLOCK: { toFake: ('setTimeout' | 'clearTimeout' | 'Date')[] } = {
  toFake: ['setTimeout', 'clearTimeout', 'Date'],
};

/**
 * A fresh server for each test of the file: `serveEachTest((s) => (server = s))`. Fake timers and spies are
 * reset first, so a test that faked the clock cannot leave a stalled timer to the next one.
 */
export function serveEachTest(set: (server: TestServer) => void, handler?: Handler) {
  let current: TestServer | undefined;
  beforeEach(async () => {
    current = await startServer(handler);
    set(current);
  });
  afterEach(async () => {
    // Spies on setTimeout wrap whichever setTimeout was current: restore them before the real clock returns.
    vi.restoreAllMocks();
    vi.useRealTimers();
    await current?.close();
  });
}
