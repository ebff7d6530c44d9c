import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import {
  Navigate,
  Route,
  Routes,
  unstable_HistoryRouter as HistoryRouter,
  type HistoryRouterProps,
  useLocation,
  useNavigate,
  useParams,
} from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ThemeProvider, toast } from '@adnet/ui';
import type { ApiClient, ErrorReport, User } from '@adnet/api-client';
import { ApiProvider, useApi } from './api-context';
import { ROUTES, type RouteMeta } from './access/routes';
import { unstable_serialize, useSWRConfig } from 'swr';
import { selfKey, useSelf } from './data/hooks';
import { markBooted } from './boot/activity';
import { handlePreloadErrors } from './boot/preload-error';
import { preloadRoute, ROUTE_PAGES } from './boot/preload-route';
import type { RuntimeConfig } from './boot/runtime-config';
import { AUTH_FAILURE_EVENT, markSessionEnded, sessionEndedTold, type AuthFailureDetail } from './session';
import { ErrorBoundary } from './shell/error-boundary';
import { ConfigProvider } from './shell/config-context';
import { FullPageLoader, RequireSession, RouteGuard } from './shell/guards';
import { OfflineBanner } from './shell/offline-banner';
import { CabinetLayout, Toaster } from './shell/lazy-shell';
import { useSession } from './shell/session-context';
import { SessionScope } from './shell/session-scope';
import { announceSession, SessionSync, signingOutElsewhere } from './shell/session-sync';
import { RouteMetaContext } from './shell/route-meta';
import { routeParamsAreIds } from './shell/route-id';
import { LinkPreloadContext, useActingAs, withActingAs } from './shell/acting-as';
import { ConfirmProvider } from './shell/confirm';
import { ShellSkeleton } from './shell/shell-skeleton';
import { guardHistory, LeaveGuardContext } from './shell/guarded-history';
import { forcedState } from './shell/forced-navigation';

/** The theme mode is kept under this key (the spec leaves its value to us). */
export const THEME_STORAGE_KEY = 'adnet-cabinet-theme';

// Each route's page is its own lazily loaded chunk, named by the route table (spec 2: lazy-loaded routes);
// main.tsx preloads the current one before the first render, so it draws without a Suspense fallback.
const pages = ROUTE_PAGES;
const NotFoundPage = lazy(() => import('./pages/not-found-page'));

export interface AppProps {
  client: ApiClient;
  config: RuntimeConfig;
  report: (report: ErrorReport) => void;
  /**
   * The router's history: the browser's (`main.tsx`: `UNSAFE_createBrowserHistory({ v5Compat: true })`, what
   * `BrowserRouter` creates). Storybook's screen stories give a memory history at their path, so they never touch
   * the address bar (and production code carries no memory history).
   */
  history: HistoryRouterProps['history'];
}

export function App({ client, config, report, history: given }: AppProps) {
  // The router's history with the pages' leave guards (`shell/guarded-history.ts`): `HistoryRouter` is
  // `BrowserRouter` with the history given, so the same transitions and Suspense. Wrapped once.
  const [history] = useState(() => guardHistory(given));
  // The first commit: from now on `data-settled` tells whether anything is in flight (boot/activity.ts).
  useEffect(markBooted, []);
  return (
    <ThemeProvider storageKey={THEME_STORAGE_KEY}>
      <ApiProvider client={client}>
        <ConfigProvider value={config}>
          <SessionScope>
            <ConfirmProvider>
              <LeaveGuardContext.Provider value={history}>
                <HistoryRouter history={history}>
                  <LinkPreloadContext.Provider value={preloadRoute}>
                    <Shell report={report} />
                  </LinkPreloadContext.Provider>
                </HistoryRouter>
              </LeaveGuardContext.Provider>
            </ConfirmProvider>
          </SessionScope>
        </ConfigProvider>
      </ApiProvider>
    </ThemeProvider>
  );
}

