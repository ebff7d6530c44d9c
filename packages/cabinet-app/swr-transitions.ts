import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The hook SWR subscribes with instead of React's `useSyncExternalStore` (see the module's comment). */
export const TRANSITION_STORE = fileURLToPath(new URL('./src/data/transition-store.ts', import.meta.url));

const SHIM = 'use-sync-external-store/shim';
const SWR_MODULE = /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?swr[\\/]/;

/** SWR's import of React's `useSyncExternalStore` shim, resolved to the app's transition store. */
function resolveId(source: string, importer: string | undefined) {
  return source === SHIM && importer && SWR_MODULE.test(importer) ? TRANSITION_STORE : null;
}

/**
 * Issue 18: SWR's hooks re-render through `src/data/transition-store.ts`, so data arriving renders the page as a
 * time-sliced transition instead of one synchronous task. Only SWR's import is redirected (react-i18next, which
 * uses the same shim, keeps React's). In the build and for the app's own modules `resolveId` does it; the
 * development server and Storybook pre-bundle SWR, which Vite's plugins do not see, so the pre-bundling gets the
 * same rule. Vitest loads SWR from node_modules itself unless told to inline it: the unit-cabinet-app project does
 * (`server.deps.inline`). Used by `vite.config.ts`, the root `vitest.config.ts` and `.storybook/main.ts`.
 */
export function swrTransitions(): Plugin {
  return {
    name: 'adnet:swr-transitions',
    enforce: 'pre',
    resolveId,
    config: () => ({
      optimizeDeps: { rolldownOptions: { plugins: [{ name: 'adnet:swr-transitions', resolveId }] } },
    }),
  };
}
