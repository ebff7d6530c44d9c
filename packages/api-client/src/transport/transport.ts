import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  DEFAULT_LANGUAGE,
  DEFAULT_RETRIES,
  IDEMPOTENCY_KEY_HEADER,
  NO_RETRIES,
  NO_SESSION_CODE,
  REFRESH_PATH,
  REFRESH_RETRIES,
  REQUEST_TIMEOUT_MS,
  SESSION_OVER_CODES,
} from '../constants';
import { isHttpError, type ApiError, type HttpError } from '../errors';
import type { ErrorReport } from '../report';
import { newIdempotencyKey } from './idempotency';
import { toQueryString, type QueryValue } from './query';
import { createRefresher, type RefreshResult } from './refresh';
import { backoffDelay, isRetryable, retryAfterMs, retryAfterSeconds, sleep } from './retry';

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
   * Called once when a refresh is refused (the session is over: a 401, or a 403 whose `error` is one of
   * {@link SESSION_OVER_CODES}), never for a `quiet` call. The host stores the current path and sends the user to
   * /login (spec section 8). A refresh that could not be answered (no answer, 408, 429, 5xx) never calls it.
   * {@link AuthFailure} says whether there was a session to end: a first visit has none, and is no session that
   * ended.
   */
  onAuthFailure?: (failure: AuthFailure) => void;
  /**
   * Told `true` when a refresh got no usable answer and is about to be tried again (up to {@link REFRESH_RETRIES}
   * times), and `false` once that refresh has ended, however it ended. The host shows that it is reconnecting, and
   * keeps the page: the calls waiting for the refresh are still pending.
   */
  onReconnecting?: (reconnecting: boolean) => void;
  /**
   * Receives every failure the client does not handle itself (spec section 8), after the last retry: no
   * answer, timeouts, unparsable bodies and every refused status. Not reported: a 401 that went to the refresh
   * (the refresh handles it; a refused one calls `onAuthFailure`) and a caller's abort. Pass
   * {@link createErrorReporter}'s result: it scrubs secrets and rate-limits.
   */
  reportError?: (report: ErrorReport) => void;
  /**
   * Runs the 401 refresh exclusively across every page of the host that shares the session cookies, e.g. with
   * `navigator.locks.request('refresh', task)`: two tabs meeting a 401 together then refresh one after the other,
   * the second with the cookie the first just received, instead of racing with the same one-time credential.
   * Without it the refresh runs at once (one page, Node).
   */
  refreshLock?: <T>(task: () => Promise<T>) => Promise<T>;
  /**
   * Makes the `Idempotency-Key` of a POST or PATCH: one per logical call, reused by its retries and its replay
   * after a refresh. Defaults to `crypto.randomUUID()`.
   */
  idempotencyKey?: () => string;
  /** The timer per attempt, in ms. Defaults to {@link REQUEST_TIMEOUT_MS} (spec section 9); tests shorten it. */
  timeoutMs?: number;
  /**
   * Called when a call starts (before its first attempt); the function it returns is called once, when the call has
   * settled: answered, failed after its retries and refresh, or aborted. Uploads count too. For a host's busy
   * indicator or its "nothing in flight" signal (the cabinet's `data-settled`).
   */
  onCallStart?: () => () => void;
  /** Headers sent with the tracking calls only (e.g. a visitor id and UTM fields). */
  trackingHeaders?: () => Record<string, string>;
  /** Makes the XMLHttpRequest the file uploads use (for progress); defaults to `globalThis.XMLHttpRequest`. */
  xhr?: () => XMLHttpRequest;
}

/**
 * Why the refresh was refused. `hadSession` is false when the browser sent no refresh credential at all (the
 * server's `NO_REFRESH`, {@link NO_SESSION_CODE}): nobody was signed in here (a first visit, or after a sign-out),
 * so there is no session that ended to tell the user about. Any other refusal ends a session that was.
 */
