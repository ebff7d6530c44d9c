import type { ComponentType } from 'react';
import type { RoutePath, RouteTable } from './routes';

/** A lazily loaded page module: its default export renders the page. */
export type PageModule = () => Promise<{ default: ComponentType }>;

/** The page module of the route at `Path`: the path is a type only, so it costs the bundle nothing. */
export type RoutePage<Path extends RoutePath> = PageModule & { readonly route?: Path };

/** A page per route of `Table`, in its order, each tagged with its route's path. */
type PagesOf<Table extends readonly unknown[]> = {
  readonly [K in keyof Table]: Table[K] extends { path: infer Path extends RoutePath }
    ? RoutePage<Path>
    : never;
};

/**
 * Each route's page, lazily loaded: its own chunk, fetched when the route is first opened (or preloaded). The page
 * reads its route's entry with `useRouteMeta()` and its id with `useRouteId()` (`shell/route-id.ts`).
 *
 * Only the router imports this table (`boot/preload-route.ts`): a screen that imported it, even through a helper,
 * would close an import cycle through every page (`pnpm lint` fails then: `import-x/no-cycle`).
 *
 * In the order of `ROUTES`, each loader tagged with its route's path as a type: the typecheck fails when a route
 * has no page here, or its page is out of order. Why not an object keyed by path: the paths a second time cost the
 * entry chunk 200 B gzip, and its budget is 60 B from full. The build reads the tags without running this file
 * (`build-route-map.ts`): keep each loader an inline `() => import('…')` with its `as RoutePage<'/path'>`.
 */
export const ROUTE_PAGE_MODULES = [
  (() => import('../pages/public/login-page')) as RoutePage<'/login'>,
  (() => import('../pages/public/registration-page')) as RoutePage<'/registration'>,
  (() => import('../pages/public/reset-password-page')) as RoutePage<'/reset_password'>,
  (() => import('../pages/public/confirm-page')) as RoutePage<'/confirm'>,
  (() => import('../pages/public/resend-verification-page')) as RoutePage<'/resend_verification'>,
  (() => import('../screens/monitoring/monitoring-page')) as RoutePage<'/monitoring'>,
  (() => import('../screens/campaigns/campaign-list-page')) as RoutePage<'/campaigns'>,
  (() => import('../screens/campaign-editor/campaign-editor-page')) as RoutePage<'/campaigns/new'>,
  (() => import('../screens/campaign-editor/campaign-editor-page')) as RoutePage<'/campaigns/:id/edit'>,
  (() => import('../screens/campaigns/campaign-page')) as RoutePage<'/campaigns/:id'>,
  (() => import('../screens/audiences/audience-list-page')) as RoutePage<'/audiences'>,
  (() => import('../screens/audiences/audience-form-page')) as RoutePage<'/audiences/new'>,
  (() => import('../screens/audiences/audience-page')) as RoutePage<'/audiences/:id'>,
  (() => import('../screens/audiences/audience-form-page')) as RoutePage<'/audiences/:id/edit'>,
  (() => import('../screens/archive/archive-list-page')) as RoutePage<'/archive'>,
  (() => import('../screens/archive/archive-list-page')) as RoutePage<'/archive/campaigns'>,
  (() => import('../screens/archive/archived-campaign-page')) as RoutePage<'/archive/campaigns/:id'>,
  (() => import('../screens/archive/archived-stats-page')) as RoutePage<'/archive/campaigns/:id/view'>,
  (() => import('../screens/wallet/wallet-page')) as RoutePage<'/wallet'>,
  (() => import('../screens/legal-info/legal-info-page')) as RoutePage<'/legal_info'>,
  (() => import('../screens/api-integration/api-integration-page')) as RoutePage<'/api_integration'>,
  (() => import('../screens/telegram/telegram-page')) as RoutePage<'/telegram'>,
  (() => import('../screens/support/help-page')) as RoutePage<'/help'>,
  (() => import('../screens/support/help-new-page')) as RoutePage<'/help/new'>,
  (() => import('../screens/support/help-case-page')) as RoutePage<'/help/:id'>,
  (() => import('../screens/internal/withdraw-page')) as RoutePage<'/internal/withdraw'>,
  (() => import('../screens/internal/features-page')) as RoutePage<'/internal/features'>,
  (() => import('../screens/internal/referral-page')) as RoutePage<'/internal/referral'>,
  (() => import('../screens/internal/users-page')) as RoutePage<'/internal/users'>,
  (() => import('../screens/internal/agencies-page')) as RoutePage<'/internal/agencies'>,
  (() => import('../screens/internal/accounts-page')) as RoutePage<'/internal/accounts'>,
  (() => import('../screens/internal/manager-page')) as RoutePage<'/internal/accounts/manager/:id'>,
  (() => import('../screens/internal/user-account-page')) as RoutePage<'/internal/accounts/user/:id'>,
  (() => import('../screens/internal/moderation-page')) as RoutePage<'/internal/campaigns'>,
  (() => import('../screens/internal/platforms-page')) as RoutePage<'/internal/platforms'>,
  (() => import('../screens/internal/promocodes-page')) as RoutePage<'/internal/promocodes'>,
  (() => import('../screens/internal/support-users-page')) as RoutePage<'/support/users'>,
  (() => import('../screens/internal/support-user-page')) as RoutePage<'/support/users/:id'>,
  (() => import('../screens/support/case-list-page')) as RoutePage<'/support/cases'>,
  (() => import('../screens/support/case-page')) as RoutePage<'/support/case/:id'>,
  (() => import('../screens/sales/sales-overview-page')) as RoutePage<'/sales'>,
  (() => import('../screens/sales/lead-list-page')) as RoutePage<'/sales/leads'>,
  (() => import('../screens/sales/client-list-page')) as RoutePage<'/sales/clients'>,
  (() => import('../screens/sales/client-page')) as RoutePage<'/sales/clients/:id'>,
  (() => import('../screens/sales/deal-list-page')) as RoutePage<'/sales/deals'>,
] as const satisfies PagesOf<RouteTable>;
