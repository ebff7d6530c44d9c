import type { TFunction } from 'i18next';
import { isApiError, isHttpError, isValidationError } from '@adnet/api-client';

/**
 * Errors in words, read only with the client's own guards (`isHttpError`, `isValidationError`, the typed `code`):
 * nothing in the app parses an error body. Every page and the action/form recipes describe failures through
 * these, so one failure reads the same everywhere.
 */

/** The server's stable error code (`READ_ONLY`, `INVALID_STATUS`, ...), as the client typed it. */
export function errorCode(error: unknown): string | undefined {
  return isHttpError(error) ? error.code : undefined;
}

/** Per-field messages of a 400 `VALIDATION_ERROR`, keyed by the server's field path (`ads[0].link`). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return isValidationError(error) ? error.data.fields : {};
}

/** A server field path as a react-hook-form name: `ads[0].link` -> `ads.0.link`. */
export const toFormFieldName = (path: string) => path.replace(/\[(\d+)\]/g, '.$1');

/**
 * One translated sentence for any failure: no connection, a timeout, an unreadable answer, a read-only account,
 * something gone, a conflict with the current state, too many attempts, invalid fields, a server error.
 */
export function describeError(t: TFunction, error: unknown): string {
  if (!isApiError(error)) return t('errors.unknown');
  if (error.status === 'FETCH_ERROR') return t('errors.network');
  if (error.status === 'TIMEOUT_ERROR') return t('errors.timeout');
  if (error.status === 'PARSING_ERROR') return t('errors.unreadable');
  const code = error.code;
  if (code === 'READ_ONLY') return t('errors.readOnly');
  if (error.status === 403) return t('errors.noRights');
  if (error.status === 404) return t('errors.notFound');
  if (error.status === 409) return t('errors.conflict');
  if (error.status === 429) return t('errors.tooMany');
  if (isValidationError(error)) return t('errors.validation');
  if (error.status >= 500) return t('errors.server', { status: error.status });
  return t('errors.failed', { status: error.status });
}
