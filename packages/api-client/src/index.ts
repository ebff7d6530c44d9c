export { createApiClient, type ApiClient, type ApiClientOptions } from './client';
export { REQUEST_TIMEOUT_MS } from './constants';
export type { ApiError } from './errors';
export { isApiError } from './errors';
export { ROLES, CAMPAIGN_TYPES_WIRE, CAMPAIGN_STATUSES } from './wire';
export type * from './wire';
