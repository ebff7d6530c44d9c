import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, newAccount, openUserMenu, signInAndWait, test } from './fixtures';

/**
 * The Telegram name (issue 13): opened from the user menu, linked end to end without Telegram. A bad name is
 * refused in the page (nothing sent); the name is sent without its `@`; the page asks for the code and shows it;
 * the sandbox's bot stand-in (`POST /api/dev/telegram-bot`) receives it from that Telegram account, as Telegram
 * would deliver it; the page reads the state again and shows "Linked", which the server confirms.
 */

const telegramState = async (request: APIRequestContext) => {
  const res = await request.get('/api/user/telegram_name');
  expect(res.ok()).toBe(true);
  return (await res.json()) as { telegramUsername: string | null; status: string; botUsername: string };
};

test('links a Telegram username end to end: not linked, waiting for the code, linked', async ({ page }) => {
  const { email } = await newAccount(page.request);
  await signInAndWait(page, email);
  const sent: { method: string; path: string; body: string | null }[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/api/user/telegram_name'))
      sent.push({ method: r.method(), path, body: r.postData() });
  });

  const menu = await openUserMenu(page);
  await menu.getByRole('menuitem', { name: 'Telegram' }).click();
  await expect(page).toHaveURL(/\/telegram$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Telegram' })).toBeVisible();
  await expect(page.getByText('No Telegram username linked yet')).toBeVisible();
  expect(await telegramState(page.request)).toMatchObject({ telegramUsername: null, status: 'NOT_LINKED' });

  // Refused in the page, nothing sent; the typed value stays.
  const field = page.getByRole('textbox', { name: 'Telegram username' });
  const submit = page.getByRole('button', { name: 'Link username' });
  for (const [bad, message] of [
    ['abc', 'A Telegram username has 5 to 32 characters.'],
    ['north-wind', 'Use only Latin letters, digits and underscores.'],
    ['1northwind', 'A Telegram username starts with a letter.'],
  ] as const) {
    await field.fill(bad);
    await submit.click();
    await expect(page.getByText(message)).toBeVisible();
    await expect(field).toHaveValue(bad);
  }
  expect(sent.filter((s) => s.method === 'PUT')).toEqual([]);

  // Saved without the @: waiting for the code.
  const name = `e2e_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  await field.fill(` @${name} `);
  await submit.click();
  await expect(page.getByText('Waiting for the code')).toBeVisible();
  expect(sent.filter((s) => s.method === 'PUT')).toEqual([
    { method: 'PUT', path: '/api/user/telegram_name', body: JSON.stringify({ telegramUsername: name }) },
  ]);
  expect(await telegramState(page.request)).toMatchObject({ telegramUsername: name, status: 'WAITING' });

  // The code, shown with what to do with it; the bot gets it from that account.
  await page.getByRole('button', { name: 'Get the code' }).click();
  const codeField = page.getByRole('textbox', { name: 'Your code for the bot' });
  await expect(codeField).toHaveValue(/^\d{6}$/);
  const code = await codeField.inputValue();
  const { botUsername } = await telegramState(page.request);
  await expect(page.getByText(`Send this code to @${botUsername} from @${name}.`)).toBeVisible();
  await expect(page.getByRole('link', { name: `Open @${botUsername} in Telegram` })).toHaveAttribute(
    'href',
    `https://t.me/${botUsername}`,
  );
  // A message from another Telegram account does not link it.
  const bot = (from: string) => page.request.post('/api/dev/telegram-bot', { data: { from, text: code } });
  expect(await (await bot('someone_else')).json()).toMatchObject({ linked: false });
  expect((await telegramState(page.request)).status).toBe('WAITING');
  expect(await (await bot(`@${name}`)).json()).toMatchObject({ linked: true, email });

  await page.getByRole('button', { name: 'Check now' }).click();
  await expect(page.getByText('Linked', { exact: true })).toBeVisible();
  await expect(page.getByText(`@${name} is linked to your account.`)).toBeVisible();
  expect(await telegramState(page.request)).toEqual({
    telegramUsername: name,
    status: 'LINKED',
    botUsername,
  });
  // One code was asked for; the page never sent the code anywhere.
  expect(sent.filter((s) => s.path === '/api/user/telegram_name/code')).toHaveLength(1);
  expect(sent.filter((s) => (s.body ?? '').includes(code))).toEqual([]);
});
