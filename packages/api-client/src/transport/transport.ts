import {
  DEFAULT_LANGUAGE,
  DEFAULT_RETRIES,
  NO_RETRIES,
  REFRESH_PATH,
  REQUEST_TIMEOUT_MS,
} from '../constants';
import type { ApiError, HttpError } from '../errors';
import type { ErrorReport } from '../report';
import { toQueryString, type QueryValue } from './query';
import { createRefresher } from './refresh';
import { backoffDelay, isRetryable, retryAfterMs, sleep } from './retry';

/**
 * Everything environmental the client needs, passed in by the host: nothing is read from globals other than
 * `fetch` / `XMLHttpRequest` defaults, and nothing from browser storage.
 */
export interface ApiClientOptions {
  /** Origin and prefix of the API, e.g. `https://api.example.net`; empty (default) for the page's own origin. */
  baseUrl?: string;
  /** The `fetch` to use; defaults to `globalThis.fetch` at call time. */
  fetch?: typeof fetch;
  /** The user's language, sent as `accept-language` on every call. Defaults to `en`. */
  getLanguage?: () => string;
  /**
   * Called once when a refresh is refused (the session is over), never for a `quiet` call. The host stores the
   * current path and sends the user to /login (spec section 8).
   */
  onAuthFailure?: () => void;
  /**
   * Receives the failures worth logging: no answer, timeouts, unparsable bodies, 5xx, 408 and 429, after the
   * last retry. Pass {@link createErrorReporter}'s result to send them to the frontend-error endpoint.
   */
  reportError?: (report: ErrorReport) => void;
  /** Headers sent with the tracking calls only (e.g. a visitor id and UTM fields). */
  trackingHeaders?: () => Record<string, string>;
  /** Makes the XMLHttpRequest the file uploads use (for progress); defaults to `globalThis.XMLHttpRequest`. */
  xhr?: () => XMLHttpRequest;
}

/** Options every call takes as its last argument. */
export interface CallOptions {
  /** Aborts the call: it rejects with the signal's reason, without retry and without a report. */
  signal?: AbortSignal | undefined;
  /**
   * Fail quietly (spec section 8): when a refresh fails, do not call `onAuthFailure` for this call, and do not
   * report its error. Auth pages ask `self` this way to learn whether someone is signed in.
   */
  quiet?: boolean | undefined;
}

/** An HTTP method the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call as the areas describe it to the transport. */
export interface Call extends CallOptions {
  method: HttpMethod;
  /** The path with its parameters filled in, without the query. */
  path: string;
  query?: Record<string, QueryValue> | undefined;
  body?: unknown;
  /** Retries after the first attempt; {@link DEFAULT_RETRIES} unless the call must not repeat. */
  retries?: number | undefined;
  /** false for calls whose 401 is not an expired session (auth, register, refresh, public calls). */
  refresh?: boolean | undefined;
  headers?: Record<string, string> | undefined;
  /** The statuses that count as success; any 2xx when absent. */
  accept?: readonly number[] | undefined;
  /** Rewrites an HTTP error into the call's own catalogue (deposit). */
  mapError?: ((error: HttpError) => HttpError) | undefined;
}

/** What the areas are built on: one `request` that does timeout, retry, refresh and errors. */
export interface Transport {
  /** Sends a call; resolves with the parsed body, rejects with an {@link ApiError} (or the caller's abort). */
  request<T>(call: Call): Promise<T>;
  /** The absolute URL of a path on the API. */
  url(path: string): string;
  readonly options: ApiClientOptions;
}

type Outcome = { data: unknown } | { error: ApiError; retryAfter: number | undefined };

/** A 4xx other than 408/429 is the caller's business (a form shows it); the rest is worth a log line. */
function worthReporting(error: ApiError): boolean {
  return isRetryable(error);
}

/**
 * Creates the transport (spec sections 8 and 9): a {@link REQUEST_TIMEOUT_MS} timer per attempt, retries with
 * jittered exponential backoff and `Retry-After`, one shared throttled refresh on 401, and typed errors.
 */
