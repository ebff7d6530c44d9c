import type { Page } from '@playwright/test';
import { axeCombos, axeViolations, setThemeAndLanguage } from './axe';
import { expect, newAccount, signInAndWait, test } from './fixtures';
import { text } from './locale';

/**
 * /legal_info (feature ru_ad_marking) on the page recipe: a bad ИНН is refused on its field before any request; a
 * server refusal (an ИНН already on this account) lands on its field and keeps every input; a legal entity and a
 * foreign party are saved, shown after a reload, edited and deleted, each checked on the server. Every test that
 * writes signs in as an account of its own (seeded with the legal entity OOO "Romashka", ИНН 7707083893).
 */

interface LegalInfoJson {
  id: number;
  type: string;
  name: string;
  inn: string | null;
  countryCode: string | null;
  foreignRegNumber: string | null;
  foreignTaxNumber: string | null;
  vatPayer: boolean;
}

const SEEDED_INN = '7707083893';
// Real ИНН whose check digits hold; the first with its last digit changed does not.
const GOOD_INN = '7736207543';
const TYPO_INN = '7736207544';

const onServer = async (page: Page) => {
  const res = await page.request.get('/api/user/legal_info');
  expect(res.ok()).toBe(true);
  return (await res.json()) as LegalInfoJson[];
};

/** The writes the page sends to the legal-info calls, as `METHOD path`. */
function watchWrites(page: Page) {
  const writes: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (r.method() !== 'GET' && url.pathname.startsWith('/api/user/legal_info'))
      writes.push(`${r.method()} ${url.pathname}`);
  });
  return writes;
}

test('a legal entity: a bad ИНН is refused on its field, a server refusal keeps every input, saved survives a reload and edits', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const { email } = await newAccount(page.request, { featuresOn: ['ru_ad_marking'] });
  await signInAndWait(page, email);
  const writes = watchWrites(page);
  await page.goto('/legal_info');
  await expect(page.getByRole('heading', { level: 1, name: 'Legal information' })).toBeVisible();
  const cards = page.getByTestId('legal-info-card');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('OOO "Romashka"');
  await expect(cards.first().getByTestId('legal-info-inn')).toHaveText(SEEDED_INN);

  const form = page.locator('form.legal-info-form');
  const name = form.locator('input[name="name"]');
  const inn = form.locator('input[name="inn"]');
  await expect(form.getByRole('radio', { name: 'Russian legal entity' })).toBeChecked();

  // A typo in the ИНН: refused on its field, nothing sent.
  await name.fill('OOO "Vasilek"');
  await inn.fill(TYPO_INN);
  await form.getByRole('button', { name: 'Add legal info' }).click();
  await expect(inn).toHaveAttribute('aria-invalid', 'true');
  await expect(inn).toHaveAccessibleDescription(/This ИНН does not exist: its check digits do not match/);
  // A 12-digit number is not a legal entity's.
  await inn.fill('500100732259');
  await form.getByRole('button', { name: 'Add legal info' }).click();
  await expect(inn).toHaveAccessibleDescription(/A legal entity's ИНН has 10 digits/);
  expect(writes).toEqual([]);

  // An ИНН this account already has: only the server knows; its message lands on the field, every input stays.
  await form.getByRole('checkbox', { name: 'Pays Russian VAT' }).check();
  await inn.fill(SEEDED_INN);
  const refused = page.waitForResponse((r) => r.url().endsWith('/api/user/legal_info') && r.status() === 400);
  await form.getByRole('button', { name: 'Add legal info' }).click();
  const body = (await (await refused).json()) as { fields: Record<string, string> };
  expect(body.fields.inn).toBe('is already on another legal info of this account');
  // Said in the cabinet's words (the server's are English in every language).
  await expect(inn).toHaveAccessibleDescription(new RegExp(text('validation.server.duplicateLegal')));
  await expect(inn).toBeFocused();
  await expect(name).toHaveValue('OOO "Vasilek"');
  await expect(inn).toHaveValue(SEEDED_INN);
  await expect(form.getByRole('checkbox', { name: 'Pays Russian VAT' })).toBeChecked();
  expect(writes).toEqual(['POST /api/user/legal_info']);
  expect(await onServer(page)).toHaveLength(1);

  // The right ИНН (typed with spaces, as often pasted): saved as digits, listed, the form empty for the next one.
  await inn.fill('7736 207 543');
  await form.getByRole('button', { name: 'Add legal info' }).click();
  await expect(cards).toHaveCount(2);
  let saved = (await onServer(page)).find((l) => l.inn === GOOD_INN)!;
  expect(saved).toMatchObject({
    type: 'LEGAL_ENTITY',
    name: 'OOO "Vasilek"',
    vatPayer: true,
    countryCode: null,
  });
  await expect(name).toHaveValue('');

  // A reload shows what the server has.
  await page.reload();
  const card = cards.filter({ hasText: 'OOO "Vasilek"' });
  await expect(card.getByTestId('legal-info-inn')).toHaveText(GOOD_INN);
  await expect(card).toContainText('VAT payerYes');

  // Edit: the URL names it (a reload keeps it), the form holds its values, the save replaces them.
  await card.getByRole('button', { name: 'Edit OOO "Vasilek"' }).click();
  await expect(page).toHaveURL(new RegExp(`edit=${saved.id}`));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Edit OOO "Vasilek"' })).toBeVisible();
  await expect(inn).toHaveValue(GOOD_INN);
  await name.fill('OOO "Vasilek" (Moscow)');
  await form.getByRole('checkbox', { name: 'Pays Russian VAT' }).uncheck();
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).not.toHaveURL(/edit=/);
  await expect(cards.filter({ hasText: 'OOO "Vasilek" (Moscow)' })).toBeVisible();
  saved = (await onServer(page)).find((l) => l.id === saved.id)!;
  expect(saved).toMatchObject({ name: 'OOO "Vasilek" (Moscow)', inn: GOOD_INN, vatPayer: false });
  expect(writes.at(-1)).toBe(`PUT /api/user/legal_info/${saved.id}`);
});

