import type { ReactElement, ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { SWRConfig } from 'swr';
import { createApiClient, type ApiClient } from '@adnet/api-client';
import { Toaster } from '@adnet/ui';
import { ALL_TEXTS } from '../i18n/all-texts';
import { ApiProvider } from '../api-context';
import { swrOptions } from '../data/cache';
import { ConfirmProvider } from '../shell/confirm';
import { AppUiLocale } from '../i18n/ui-locale';

/** An i18next instance with the app's English resources (tests read the real texts). */
export const testI18n = i18next.createInstance();
await testI18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { translation: ALL_TEXTS.en } },
  interpolation: { escapeValue: false },
});

/**
 * Renders a piece of the app with what it needs around it: English texts, the design system's locale and texts
 * (the signed-in frame's `AppUiLocale`), a fresh SWR cache with the app's options, the confirm dialog, the
 * toaster, a router at `route`, and a client (by default one whose `fetch` the
 * test passes, so the real transport and mappers run).
 */
export function renderInApp(
  ui: ReactElement,
  { api, fetch, route = '/' }: { api?: ApiClient; fetch?: typeof globalThis.fetch; route?: string } = {},
) {
  const client = api ?? createApiClient({ ...(fetch && { fetch }) });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={testI18n}>
      <SWRConfig value={{ provider: () => new Map(), ...swrOptions }}>
        <ApiProvider client={client}>
          <ConfirmProvider>
            <MemoryRouter initialEntries={[route]}>
              <AppUiLocale>{children}</AppUiLocale>
            </MemoryRouter>
            <Toaster />
          </ConfirmProvider>
        </ApiProvider>
      </SWRConfig>
    </I18nextProvider>
  );
  return render(ui, { wrapper });
}

/** A JSON answer for a test's fetch. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Waits until no dialog is open and the page takes pointer input again. A modal dialog turns pointer events off
 * on `<body>` and turns them back on in an effect that React runs after the dialog has left the DOM; a test that
 * clicks the page as soon as the dialog is gone (user-event with no delay never yields to that effect) meets a
 * page that refuses the click, which no user can do in the frame between the two.
 */
export async function dialogClosed() {
  await waitFor(() => {
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(getComputedStyle(document.body).pointerEvents).not.toBe('none');
  });
}
