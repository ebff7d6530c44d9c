import { describe, expect, it, vi } from 'vitest';
import { createApiClient, isAbortError, REQUEST_TIMEOUT_MS, type UploadProgress } from '../src';
import { FAKE_CLOCK, reply, serveEachTest, type TestServer } from './server';

let server!: TestServer;
serveEachTest(
  (s) => (server = s),
  (req, res) => {
    if (req.path.startsWith('/api/upload/')) {
      return reply(res, 200, {
        uploadUrl: `${server.url}/blob/k-${server.seen.length}`,
        downloadUrl: `${server.url}/files/k-${server.seen.length}`,
        unique_key: `k-${server.seen.length}`,
      });
    }
    if (req.method === 'PUT') return reply(res, 200);
    return reply(res, 404);
  },
);

/**
 * A stand-in XMLHttpRequest: records what it is asked to send and lets the test drive its events, the way a
 * browser would (upload progress, load, abort). Node has no XMLHttpRequest.
 */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true });
  }
  finish(status: number) {
    this.status = status;
    this.onload?.();
  }
}
const xhr = () => new FakeXhr() as unknown as XMLHttpRequest;
const sent = () => {
  if (!FakeXhr.last) throw new Error('no XMLHttpRequest was made');
  return FakeXhr.last;
};
const settled = async () => {
  for (let i = 0; i < 200 && !FakeXhr.last?.method; i += 1) await new Promise((r) => setImmediate(r));
};

describe('uploads', () => {
  it('gets an upload URL, PUTs the file with its content type, and returns the stored asset (fetch, real server)', async () => {
    const file = new File(['hello image'], 'banner.png', { type: 'image/png' });
    const progress: UploadProgress[] = [];
    const asset = await createApiClient({ baseUrl: server.url }).uploads.image(file, {
      onProgress: (p) => progress.push(p),
    });
    const [urlCall, put] = server.seen;
    expect(urlCall).toMatchObject({ method: 'POST', path: '/api/upload/image' });
    expect(urlCall?.json).toEqual({ fileName: 'banner.png', contentType: 'image/png', size: 11 });
    expect(put).toMatchObject({ method: 'PUT', path: '/blob/k-1', body: 'hello image' });
    expect(put?.headers['content-type']).toBe('image/png');
    // The upload URL authorizes itself: no session cookie goes to it.
    expect(put?.headers.cookie).toBeUndefined();
    expect(asset).toEqual({ cloudId: 'k-1', downloadUrl: `${server.url}/files/k-1` });
    expect(progress).toEqual([{ loaded: 11, total: 11 }]);
  });

  it('counts the file’s PUT as a call in flight for onCallStart, as the URL call before it', async () => {
    const file = new File(['hello image'], 'banner.png', { type: 'image/png' });
    const log: string[] = [];
    await createApiClient({
      baseUrl: server.url,
      onCallStart: () => {
        log.push(`start ${server.seen.length}`);
        return () => log.push(`end ${server.seen.length}`);
      },
    }).uploads.image(file);
    // The URL call (seen 1 on its end), then the PUT (started after it, ended once the server had it).
    expect(log).toEqual(['start 0', 'end 1', 'start 1', 'end 2']);
  });

  it('a support picture asks its URL by support id', async () => {
    const file = new File(['p'], 'screen.jpg', { type: 'image/jpeg' });
    await createApiClient({ baseUrl: server.url }).uploads.supportPicture(12, file);
    expect(server.seen[0]?.path).toBe('/api/upload/support/12/picture');
    expect(server.seen[1]?.headers['content-type']).toBe('image/jpeg');
  });

  it('with XMLHttpRequest: progress events, content type, no credentials', async () => {
    FakeXhr.last = undefined;
    const file = new File(['0123456789'], 'clip.mp4', { type: 'video/mp4' });
    const progress: UploadProgress[] = [];
    const upload = createApiClient({ baseUrl: server.url, xhr }).uploads.video(file, {
      onProgress: (p) => progress.push(p),
    });
    await settled();
    const request = sent();
    expect(request).toMatchObject({ method: 'PUT', url: `${server.url}/blob/k-1`, withCredentials: false });
    expect(request.headers).toEqual({ 'content-type': 'video/mp4' });
    expect(request.body).toBe(file);
    request.progress(4, 10);
    request.progress(10, 10);
    request.finish(200);
    await expect(upload).resolves.toEqual({ cloudId: 'k-1', downloadUrl: `${server.url}/files/k-1` });
    expect(progress).toEqual([
      { loaded: 4, total: 10 },
      { loaded: 10, total: 10 },
    ]);
  });

  it('abort: the caller’s signal stops the PUT and the call rejects with the abort', async () => {
    FakeXhr.last = undefined;
    const controller = new AbortController();
    const upload = createApiClient({ baseUrl: server.url, xhr })
      .uploads.image(new File(['x'], 'a.png', { type: 'image/png' }), { signal: controller.signal })
      .catch((e: unknown) => e);
    await settled();
    controller.abort();
    const error = await upload;
    expect(sent().aborted).toBe(true);
    expect(isAbortError(error)).toBe(true);
  });

  it('a PUT the storage refuses is an HTTP error with its status', async () => {
    FakeXhr.last = undefined;
    const upload = createApiClient({ baseUrl: server.url, xhr })
      .uploads.image(new File(['x'], 'a.png', { type: 'image/png' }))
      .catch((e: unknown) => e);
    await settled();
    sent().responseText = 'expired';
    sent().finish(403);
    expect(await upload).toEqual({ status: 403, data: 'expired' });
  });

  it('a PUT without progress for 30 s is a TIMEOUT_ERROR; progress keeps it alive', async () => {
    FakeXhr.last = undefined;
    vi.useFakeTimers(FAKE_CLOCK);
    let result: unknown;
    void createApiClient({ baseUrl: server.url, xhr })
      .uploads.video(new File(['x'], 'big.mp4', { type: 'video/mp4' }))
      .catch((e: unknown) => (result = e));
    await settled();
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    sent().progress(1, 100);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(result).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toMatchObject({ status: 'TIMEOUT_ERROR' });
  });
});