export interface AuthFailure {
  hadSession: boolean;
  /** The refresh's answer. */
  error: ApiError;
}

/** Options every call takes as its last argument. */
export interface CallOptions {
  /** Aborts the call: it rejects with the signal's reason, without retry and without a report. */
  signal?: AbortSignal | undefined;
  /**
   * Fail quietly (spec section 8): when the refresh is refused, this call fails with its 401 without calling
   * `onAuthFailure` (a 401 is never reported). Auth pages ask `self` this way to learn whether someone is signed
   * in. Other failures of a quiet call are reported as any other.
   */
  quiet?: boolean | undefined;
  /**
   * The `Idempotency-Key` of this logical call (POST, PUT, PATCH, DELETE), instead of a new one. Send the key of an
   * earlier call when the user sends the same values again after an outcome the client could not learn (no answer,
   * a timeout, an unreadable answer, a 5xx: see {@link isUnclearOutcome}): the server then answers what it did the
   * first time instead of writing twice. Ignored on GET.
   */
  idempotencyKey?: string | undefined;
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
  /** false for calls whose failure is nobody's concern (the tracking calls): it is not reported. */
  report?: boolean | undefined;
  /** A success starts a new session (sign-in): refresh outcomes from before it no longer apply. */
  startsSession?: boolean | undefined;
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

/** The methods that change state: they carry the CSRF header. */
const STATE_CHANGING = new Set<HttpMethod>(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The methods that are not idempotent (RFC 9110): they carry an idempotency key, so a retry cannot repeat them. */
const NON_IDEMPOTENT = new Set<HttpMethod>(['POST', 'PATCH']);

/**
 * Creates the transport (spec sections 8 and 9): a {@link REQUEST_TIMEOUT_MS} timer per attempt, retries with
 * jittered exponential backoff and `Retry-After`, one shared throttled refresh on 401, and typed errors.
 */
export function createTransport(options: ApiClientOptions = {}): Transport {
  const base = (options.baseUrl ?? '').replace(/\/+$/, '');
  const url = (path: string) => (/^https?:/.test(path) ? path : base + path);
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const makeKey = options.idempotencyKey ?? newIdempotencyKey;

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
    }, timeoutMs);
    const failed = (e: unknown): Outcome => {
      // The caller's abort stays an abort; only our own timer makes a TIMEOUT_ERROR.
      if (signal?.aborted) throw signal.reason;
      return {
        error: timedOut
          ? { status: 'TIMEOUT_ERROR', error: `No answer within ${timeoutMs} ms` }
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
      // Bodiless POSTs (archive, copy, logout, the refresh) included: the method decides, not the body.
      if (STATE_CHANGING.has(call.method)) headers[CSRF_HEADER] = CSRF_HEADER_VALUE;
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
      const retryAfter = response.headers.get('retry-after');
      const seconds = retryAfterSeconds(retryAfter);
      if (seconds !== undefined) error.retryAfterSeconds = seconds;
      return { error, retryAfter: retryAfterMs(retryAfter) };
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  /** The answer of the last refused refresh: what `onAuthFailure` is told. */
  let refusal: ApiError = { status: 401, data: null };
  const refreshAttempt = (): Promise<Outcome> =>
    once({ method: 'POST', path: REFRESH_PATH }).catch((e: unknown): Outcome => ({
      error: { status: 'FETCH_ERROR', error: String(e) },
      retryAfter: undefined,
    }));
  const reconnecting = (value: boolean) => {
    try {
      options.onReconnecting?.(value);
    } catch {
      // The host's indicator failing must not change how the refresh ends.
    }
  };
  /**
   * One refresh, tried again while it gets no usable answer; never rejects (see {@link RefreshResult}). Only a
   * refusal ends the session: a 401, or a 403 that says so. A refresh that was not answered (no answer, a timeout,
   * 408, 429, a 5xx, a body that does not parse) says nothing about the session: it is retried after the backoff or
   * the answer's `Retry-After`, and after the last retry the waiting calls fail with its error. Any other 4xx is
   * neither a refusal nor worth repeating: the calls fail with it and nobody is signed out.
   */
  const refreshWithRetries = async (): Promise<RefreshResult> => {
    let announced = false;
    try {
      for (let retry = 0; ; retry += 1) {
        const outcome = await refreshAttempt();
        if ('data' in outcome) return true;
        const { error } = outcome;
        if (sessionIsOver(error)) {
          refusal = error;
          return false;
        }
        const wait = outcome.retryAfter ?? backoffDelay(retry);
        if (retry >= REFRESH_RETRIES || !isRetryable(error) || wait === Infinity) return error;
        if (!announced) {
          announced = true;
          reconnecting(true);
        }
        await sleep(wait);
      }
    } finally {
      if (announced) reconnecting(false);
    }
  };
  const refresher = createRefresher(
    async () => {
      // The lock is held over the retries too: another tab waits for this refresh's outcome, not beside it.
      if (!options.refreshLock) return refreshWithRetries();
      try {
        return await options.refreshLock(refreshWithRetries);
      } catch {
        // A lock that cannot be had must not cost the session: refresh without it (the server has a grace window).
        return refreshWithRetries();
      }
    },
    () =>
      options.onAuthFailure?.({
        hadSession: !(isHttpError(refusal) && refusal.code === NO_SESSION_CODE),
        error: refusal,
      }),
  );

  const report = (call: Call, error: ApiError) => {
    if (call.report === false) return;
    try {
      options.reportError?.({ type: 'API_ERROR', event: `${call.method} ${call.path}`, data: error });
    } catch {
      // A broken reporter must never turn into a second failure of the call.
    }
  };

  async function request<T>(original: Call): Promise<T> {
    const settled = options.onCallStart?.();
    try {
      return await attempts<T>(original);
    } finally {
      settled?.();
    }
  }

  async function attempts<T>(original: Call): Promise<T> {
    const retries = original.retries ?? DEFAULT_RETRIES;
    // One key for the logical call: every retry and the replay after a refresh send the same one.
    const call: Call = NON_IDEMPOTENT.has(original.method)
      ? {
          ...original,
          headers: { [IDEMPOTENCY_KEY_HEADER]: original.idempotencyKey ?? makeKey(), ...original.headers },
        }
      : original;
    let replayed = false;
    for (let retry = 0; ;) {
      const sentAt = refresher.generation();
      const outcome = await once(call);
      if ('data' in outcome) {
        if (call.startsSession) refresher.newSession();
        return outcome.data as T;
      }
      const { error } = outcome;
      if (error.status === 401 && call.refresh !== false) {
        // The refresh handles a 401: a refused one signs out (onAuthFailure), so neither is reported.
        if (replayed) throw error;
        replayed = true;
        const recovered = await refresher.recover(sentAt, call.quiet === true);
        if (recovered === true) continue;
        if (recovered === false) throw error;
        // The refresh got no answer: fail with that, not with the 401, so nobody takes a blip for a sign-out.
        report(call, recovered);
        throw recovered;
      }
      const wait = outcome.retryAfter ?? backoffDelay(retry);
      if (retry < retries && isRetryable(error) && wait !== Infinity) {
        await sleep(wait, call.signal);
        retry += 1;
        continue;
      }
      report(call, error);
      throw error;
    }
  }

  return { request, url, options };
}

/**
 * Whether a refresh's failure says the session is over: a 401, or a 403 whose `error` is one of
 * {@link SESSION_OVER_CODES}. Everything else (no answer, 408, 429, 5xx, another 4xx) says nothing about it.
 */
export function sessionIsOver(error: ApiError): boolean {
  if (error.status === 401) return true;
  return error.status === 403 && error.code !== undefined && SESSION_OVER_CODES.includes(error.code);
}

/** Retry settings of the calls that must not repeat; spread into a {@link Call}. */
export const noRetry = { retries: NO_RETRIES } as const;
