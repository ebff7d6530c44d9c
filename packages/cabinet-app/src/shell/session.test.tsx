import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import useSWR, { useSWRConfig } from 'swr';
import type { ApiClient, User } from '@adnet/api-client';
import { ApiProvider } from '../api-context';
import { ALL_TEXTS } from '../i18n/all-texts';
import { selfKey, useSelf } from '../data/hooks';
import { crossTabRefreshLock, REFRESH_LOCK_NAME } from '../boot/refresh-lock';
import { useSession } from './session-context';
import { SessionScope } from './session-scope';
import { SESSION_CHANNEL, SessionSync, signingOutElsewhere, type SessionMessage } from './session-sync';

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: ALL_TEXTS.en } } });

afterEach(() => vi.restoreAllMocks());

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('SessionScope: clearing the cache ignores requests still in flight', () => {
  it('a late answer for the previous user never reaches the screen; the new session fetches its own', async () => {
    const answers = [deferred<string>(), deferred<string>()];
    let calls = 0;
    let clear!: () => void;
    function Who() {
      clear = useSession().clearCache;
      const { data } = useSWR(['self'], () => answers[calls++]!.promise);
      return <p data-testid="who">{data ?? 'loading'}</p>;
    }
    render(
      <SessionScope>
        <Who />
      </SessionScope>,
    );
    expect(calls).toBe(1);
    // Sign-out while the previous user's request is still on its way.
    act(() => clear());
    await act(async () => answers[0]!.resolve('previous user'));
    expect(screen.getByTestId('who').textContent).toBe('loading');
    expect(calls).toBe(2); // the new session asked again, not deduplicated onto the old request
    await act(async () => answers[1]!.resolve('new user'));
    expect(screen.getByTestId('who').textContent).toBe('new user');
  });
});

describe('SessionSync: the tabs of one browser share the session', () => {
  const user = (id: number) => ({ id, email: `u${id}@example.com` }) as User;
  const other = () => new BroadcastChannel(SESSION_CHANNEL);

  /** A tab showing `/campaigns/12` with `self` cached (seeded once: after a clear the cache stays empty). */
  function mount(self: User | null) {
    const seen: SessionMessage[] = [];
    const listener = other();
    listener.onmessage = (e: MessageEvent<SessionMessage>) => seen.push(e.data);
    let seeded = false;
    function Seed() {
      const { mutate } = useSWRConfig();
      const { data } = useSWR(selfKey, null);
      if (!seeded) {
        seeded = true;
        void mutate(selfKey, self, { revalidate: false });
      }
      return <p data-testid="self">{data === undefined ? 'none' : String(data?.id ?? null)}</p>;
    }
    // The router sits outside the scope here, as the browser's address does for the app's BrowserRouter.
    const view = render(
      <I18nextProvider i18n={i18n}>
        <ApiProvider
          client={{ account: { self: () => new Promise(() => undefined) } } as unknown as ApiClient}
        >
          <MemoryRouter initialEntries={['/campaigns/12']}>
            <SessionScope>
              <Seed />
              <SessionSync />
              <Routes>
                <Route path="/login" element={<h1>sign in page</h1>} />
                <Route path="/campaigns" element={<h1>campaigns page</h1>} />
                <Route path="/campaigns/:id" element={<h1>campaign page</h1>} />
              </Routes>
            </SessionScope>
          </MemoryRouter>
        </ApiProvider>
      </I18nextProvider>,
    );
    return { view, seen, listener };
  }
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 30)));

  it('announces who signed in here to the other tabs', async () => {
    const { seen, listener } = mount(user(7));
    await settle();
    expect(seen).toContainEqual({ type: 'signed-in', userId: 7 });
    listener.close();
  });

  it('a sign-out in another tab signs this one out: its data dropped, the sign-in page shown', async () => {
    const { listener } = mount(user(7));
    await settle();
    expect(screen.getByTestId('self').textContent).toBe('7');
    listener.postMessage({ type: 'signed-out' } satisfies SessionMessage);
    await settle();
    expect(screen.getByRole('heading').textContent).toBe('sign in page');
    expect(screen.getByTestId('self').textContent).toBe('none');
    listener.close();
  });

  it('another user signing in elsewhere clears this tab and opens the default page', async () => {
    const { listener } = mount(user(7));
    await settle();
    listener.postMessage({ type: 'signed-in', userId: 7 } satisfies SessionMessage);
    await settle();
    expect(screen.getByRole('heading').textContent).toBe('campaign page'); // the same user: nothing to do
    listener.postMessage({ type: 'signed-in', userId: 8 } satisfies SessionMessage);
    await settle();
    expect(screen.getByRole('heading').textContent).toBe('campaigns page');
    expect(screen.getByTestId('self').textContent).toBe('none');
    listener.close();
  });

  it('notes for a few seconds that another tab is signing out, so a refused refresh here is told as that', async () => {
    const { listener } = mount(user(7));
    await settle();
    expect(signingOutElsewhere()).toBe(false);
    listener.postMessage({ type: 'signing-out' } satisfies SessionMessage);
    await settle();
    expect(signingOutElsewhere()).toBe(true);
    expect(signingOutElsewhere(Date.now() + 11_000)).toBe(false);
    // Only a note: the tab stays where it is until its own request is refused or the `signed-out` comes.
    expect(screen.getByRole('heading').textContent).toBe('campaign page');
    listener.close();
  });

  it('a signed-out tab on a public form is left alone by a sign-out elsewhere', async () => {
    const { listener } = mount(null);
    await settle();
    listener.postMessage({ type: 'signed-out' } satisfies SessionMessage);
    await settle();
    expect(screen.getByRole('heading').textContent).toBe('campaign page');
    listener.close();
  });
});

describe('SessionSync next to the app’s own self', () => {
  // Regression: SessionSync's reader was the key's first hook, with no fetcher, so `mutate(selfKey)` (after
  // accepting the terms, after a sign-in) refetched nothing and the terms gate never lifted.
  it('a mutate of self still refetches it', async () => {
    let n = 0;
    const self = vi.fn(async () => ({ id: 7, termsVersion: ++n }) as unknown as User);
    let refetch!: () => Promise<unknown>;
    function Page() {
      const { mutate } = useSWRConfig();
      refetch = () => mutate(selfKey);
      const { data } = useSelf();
      return (
        <p data-testid="terms">{String((data as { termsVersion?: number } | undefined)?.termsVersion)}</p>
      );
    }
    render(
      <I18nextProvider i18n={i18n}>
        <ApiProvider client={{ account: { self } } as unknown as ApiClient}>
          <MemoryRouter>
            <SessionScope>
              <SessionSync />
              <Page />
            </SessionScope>
          </MemoryRouter>
        </ApiProvider>
      </I18nextProvider>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.getByTestId('terms').textContent).toBe('1');
    await act(async () => void (await refetch()));
    expect(self).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('terms').textContent).toBe('2');
  });
});

describe('crossTabRefreshLock', () => {
  it('runs the refresh under one exclusive Web Lock', async () => {
    const request = vi.fn((_name: string, _options: LockOptions, task: () => Promise<unknown>) => task());
    const lock = crossTabRefreshLock({ request } as unknown as LockManager);
    await expect(lock(async () => 'refreshed')).resolves.toBe('refreshed');
    expect(request).toHaveBeenCalledWith(REFRESH_LOCK_NAME, { mode: 'exclusive' }, expect.any(Function));
  });

  it('falls back to running at once without Web Locks', async () => {
    await expect(crossTabRefreshLock(undefined)(async () => 'refreshed')).resolves.toBe('refreshed');
  });
});
