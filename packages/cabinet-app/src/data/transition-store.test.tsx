import { Suspense, useEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import useSWR, { SWRConfig, useSWRConfig } from 'swr';
import i18next from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { useSyncExternalStore } from './transition-store';

/** A store of one number. */
function numberStore(initial: number) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: number) {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const never = new Promise<never>(() => undefined);

/**
 * Suspends on `2`. A synchronous update that suspends shows the fallback; a transition keeps what is on screen:
 * that is how these tests tell which of the two a store change was rendered as.
 */
function Shown({ value }: { value: number }) {
  if (value === 2) throw never;
  return <p>value {value}</p>;
}

/** A reader of `store` inside a Suspense boundary whose fallback says "loading". */
function renderInSuspense(store: ReturnType<typeof numberStore>) {
  function Reader() {
    return <Shown value={useSyncExternalStore(store.subscribe, store.get)} />;
  }
  render(
    <Suspense fallback={<p>loading</p>}>
      <Reader />
    </Suspense>,
  );
}

describe('useSyncExternalStore of the transition store', () => {
  it('renders the snapshot and follows the store', async () => {
    const store = numberStore(0);
    function Reader() {
      return <Shown value={useSyncExternalStore(store.subscribe, store.get)} />;
    }
    render(<Reader />);
    expect(screen.getByText('value 0')).toBeTruthy();
    await act(async () => store.set(1));
    expect(screen.getByText('value 1')).toBeTruthy();
  });

  it('renders a change as a transition: content on screen is not replaced by a fallback', async () => {
    const store = numberStore(1);
    renderInSuspense(store);
    await act(async () => store.set(2));
    expect(screen.getByText('value 1')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    await act(async () => store.set(3));
    expect(screen.getByText('value 3')).toBeTruthy();
  });

  it('is what SWR subscribes with in this app (store-transitions.ts)', async () => {
    let write: (value: number) => Promise<unknown> = async () => undefined;
    function Reader({ onWriter }: { onWriter: (w: typeof write) => void }) {
      const { data } = useSWR<number>('n', null);
      const { mutate } = useSWRConfig();
      useEffect(() => {
        onWriter((value) => mutate('n', value, { revalidate: false }));
      }, [mutate, onWriter]);
      return <Shown value={data ?? 0} />;
    }
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <Suspense fallback={<p>loading</p>}>
          <Reader onWriter={(w) => (write = w)} />
        </Suspense>
      </SWRConfig>,
    );
    await act(async () => void (await write(1)));
    expect(screen.getByText('value 1')).toBeTruthy();
    // React's own hook renders this change synchronously and shows the fallback.
    await act(async () => void (await write(2)));
    expect(screen.getByText('value 1')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('is what react-i18next subscribes with: a language switch renders as a transition', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'en',
      resources: {
        en: { translation: { n: '1' } },
        ru: { translation: { n: '2' } },
        de: { translation: { n: '3' } },
      },
      react: { useSuspense: false },
    });
    function Reader() {
      const { t } = useTranslation();
      return <Shown value={Number(t('n'))} />;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={<p>loading</p>}>
          <Reader />
        </Suspense>
      </I18nextProvider>,
    );
    expect(screen.getByText('value 1')).toBeTruthy();
    await act(async () => void (await i18n.changeLanguage('ru')));
    expect(screen.getByText('value 1')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    await act(async () => void (await i18n.changeLanguage('de')));
    expect(screen.getByText('value 3')).toBeTruthy();
  });
});

describe('the settled signal (boot/activity.ts) over the transition store', () => {
  const settled = () => document.documentElement.dataset.settled;

  it('is false from a store change until its render is committed, and stays false while that render suspends', async () => {
    const { markBooted } = await import('../boot/activity');
    markBooted();
    const store = numberStore(1);
    renderInSuspense(store);
    await vi.waitFor(() => expect(settled()).toBe('true'));
    // A change whose render suspends (a chunk or data it waits for): the old value stays, and nothing is settled.
    await act(async () => store.set(2));
    expect(screen.getByText('value 1')).toBeTruthy();
    expect(settled()).toBe('false');
    await new Promise((r) => setTimeout(r, 50));
    expect(settled()).toBe('false');
    // The next value renders: drawn, and settled again.
    await act(async () => store.set(3));
    await vi.waitFor(() => expect(screen.getByText('value 3')).toBeTruthy());
    await vi.waitFor(() => expect(settled()).toBe('true'));
  });

  it('is false while an API call is in flight', async () => {
    const { beginActivity, markBooted } = await import('../boot/activity');
    markBooted();
    await vi.waitFor(() => expect(settled()).toBe('true'));
    const end = beginActivity();
    expect(settled()).toBe('false');
    end();
    end(); // a second end changes nothing
    await vi.waitFor(() => expect(settled()).toBe('true'));
    const first = beginActivity();
    const second = beginActivity();
    first();
    await new Promise((r) => setTimeout(r, 50));
    expect(settled()).toBe('false');
    second();
    await vi.waitFor(() => expect(settled()).toBe('true'));
  });
});
