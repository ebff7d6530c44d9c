import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, DotsLoader, ErrorState, toast } from '@adnet/ui';
import type { User } from '@adnet/api-client';
import { canOpen, type RouteMeta } from '../access/routes';
import { mustAcceptTerms, shouldSendToAgencySite } from '../access/policy';
import { useSelf } from '../data/hooks';
import { rememberReturnPath } from '../session';
import { useActingAs } from './acting-as';
import { useConfig } from './config-context';
import { TermsPage } from '../pages/cabinet/terms-page';
import { routeOf } from '../boot/preload-route';
import { ShellSkeleton } from './shell-skeleton';

export function FullPageLoader() {
  const { t } = useTranslation();
  return (
    <div className="app-loader">
      <DotsLoader size="lg" label={t('common.loading')} />
    </div>
  );
}

/**
 * Signed-in routes: unauthenticated users go to /login (their path is kept for after login); then the terms gate
 * and the agency redirect apply to every path before anything else renders.
 */
export function RequireSession({
  layout,
}: {
  layout: (user: User, content: ReactNode, options?: { bare: boolean }) => ReactNode;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const { data: user, error, isLoading, mutate } = useSelf();

  // The frame is drawn at once; the session check fills it (the static shell of index.html has been replaced),
  // with the page's header where its route has a fixed one (the copy its prerendered HTML drew).
  if (isLoading) return <ShellSkeleton header={routeOf(location.pathname) ?? undefined} />;
  if (!user) {
    // The error screen only when there is nothing to show: a failed revalidation keeps the page (below).
    if (error)
      return (
        <main id="main" className="app-error">
          <ErrorState
            titleAs="h1"
            labels={{
              title: t('errors.loadingError'),
              description: t('errors.tryLater'),
              retry: t('errors.retry'),
            }}
            onRetry={() => void mutate()}
          />
        </main>
      );
    rememberReturnPath(location);
    return <Navigate to="/login" replace />;
  }
  // Self could not be asked again (a 503, no answer): the user is still the one we know, so the page stays, with a
  // word that what it shows may be out of date. A refused session never gets here: its refresh goes to /login.
  const stale = error ? <SessionStaleNotice onRetry={() => void mutate()} /> : null;
  const page = (content: ReactNode) => (
    <>
      {stale}
      {content}
    </>
  );
  if (mustAcceptTerms(user)) return <>{layout(user, page(<TermsPage user={user} />), { bare: true })}</>;
  return <AgencyGate user={user}>{layout(user, page(<Outlet context={user} />))}</AgencyGate>;
}

/** Said above the page while the session could not be checked again; the page itself stays. */
function SessionStaleNotice({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="app-banner" data-tone="warning" role="status">
      <span>{t('session.stale')}</span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('errors.retry')}
      </Button>
    </div>
  );
}

/** Spec 2: agency users work in the agency cabinet, unless they act as a different user. */
function AgencyGate({ user, children }: { user: User; children: ReactNode }) {
  const { t } = useTranslation();
  const uid = useActingAs();
  const config = useConfig();
  const away = shouldSendToAgencySite(user, uid);
  const target =
    user.agency?.siteUrl && /^https:\/\//.test(user.agency.siteUrl)
      ? user.agency.siteUrl
      : config.agencySiteUrl;
  useEffect(() => {
    if (away) window.location.assign(target);
  }, [away, target]);
  if (!away) return <>{children}</>;
  return (
    <main id="main" className="app-redirect">
      <p role="status">{t('agency.redirecting')}</p>
      <a href={target}>{t('agency.go')}</a>
    </main>
  );
}

/** A route's own rule (role, feature, wallet, creation): users without access go home with a short notice. */
export function RouteGuard({ meta, user, children }: { meta: RouteMeta; user: User; children: ReactNode }) {
  const { t } = useTranslation();
  const allowed = canOpen(user, meta);
  useEffect(() => {
    if (!allowed) toast.error(t('errors.forbidden'), { id: 'forbidden' });
  }, [allowed, t]);
  return allowed ? <>{children}</> : <Navigate to="/monitoring" replace />;
}
