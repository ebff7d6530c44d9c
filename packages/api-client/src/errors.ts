/** Every failure the client reports is one of these values; nothing is thrown as a string. */
export type ApiError =
  | { status: number; data: unknown }
  | { status: 'FETCH_ERROR'; error: string }
  | { status: 'TIMEOUT_ERROR'; error: string }
  | { status: 'PARSING_ERROR'; originalStatus: number; data: string; error: string };

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
