import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA: the rules every page and dialog must pass. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The two widths every page is judged at: the desktop the cabinet is designed at and a phone. */
export const AXE_VIEWPORTS = [
  [1280, 800],
  [390, 844],
] as const;

export type AxeTheme = 'light' | 'dark';
export type AxeLanguage = 'en' | 'cn';

/**
 * The theme and language pairs a page is judged in at a viewport width: an all-pairs (pairwise) covering of
 * theme × language × width. Desktop (≥ 768 px) runs light + en and dark + cn; 390 px runs dark + en and light + cn.
 * So each page is judged in both themes, both languages and both widths, and every pair of two of those (light at
 * 390, cn in dark, en at desktop, ...) occurs once: 4 scans where the full product takes 8.
 *
 * Why not all 8: a scan costs 2-5 s on CI's two cores and the matrices were two thirds of the e2e time (CI must
 * stay under 20 minutes). What each factor can break is a pair effect: contrast is theme × the colours of a state,
 * reflow and clipping are width × the length of a language's text, landmarks and names are language × structure. A
 * violation that needs one theme, one language and one width together (and no other combination) is what pairwise
 * gives up; the component stories still judge every component in both themes on every build.
 */
export function axeCombos(width: number | undefined): readonly (readonly [AxeTheme, AxeLanguage])[] {
  return (width ?? 1280) >= 768
    ? [
        ['light', 'en'],
        ['dark', 'cn'],
      ]
    : [
        ['dark', 'en'],
        ['light', 'cn'],
      ];
}

/** Chooses the theme and language the next `goto` opens with (as the user menu stores them). */
export async function setThemeAndLanguage(page: Page, theme: AxeTheme, language: AxeLanguage | 'ru') {
  await page.evaluate(
    ([t, l]) => {
      localStorage.setItem('adnet-cabinet-theme', t);
      localStorage.setItem('selectedLanguage', l);
    },
    [theme, language] as const,
  );
}

/** What a scan checks beyond WCAG 2.2 AA. */
export interface AxeExtras {
  /**
   * Also axe's `landmark-unique` (a best-practice rule, outside the WCAG tags): two landmarks of one name (a grid's
   * scroll region captioned like the page's own section) make a screen reader say the name twice.
   */
  uniqueLandmarks?: boolean;
}

/**
 * The page's axe violations against WCAG 2.2 AA, one line per rule with its elements. Axe judges the settled page:
 * transitions and animations are switched off first, so a colour half way through a fade is not measured.
 */
export async function axeViolations(page: Page, { uniqueLandmarks = false }: AxeExtras = {}) {
  await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  // options() replaces what withTags() set, so it goes first; a rule enabled here runs beside the tags' rules.
  const results = await new AxeBuilder({ page })
    .options(uniqueLandmarks ? { rules: { 'landmark-unique': { enabled: true } } } : {})
    .withTags(AXE_TAGS)
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Runs `visit` once per theme and language pair of `axeCombos` at the page's viewport width, with those preferences
 * stored (the next `goto` opens with them); `where` names the pair and width for assertion messages.
 */
export async function forEachAxeCombo(
  page: Page,
  visit: (where: string, theme: AxeTheme, language: AxeLanguage) => Promise<void>,
) {
  const width = page.viewportSize()?.width;
  for (const [theme, language] of axeCombos(width)) {
    await setThemeAndLanguage(page, theme, language);
    await visit(`${theme} ${language} ${width}px`, theme, language);
  }
}

/**
 * The accessibility matrix of a signed-in page set: each theme and language pair of `axeCombos` at the caller's
 * viewport (desktop and 390 px), each page opened and waited for by `ready` (a selector), then axe with WCAG 2.2 AA
 * tags. Expects 0 violations, naming page, theme, language and width.
 */
export async function expectNoAxeViolations(
  page: Page,
  pages: readonly (readonly [path: string, ready: string])[],
  extras: AxeExtras = {},
) {
  await forEachAxeCombo(page, async (where, theme) => {
    for (const [path, ready] of pages) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      await expect(page.locator(ready).first()).toBeVisible();
      expect(await axeViolations(page, extras), `${path} ${where}`).toEqual([]);
    }
  });
}
