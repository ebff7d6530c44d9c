import type { Decorator, StoryContext } from '@storybook/react-vite';

export const THEMES = ['light', 'dark'] as const;
export const LOCALES = ['en', 'ru', 'zh-CN'] as const;
export type StoryTheme = (typeof THEMES)[number];
export type StoryLocale = (typeof LOCALES)[number];

/**
 * Sample texts of a story in the toolbar's locales: `parameters.localeArgs = { en: {...}, ru: {...}, 'zh-CN':
 * {...} }` (on the meta, a story, or both: Storybook merges parameters). An arg is swapped for the chosen
 * locale's only while it still holds the English sample, so a story with texts of its own ("Long text",
 * "Russian") keeps them. The Locale toolbar then changes the texts, not only the font and `<html lang>`.
 */
export type LocaleArgs<TArgs> = { en: Partial<TArgs> } & Partial<
  Record<Exclude<StoryLocale, 'en'>, Partial<TArgs>>
>;

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false;
  }
}

/** The story's args with the chosen locale's sample texts in place of the English ones it still holds. */
export function localizedArgs(
  args: Record<string, unknown>,
  localeArgs: LocaleArgs<Record<string, unknown>> | undefined,
  locale: StoryLocale,
): Record<string, unknown> | null {
  const texts = locale === 'en' ? undefined : localeArgs?.[locale];
  if (!localeArgs || !texts) return null;
  const swapped = Object.entries(texts).filter(([key]) => same(args[key], localeArgs.en[key]));
  return swapped.length > 0 ? { ...args, ...Object.fromEntries(swapped) } : null;
}

function themeOf(value: unknown): StoryTheme {
  return value === 'dark' ? 'dark' : 'light';
}
function localeOf(value: unknown): StoryLocale {
  return (LOCALES as readonly unknown[]).includes(value) ? (value as StoryLocale) : 'en';
}

function applyTheme(theme: StoryTheme) {
  const root = document.documentElement;
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
}

function applyToDocument(theme: StoryTheme, locale: StoryLocale) {
  applyTheme(theme);
  document.documentElement.lang = locale;
}

/**
 * Fired on `window`, with the theme as `detail`, when the story tests switch a rendered story to its other theme
 * in place (`switchStoryTheme`). A story that keeps its theme anywhere but `<html>` listens and takes the new one
 * before the call returns, as it would have taken it from the toolbar at render: the cabinet's screens hand it to
 * their app's ThemeProvider (`packages/cabinet-app/src/stories/screen-story.tsx`).
 */
export const STORY_THEME_EVENT = 'adnet:story-theme';

/**
 * Switches the story on the canvas to `theme` without rendering it again: `<html>` as `withThemeAndLocale` themes a
 * story's canvas (so portalled overlays follow), then whatever listens for `STORY_THEME_EVENT`. The story tests
 * use it to judge each story's final state in both themes (`.storybook/a11y-in-both-themes.ts`).
 */
export function switchStoryTheme(theme: StoryTheme) {
  applyTheme(theme);
  window.dispatchEvent(new CustomEvent<StoryTheme>(STORY_THEME_EVENT, { detail: theme }));
}

/**
 * Applies the toolbar's theme and locale, as the cabinet's ThemeProvider and i18n do.
 *
 * On a story's own canvas the story owns the document: its theme (the toolbar's, or the story's own `globals`)
 * goes on `<html>`, so portalled overlays (dialogs, menus, toasts) get it too. On a docs page many stories share
 * one document: `<html>` follows the toolbar only, and a story with a theme of its own (a "Dark" story) gets it on
 * its own wrapper. Writing it on `<html>` there made the whole page dark whenever the last story was dark.
 */
export const withThemeAndLocale: Decorator = (Story, context) => {
  const theme = themeOf(context.globals.theme);
  const locale = localeOf(context.globals.locale);
  const args = localizedArgs(
    context.args,
    context.parameters.localeArgs as LocaleArgs<Record<string, unknown>> | undefined,
    locale,
  );
  const story = args ? <Story args={args} /> : <Story />;
  if (context.viewMode === 'docs') {
    applyToDocument(themeOf(context.userGlobals?.theme), localeOf(context.userGlobals?.locale));
    return (
      <div
        className="sb-story-theme"
        data-theme={theme}
        lang={locale}
        style={{ colorScheme: theme, background: 'var(--color-bg)', color: 'var(--color-text)' }}
      >
        {story}
      </div>
    );
  }
  applyToDocument(theme, locale);
  return story;
};

/**
 * Stories are named after a state ("Disabled", "Long text", "Dark") and must show that state when opened. A play
 * function that acts (clicks, types, presses keys) leaves the story in its final state, so a story whose play
 * acts is a flow: it carries the `flow` tag, is named after what it does ("Picks a preset with the keyboard"),
 * and stays off the docs pages. The hooks below enforce this in the story tests: `beforeEach` watches the
 * play's `userEvent`, `afterEach` fails a story that acted without the tag.
 */
const acted = new WeakMap<object, string>();

export function watchInteractions(context: StoryContext) {
  const userEvent = (context as { userEvent?: Record<string, unknown> }).userEvent;
  if (!userEvent || context.tags.includes('flow')) return;
  for (const [key, value] of Object.entries(userEvent)) {
    if (typeof value !== 'function' || key === 'setup') continue;
    userEvent[key] = (...args: unknown[]) => {
      if (!acted.has(context)) acted.set(context, key);
      return (value as (...a: unknown[]) => unknown).apply(userEvent, args);
    };
  }
}

export function checkStoryEndsInItsState(context: StoryContext) {
  const action = acted.get(context);
  if (action === undefined) return;
  throw new Error(
    `Story "${context.title} › ${context.name}" calls userEvent.${action} in its play function, so it ends in ` +
      `its play's final state instead of the state it is named after. Tag it 'flow' and name it after what it ` +
      `does, or keep its play to assertions.`,
  );
}

/**
 * A story that shows an open overlay (a modal dialog, a select's list, a menu) renders in its own frame on the
 * docs page (`parameters.docs.story.inline = false`): inline, every such story of the page opened at once on top
 * of the page (five dialogs on the Dialog page) and a modal one locked the page's scrolling.
 */
export function checkOverlaysStayInTheirFrame(context: StoryContext) {
  if (context.tags.includes('flow')) return;
  const overlay = document.querySelector(
    '[role="dialog"][aria-modal="true"], [role="alertdialog"], [data-radix-popper-content-wrapper]',
  );
  const docs = context.parameters.docs as { story?: { inline?: boolean } } | undefined;
  if (overlay && docs?.story?.inline !== false) {
    throw new Error(
      `Story "${context.title} › ${context.name}" ends with an open overlay; give it ` +
        `parameters.docs.story.inline = false so that its docs page shows it in its own frame.`,
    );
  }
}
