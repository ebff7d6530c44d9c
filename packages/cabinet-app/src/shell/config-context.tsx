import { createContext, useContext, useMemo } from 'react';
import type { AdMediaSource } from '@adnet/ui';
import { buildTimeConfig, type RuntimeConfig } from '../boot/runtime-config';

const ConfigContext = createContext<RuntimeConfig>(buildTimeConfig({}));
export const ConfigProvider = ConfigContext.Provider;
export const useConfig = () => useContext(ConfigContext);

/**
 * Where the network's stored media come from, for ui's ad previews: the API answers media links relative to itself
 * (`/api/public/files/…`), so they are resolved against the API's base URL (the page's origin when the config names
 * none), and only links to the API's origin are loaded (besides what the user just picked).
 */
export function useAdMediaSource(): AdMediaSource {
  const { apiBaseUrl } = useConfig();
  return useMemo(() => ({ base: new URL(apiBaseUrl || '/', window.location.href).href }), [apiBaseUrl]);
}
