import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, openUserMenu, signIn, signInThroughApi, test } from './fixtures';
import { text } from './locale';

const LOCALES_DIR = fileURLToPath(new URL('../packages/cabinet-app/src/i18n/locales/en/', import.meta.url));

// Spec 1 and 9: the language id (stored, sent as accept-language) is en, ru or cn; cn's locale is zh-CN.
for (const [language, locale, label, heading, menuName, signOut] of [
  ['ru', 'ru', 'Русский', 'Кампании', /Меню аккаунта$/, 'Выйти'],
  ['cn', 'zh-CN', '简体中文', '广告活动', /账户菜单$/, '退出登录'],
] as const) {
  test(`switching to ${language} changes <html lang>, the texts and accept-language, and survives a reload`, async ({
    page,
  }) => {
    await signIn(page, 'advertiser@demo.adnet');
    await expect(page.getByRole('heading', { name: 'Campaigns', level: 1 })).toBeVisible();
    // The language is chosen in the top bar's user menu.
    const menu = await openUserMenu(page);
    await menu.getByRole('group', { name: 'Language' }).getByRole('menuitemradio', { name: label }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('selectedLanguage'))).toBe(language);

    const next = page.waitForRequest((r) => r.url().includes('/api/user/self'));
    await page.reload();
    const request = await next;
    expect(request.headers()['accept-language']).toBe(language);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    const translated = await openUserMenu(page, menuName);
    await expect(translated.getByRole('menuitemradio', { name: label })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(translated.getByRole('menuitem', { name: signOut })).toBeVisible();
  });
}

/*
 * Texts load by route (issue 18, `packages/cabinet-app/src/i18n/namespaces.ts`): the language's core with the
 * language, a feature's texts with the routes that draw them. A key whose texts are not in yet would show as the
 * key itself (`editor.save`): these open pages of different features straight from the address bar in ru and cn,
 * and switch language on a feature page, watching every text and label the page ever draws on the way.
 */
const NAMESPACES = [
  ...new Set(
    readdirSync(LOCALES_DIR)
      .filter((f) => f.endsWith('.json'))
      .flatMap((f) => Object.keys(JSON.parse(readFileSync(`${LOCALES_DIR}${f}`, 'utf8')) as object)),
  ),
];
/** A translation key as it would show untranslated: `editor.fields.title`, `internal.moderation.waiting`. */
const RAW_KEY = `\\b(?:${NAMESPACES.join('|')})\\.[A-Za-z_]+`;

/** Records, from before the first paint on, every text, label and title the page draws that looks like a key. */
async function watchRawKeys(page: Page) {
  await page.addInitScript((pattern: string) => {
    const key = new RegExp(pattern);
    const found: string[] = [];
    (window as unknown as { rawKeys: string[] }).rawKeys = found;
    const ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt', 'aria-description'];
    const check = (text: string | null | undefined) => {
      if (text && key.test(text)) found.push(text.slice(0, 160));
    };
    const scan = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) return check((node as Text).data);
      if (node.nodeType !== Node.ELEMENT_NODE) return;
      const element = node as Element;
      if (element.tagName === 'SCRIPT' || element.tagName === 'STYLE') return;
      for (const name of ATTRIBUTES) check(element.getAttribute(name));
      element.childNodes.forEach(scan);
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') check((record.target as Text).data);
        else if (record.type === 'attributes')
          check((record.target as Element).getAttribute(record.attributeName!));
        else record.addedNodes.forEach(scan);
      }
      check(document.title);
    }).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ATTRIBUTES,
    });
  }, RAW_KEY);
}

/** Signs `email` in through the API (the page's cookies) and stores `language` before the page's scripts run. */
async function signInAs(page: Page, email: string, language: 'en' | 'ru' | 'cn') {
  await page.context().clearCookies();
  await signInThroughApi(page.request, email);
  await page.addInitScript((l) => localStorage.setItem('selectedLanguage', l), language);
}

const rawKeysSeen = (page: Page) => page.evaluate(() => (window as unknown as { rawKeys: string[] }).rawKeys);

