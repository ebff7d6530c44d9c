export { createApiClient, type ApiClient, type ApiClientOptions, type SelfWire } from './client';
export { REQUEST_TIMEOUT_MS } from './constants';
export type { ApiError } from './errors';
export { isApiError } from './errors';
