import { createApiClient } from '@adnet/api-client';

/** The one client of the app. The base URL defaults to the page's own origin (`/api/...`). */
export const api = createApiClient({ baseUrl: import.meta.env.VITE_API_BASE_URL ?? '' });
