import '@adnet/ui/styles.css';
import './app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient, createErrorReporter } from '@adnet/api-client';
import { App } from './app';
import { buildTimeConfig, loadRuntimeConfig } from './boot/runtime-config';
import { currentLanguage, initI18n } from './i18n';
import { announceAuthFailure } from './session';
import { visitorHeaders } from './boot/tracking';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const [config] = await Promise.all([loadRuntimeConfig(buildTimeConfig(import.meta.env)), initI18n()]);

const report = createErrorReporter({ app: 'cabinet', baseUrl: config.apiBaseUrl });
const client = createApiClient({
  baseUrl: config.apiBaseUrl,
  getLanguage: currentLanguage,
  onAuthFailure: announceAuthFailure,
  reportError: report,
  trackingHeaders: visitorHeaders,
});

// Errors outside React's tree (event handlers, promises) are reported too; the reporter scrubs and rate-limits.
window.addEventListener('error', (event) =>
  report({ type: 'WINDOW_ERROR', event: location.pathname, data: event.error ?? event.message }),
);
window.addEventListener('unhandledrejection', (event) =>
  report({ type: 'UNHANDLED_REJECTION', event: location.pathname, data: event.reason }),
);

createRoot(root).render(
  <StrictMode>
    <App client={client} config={config} report={report} />
  </StrictMode>,
);
