import {
  lazy,
  Suspense,
  useEffect,
  useMemo,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SWRConfig } from 'swr';
import { ThemeProvider, Toaster } from '@adnet/ui';
import type { ApiClient, ErrorReport, User } from '@adnet/api-client';
import { ApiProvider, useApi } from './api-context';
import { ROUTES, type RouteMeta } from './access/routes';
import { createEvictingCache, swrOptions } from './data/cache';
import { useSelf } from './data/hooks';
import { handlePreloadErrors } from './boot/preload-error';
import type { RuntimeConfig } from './boot/runtime-config';
import { AUTH_FAILURE_EVENT } from './session';
import { ErrorBoundary } from './shell/error-boundary';
import { ConfigProvider } from './shell/config-context';
import { FullPageLoader, RequireSession, RouteGuard } from './shell/guards';
import { OfflineBanner } from './shell/offline-banner';
import { CabinetLayout } from './shell/cabinet-layout';
import { SessionContext } from './shell/session-context';
import { RouteMetaContext } from './shell/route-meta';
import { ConfirmProvider } from './shell/confirm';

/** The theme mode is kept under this key (the spec leaves its value to us). */
export const THEME_STORAGE_KEY = 'adnet-cabinet-theme';

// Each route's page is its own lazily loaded chunk, named by the route table (spec 2: lazy-loaded routes).
const pages = new Map<string, LazyExoticComponent<ComponentType>>(ROUTES.map((r) => [r.path, lazy(r.page)]));
const NotFoundPage = lazy(() => import('./pages/not-found-page'));

export interface AppProps {
  client: ApiClient;
  config: RuntimeConfig;
  report: (report: ErrorReport) => void;
}

export function App({ client, config, report }: AppProps) {
  const evicting = useMemo(() => createEvictingCache(), []);
  return (
    <ThemeProvider storageKey={THEME_STORAGE_KEY}>
      <ApiProvider client={client}>
        <ConfigProvider value={config}>
          <SWRConfig
            value={{
              provider: () => evicting.cache,
              use: [evicting.evictionMiddleware],
              ...swrOptions,
            }}
          >
            <SessionContext.Provider value={{ clearCache: evicting.clear }}>
              <ConfirmProvider>
                <BrowserRouter>
                  <Shell report={report} clearCache={evicting.clear} />
                </BrowserRouter>
              </ConfirmProvider>
            </SessionContext.Provider>
          </SWRConfig>
        </ConfigProvider>
      </ApiProvider>
    </ThemeProvider>
  );
}

function Shell({ report, clearCache }: { report: AppProps['report']; clearCache: () => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const api = useApi();

  // A refused refresh: `session.ts` stored the path; drop every cached byte and go to /login.
  useEffect(() => {
    const onFailure = () => {
      clearCache();
      void navigate('/login', { replace: true, state: { expired: true } });
    };
    window.addEventListener(AUTH_FAILURE_EVENT, onFailure);
    return () => window.removeEventListener(AUTH_FAILURE_EVENT, onFailure);
  }, [clearCache, navigate]);

  // A missing chunk after a deploy: handled, so the error screen offers a reload instead of a white page.
  useEffect(() => handlePreloadErrors(), []);

  // Spec 7: a view event on every route change. Only the path: a query may hold a token (/confirm?token=).
  useEffect(() => {
    api.tracking.view({ path: location.pathname, title: document.title }).catch(() => undefined);
  }, [api, location.pathname]);

  return (
    <>
      <OfflineBanner />
      <Toaster labels={{ close: t('common.close') }} />
      <ErrorBoundary report={report} resetKey={location.pathname}>
        <Suspense fallback={<FullPageLoader />}>
          <AppRoutes />
        </Suspense>
      </ErrorBoundary>
    </>
  );
}

function PageTitle({ meta }: { meta: RouteMeta }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${t(meta.titleKey)} · ${t('app.name')}`;
  }, [meta, t]);
  return null;
}

function SuccessAuthorization() {
  const { data: self, isLoading } = useSelf({ quiet: true });
  if (isLoading) return <FullPageLoader />;
  return <Navigate to={self ? '/campaigns' : '/login'} replace />;
}

function AppRoutes() {
  const layout = (user: User, content: ReactNode, options?: { bare: boolean }) => (
    <CabinetLayout user={user} bare={options?.bare ?? false}>
      {content}
    </CabinetLayout>
  );
  return (
    <Routes>
      {ROUTES.filter((r) => r.area === 'public').map((meta) => {
        const Page = pages.get(meta.path)!;
        return (
          <Route
            key={meta.path}
            path={meta.path}
            element={
              <RouteMetaContext.Provider value={meta}>
                <PageTitle meta={meta} />
                <Page />
              </RouteMetaContext.Provider>
            }
          />
        );
      })}
      <Route path="/success_authorization" element={<SuccessAuthorization />} />
      <Route element={<RequireSession layout={layout} />}>
        <Route path="/" element={<Navigate to="/monitoring" replace />} />
        {ROUTES.filter((r) => r.area !== 'public').map((meta) => {
          const Page = pages.get(meta.path)!;
          return (
            <Route
              key={meta.path}
              path={meta.path}
              element={
                <GuardedPage meta={meta}>
                  <Page />
                </GuardedPage>
              }
            />
          );
        })}
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

function GuardedPage({ meta, children }: { meta: RouteMeta; children: ReactNode }) {
  const { data: user } = useSelf();
  if (!user) return null;
  return (
    <RouteGuard meta={meta} user={user}>
      <RouteMetaContext.Provider value={meta}>
        <PageTitle meta={meta} />
        {children}
      </RouteMetaContext.Provider>
    </RouteGuard>
  );
}
