import { REQUEST_TIMEOUT_MS } from './constants';
import type { ApiError } from './errors';
import type { SelfWire } from './wire';

export interface ApiClientOptions {
  /** Origin and prefix of the API, e.g. `https://api.example.com`; empty for the page's own origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
}

/**
 * Foundation version of the client: enough for the smoke path (sign in, self, sign out). The api-client issue
 * replaces the transport with timeouts, retries and the single-flight refresh.
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const base = options.baseUrl ?? '';
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);

  async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
    let response: Response;
    try {
      response = await doFetch(base + path, {
        method,
        credentials: 'include',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? null : JSON.stringify(body),
        signal: controller.signal,
      });
    } catch (e) {
      const error: ApiError = controller.signal.aborted
        ? { status: 'TIMEOUT_ERROR', error: 'timeout' }
        : { status: 'FETCH_ERROR', error: String(e) };
      throw error;
    } finally {
      clearTimeout(timer);
    }
    const text = await response.text();
    let data: unknown = null;
    if (text) {
      try {
        data = JSON.parse(text);
      } catch (e) {
        const error: ApiError = {
          status: 'PARSING_ERROR',
          originalStatus: response.status,
          data: text,
          error: String(e),
        };
        throw error;
      }
    }
    if (!response.ok) {
      const error: ApiError = { status: response.status, data };
      throw error;
    }
    return data as T;
  }

  return {
    account: {
      auth: (body: { email: string; password: string }) =>
        request<unknown>('POST', '/api/public/user/auth', body),
      logout: () => request<unknown>('POST', '/api/logout'),
      self: () => request<SelfWire>('GET', '/api/user/self'),
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
