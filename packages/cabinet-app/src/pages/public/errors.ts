import type { TFunction } from 'i18next';
import { isApiError } from '@adnet/api-client';

/** The status shown in messages: the HTTP status, or the transport failure's name. */
export function errorStatus(error: unknown): number | string {
  return isApiError(error) ? error.status : 'FETCH_ERROR';
}

/** The server's error code: the client's typed `code`, else the body's `error` field. */
export function errorCode(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  if ('code' in error && typeof error.code === 'string') return error.code;
  if ('data' in error && typeof error.data === 'object' && error.data !== null && 'error' in error.data) {
    const code = (error.data as { error: unknown }).error;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

/** Field-level messages of a 400 `VALIDATION_ERROR` body, if any. */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isApiError(error) || !('data' in error)) return {};
  const data = error.data as { fields?: unknown } | null;
  if (!data || typeof data.fields !== 'object' || data.fields === null) return {};
  return Object.fromEntries(Object.entries(data.fields).filter(([, v]) => typeof v === 'string')) as Record<
    string,
    string
  >;
}

/** A transport failure in words; HTTP errors fall back to `fallbackKey` with the status. */
export function describeError(t: TFunction, error: unknown, fallbackKey: string): string {
  const status = errorStatus(error);
  if (status === 'FETCH_ERROR') return t('errors.network');
  if (status === 'TIMEOUT_ERROR') return t('errors.timeout');
  return t(fallbackKey, { status });
}
