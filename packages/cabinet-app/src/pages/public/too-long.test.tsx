import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '@adnet/ui';
import { json, renderInApp } from '../../testing/render';
import RegistrationPage from './registration-page';
import ResetPasswordPage from './reset-password-page';

/**
 * A field over its length shows the limit in words: the rule's message names it (`validation.tooLong`, "at most
 * {{max}} characters"), and the page fills it in; without the number the user read the placeholder itself.
 */
// A hang guard, not a time assertion: a whole page renders and types on two busy cores.
describe('a value over a field’s length is told with the limit filled in', { timeout: 30_000 }, () => {
  it('registration: a name, Telegram tag, referral code or promocode over 100 characters', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL) => json({}));
    const { container } = renderInApp(
      <ThemeProvider>
        <RegistrationPage />
      </ThemeProvider>,
      { fetch },
    );
    const long = 'A'.repeat(101);
    for (const name of ['username', 'telegramTag', 'referralCode', 'promocode'])
      fireEvent.input(container.querySelector(`input[name="${name}"]`)!, { target: { value: long } });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findAllByText('Too long: at most 100 characters.')).toHaveLength(4);
    // Nothing but the sign-up's tracking (the page's opening) was sent.
    const sent = fetch.mock.calls.map(([url]) => new URL(String(url), 'http://cabinet.test').pathname);
    expect(sent.filter((path) => path !== '/api/public/collect/action')).toEqual([]);
  });

  it('password reset: a code over 32 characters', async () => {
    const fetch = vi.fn(async () => json({ ok: true }));
    const { container } = renderInApp(
      <ThemeProvider>
        <ResetPasswordPage />
      </ThemeProvider>,
      { fetch },
    );
    fireEvent.input(container.querySelector('input[name="email"]')!, {
      target: { value: 'user@example.com' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: 'Set new password' });
    fireEvent.input(container.querySelector('input[name="code"]')!, { target: { value: '1'.repeat(33) } });
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Too long: at most 32 characters.')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
