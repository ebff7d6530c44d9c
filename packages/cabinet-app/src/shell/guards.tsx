import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, DotsLoader, EmptyState, ErrorState, toast } from '@adnet/ui';
import type { User } from '@adnet/api-client';
import { canOpen, type RouteMeta } from '../access/routes';
import { mustAcceptTerms, shouldSendToAgencySite } from '../access/policy';
import { useSelf } from '../data/hooks';
import { rememberReturnPath } from '../session';
import { AppLink, useActingAs } from './acting-as';
import { useConfig } from './config-context';
import { TermsPage } from '../pages/cabinet/terms-page';
import { routeOf } from '../boot/preload-route';
import { ShellSkeleton } from './shell-skeleton';
import { useSignOut } from './sign-out';

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
 * and the agency page apply to every path before anything else renders.
 */
export function RequireSession({
  layout,
}: {
  layout: (user: User, content: ReactNode, options?: { bare: boolean }) => ReactNode;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const uid = useActingAs();
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
  if (shouldSendToAgencySite(user, uid))
    return <>{layout(user, page(<AgencySitePage user={user} />), { bare: true })}</>;
  return <>{layout(user, page(<Outlet context={user} />))}</>;
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

/** Where an agency user works: their agency's own https site, else the configured agency cabinet. */
function agencySiteOf(user: User, fallback: string): string {
  const own = user.agency?.siteUrl;
  return own && /^https:\/\//.test(own) ? own : fallback;
}

/**
 * Spec 2: agency users work in the agency cabinet, unless they act as a different user. A page, not an automatic
 * redirect: it says where they are going and offers a sign-out, so an agency site that is down or refuses them
 * does not leave them bouncing between it and this cabinet with no way to sign in as someone else.
 */
function AgencySitePage({ user }: { user: User }) {
  const { t } = useTranslation();
  const config = useConfig();
  const signOut = useSignOut();
  const target = agencySiteOf(user, config.agencySiteUrl);
  return (
    <section className="page agency-page" aria-labelledby="agency-title">
      <h1 id="agency-title">{t('agency.title')}</h1>
      <p>{t('agency.where', { site: new URL(target).host })}</p>
      <p className="agency-hint">{t('agency.trouble')}</p>
      <div className="agency-actions">
        <a className="agency-go" href={target}>
          {t('agency.go')}
        </a>
        <Button variant="outline" tone="neutral" onClick={() => void signOut()}>
          {t('agency.signOut')}
        </Button>
      </div>
    </section>
  );
}

/**
 * A route's own rule (role, feature, wallet, creation). Users without access go home with a short notice; a user
 * acting as someone else (`?uid=`) stays in that cabinet instead, on a page saying this is not theirs to do there
 * (home without the `uid` would be their own cabinet, and for agency staff the agency site).
 */
export function RouteGuard({ meta, user, children }: { meta: RouteMeta; user: User; children: ReactNode }) {
  const { t } = useTranslation();
  const uid = useActingAs();
  const allowed = canOpen(user, meta);
  const actingAs = uid !== null && uid !== user.id;
  useEffect(() => {
    if (!allowed && !actingAs) toast.error(t('errors.forbidden'), { id: 'forbidden' });
  }, [allowed, actingAs, t]);
  if (allowed) return <>{children}</>;
  if (actingAs) return <RefusedWhileActingAs uid={uid} />;
  return <Navigate to="/monitoring" replace />;
}

function RefusedWhileActingAs({ uid }: { uid: number }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t('refused.title')} · ${t('app.name')}`;
  }, [t]);
  return (
    <div className="page not-found">
      <EmptyState
        titleAs="h1"
        title={t('refused.title')}
        description={t('refused.description', { uid })}
        action={<AppLink to="/campaigns">{t('refused.back')}</AppLink>}
      />
    </div>
  );
}
