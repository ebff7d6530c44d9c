import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '@adnet/api-client';

const ApiContext = createContext<ApiClient | null>(null);

/** Gives the app its one client (created at boot with the runtime config); tests pass a client of their own. */
export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi() needs an <ApiProvider> above it');
  return client;
}
