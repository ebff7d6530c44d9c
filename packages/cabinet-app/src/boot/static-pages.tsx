import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createInstance } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Button, Card, TextField } from '@adnet/ui';
import { PreferencePlaceholders } from '../shell/lazy-preferences';
import { NeutralShell, ShellSkeletonCopy, type SkeletonHeader } from '../shell/shell-skeleton';

/*
 * The markup the build prerenders (`build-static-pages.ts`), drawn by the components the app draws, with React's
 * server renderer: ui owns its markup here as everywhere. Loaded by the build through Vite (`runnerImport`), never
 * by the app.
 */

type Texts = Record<string, unknown>;

/** `children` with `t` of `texts` (one language): the same keys the app's i18next holds. */
function render(texts: Texts, locale: string, children: ReactNode): string {
  const i18n = createInstance({
    lng: locale,
    fallbackLng: false,
    resources: { [locale]: { translation: texts } },
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    react: { useSuspense: false },
  });
  void i18n.init();
  // Ids of their own per language: the copies share one document.
  return renderToStaticMarkup(<I18nextProvider i18n={i18n}>{children}</I18nextProvider>, {
    identifierPrefix: `${locale}-`,
  });
}

/** The language ids of the preference select's names (`settings.languageNames.<id>`). */
const LANGUAGE_ID: Record<string, string> = { en: 'en', ru: 'ru', 'zh-CN': 'cn' };

/**
 * The sign-in page as React draws it before its language and theme selects are in (`LoginPage` in `AuthLayout`
 * with the selects' placeholders), inert: its fields take no input (what is typed there would be lost when React
 * takes over), carry no name and `autocomplete="off"`, so a password manager does not fill them.
 */
function LoginCopy({ locale, t }: { locale: string; t: (key: string) => string }) {
  const noFocus = { tabIndex: -1 } as const;
  return (
    <div className="auth-page boot-login" lang={locale} inert aria-hidden="true">
      <header className="auth-top">
        <span className="auth-brand">{t('app.name')}</span>
        <PreferencePlaceholders
          labels={[t(`settings.languageNames.${LANGUAGE_ID[locale]}`), t('settings.themeSystem')]}
        />
      </header>
      <main className="auth-main">
        <Card className="auth-card">
          <h1 className="auth-title">{t('login.title')}</h1>
          <p className="auth-subtitle">{t('login.subtitle')}</p>
          <form className="auth-form" noValidate>
            <TextField label={t('login.email')} type="text" autoComplete="off" required {...noFocus} />
            <TextField label={t('login.password')} type="password" autoComplete="off" required {...noFocus} />
            <Button type="button" className="auth-submit" {...noFocus}>
              {t('login.submit')}
            </Button>
          </form>
        </Card>
        <div className="auth-footer">
          <p>
            {t('login.noAccount')}{' '}
            <a href="/registration" {...noFocus}>
              {t('login.register')}
            </a>
          </p>
          <p>
            <a href="/reset_password" {...noFocus}>
              {t('login.forgot')}
            </a>
          </p>
        </div>
      </main>
    </div>
  );
}

/** The text of a dotted key; a missing key fails the build (the page must not show a key). */
function text(texts: Texts, key: string, locale: string): string {
  let value: unknown = texts;
  for (const part of key.split('.')) value = (value as Texts | undefined)?.[part];
  if (typeof value !== 'string') throw new Error(`prerendered page: no ${locale} text for "${key}"`);
  return value;
}

/** The sign-in page in one language. */
export const loginPageHtml = (texts: Texts, locale: string): string =>
  render(texts, locale, <LoginCopy locale={locale} t={(key) => text(texts, key, locale)} />);

/** The signed-in frame with a page's header in one language: `ShellSkeleton`'s copy of that language. */
export function framePageHtml(texts: Texts, locale: string, header: SkeletonHeader): string {
  // A missing text fails the build rather than drawing the plain placeholder.
  for (const key of [header.titleKey, header.descriptionKey ?? '', 'app.name']) text(texts, key, locale);
  const html = render(texts, locale, <ShellSkeletonCopy header={header} lang={locale} />);
  if (!html.includes('</h1>')) throw new Error(`prerendered page: no header in the ${locale} copy`);
  return html;
}

/**
 * `index.html`'s frame, drawn before any script runs: the brand and a page-shaped placeholder. Its brand is the same
 * in every language (no text is in yet).
 */
export const neutralShellHtml = (): string => renderToStaticMarkup(<NeutralShell brand="adnet" />);
