import '@adnet/ui/styles.css';
import './app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { initI18n } from './i18n';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

await initI18n();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