function Shell({ report }: { report: AppProps['report'] }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const api = useApi();
  const { clearCache } = useSession();
  const { cache } = useSWRConfig();

  // A refused refresh: `session.ts` stored the path; drop every cached byte, tell the other tabs (their cookies
  // are the same dead ones) and go to /login.
  useEffect(() => {
    const onFailure = (event: Event) => {
      const { hadSession } = (event as CustomEvent<AuthFailureDetail | undefined>).detail ?? {
        hadSession: true,
      };
      // Nobody was signed in here (a first visit, or after a sign-out): nothing ended, nothing to tell anyone. A
      // tab that knew its user had a session, even when the refresh credential is already gone (a sign-out in
      // another window cleared the cookies): that session ended.
      const knewUser = Boolean(
        (cache.get(unstable_serialize(selfKey)) as { data?: unknown } | undefined)?.data,
      );
      if (!hadSession && !knewUser) {
        void navigate('/login', { replace: true, state: forcedState() });
        return;
      }
      // Refused because another tab is signing out (its request cleared the cookies this tab's request met): say so,
      // as a `signed-out` message would have.
      const elsewhere = signingOutElsewhere();
      // Another tab's sign-out is said as such, not as a session that ended.
      if (elsewhere) sessionEndedTold();
      else markSessionEnded();
      announceSession({ type: 'signed-out' });
      if (elsewhere) toast(t('session.signedOutElsewhere'), { id: 'session-signed-out' });
      void navigate('/login', {
        replace: true,
        state: forcedState(elsewhere ? undefined : { expired: true }),
      });
      clearCache();
    };
    window.addEventListener(AUTH_FAILURE_EVENT, onFailure);
    return () => window.removeEventListener(AUTH_FAILURE_EVENT, onFailure);
  }, [cache, clearCache, navigate, t]);

  // A missing chunk after a deploy: handled, so the error screen offers a reload instead of a white page.
  useEffect(() => handlePreloadErrors(), []);

  // Spec 7: a view event on every route change. Only the path: a query may hold a token (/confirm?token=).
  useEffect(() => {
    api.tracking.view({ path: location.pathname, title: document.title }).catch(() => undefined);
  }, [api, location.pathname]);

  return (
    <>
      <SessionSync />
      <OfflineBanner />
      <Toaster labels={{ close: t('common.close') }} />
      <ErrorBoundary report={report} resetKey={location.pathname}>
        <Suspense fallback={<ShellSkeleton frame="page" />}>
          <AppRoutes />
        </Suspense>
      </ErrorBoundary>
    </>
  );
}

function PageTitle({ meta }: { meta: RouteMeta }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = meta.titleFromPage ? t('app.name') : `${t(meta.titleKey)} · ${t('app.name')}`;
  }, [meta, t]);
  return null;
}

function SuccessAuthorization() {
  const { data: self, isLoading } = useSelf({ quiet: true });
  if (isLoading) return <FullPageLoader />;
  return <Navigate to={self ? '/campaigns' : '/login'} replace />;
}

/** A `<Route>` per route of the table, public or signed-in, its page drawn inside `frame`. */
function tableRoutes(isPublic: boolean, frame: (meta: RouteMeta, page: ReactNode) => ReactNode) {
  return ROUTES.filter((r) => (r.area === 'public') === isPublic).map((meta) => {
    const Page = pages.get(meta.path)!;
    return <Route key={meta.path} path={meta.path} element={frame(meta, <Page />)} />;
  });
}

function AppRoutes() {
  const layout = (user: User, content: ReactNode, options?: { bare: boolean }) => (
    <CabinetLayout user={user} bare={options?.bare ?? false}>
      {content}
    </CabinetLayout>
  );
  return (
    <Routes>
      {tableRoutes(true, (meta, page) => (
        <RouteMetaContext.Provider value={meta}>
          <PageTitle meta={meta} />
          {page}
        </RouteMetaContext.Provider>
      ))}
      <Route path="/success_authorization" element={<SuccessAuthorization />} />
      <Route element={<RequireSession layout={layout} />}>
        <Route path="/" element={<HomeRedirect />} />
        {tableRoutes(false, (meta, page) => (
          <GuardedPage meta={meta}>{page}</GuardedPage>
        ))}
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** `/` opens the monitoring page of the cabinet shown: with `?uid=`, still that user's. */
function HomeRedirect() {
  const uid = useActingAs();
  return <Navigate to={withActingAs('/monitoring', uid)} replace />;
}

function GuardedPage({ meta, children }: { meta: RouteMeta; children: ReactNode }) {
  const { data: user } = useSelf();
  const params = useParams();
  if (!user) return null;
  return (
    <RouteGuard meta={meta} user={user}>
      <RouteMetaContext.Provider value={meta}>
        {/* A route's params are ids (`shell/route-id.ts`): any other text is a page that does not exist, which
            names the tab itself. */}
        {routeParamsAreIds(params) ? (
          <>
            <PageTitle meta={meta} />
            {children}
          </>
        ) : (
          <NotFoundPage inFrame />
        )}
      </RouteMetaContext.Provider>
    </RouteGuard>
  );
}