export function createTransport(options: ApiClientOptions = {}): Transport {
  const base = (options.baseUrl ?? '').replace(/\/+$/, '');
  const url = (path: string) => (/^https?:/.test(path) ? path : base + path);
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function once(call: Call): Promise<Outcome> {
    const { signal } = call;
    if (signal?.aborted) throw signal.reason;
    const controller = new AbortController();
    const onAbort = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, REQUEST_TIMEOUT_MS);
    const failed = (e: unknown): Outcome => {
      // The caller's abort stays an abort; only our own timer makes a TIMEOUT_ERROR.
      if (signal?.aborted) throw signal.reason;
      return {
        error: timedOut
          ? { status: 'TIMEOUT_ERROR', error: `No answer within ${REQUEST_TIMEOUT_MS} ms` }
          : { status: 'FETCH_ERROR', error: String(e) },
        retryAfter: undefined,
      };
    };
    try {
      const headers: Record<string, string> = {
        accept: 'application/json',
        'accept-language': options.getLanguage?.() ?? DEFAULT_LANGUAGE,
        ...call.headers,
      };
      if (call.body !== undefined) headers['content-type'] = 'application/json';
      let response: Response;
      let text: string;
      try {
        response = await doFetch(url(call.path) + toQueryString(call.query), {
          method: call.method,
          credentials: 'include',
          headers,
          body: call.body === undefined ? null : JSON.stringify(call.body),
          signal: controller.signal,
        });
        // The timer covers the body too: a server that sends headers and then stalls is still a timeout.
        text = await response.text();
      } catch (e) {
        return failed(e);
      }
      const { status } = response;
      let data: unknown = null;
      if (text) {
        try {
          data = JSON.parse(text);
        } catch (e) {
          return {
            error: { status: 'PARSING_ERROR', originalStatus: status, data: text, error: String(e) },
            retryAfter: retryAfterMs(response.headers.get('retry-after')),
          };
        }
      }
      const accepted = call.accept ? call.accept.includes(status) : response.ok;
      if (accepted) return { data };
      let error: HttpError = { status, data };
      const body = data as { error?: unknown; message?: unknown } | null;
      if (typeof body?.error === 'string') error.code = body.error;
      if (typeof body?.message === 'string') error.message = body.message;
      if (response.ok) {
        error.code = 'UNEXPECTED_STATUS';
        error.message = `Expected HTTP ${call.accept?.join(' or ')}, got ${status}`;
      }
      if (call.mapError) error = call.mapError(error);
      return { error, retryAfter: retryAfterMs(response.headers.get('retry-after')) };
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  const refresher = createRefresher(
    async () => {
      const outcome = await once({ method: 'POST', path: REFRESH_PATH }).catch(() => null);
      if (outcome && 'data' in outcome) return true;
      const status = outcome?.error.status;
      // A 4xx is the server saying the session is over; anything else says nothing about the session.
      return typeof status === 'number' && status < 500 ? false : null;
    },
    () => options.onAuthFailure?.(),
  );

  async function request<T>(call: Call): Promise<T> {
    const retries = call.retries ?? DEFAULT_RETRIES;
    let replayed = false;
    for (let retry = 0; ;) {
      const sentAt = refresher.generation();
      const outcome = await once(call);
      if ('data' in outcome) return outcome.data as T;
      const { error } = outcome;
      if (error.status === 401 && call.refresh !== false && !replayed) {
        replayed = true;
        if (await refresher.recover(sentAt, call.quiet === true)) continue;
        throw error;
      }
      const wait = outcome.retryAfter ?? backoffDelay(retry);
      if (retry < retries && isRetryable(error) && wait !== Infinity) {
        await sleep(wait, call.signal);
        retry += 1;
        continue;
      }
      if (!call.quiet && worthReporting(error)) {
        try {
          options.reportError?.({ type: 'API_ERROR', event: `${call.method} ${call.path}`, data: error });
        } catch {
          // A broken reporter must never turn into a second failure of the call.
        }
      }
      throw error;
    }
  }

  return { request, url, options };
}

/** Retry settings of the calls that must not repeat; spread into a {@link Call}. */
export const noRetry = { retries: NO_RETRIES } as const;
