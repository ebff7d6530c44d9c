import type { AudienceInUseWire, DepositErrorCode, ValidationErrorWire } from './wire';

/**
 * The server answered with a status the call does not accept. `data` is the parsed body (or null when empty).
 * `code` and `message` are copied from the body's `error` / `message` fields when it has them; calls with a
 * catalogue of their own (deposit, registration) set them from the spec.
 */
export interface HttpError<C extends string = string> {
  status: number;
  data: unknown;
  code?: C;
  message?: string;
  /**
   * The answer's `Retry-After`, in whole seconds from when it arrived (a 429 or 503 says when to try again). A
   * screen shows it ("try again in 14 minutes"); absent when the answer had none.
   */
  retryAfterSeconds?: number;
}

/** The request never got an answer: DNS, refused connection, reset, CORS. */
export interface FetchError {
  status: 'FETCH_ERROR';
  error: string;
}

/** The client's own per-attempt timer ({@link REQUEST_TIMEOUT_MS}) ran out. Never used for a caller's abort. */
export interface TimeoutError {
  status: 'TIMEOUT_ERROR';
  error: string;
}

/** The answer's body was not JSON. `originalStatus` and the raw text `data` are kept for diagnosis. */
export interface ParsingError {
  status: 'PARSING_ERROR';
  originalStatus: number;
  data: string;
  error: string;
}

/**
 * Every failure the client reports is one of these values; nothing is thrown as a string. A caller's own
 * `AbortSignal` is the one exception: the call rejects with the signal's reason (see {@link isAbortError}).
 */
export type ApiError = HttpError | FetchError | TimeoutError | ParsingError;

/** A deposit failure with the spec's message (section 8). */
export type DepositError = HttpError<DepositErrorCode> & { code: DepositErrorCode; message: string };

/** A 400 answer with per-field messages. */
export type ValidationError = HttpError<'VALIDATION_ERROR'> & { status: 400; data: ValidationErrorWire };

/** Narrows any caught value to an {@link ApiError}. Works across bundles, unlike `instanceof`. */
export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null || !('status' in value)) return false;
  const status = (value as { status: unknown }).status;
  return (
    typeof status === 'number' ||
    status === 'FETCH_ERROR' ||
    status === 'TIMEOUT_ERROR' ||
    status === 'PARSING_ERROR'
  );
}

/** True for an HTTP error answer, optionally only for one status: `isHttpError(e, 404)`. */
export function isHttpError(value: unknown, status?: number): value is HttpError {
  return (
    isApiError(value) && typeof value.status === 'number' && (status === undefined || value.status === status)
  );
}

/** True when the client's own timeout ended the call. */
export function isTimeoutError(value: unknown): value is TimeoutError {
  return isApiError(value) && value.status === 'TIMEOUT_ERROR';
}

/** True when the network failed before any answer. */
export function isFetchError(value: unknown): value is FetchError {
  return isApiError(value) && value.status === 'FETCH_ERROR';
}

/** True when the answer's body could not be parsed. */
export function isParsingError(value: unknown): value is ParsingError {
  return isApiError(value) && value.status === 'PARSING_ERROR';
}

/** True for a 400 answer that carries per-field messages. */
/**
 * Whether a failed write may still have been done: no answer, a timeout, an answer the client could not read, or a
 * 5xx. Resending the same values should then reuse the call's `idempotencyKey` (see `CallOptions`), so the server
 * does not write twice. A 4xx is a clear refusal: nothing was written.
 */
export function isUnclearOutcome(value: unknown): boolean {
  if (!isApiError(value)) return false;
  return typeof value.status === 'number' ? value.status >= 500 : true;
}

export function isValidationError(value: unknown): value is ValidationError {
  return (
    isHttpError(value, 400) &&
    typeof value.data === 'object' &&
    value.data !== null &&
    (value.data as { error?: unknown }).error === 'VALIDATION_ERROR'
  );
}

/** True when the call ended because the caller's `AbortSignal` fired (the signal's reason, usually an AbortError). */
export function isAbortError(value: unknown): boolean {
  return typeof value === 'object' && value !== null && (value as { name?: unknown }).name === 'AbortError';
}

/** A refused audience deletion (409 `AUDIENCE_IN_USE`): `data.campaigns` names the campaigns that use it. */
export type AudienceInUseError = HttpError<'AUDIENCE_IN_USE'> & { status: 409; data: AudienceInUseWire };

/** True when deleting an audience was refused because running campaigns use it. */
export function isAudienceInUseError(value: unknown): value is AudienceInUseError {
  return (
    isHttpError(value, 409) &&
    typeof value.data === 'object' &&
    value.data !== null &&
    (value.data as { error?: unknown }).error === 'AUDIENCE_IN_USE' &&
    Array.isArray((value.data as { campaigns?: unknown }).campaigns)
  );
}

/**
 * True when a decision on a withdraw (approve or reject) came too late: the decision is conditional on the withdraw
 * still being `PENDING`, and the server answers 409 when another decision was taken first (by someone else, in
 * another tab). The withdraw is unchanged by the late call; read it again to see what was decided.
 */
export function isAlreadyDecided(value: unknown): value is HttpError {
  return isHttpError(value, 409);
}
