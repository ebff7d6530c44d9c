import type { Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { axeCombos, axeViolations, setThemeAndLanguage } from './axe';
import { expect, newAccount, outboxCode, settled, signInAndWait, tabTo, test, watchCalls } from './fixtures';

/**
 * /wallet on the page recipe: the deposit address and its QR code are the server's; a withdraw made with the
 * keyboard alone lowers the available balance by amount plus fee on the server and shows in the withdraws list;
 * what the client can refuse it refuses before any request; a wrong code keeps every input; the fee is asked once
 * per 30 minutes; transactions page and sort through the URL and the query, and the CSV is every row. Tests that
 * change data sign in as an account of their own.
 */

// The USDT TRC-20 contract's address: a real TRON address whose checksum holds.
const GOOD_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
// The same with its last character changed: the right length and alphabet, the wrong checksum.
const TYPO_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u';

async function serverJson<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.ok(), path).toBe(true);
  return (await res.json()) as T;
}

const available = async (page: Page) => {
  const b = await serverJson<{ balance: number; frozenBalance: number }>(page, '/api/user/balance');
  return b.balance - b.frozenBalance;
};

test.describe('the wallet', () => {
  test('shows the deposit address of the server, and its QR code decodes to it', async ({ page }) => {
    const calls = watchCalls(page, '/api/user/tron-wallet');
    await signInAndWait(page, 'advertiser@demo.adnet');
    await page.goto('/wallet');
    const { walletAddress } = await serverJson<{ walletAddress: string }>(page, '/api/user/tron-wallet');
    const field = page.getByRole('textbox', { name: 'Your USDT (TRC-20) deposit address' });
    await expect(field).toHaveValue(walletAddress, { timeout: 20_000 });
    expect(calls).toHaveLength(1);
    await expect(page.getByText('USDT (TRC-20)').first()).toBeVisible();
    await expect(page.getByText(/Send only USDT on the TRON network/)).toBeVisible();

    const qr = page.getByRole('img', { name: 'QR code of your USDT (TRC-20) deposit address' });
    const png = PNG.sync.read(await qr.screenshot());
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
    expect(decoded?.data).toBe(walletAddress);

    // The figures are the server's: available = balance − frozen.
    const b = await serverJson<{ balance: number; frozenBalance: number }>(page, '/api/user/balance');
    const digits = (n: number) => n.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
    await expect(page.getByTestId('wallet-balance')).toContainText(digits(b.balance));
    await expect(page.getByTestId('wallet-available')).toContainText(digits(b.balance - b.frozenBalance));
  });

  test('makes a withdraw with the keyboard alone: refused input sends nothing, a wrong code keeps every input', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const account = await newAccount(request, { deposit: 500 });
    // Every write to the withdraw calls (the code and the withdraw); the lists' GETs are not writes.
    const writes: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET' && new URL(r.url()).pathname.startsWith('/api/user/publisher/withdraw'))
        writes.push(r.url());
    });
    const feeCalls = watchCalls(page, '/api/tron/fee');
    await signInAndWait(page, account.email);
    await page.goto('/wallet');
    const { fee } = await serverJson<{ fee: number }>(page, '/api/tron/fee');
    const before = await available(page);
    expect(before).toBe(500);
    // The first money read of a day books the missed days of spend: the first answer may take a while.
    await expect(page.getByTestId('withdraw-fee')).toContainText(`${fee.toFixed(2)} USDT`, {
      timeout: 20_000,
    });

    const address = page.getByRole('textbox', { name: 'TRON address' });
    const amount = page.getByRole('textbox', { name: 'Amount, USDT' });
    const memo = page.getByRole('textbox', { name: 'Memo or tag (optional)' });
    const code = page.getByRole('textbox', { name: 'Confirmation code' });

    // A typo in the address and more than is available: refused on the fields, nothing sent.
    await tabTo(page, address);
    await page.keyboard.type(TYPO_ADDRESS);
    await page.keyboard.press('Tab');
    await tabTo(page, amount);
    await page.keyboard.type(String(before)); // the fee comes on top, so all of it is too much
    await page.keyboard.press('Enter');
    await expect(page.getByText('This address has a typo: its check digits do not match.')).toBeVisible();
    await expect(page.getByText('More than you can withdraw: the most is under the field.')).toBeVisible();
    expect(writes).toHaveLength(0);

    // Fix both with the keyboard, add a memo, and ask for the code: the confirmation names fee and total.
    await tabTo(page, address, true);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(GOOD_ADDRESS);
    await tabTo(page, amount);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('100.5');
    await tabTo(page, memo);
    await page.keyboard.type('e2e-memo');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await expect(dialog).toContainText('Withdraw 100.50 USDT?');
    await expect(dialog).toContainText(GOOD_ADDRESS);
    await expect(dialog).toContainText(`${(100.5 + fee).toFixed(2)} USDT`);
    expect(writes).toHaveLength(0);
    const codeRequest = page.waitForRequest(
      (r) => r.url().endsWith('/withdraw/code') && r.method() === 'POST',
    );
    await tabTo(page, dialog.getByRole('button', { name: 'Send code' }));
    await page.keyboard.press('Enter');
    await codeRequest;
    await expect(code).toBeFocused();
    const mailed = await outboxCode(request, account.email, 'WITHDRAW');

    // A wrong code: said on the field, every input kept, nothing booked.
    const wrong = mailed === '000000' ? '111111' : '000000';
    await page.keyboard.type(wrong);
    const refused = page.waitForResponse(
      (r) => r.url().endsWith('/publisher/withdraw') && r.request().method() === 'POST',
    );
    await page.keyboard.press('Enter');
    expect((await refused).status()).toBe(400);
    await expect(page.getByText('The code is wrong or expired')).toBeVisible();
    await expect(address).toHaveValue(GOOD_ADDRESS);
    await expect(amount).toHaveValue('100.5');
    await expect(memo).toHaveValue('e2e-memo');
    await expect(code).toHaveValue(wrong);
    expect(await available(page)).toBe(before);

    // The right code: the server books amount + fee, and the lists show it.
    await tabTo(page, code);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(mailed);
    const sent = page.waitForResponse(
      (r) => r.url().endsWith('/publisher/withdraw') && r.request().method() === 'POST',
    );
    await page.keyboard.press('Enter');
    const created = await sent;
    expect(created.status()).toBe(201);
    expect(created.request().postDataJSON()).toEqual({
      wallet: GOOD_ADDRESS,
      amount: 100.5,
      memoTag: 'e2e-memo',
      confirmationCode: mailed,
    });
    expect(await available(page)).toBeCloseTo(before - 100.5 - fee, 6);
    const withdraws = await serverJson<{ content: { wallet: string; amount: number; status: string }[] }>(
      page,
      '/api/user/publisher/withdraw',
    );
    expect(withdraws.content[0]).toMatchObject({ wallet: GOOD_ADDRESS, amount: 100.5, status: 'PENDING' });
    const list = page.getByRole('table', { name: 'Withdraws' });
    await expect(list.getByRole('row').filter({ hasText: 'Waiting for approval' })).toHaveCount(1);
    await expect(page.getByTestId('wallet-available')).toContainText((before - 100.5 - fee).toFixed(2));
    await expect(address).toHaveValue(''); // the form starts over
    // The recent address is offered, never filled in.
    await expect(
      page.getByRole('button', {
        name: `Use the address ${GOOD_ADDRESS.slice(0, 6)}…${GOOD_ADDRESS.slice(-4)}`,
      }),
    ).toBeVisible();

    // The fee was asked once, and a new visit within 30 minutes asks nothing.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Campaigns' })
      .click();
    await expect(page).toHaveURL(/\/campaigns/);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Wallet' })
      .click();
    await expect(page.getByTestId('withdraw-fee')).toContainText(`${fee.toFixed(2)} USDT`);
    expect(feeCalls).toHaveLength(1);
  });

  test('the fee is asked once within 30 minutes across visits, and again once it is older (a fake clock)', async ({
    page,
  }) => {
    // The page's clock is Playwright's: minutes pass in an instant. It moves only while the cabinet is settled (no
    // call in flight), since a jump also fires the client's timeout of any request still under way.
    await page.clock.install();
    const feeCalls = watchCalls(page, '/api/tron/fee');
    await signInAndWait(page, 'advertiser@demo.adnet');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const visit = async (name: 'Wallet' | 'Campaigns') => {
      await nav.getByRole('link', { name }).click();
      await expect(page).toHaveURL(name === 'Wallet' ? /\/wallet/ : /\/campaigns/);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await settled(page);
    };
    const feeShown = () => expect(page.getByTestId('withdraw-fee')).toContainText('USDT');
    const jump = async (time: string) => {
      await settled(page);
      await page.clock.fastForward(time);
      await settled(page);
    };

    await visit('Wallet');
    await feeShown();
    expect(feeCalls).toHaveLength(1);

    // Away for 20 minutes and back: the kept fee, no call.
    await visit('Campaigns');
    await jump('20:00');
    await visit('Wallet');
    await feeShown();
    // Left open for 9 more minutes (29 since the call): still none.
    await jump('09:00');
    expect(feeCalls).toHaveLength(1);

    // Away past the 30 minutes and back: the fee is older than 1800 s, so it is asked again, once.
    await visit('Campaigns');
    await jump('02:00');
    await visit('Wallet');
    await feeShown();
    expect(feeCalls).toHaveLength(2);

    // A page left open asks again once the fee is older than 1800 s, not before. A jump fires every timer due within
    // it at its end, in the order they were made, so the page's two timers are passed one jump each, in their
    // order: the 30-minute forgetting of the fee (after the answer) first, then the page's refresh timer (31 minutes
    // after it opened), which asks again. One jump over both would fire the refresh first, while the fee is still
    // fresh, and it would rightly ask nothing.
    await jump('29:00');
    expect(feeCalls).toHaveLength(2);
    await jump('01:30');
    expect(feeCalls).toHaveLength(2);
    await jump('01:00');
    expect(feeCalls).toHaveLength(3);
    await feeShown();
  });

  test('transactions page and sort through the URL and the query; the CSV is every row', async ({ page }) => {
    test.setTimeout(60_000);
    const calls = watchCalls(page, '/api/user/transactions');
    await signInAndWait(page, 'advertiser@demo.adnet');
    await page.goto('/wallet');
    const grid = page.getByRole('table', { name: 'Transactions' });
    await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
    let q = calls.at(-1)!.searchParams;
    expect([q.get('page'), q.get('size'), q.get('sort')]).toEqual(['0', '20', 'timestamp,desc']);

    await grid
      .getByRole('columnheader', { name: /Amount/ })
      .getByRole('button')
      .click();
    await expect(page).toHaveURL(/tx\.orderBy=amount&tx\.order=asc/);
    await expect.poll(() => calls.at(-1)!.searchParams.get('sort')).toBe('amount,asc');
    const section = page.locator('section[aria-labelledby="wallet-transactions-title"]');
    await section.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/tx\.page=2/);
    await expect.poll(() => calls.at(-1)!.searchParams.get('page')).toBe('1');
    q = calls.at(-1)!.searchParams;
    expect([q.get('size'), q.get('sort')]).toEqual(['20', 'amount,asc']);
    // A reload shows the same page and sort: the reloaded page's own call (the last one before it already said so).
    const beforeReload = calls.length;
    await page.reload();
    await expect(page).toHaveURL(/tx\.page=2/);
    await expect.poll(() => calls.slice(beforeReload).at(-1)?.searchParams.get('page')).toBe('1');
    expect(calls.slice(beforeReload).at(-1)!.searchParams.get('sort')).toBe('amount,asc');

    // The server's rows in that sort, every page of them.
    const server: { id: number; amount: number }[] = [];
    for (let p = 0; ; p++) {
      const res = await serverJson<{ content: { id: number; amount: number }[]; totalPages: number }>(
        page,
        `/api/user/transactions?page=${p}&size=200&sort=amount,asc`,
      );
      server.push(...res.content);
      if (p + 1 >= res.totalPages) break;
    }
    expect(server.length).toBeGreaterThan(100); // more than one export page

    const download = page.waitForEvent('download');
    await section.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    const text = await (
      await file.createReadStream()
    )
      .toArray()
      .then((chunks) => Buffer.concat(chunks).toString('utf8'));
    const [header, ...lines] = text
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe('No.,Date,Description,"Amount, USDT"');
    const rows = lines.map((line) =>
      line.match(/("([^"]|"")*"|[^,]*)(,|$)/g)!.map((c) => c.replace(/,$/, '')),
    );
    expect(rows.map((r) => Number(r[0]))).toEqual(server.map((s) => s.id));
    expect(rows.map((r) => Number(r[3]))).toEqual(server.map((s) => s.amount));
    for (const r of rows) expect(r[1]).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});

