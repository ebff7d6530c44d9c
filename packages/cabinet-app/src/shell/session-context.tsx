import { createContext, useContext } from 'react';

/** What sign-out needs from the app root: dropping the whole SWR cache. */
export const SessionContext = createContext<{ clearCache: () => void }>({ clearCache: () => undefined });
export const useSession = () => useContext(SessionContext);