for (const [language, locale, visits] of [
  [
    'ru',
    'ru',
    [
      // The campaign editor (editor, preview; its later sections bring the audience picker's texts).
      ['advertiser@demo.adnet', '/campaigns/new?campaignType=Task', 'routes.campaignNew'],
      // The moderation queue (internal, campaigns, archive, preview).
      ['superuser@demo.adnet', '/internal/campaigns', 'routes.internalCampaigns'],
      // Support cases.
      ['support@demo.adnet', '/support/cases', 'routes.supportCases'],
      // A prerendered page with a fixed header (wallet).
      ['advertiser@demo.adnet', '/wallet', 'routes.wallet'],
    ],
  ],
  [
    'cn',
    'zh-CN',
    [
      // A campaign's page (campaign, campaigns, archive, preview, statistics): the first of the account's.
      ['advertiser@demo.adnet', '/campaigns/first', 'routes.campaign'],
      // Sales deals.
      ['superuser@demo.adnet', '/sales/deals', 'routes.salesDeals'],
      // The internal area's users (admin).
      ['superuser@demo.adnet', '/internal/users', 'routes.internalUsers'],
      // Legal info (feature ru_ad_marking).
      ['marking@demo.adnet', '/legal_info', 'routes.legalInfo'],
      // The campaign editor with ru_ad_marking: its Legal section brings its own texts (editor-legal, legal-info).
      ['marking@demo.adnet', '/campaigns/new?campaignType=Task', 'routes.campaignNew'],
    ],
  ],
] as const) {
  test(`a page opened from the address bar in ${language} draws its texts from the first paint on, no key ever`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await watchRawKeys(page);
    for (const [email, path, titleKey] of visits) {
      await signInAs(page, email, language);
      let target: string = path;
      let heading = text(titleKey, {}, locale);
      if (path === '/campaigns/first') {
        const list = await page.request.get('/api/campaigns?size=1');
        const first = ((await list.json()) as { content: { id: number; name: string }[] }).content[0]!;
        target = `/campaigns/${first.id}`;
        heading = first.name; // a campaign's page is headed by its name
      }
      await page.goto(target);
      await expect(page.locator('main h1'), target).toHaveText(heading);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      // The parts a page draws after its first paint (the editor's later sections) are in too.
      await expect(page.getByTestId('editor-section-placeholder')).toHaveCount(0);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(await rawKeysSeen(page), target).toEqual([]);
      expect(await page.locator('body').innerText(), target).not.toMatch(new RegExp(RAW_KEY));
      expect(await page.title(), target).not.toMatch(new RegExp(RAW_KEY));
    }
  });
}

test('switching language on a feature page shows its texts in the new language at once, no key on the way', async ({
  page,
}) => {
  await watchRawKeys(page);
  // With ru_ad_marking: the editor's Legal section, whose texts come with its chunk, switches too.
  await signInAs(page, 'marking@demo.adnet', 'en');
  await page.goto('/campaigns/new?campaignType=BotMessageMedia');
  await expect(
    page.getByRole('heading', { level: 2, name: text('editor.sections.targeting') }),
  ).toBeVisible();
  await expect(page.getByTestId('editor-section-placeholder')).toHaveCount(0);
  for (const [from, label, locale] of [
    ['en', 'Русский', 'ru'],
    ['ru', '简体中文', 'zh-CN'],
  ] as const) {
    const menu = await openUserMenu(page, new RegExp(`${text('nav.accountMenu', {}, from)}$`));
    await menu.getByRole('menuitemradio', { name: label }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    for (const key of [
      'editor.sections.targeting',
      'editor.sections.strategy',
      'editor.sections.legal',
      'editor.sections.review',
    ])
      await expect(page.getByRole('heading', { level: 2, name: text(key, {}, locale) })).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: text('editorLegal.way', {}, locale) })).toBeVisible();
    await expect(
      page.getByRole('complementary', { name: text('editor.preview.label', {}, locale) }),
    ).toBeVisible();
  }
  expect(await rawKeysSeen(page)).toEqual([]);
});
