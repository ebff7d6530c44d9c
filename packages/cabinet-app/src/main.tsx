import '@adnet/ui/styles.css';
import './app.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import { createApiClient, createErrorReporter } from '@adnet/api-client';
import { App } from './app';
import { beginActivity } from './boot/activity';
import { buildTimeConfig, loadRuntimeConfig } from './boot/runtime-config';
import { preloadRoute, routeOf } from './boot/preload-route';
import { preloadSelf } from './data/hooks';
import { currentLanguage, initI18n } from './i18n';
import { announceAuthFailure } from './session';
import { visitorHeaders } from './boot/tracking';
import { crossTabRefreshLock } from './boot/refresh-lock';
import { setReconnecting } from './boot/reconnecting';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// Everything the first paint needs is requested at once, not one after another: the runtime config, the
// language resource and the current route's chunks (in production index.html and the boot script have asked for
// all three beside this entry already), then the session check as soon as the config names the API. The first
// render waits for the code, so it draws the page itself; until then the shell index.html drew stays on screen.
const routeReady = preloadRoute(location.pathname);
const i18nReady = initI18n();
const config = await loadRuntimeConfig(buildTimeConfig(import.meta.env));

const report = createErrorReporter({ app: 'cabinet', baseUrl: config.apiBaseUrl });
const client = createApiClient({
  baseUrl: config.apiBaseUrl,
  onCallStart: beginActivity,
  ...(config.requestTimeoutMs ? { timeoutMs: config.requestTimeoutMs } : {}),
  getLanguage: currentLanguage,
  onAuthFailure: announceAuthFailure,
  onReconnecting: setReconnecting,
  refreshLock: crossTabRefreshLock(),
  reportError: report,
  trackingHeaders: visitorHeaders,
});
// Only where the router draws a page that asks for the session: a preload nobody takes would go stale.
const route = routeOf(location.pathname);
if (route) preloadSelf(client, { quiet: route.area === 'public' });
await Promise.all([i18nReady, routeReady]);

// Errors outside React's tree (event handlers, promises) are reported too; the reporter scrubs and rate-limits.
window.addEventListener('error', (event) =>
  report({ type: 'WINDOW_ERROR', event: location.pathname, data: event.error ?? event.message }),
);
window.addEventListener('unhandledrejection', (event) =>
  report({ type: 'UNHANDLED_REJECTION', event: location.pathname, data: event.reason }),
);

// A transition: React renders the first page in slices and yields to the browser between them, instead of one
// long task that blocks input (total blocking time); the static shell stays until the page is complete.
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <App
        client={client}
        config={config}
        report={report}
        history={createBrowserHistory({ v5Compat: true })}
      />
    </StrictMode>,
  ),
);