test.describe('wallet accessibility', () => {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    test(`0 axe violations on /wallet, its confirmation, the code step and a wrong code at ${width} px, light and dark, en and cn`, async ({
      page,
      request,
    }) => {
      test.setTimeout(300_000); // five full-page scans of a long page, its form and dialog, per theme and language
      await page.setViewportSize({ width, height });
      // An account of its own: each round mails a withdraw code and tries a wrong one (both counted per account).
      const account = await newAccount(request, { deposit: 500, pendingWithdraws: [25] });
      await signInAndWait(page, account.email);
      for (const [theme, language] of axeCombos(page.viewportSize()?.width)) {
        await setThemeAndLanguage(page, theme, language);
        await page.goto('/wallet');
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expect(page.locator('[data-slot="qr-code"] svg')).toBeVisible({ timeout: 20_000 });
        await expect(
          page
            .locator('section[aria-labelledby="wallet-withdraws-title"]')
            .locator('tbody tr, li.adn-DataGrid-card:not([aria-hidden])')
            .first(),
        ).toBeVisible({ timeout: 20_000 });
        await expect(
          page
            .locator('section[aria-labelledby="wallet-transactions-title"]')
            .locator('tbody tr, li.adn-DataGrid-card:not([aria-hidden])')
            .first(),
        ).toBeVisible({ timeout: 20_000 });
        await expect(page.getByTestId('withdraw-fee')).toContainText('1.50');
        const scan = async (what: string) => {
          expect(await axeViolations(page), `${what} ${theme} ${language} ${width}px`).toEqual([]);
        };
        await scan('/wallet');
        // The form's errors and the confirmation dialog, once per theme and language.
        const form = page.locator('form.withdraw-form');
        await form.locator('input[name="wallet"]').fill(GOOD_ADDRESS);
        await form.locator('input[name="amount"]').fill('0.1234567');
        await form.locator('button[type="submit"]').click();
        await expect(form.locator('[aria-invalid="true"]')).toHaveCount(1);
        await scan('/wallet form errors');
        await form.locator('input[name="amount"]').fill('10');
        await form.locator('button[type="submit"]').click();
        const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
        await expect(dialog).toBeVisible();
        await scan('/wallet withdraw confirmation');
        // The code step: its confirm button (the footer's last) mails the code; the code field and the resend
        // countdown (a disabled button counting down) appear under the form.
        const codeSent = page.waitForResponse(
          (r) => r.url().endsWith('/withdraw/code') && r.request().method() === 'POST',
        );
        await dialog.locator('[data-slot="dialog-footer"] button').last().click();
        expect((await codeSent).ok()).toBe(true);
        await expect(dialog).toBeHidden();
        const code = form.locator('input[name="confirmationCode"]');
        await expect(code).toBeFocused();
        await expect(form.locator('.withdraw-code button')).toBeDisabled();
        await scan('/wallet withdraw code and resend countdown');
        // A wrong code: the server refuses it, and the field says so.
        const mailed = await outboxCode(request, account.email, 'WITHDRAW');
        await code.fill(mailed === '000000' ? '111111' : '000000');
        const refused = page.waitForResponse(
          (r) => r.url().endsWith('/publisher/withdraw') && r.request().method() === 'POST',
        );
        await form.locator('button[type="submit"]').click();
        expect((await refused).status()).toBe(400);
        await expect(code).toHaveAttribute('aria-invalid', 'true');
        await scan('/wallet withdraw wrong code');
      }
    });
  }
});
