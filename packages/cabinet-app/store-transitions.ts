import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The hook the dependencies subscribe with instead of React's `useSyncExternalStore` (see the module's comment). */
export const TRANSITION_STORE = fileURLToPath(new URL('./src/data/transition-store.ts', import.meta.url));

const SHIM = 'use-sync-external-store/shim';

/** A dependency's import of React's `useSyncExternalStore` shim, resolved to the app's transition store. */
function resolveId(source: string) {
  return source === SHIM ? TRANSITION_STORE : null;
}

/**
 * Issue 18: the libraries that subscribe React to a store of their own through `use-sync-external-store/shim`,
 * SWR (every answer) and react-i18next (a language switch), re-render through `src/data/transition-store.ts`, so
 * data arriving renders the page as a time-sliced transition instead of one synchronous task. In the build and
 * for the app's own modules `resolveId` does it; the development server and Storybook pre-bundle the dependencies,
 * which Vite's plugins do not see, so the pre-bundling gets the same rule. Vitest loads dependencies from
 * node_modules itself unless told to inline them: the unit-cabinet-app project inlines SWR and react-i18next
 * (`server.deps.inline`). Used by `vite.config.ts`, the root `vitest.config.ts` and `.storybook/main.ts`.
 */
export function storeTransitions(): Plugin {
  return {
    name: 'adnet:store-transitions',
    enforce: 'pre',
    resolveId,
    config: () => ({
      optimizeDeps: { rolldownOptions: { plugins: [{ name: 'adnet:store-transitions', resolveId }] } },
    }),
  };
}