test('a foreign party: country and a number, no ИНН sent; an individual cannot pay VAT; delete asks first', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const { email } = await newAccount(page.request, { featuresOn: ['ru_ad_marking'] });
  await signInAndWait(page, email);
  const writes = watchWrites(page);
  await page.goto('/legal_info');
  const form = page.locator('form.legal-info-form');
  await expect(form).toBeVisible();

  // An individual never pays VAT: the box is off and disabled.
  await form.getByRole('radio', { name: 'Russian individual' }).check();
  await expect(form.getByRole('checkbox', { name: 'Pays Russian VAT' })).toBeDisabled();

  await form.getByRole('radio', { name: 'Foreign legal entity' }).check();
  await expect(form.locator('input[name="inn"]')).toHaveCount(0);
  await form.locator('input[name="name"]').fill('Acme GmbH');
  // Neither number: refused before sending, on the registration number.
  await form.getByRole('button', { name: 'Add legal info' }).click();
  const country = form.getByRole('combobox', { name: /Country/ });
  await expect(country).toHaveAccessibleDescription(/Choose a country from the list|Fill this in/);
  await expect(form.locator('input[name="foreignRegNumber"]')).toHaveAccessibleDescription(
    /Give a registration number or a tax number/,
  );
  expect(writes).toEqual([]);

  await country.click();
  await country.fill('Germ');
  await page.getByRole('option', { name: 'Germany' }).click();
  await form.locator('input[name="foreignRegNumber"]').fill('HRB 12345');
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/user/legal_info'));
  await form.getByRole('button', { name: 'Add legal info' }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    type: 'FOREIGN_LEGAL_ENTITY',
    name: 'Acme GmbH',
    inn: null,
    countryCode: '276',
    foreignRegNumber: 'HRB 12345',
    foreignTaxNumber: null,
  });
  const card = page.getByTestId('legal-info-card').filter({ hasText: 'Acme GmbH' });
  await expect(card).toContainText('Germany');
  const acme = (await onServer(page)).find((l) => l.name === 'Acme GmbH')!;
  expect(acme).toMatchObject({ countryCode: '276', foreignRegNumber: 'HRB 12345', inn: null });

  // Delete asks first; cancelling sends nothing, confirming removes it on the server.
  await card.getByRole('button', { name: 'Delete Acme GmbH' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Delete Acme GmbH?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(writes.filter((w) => w.startsWith('DELETE'))).toEqual([]);
  await card.getByRole('button', { name: 'Delete Acme GmbH' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
  expect(writes.at(-1)).toBe(`DELETE /api/user/legal_info/${acme.id}`);
  expect((await onServer(page)).map((l) => l.name)).toEqual(['OOO "Romashka"']);
});

test.describe('legal info accessibility', () => {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    test(`0 axe violations on /legal_info, its field errors and its delete confirmation at ${width} px, light and dark, en and cn`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height });
      await signInAndWait(page, 'marking@demo.adnet');
      for (const [theme, language] of axeCombos(page.viewportSize()?.width)) {
        await setThemeAndLanguage(page, theme, language);
        await page.goto('/legal_info');
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        // Axe judges the settled page, not a colour half way through a transition.
        await page.addStyleTag({
          content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
        });
        const form = page.locator('form.legal-info-form');
        await expect(page.getByTestId('legal-info-card').first()).toBeVisible({ timeout: 20_000 });
        const where = `${theme} ${language} ${width}px`;
        expect(await axeViolations(page), `/legal_info ${where}`).toEqual([]);
        // The form's errors (a foreign party with nothing filled in shows three at once).
        await form.locator('input[type="radio"][value="FOREIGN_LEGAL_ENTITY"]').check();
        await form.locator('button[type="submit"]').click();
        await expect(form.locator('[aria-invalid="true"]')).toHaveCount(3);
        expect(await axeViolations(page), `/legal_info errors ${where}`).toEqual([]);
        await page.getByTestId('legal-info-card').first().locator('button').nth(1).click();
        const dialog = page.getByRole('alertdialog');
        await expect(dialog).toBeVisible();
        expect(await axeViolations(page), `/legal_info delete confirmation ${where}`).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
    });
  }
});
