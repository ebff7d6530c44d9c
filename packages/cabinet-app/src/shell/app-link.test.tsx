import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { preloadRoute, ROUTE_PAGES } from '../boot/preload-route';
import { AppLink, LinkPreloadContext } from './acting-as';

afterEach(() => vi.restoreAllMocks());

/** The router's preload, as `app.tsx` hands it to the links. */
const withPreload = ({ children }: { children: ReactNode }) => (
  <LinkPreloadContext.Provider value={preloadRoute}>{children}</LinkPreloadContext.Provider>
);

describe('AppLink', () => {
  it.each([
    ['pointer over it', (a: HTMLElement) => fireEvent.pointerEnter(a)],
    ['keyboard focus', (a: HTMLElement) => fireEvent.focus(a)],
    ['a touch', (a: HTMLElement) => fireEvent.touchStart(a)],
  ])("starts loading its page's code on intent: %s", (_intent, intend) => {
    const reset = vi.spyOn(ROUTE_PAGES.get('/reset_password')!, 'preload').mockResolvedValue({} as never);
    const login = vi.spyOn(ROUTE_PAGES.get('/login')!, 'preload').mockResolvedValue({} as never);
    render(
      <MemoryRouter initialEntries={['/login']}>
        <AppLink to="/reset_password?from=login">Forgot your password?</AppLink>
      </MemoryRouter>,
      { wrapper: withPreload },
    );
    const link = screen.getByRole('link', { name: 'Forgot your password?' });
    expect(reset).not.toHaveBeenCalled();
    intend(link);
    expect(reset).toHaveBeenCalledTimes(1);
    expect(login).not.toHaveBeenCalled();
  });

  it("keeps the caller's own handlers", () => {
    vi.spyOn(ROUTE_PAGES.get('/campaigns')!, 'preload').mockResolvedValue({} as never);
    const onFocus = vi.fn();
    render(
      <MemoryRouter>
        <AppLink to="/campaigns" onFocus={onFocus}>
          Campaigns
        </AppLink>
      </MemoryRouter>,
      { wrapper: withPreload },
    );
    fireEvent.focus(screen.getByRole('link', { name: 'Campaigns' }));
    expect(onFocus).toHaveBeenCalledTimes(1);
  });
});
