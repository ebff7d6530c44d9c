import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import type { ApiClient, User } from '@adnet/api-client';
import { ApiProvider } from '../api-context';
import { ALL_TEXTS } from '../i18n/all-texts';
import { selfKey } from '../data/hooks';
import { RequireSession } from './guards';
import { SessionScope } from './session-scope';

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({ lng: 'en', resources: { en: { translation: ALL_TEXTS.en } } });
const t = i18n.getFixedT('en');

const USER = {
  id: 7,
  email: 'a@example.com',
  role: 'User',
  roles: ['User'],
  termsVersion: 3,
  latestTermsVersion: 3,
};

/** The signed-in frame at `/campaigns`, whose `self` answers with `answers`, one per call (the last repeats). */
function mount(answers: (() => Promise<unknown>)[]) {
  let calls = 0;
  const self = () => answers[Math.min(calls++, answers.length - 1)]!();
  let revalidate!: () => Promise<unknown>;
  function Revalidator() {
    const { mutate } = useSWRConfig();
    revalidate = () => mutate(selfKey).catch(() => undefined);
    return null;
  }
  render(
    <I18nextProvider i18n={i18n}>
      <ApiProvider client={{ account: { self } } as unknown as ApiClient}>
        <MemoryRouter initialEntries={['/campaigns']}>
          <SessionScope>
            <Revalidator />
            <Routes>
              <Route
                element={
                  <RequireSession
                    layout={(user, content) => (
                      <div data-testid="layout" data-user={user.email}>
                        {content}
                      </div>
                    )}
                  />
                }
              >
                <Route path="/campaigns" element={<p>Campaign rows</p>} />
              </Route>
              <Route path="/login" element={<p>Sign-in page</p>} />
            </Routes>
          </SessionScope>
        </MemoryRouter>
      </ApiProvider>
    </I18nextProvider>,
  );
  return { revalidate: () => act(async () => void (await revalidate())) };
}
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
const unavailable = { status: 503, data: { error: 'SERVICE_UNAVAILABLE' } };

describe('RequireSession', () => {
  it('a background revalidation of self answered 503 keeps the signed-in page and says it may be out of date', async () => {
    const view = mount([async () => USER as unknown as User, () => Promise.reject(unavailable)]);
    await settle();
    expect(screen.getByText('Campaign rows')).toBeTruthy();
    await view.revalidate();
    // The page and its frame stay; a notice says the session could not be checked, with a way to try again.
    expect(screen.getByTestId('layout').dataset.user).toBe('a@example.com');
    expect(screen.getByText('Campaign rows')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(t('session.stale'));
    expect(screen.getByRole('button', { name: t('errors.retry') })).toBeTruthy();
    expect(screen.queryByText(t('errors.loadingError'))).toBeNull();
  });

  it('the notice goes once self answers again', async () => {
    const view = mount([
      async () => USER as unknown as User,
      () => Promise.reject(unavailable),
      async () => USER as unknown as User,
    ]);
    await settle();
    await view.revalidate();
    expect(screen.queryByText(t('session.stale'))).not.toBeNull();
    await view.revalidate();
    expect(screen.queryByText(t('session.stale'))).toBeNull();
    expect(screen.getByText('Campaign rows')).toBeTruthy();
  });

  it('the error screen only when there is nothing to show: the first answer failed', async () => {
    mount([() => Promise.reject(unavailable)]);
    await settle();
    expect(screen.queryByTestId('layout')).toBeNull();
    expect(screen.getByText(t('errors.loadingError'))).toBeTruthy();
  });

  it('nobody signed in (self ends with 401) goes to the sign-in page', async () => {
    mount([() => Promise.reject({ status: 401, data: null })]);
    await settle();
    expect(screen.getByText('Sign-in page')).toBeTruthy();
  });
});
