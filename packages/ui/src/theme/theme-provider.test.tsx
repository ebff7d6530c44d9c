import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_THEME_STORAGE_KEY, ThemeProvider, useTheme, type ThemeMode } from './theme-provider';

/** A controllable `prefers-color-scheme: dark` media query (jsdom has no matchMedia). */
function fakeSystemTheme(initialDark: boolean) {
  let dark = initialDark;
  const listeners = new Set<() => void>();
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      get matches() {
        return query.includes('dark') ? dark : false;
      },
      media: query,
      addEventListener: (_type: string, fn: () => void) => listeners.add(fn),
      removeEventListener: (_type: string, fn: () => void) => listeners.delete(fn),
    })),
  );
  return {
    set(nextDark: boolean) {
      dark = nextDark;
      act(() => listeners.forEach((fn) => fn()));
    },
  };
}

function ModePicker() {
  const { mode, resolvedTheme, setMode } = useTheme();
  return (
    <div>
      <p>
        mode {mode}, showing {resolvedTheme}
      </p>
      {(['light', 'dark', 'system'] as ThemeMode[]).map((m) => (
        <button key={m} type="button" onClick={() => setMode(m)}>
          {m}
        </button>
      ))}
    </div>
  );
}

const html = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  html.removeAttribute('data-theme');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ThemeProvider', () => {
  it('follows the system preference by default and sets data-theme on <html>', () => {
    fakeSystemTheme(true);
    render(
      <ThemeProvider>
        <ModePicker />
      </ThemeProvider>,
    );
    expect(screen.getByText('mode system, showing dark')).toBeTruthy();
    expect(html.getAttribute('data-theme')).toBe('dark');
    expect(html.style.colorScheme).toBe('dark');
  });

  it('switches live when the system preference changes while in system mode', () => {
    const system = fakeSystemTheme(false);
    render(
      <ThemeProvider>
        <ModePicker />
      </ThemeProvider>,
    );
    expect(html.getAttribute('data-theme')).toBe('light');
    system.set(true);
    expect(html.getAttribute('data-theme')).toBe('dark');
    expect(screen.getByText('mode system, showing dark')).toBeTruthy();
  });

  it('ignores the system preference once the user picks a mode, and stores it under the host key', async () => {
    const system = fakeSystemTheme(false);
    render(
      <ThemeProvider storageKey="cabinet-theme">
        <ModePicker />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'dark' }));
    expect(html.getAttribute('data-theme')).toBe('dark');
    expect(localStorage.getItem('cabinet-theme')).toBe('dark');
    expect(localStorage.getItem(DEFAULT_THEME_STORAGE_KEY)).toBeNull();
    system.set(false);
    expect(html.getAttribute('data-theme')).toBe('dark');
  });

  it('restores the stored mode on the next visit', () => {
    fakeSystemTheme(true);
    localStorage.setItem(DEFAULT_THEME_STORAGE_KEY, 'light');
    render(
      <ThemeProvider>
        <ModePicker />
      </ThemeProvider>,
    );
    expect(screen.getByText('mode light, showing light')).toBeTruthy();
    expect(html.getAttribute('data-theme')).toBe('light');
  });

  it('falls back to defaultMode when the stored value is not a mode', () => {
    fakeSystemTheme(false);
    localStorage.setItem(DEFAULT_THEME_STORAGE_KEY, 'purple');
    render(
      <ThemeProvider defaultMode="dark">
        <ModePicker />
      </ThemeProvider>,
    );
    expect(screen.getByText('mode dark, showing dark')).toBeTruthy();
  });

  it('keeps working when storage throws (private mode, blocked cookies)', async () => {
    fakeSystemTheme(false);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    render(
      <ThemeProvider>
        <ModePicker />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'dark' }));
    expect(screen.getByText('mode dark, showing dark')).toBeTruthy();
    expect(html.getAttribute('data-theme')).toBe('dark');
  });

  it('follows a mode changed in another tab', () => {
    fakeSystemTheme(false);
    render(
      <ThemeProvider storageKey="k">
        <ModePicker />
      </ThemeProvider>,
    );
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'k', newValue: 'dark' }));
    });
    expect(html.getAttribute('data-theme')).toBe('dark');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: 'light' }));
    });
    expect(html.getAttribute('data-theme')).toBe('dark');
  });

  it('themes only the given target element when one is passed', async () => {
    fakeSystemTheme(false);
    const target = document.createElement('div');
    render(
      <ThemeProvider target={target} defaultMode="dark">
        <ModePicker />
      </ThemeProvider>,
    );
    expect(target.getAttribute('data-theme')).toBe('dark');
    expect(html.hasAttribute('data-theme')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'light' }));
    expect(target.getAttribute('data-theme')).toBe('light');
  });

  it('tells the developer when useTheme() is used outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ModePicker />)).toThrow(/inside <ThemeProvider>/);
  });
});
