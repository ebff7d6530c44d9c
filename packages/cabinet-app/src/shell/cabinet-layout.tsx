import { useMemo, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AppShell, DropdownMenu, toast, useTheme, UserMenu, useViewport, type Project } from '@adnet/ui';
import Send from 'lucide-react/icons/send';
import type { User } from '@adnet/api-client';
import { navigationFor, type NavGroup } from '../access/routes';
import { isReadOnly, isReadOnlyWithoutOperator } from '../access/policy';
import { changeLanguage, currentLanguage, isLanguage, LANGUAGES, LOCALES } from '../i18n';
import { AppUiLocale } from '../i18n/ui-locale';
import { renderAppLink, useActingAs, usePathWithoutActingAs } from './acting-as';
import { NAV_ICONS } from './nav-icons';
import { PaletteLauncher } from './palette-launcher';
import { useSignOut } from './sign-out';

/** The navigation's area headings, shown when a user's links span more than one area (staff). */
const GROUP_KEYS: Record<NavGroup, string> = {
  main: 'nav.groups.main',
  internal: 'nav.groups.internal',
  support: 'nav.groups.support',
  sales: 'nav.groups.sales',
};

/** The top bar's one control: the user's e-mail, language, theme, the Telegram name's page and sign out. */
function HeaderControls({ user, compact = false }: { user: User; compact?: boolean }) {
  const { t } = useTranslation();
  const { mode, setMode } = useTheme();
  const signOut = useSignOut();
  const navigate = useNavigate();
  return (
    <UserMenu
      email={user.email}
      compact={compact}
      languages={LANGUAGES.map((lng) => ({
        value: lng,
        label: t(`settings.languageNames.${lng}`),
        lang: LOCALES[lng],
      }))}
      language={currentLanguage()}
      onLanguageChange={(value) => {
        if (!isLanguage(value)) return;
        changeLanguage(value).catch(() => toast.error(t('errors.network')));
      }}
      themeMode={mode}
      onThemeModeChange={setMode}
      onSignOut={() => void signOut()}
      labels={{
        menu: t('nav.accountMenu'),
        signedInAs: t('nav.signedInAs'),
        language: t('settings.language'),
        theme: t('settings.theme'),
        themeLight: t('settings.themeLight'),
        themeDark: t('settings.themeDark'),
        themeSystem: t('settings.themeSystem'),
        signOut: t('nav.signOut'),
      }}
    >
      <DropdownMenu.Item icon={<Send />} onSelect={() => void navigate('/telegram')}>
        {t('nav.telegram')}
      </DropdownMenu.Item>
    </UserMenu>
  );
}

/**
 * The signed-in frame: `AppShell` from the design system picks the desktop or mobile layout by viewport; the
 * navigation comes from the route table filtered by the user's access; banners say whose cabinet is shown and
 * whether it is read-only. `bare` (the terms gate) shows the page alone, with no navigation to go around it.
 * Every signed-in page is drawn here, so here the design system gets its locale and shared texts (`AppUiLocale`):
 * in the frame's chunk rather than the entry, which public pages load and which has no room to spare.
 */
export function CabinetLayout({
  user,
  bare = false,
  children,
}: {
  user: User;
  bare?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const uid = useActingAs();
  const exitPath = usePathWithoutActingAs();
  // The layouts' mobile top bar compacts the menu itself; the bare frame of the terms gate asks for it.
  const mobile = useViewport() === 'mobile';

  const project = useMemo<Project>(() => {
    const routes = navigationFor(user);
    // The page's link is the most specific one whose path holds it: /sales/clients/12 is under "Sales clients",
    // not also under "/sales" (the overview), whose path is a prefix of every sales page.
    const holds = (path: string) => location.pathname === path || location.pathname.startsWith(`${path}/`);
    const current = routes
      .map((route) => route.path)
      .filter(holds)
      .reduce<string | undefined>(
        (best, path) => (best && best.length >= path.length ? best : path),
        undefined,
      );
    // An advertiser's links are one area: headings only where there are several (staff).
    const grouped = routes.some((route) => route.nav!.group !== routes[0]!.nav!.group);
    return {
      name: t('app.name'),
      links: routes.map((route) => {
        const Icon = NAV_ICONS[route.path];
        return {
          id: route.path,
          label: t(route.nav!.labelKey),
          href: route.path,
          ...(Icon && { icon: <Icon /> }),
          ...(grouped && { group: t(GROUP_KEYS[route.nav!.group]) }),
          active: route.path === current,
        };
      }),
    };
  }, [user, location.pathname, t]);

  const labels = {
    skipToContent: t('app.skipToContent'),
    navigation: t('nav.primary'),
    collapseSidebar: t('nav.collapse'),
    expandSidebar: t('nav.expand'),
    openMenu: t('nav.openMenu'),
    closeMenu: t('nav.closeMenu'),
    loading: t('common.loading'),
  };

  const banners = (
    <>
      {uid !== null && uid !== user.id ? (
        <div className="app-banner" role="status">
          <span>{t('actingAs.banner', { uid })}</span>
          <Link to={exitPath}>{t('actingAs.exit')}</Link>
        </div>
      ) : null}
      {isReadOnly(user) ? (
        <div className="app-banner" data-tone="warning" role="status">
          {isReadOnlyWithoutOperator(user) ? t('readOnly.noOperator') : t('readOnly.banner')}
        </div>
      ) : null}
    </>
  );

  if (bare) {
    return (
      <div className="auth-page">
        <header className="auth-top">
          <span className="auth-brand">{t('app.name')}</span>
          <HeaderControls user={user} compact={mobile} />
        </header>
        <main id="main" className="auth-main" tabIndex={-1}>
          <AppUiLocale>{children}</AppUiLocale>
        </main>
      </div>
    );
  }

  return (
    <AppShell
      project={project}
      renderLink={renderAppLink}
      labels={labels}
      header={
        <>
          <PaletteLauncher user={user} compact={mobile} />
          <HeaderControls user={user} />
        </>
      }
    >
      {banners}
      <AppUiLocale>{children}</AppUiLocale>
    </AppShell>
  );
}
