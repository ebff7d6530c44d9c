import { useMemo } from 'react';
import { flushSync } from 'react-dom';
import type { Decorator, Loader, StoryObj } from '@storybook/react-vite';
import { expect, type within } from 'storybook/test';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { createApiClient } from '@adnet/api-client';
import { App, THEME_STORAGE_KEY } from '../app';
import { changeLanguage, initI18n, loadTexts, toLanguage } from '../i18n';
import { FEATURE_TEXTS } from '../i18n/namespaces';
import { fixtureFetch, type FixtureOptions, type FixtureRoutes } from './fixture-api';
import { STORY_THEME_EVENT, type StoryTheme } from '../../../../.storybook/decorators';
import '../app.css';

/**
 * Screen stories: the whole cabinet (shell, guards, the route's page) at a path, in the toolbar's theme and
 * language, with the API answered from fixtures at the network layer (`fixtureFetch`): the real client,
 * transport, mappers, SWR hooks and page recipe run, and no server is needed. Designers review screens here;
 * the story tests judge each in light and dark with axe set to fail, like the components.
 *
 * Why not MSW: a fetch given to the client is the same network boundary without a service worker, which
 * Vitest's browser mode and a static Storybook build would both have to register and keep in step.
 */
export interface ScreenProps {
  /** The path (and query) the app opens at. */
  path: string;
  routes: FixtureRoutes;
  options?: FixtureOptions | undefined;
}

const CONFIG = { apiBaseUrl: '', agencySiteUrl: 'https://agency.adnet.example/' };
const noReport = () => undefined;

export function Screen({ path, routes, options }: ScreenProps) {
  // A new client per story: nothing cached by one story shows in the next.
  const client = useMemo(() => createApiClient({ fetch: fixtureFetch(routes, options) }), [routes, options]);
  // A memory history at the path: the story never touches the address bar.
  const history = useMemo(() => createMemoryHistory({ initialEntries: [path], v5Compat: true }), [path]);
  return <App key={path} client={client} config={CONFIG} report={noReport} history={history} />;
}

/**
 * Loads the app's texts in the story's language (toolbar `locale`: en, ru, zh-CN) before it renders: every
 * feature's, so a story's play can read any text with `i18next.t` before its page has loaded its own.
 */
export const withAppLanguage: Loader = async ({ globals }) => {
  await initI18n();
  await loadTexts(FEATURE_TEXTS);
  await changeLanguage(toLanguage(globals.locale) ?? 'en');
  return {};
};

/** The app keeps the theme itself (ThemeProvider reads its stored choice): store the toolbar's before render. */
export const withAppTheme: Decorator = (Story, { globals }) => {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, globals.theme === 'dark' ? 'dark' : 'light');
  } catch {
    // private mode: the system scheme applies
  }
  return <Story />;
};

/**
 * The story tests render each story once, in light, then switch it to dark in place and run axe again
 * (`.storybook/a11y-in-both-themes.ts`, `STORY_THEME_EVENT`). `<html>` alone is not the app's theme: its
 * ThemeProvider holds the mode (the user menu and the preferences show it). So the new theme goes in the way the
 * app takes one it did not choose itself, a change of its stored mode in another tab (a `storage` event), and
 * in `flushSync`: the provider and everything that reads it have rendered it before the switch returns, as if
 * the story had started in it.
 */
export const followStoryThemeSwitch = () => {
  const follow = (event: Event) => {
    const theme = (event as CustomEvent<StoryTheme>).detail;
    let oldValue: string | null = null;
    try {
      oldValue = localStorage.getItem(THEME_STORAGE_KEY);
      localStorage.setItem(THEME_STORAGE_KEY, theme);
    } catch {
      // private mode: the event alone still switches the provider
    }
    flushSync(() =>
      window.dispatchEvent(
        new StorageEvent('storage', { key: THEME_STORAGE_KEY, oldValue, newValue: theme }),
      ),
    );
  };
  window.addEventListener(STORY_THEME_EVENT, follow);
  return () => window.removeEventListener(STORY_THEME_EVENT, follow);
};

/**
 * What every screen story file's meta shares: the app's texts in the toolbar's language and its theme, also when
 * the story tests switch it in place. Each file keeps `title`, `tags` and `parameters: { layout: 'fullscreen' }`
 * in its own literal: the story indexer reads the first two statically, and Storybook's CSF transform replaced
 * spread-in parameters (the screens rendered `padded`, 16 px inside the frame, with the shell's skip link peeking
 * out above the top edge).
 */
export const screenMeta = {
  loaders: [withAppLanguage],
  decorators: [withAppTheme],
  beforeEach: [followStoryThemeSwitch],
};

/** Story globals of the viewports the cabinet is designed for (see `.storybook/preview.tsx`). */
export const PHONE = { viewport: { value: 'phone', isRotated: false } };
export const DESKTOP = { viewport: { value: 'desktop', isRotated: false } };
export type Size = typeof DESKTOP;

/** The toolbar's languages by the short name a story's export carries (`CampaignsListCn`). */
export const LOCALE = { en: 'en', ru: 'ru', cn: 'zh-CN' } as const;
export type Lang = keyof typeof LOCALE;

/** How long a play waits for the app to boot and its route's chunk to load (Vite transforms it on first use). */
export const BOOT = 20_000;
export const waitOptions = { timeout: BOOT };

/**
 * A text as Testing Library's matchers compare it: they read every run of white space in the page as one space,
 * so an expected figure must too (ru and fr group digits with a no-break space, zh-CN dates have none).
 */
export const asShown = (text: string) => text.replace(/\s+/g, ' ');

/** A screen story: its file's meta adds no args, only the app's language and theme (`screenMeta`). */
export type ScreenStory = StoryObj<typeof screenMeta>;

/** What a screen story renders: the app at `path`, answered by `routes`, in `lang` at `size`. */
export const screenAt = (
  path: string,
  routes: FixtureRoutes,
  lang: Lang = 'en',
  size: Size = DESKTOP,
  options?: FixtureOptions,
) => ({
  globals: { locale: LOCALE[lang], ...size },
  render: () => <Screen path={path} routes={routes} options={options} />,
});

/** Waits for the page's heading (the app boots and loads the route's chunk first) and checks that it shows. */
export async function expectHeading(
  canvas: ReturnType<typeof within>,
  name: string,
  level?: number,
): Promise<HTMLElement> {
  const heading = await canvas.findByRole('heading', level ? { level, name } : { name }, waitOptions);
  await expect(heading).toBeVisible();
  return heading;
}
