import type { ErrorBodyWire, ValidationErrorWire } from '@adnet/api-client';
import type { FieldErrors } from './validate';

/**
 * A failure a handler throws; the server's error handler sends it as it is. Every error body is one of the
 * contract's two shapes, with a stable `error` code.
 */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBodyWire | ValidationErrorWire,
    /** Headers the answer carries (`retry-after` of a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message ?? body.error);
  }
}

export const validationFailed = (fields: FieldErrors, message = 'Some fields are invalid') =>
  new ApiFailure(400, { error: 'VALIDATION_ERROR', message, fields });

/** One field is wrong for a reason the schema could not see (a missing file, not enough money, ...). */
export const fieldFailed = (field: string, message: string) =>
  validationFailed({ [field]: message }, message);

export const badRequest = (error: string, message: string) => new ApiFailure(400, { error, message });
export const unauthorized = () => new ApiFailure(401, { error: 'UNAUTHORIZED', message: 'Sign in first' });
export const forbidden = (message = 'You may not do this', error = 'FORBIDDEN') =>
  new ApiFailure(403, { error, message });
/**
 * Designed: anything the caller may not see is "not found", whether it exists or not, so ids of other users'
 * campaigns, cases or files do not leak (403 would confirm they exist).
 */
export const notFound = (what = 'Resource') =>
  new ApiFailure(404, { error: 'NOT_FOUND', message: `${what} not found` });
/** The action does not fit the current state (stop a finished campaign, upload twice, ...). */
export const conflict = (error: string, message: string) => new ApiFailure(409, { error, message });
