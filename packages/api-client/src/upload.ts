import { REQUEST_TIMEOUT_MS } from './constants';
import type { UploadProgress } from './domain';
import type { ApiError } from './errors';
import type { CallOptions, Transport } from './transport/transport';

/** Options of a file upload: the call options plus progress events. */
export interface UploadOptions extends CallOptions {
  /** Called as bytes go out (XMLHttpRequest only; the fetch fallback reports once, at the end). */
  onProgress?: ((progress: UploadProgress) => void) | undefined;
}

const fetchError = (error: string): ApiError => ({ status: 'FETCH_ERROR', error });

/**
 * PUTs a file to its upload URL with its content type and no cookies (the URL carries its own authorization).
 * With XMLHttpRequest it reports progress, and gives up with `TIMEOUT_ERROR` after the client's `timeoutMs`
 * ({@link REQUEST_TIMEOUT_MS} by default) without progress: a large video may take minutes, so the limit is on
 * silence, not on the whole transfer.
 * Without XMLHttpRequest (Node, workers) it falls back to fetch, which has no upload progress.
 */
export function putFile(
  t: Transport,
  url: string,
  file: Blob,
  contentType: string,
  { signal, onProgress }: UploadOptions = {},
): Promise<void> {
  if (signal?.aborted) return Promise.reject(signal.reason);
  const settled = t.options.onCallStart?.();
  const sent = send(t, url, file, contentType, { signal, onProgress });
  if (settled) void sent.then(settled, settled);
  return sent;
}

function send(
  t: Transport,
  url: string,
  file: Blob,
  contentType: string,
  { signal, onProgress }: UploadOptions,
): Promise<void> {
  const timeoutMs = t.options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const makeXhr =
    t.options.xhr ?? (typeof XMLHttpRequest === 'function' ? () => new XMLHttpRequest() : undefined);
  const total = file.size;
  if (!makeXhr) {
    const doFetch = t.options.fetch ?? globalThis.fetch;
    return doFetch(url, {
      method: 'PUT',
      body: file,
      headers: { 'content-type': contentType },
      credentials: 'omit',
      signal: signal ?? null,
    }).then(
      async (response) => {
        const text = await response.text();
        if (!response.ok) throw { status: response.status, data: text } satisfies ApiError;
        onProgress?.({ loaded: total, total });
      },
      (e: unknown) => {
        throw signal?.aborted ? signal.reason : fetchError(String(e));
      },
    );
  }
  return new Promise((resolve, reject) => {
    const xhr = makeXhr();
    let timedOut = false;
    let stall: ReturnType<typeof setTimeout> | undefined;
    const arm = () => {
      clearTimeout(stall);
      stall = setTimeout(() => {
        timedOut = true;
        xhr.abort();
      }, timeoutMs);
    };
    const onAbort = () => xhr.abort();
    const settle = (fail?: unknown) => {
      clearTimeout(stall);
      signal?.removeEventListener('abort', onAbort);
      if (fail === undefined) resolve();
      else reject(fail);
    };
    xhr.open('PUT', url);
    xhr.setRequestHeader('content-type', contentType);
    xhr.upload.onprogress = (event) => {
      arm();
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : total });
    };
    xhr.onload = () =>
      settle(
        xhr.status >= 200 && xhr.status < 300 ? undefined : { status: xhr.status, data: xhr.responseText },
      );
    xhr.onerror = () => settle(fetchError('The upload failed'));
    xhr.onabort = () =>
      settle(
        signal?.aborted
          ? signal.reason
          : timedOut
            ? ({
                status: 'TIMEOUT_ERROR',
                error: `No upload progress within ${timeoutMs} ms`,
              } as ApiError)
            : fetchError('The upload was aborted'),
      );
    signal?.addEventListener('abort', onAbort, { once: true });
    arm();
    xhr.send(file);
  });
}
