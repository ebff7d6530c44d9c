import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, toast } from '@adnet/ui';
import type { User } from '@adnet/api-client';
import { useApi } from '../api-context';
import { navigationFor, type NavGroup } from '../access/routes';
import { isReadOnly, isReadOnlyWithoutOperator } from '../access/policy';
import { AppLink, useActingAs, usePathWithoutActingAs } from './acting-as';
import { PreferencesBar } from './preferences';
import { useSession } from './session-context';

const GROUP_KEYS: Record<NavGroup, string> = {
  main: 'nav.main',
  internal: 'nav.internal',
  support: 'nav.support',
  sales: 'nav.sales',
};

/** The signed-in frame: navigation from the route table, banners (acting-as, read-only), preferences, sign out. */
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
  const navigate = useNavigate();
  const api = useApi();
  const { clearCache } = useSession();
  const uid = useActingAs();
  const exitPath = usePathWithoutActingAs();

  // The terms gate shows the terms page alone: no navigation to go around it.
  const entries = bare ? [] : navigationFor(user);
  const groups = (['main', 'internal', 'support', 'sales'] as const)
    .map((group) => ({ group, items: entries.filter((e) => e.nav?.group === group) }))
    .filter((g) => g.items.length > 0);

  async function signOut() {
    await api.account.logout().catch(() => undefined);
    clearCache();
    toast.success(t('toast.signedOut'));
    void navigate('/login', { replace: true });
  }

  return (
    <div className="cabinet">
      <header className="cabinet-header">
        <span className="cabinet-brand">{t('app.name')}</span>
        <div className="cabinet-header-end">
          <PreferencesBar />
          <span className="cabinet-user">{user.email}</span>
          <Button variant="outline" size="sm" onClick={() => void signOut()}>
            {t('nav.signOut')}
          </Button>
        </div>
      </header>
      <div className="cabinet-body">
        {bare ? null : (
          <nav className="cabinet-nav" aria-label={t('nav.primary')}>
            {groups.map(({ group, items }) => (
              <div key={group} className="cabinet-nav-group">
                {groups.length > 1 ? <p className="cabinet-nav-title">{t(GROUP_KEYS[group])}</p> : null}
                <ul>
                  {items.map((item) => {
                    const active =
                      location.pathname === item.path || location.pathname.startsWith(`${item.path}/`);
                    return (
                      <li key={item.path}>
                        <AppLink to={item.path} aria-current={active ? 'page' : undefined}>
                          {t(item.nav!.labelKey)}
                        </AppLink>
                      </li>
                    );
                  })}
                </ul>
              </div>
            ))}
          </nav>
        )}
        <div className="cabinet-content">
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
          <main id="main" tabIndex={-1}>
            {children}
          </main>
        </div>
      </div>
    </div>
  );
}
