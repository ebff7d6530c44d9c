import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { ALL_TEXTS } from '../i18n/all-texts';
import { ErrorBoundary } from './error-boundary';
import { OfflineBanner } from './offline-banner';
import { setReconnecting } from '../boot/reconnecting';

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: ALL_TEXTS.en } } });

function Boom({ error }: { error: Error }): never {
  throw error;
}

afterEach(() => vi.restoreAllMocks());

describe('ErrorBoundary', () => {
  it("shows 'Something went wrong', reports the error and offers a retry", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const report = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <ErrorBoundary report={report}>
          <Boom error={new Error('render failed')} />
        </ErrorBoundary>
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ type: 'RENDER_ERROR' }));
  });

  it('offers a reload of the new version when a chunk failed to load', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const report = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <ErrorBoundary report={report}>
          <Boom error={new TypeError('Failed to fetch dynamically imported module: /assets/sales-1.js')} />
        </ErrorBoundary>
      </I18nextProvider>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'A new version of the cabinet is available.' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ type: 'CHUNK_LOAD_ERROR' }));
  });
});

describe('OfflineBanner', () => {
  it('says so while the browser is offline', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(
      <I18nextProvider i18n={i18n}>
        <OfflineBanner />
      </I18nextProvider>,
    );
    expect(screen.queryByText(/You are offline/)).toBeNull();
    online.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByText(/You are offline/)).toBeTruthy();
  });

  it('says the cabinet is reconnecting while the client tries a refresh again, and nothing once it ended', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(
      <I18nextProvider i18n={i18n}>
        <OfflineBanner />
      </I18nextProvider>,
    );
    const banner = screen.getByRole('status', { hidden: true });
    expect(banner.hidden).toBe(true);
    act(() => setReconnecting(true));
    expect(banner.hidden).toBe(false);
    expect(banner.textContent).toBe(i18n.t('session.reconnecting'));
    act(() => setReconnecting(false));
    expect(banner.hidden).toBe(true);
    expect(banner.textContent).toBe('');
  });
});
