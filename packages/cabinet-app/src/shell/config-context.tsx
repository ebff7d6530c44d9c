import { createContext, useContext } from 'react';
import { buildTimeConfig, type RuntimeConfig } from '../boot/runtime-config';

const ConfigContext = createContext<RuntimeConfig>(buildTimeConfig({}));
export const ConfigProvider = ConfigContext.Provider;
export const useConfig = () => useContext(ConfigContext);
