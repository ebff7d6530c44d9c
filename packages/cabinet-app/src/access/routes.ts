import type { ComponentType } from 'react';
import type { FeatureTexts } from '../i18n/namespaces';
import {
  canCreateCampaigns,
  canManageAudiences,
  canSeeApiIntegration,
  canSeeLegalInfo,
  canSeeSales,
  canSeeSupportCases,
  canSeeWallet,
  isInternalUser,
  type AccessUser,
} from './policy';

/**
 * Every route of spec section 2 with its area, title, navigation entry, access rule and page module. The router,
 * the navigation and the tests all read this one table, so a route cannot be reachable yet missing from the menu
 * (or the other way round), and adding a screen is one entry here plus its module.
 */
export type Area = 'public' | 'cabinet' | 'internal' | 'support' | 'sales';

export type NavGroup = 'main' | 'internal' | 'support' | 'sales';

export interface RouteMeta {
  path: string;
  area: Area;
  /** i18n key of the page title (document title and heading). */
  titleKey: string;
  /**
   * i18n key of the sentence under the page's heading, on pages whose header is the same for every user (the page
   * passes `t(titleKey)` and `t(descriptionKey)` to its `Page`). Such a route's header is drawn before the session
   * check answers: the build prerenders it into `<path>.html` (`build-static-pages.ts`) and `RequireSession` draws
   * it in its skeleton (issue 18: the header's description is these pages' largest paint).
   */
  descriptionKey?: string;
  /** Shown in the navigation when set (and when `allow` passes). */
  nav?: { group: NavGroup; labelKey: string };
  /** Extra access rule on top of the area's; absent means everyone the area admits. */
  allow?: (user: AccessUser) => boolean;
  /**
   * The feature texts the route's page draws besides the core ones (`i18n/namespaces.ts`): loaded with the page
   * module, each its own chunk, preloaded beside it at boot (`build-plugins.ts`). A literal array: the build reads
   * it without running this file (`build-route-map.ts`); `i18n/route-texts.test.ts` fails when the page's modules
   * say a key of a namespace missing here, or when one named here is not used.
   */
  texts?: readonly FeatureTexts[];
  /**
   * The page, lazily loaded: its own chunk, fetched when the route is first opened (or preloaded). The module's
   * default export renders the page; it reads its title and params with `useRouteMeta()` / `useParams()`.
   */
  page: PageModule;
}

/** A lazily loaded page module. */
export type PageModule = () => Promise<{ default: ComponentType }>;

export const PUBLIC_PATHS = [
  '/login',
  '/registration',
  '/reset_password',
  '/confirm',
  '/resend_verification',
] as const;

export const ROUTES: readonly RouteMeta[] = [
  // Public
  {
    path: '/login',
    area: 'public',
    titleKey: 'routes.login',
    page: () => import('../pages/public/login-page'),
  },
  {
    path: '/registration',
    area: 'public',
    titleKey: 'routes.registration',
    page: () => import('../pages/public/registration-page'),
  },
  {
    path: '/reset_password',
    area: 'public',
    titleKey: 'routes.resetPassword',
    page: () => import('../pages/public/reset-password-page'),
  },
  {
    path: '/confirm',
    area: 'public',
    titleKey: 'routes.confirm',
    page: () => import('../pages/public/confirm-page'),
  },
  {
    path: '/resend_verification',
    area: 'public',
    titleKey: 'routes.resendVerification',
    page: () => import('../pages/public/resend-verification-page'),
  },
  // Signed in
  {
    path: '/monitoring',
    area: 'cabinet',
    titleKey: 'routes.monitoring',
    descriptionKey: 'statistics.monitoring.description',
    nav: { group: 'main', labelKey: 'nav.monitoring' },
    texts: ['statistics'],
    page: () => import('../screens/monitoring/monitoring-page'),
  },
  {
    path: '/campaigns',
    area: 'cabinet',
    titleKey: 'routes.campaigns',
    descriptionKey: 'campaigns.description',
    nav: { group: 'main', labelKey: 'nav.campaigns' },
    texts: ['campaigns', 'archive'],
    page: () => import('../screens/campaigns/campaign-list-page'),
  },
  {
    path: '/campaigns/new',
    area: 'cabinet',
    titleKey: 'routes.campaignNew',
    allow: canCreateCampaigns,
    texts: ['editor', 'preview'],
    page: () => import('../screens/campaign-editor/campaign-editor-page'),
  },
  {
    path: '/campaigns/:id/edit',
    area: 'cabinet',
    titleKey: 'routes.campaignEdit',
    texts: ['editor', 'preview'],
    page: () => import('../screens/campaign-editor/campaign-editor-page'),
  },
  {
    path: '/campaigns/:id',
    area: 'cabinet',
    titleKey: 'routes.campaign',
    texts: ['campaign', 'campaigns', 'archive', 'preview', 'statistics'],
    page: () => import('../screens/campaigns/campaign-page'),
  },
  {
    path: '/audiences',
    area: 'cabinet',
    titleKey: 'routes.audiences',
    descriptionKey: 'audiences.description',
    nav: { group: 'main', labelKey: 'nav.audiences' },
    texts: ['audiences'],
    page: () => import('../screens/audiences/audience-list-page'),
  },
  {
    path: '/audiences/new',
    area: 'cabinet',
    titleKey: 'routes.audienceNew',
    allow: canManageAudiences,
    texts: ['audiences'],
    page: () => import('../screens/audiences/audience-form-page'),
  },
  {
    path: '/audiences/:id',
    area: 'cabinet',
    titleKey: 'routes.audience',
    texts: ['audiences', 'campaigns'],
    page: () => import('../screens/audiences/audience-page'),
  },
  {
    path: '/audiences/:id/edit',
    area: 'cabinet',
    titleKey: 'routes.audienceEdit',
    allow: canManageAudiences,
    texts: ['audiences'],
    page: () => import('../screens/audiences/audience-form-page'),
  },
  {
    path: '/archive',
    area: 'cabinet',
    titleKey: 'routes.archive',
    descriptionKey: 'archive.description',
    nav: { group: 'main', labelKey: 'nav.archive' },
    texts: ['archive', 'campaigns'],
    page: () => import('../screens/archive/archive-list-page'),
  },
  {
    path: '/archive/campaigns',
    area: 'cabinet',
    titleKey: 'routes.archiveCampaigns',
    texts: ['archive', 'campaigns'],
    page: () => import('../screens/archive/archive-list-page'),
  },
  {
    path: '/archive/campaigns/:id',
    area: 'cabinet',
    titleKey: 'routes.archiveCampaign',
    texts: ['archive', 'campaign', 'campaigns', 'preview'],
    page: () => import('../screens/archive/archived-campaign-page'),
  },
  {
    path: '/archive/campaigns/:id/view',
    area: 'cabinet',
    titleKey: 'routes.archiveCampaignView',
    texts: ['campaign', 'campaigns', 'preview', 'statistics'],
    page: () => import('../screens/archive/archived-stats-page'),
  },
  {
    path: '/wallet',
    area: 'cabinet',
    titleKey: 'routes.wallet',
    descriptionKey: 'wallet.description',
    nav: { group: 'main', labelKey: 'nav.wallet' },
    allow: canSeeWallet,
    texts: ['wallet'],
    page: () => import('../screens/wallet/wallet-page'),
  },
  {
    path: '/legal_info',
    area: 'cabinet',
    titleKey: 'routes.legalInfo',
    nav: { group: 'main', labelKey: 'nav.legalInfo' },
    allow: canSeeLegalInfo,
    texts: ['legal-info'],
    page: () => import('../screens/legal-info/legal-info-page'),
  },
  {
    path: '/api_integration',
    area: 'cabinet',
    titleKey: 'routes.apiIntegration',
    nav: { group: 'main', labelKey: 'nav.apiIntegration' },
    allow: canSeeApiIntegration,
    texts: ['api-integration', 'wallet'],
    page: () => import('../screens/api-integration/api-integration-page'),
  },
  {
    // Designed (the spec names the calls, not a route): opened from the user menu, not the navigation.
    path: '/telegram',
    area: 'cabinet',
    titleKey: 'telegram.title',
    texts: ['telegram', 'wallet'],
    page: () => import('../screens/telegram/telegram-page'),
  },
  {
    // Designed (the spec's support routes are the staff's): the advertiser's side of the same cases.
    path: '/help',
    area: 'cabinet',
    titleKey: 'routes.help',
    nav: { group: 'main', labelKey: 'nav.help' },
    texts: ['support'],
    page: () => import('../screens/support/help-page'),
  },
  {
    path: '/help/new',
    area: 'cabinet',
    titleKey: 'routes.helpNew',
    texts: ['support'],
    page: () => import('../screens/support/help-new-page'),
  },
  {
    path: '/help/:id',
    area: 'cabinet',
    titleKey: 'routes.helpCase',
    texts: ['support'],
    page: () => import('../screens/support/help-case-page'),
  },
  // Internal (role Internal User)
  {
    path: '/internal/withdraw',
    area: 'internal',
    titleKey: 'routes.internalWithdraw',
    nav: { group: 'internal', labelKey: 'nav.internalWithdraw' },
    texts: ['internal'],
    page: () => import('../screens/internal/withdraw-page'),
  },
  {
    path: '/internal/features',
    area: 'internal',
    titleKey: 'routes.internalFeatures',
    nav: { group: 'internal', labelKey: 'nav.internalFeatures' },
    texts: ['admin'],
    page: () => import('../screens/internal/features-page'),
  },
  {
    path: '/internal/referral',
    area: 'internal',
    titleKey: 'routes.internalReferral',
    nav: { group: 'internal', labelKey: 'nav.internalReferral' },
    texts: ['admin'],
    page: () => import('../screens/internal/referral-page'),
  },
  {
    path: '/internal/users',
    area: 'internal',
    titleKey: 'routes.internalUsers',
    nav: { group: 'internal', labelKey: 'nav.internalUsers' },
    texts: ['admin'],
    page: () => import('../screens/internal/users-page'),
  },
  {
    path: '/internal/agencies',
    area: 'internal',
    titleKey: 'routes.internalAgencies',
    nav: { group: 'internal', labelKey: 'nav.internalAgencies' },
    texts: ['admin'],
    page: () => import('../screens/internal/agencies-page'),
  },
  {
    path: '/internal/accounts',
    area: 'internal',
    titleKey: 'routes.internalAccounts',
    nav: { group: 'internal', labelKey: 'nav.internalAccounts' },
    texts: ['admin'],
    page: () => import('../screens/internal/accounts-page'),
  },
  {
    path: '/internal/accounts/manager/:id',
    area: 'internal',
    titleKey: 'routes.internalAccountManager',
    texts: ['admin'],
    page: () => import('../screens/internal/manager-page'),
  },
  {
    path: '/internal/accounts/user/:id',
    area: 'internal',
    titleKey: 'routes.internalAccountUser',
    texts: ['admin', 'support'],
    page: () => import('../screens/internal/user-account-page'),
  },
  {
    path: '/internal/campaigns',
    area: 'internal',
    titleKey: 'routes.internalCampaigns',
    nav: { group: 'internal', labelKey: 'nav.internalCampaigns' },
    texts: ['internal', 'campaigns', 'archive', 'preview'],
    page: () => import('../screens/internal/moderation-page'),
  },
  {
    path: '/internal/platforms',
    area: 'internal',
    titleKey: 'routes.internalPlatforms',
    nav: { group: 'internal', labelKey: 'nav.internalPlatforms' },
    texts: ['admin'],
    page: () => import('../screens/internal/platforms-page'),
  },
  {
    path: '/internal/promocodes',
    area: 'internal',
    titleKey: 'routes.internalPromocodes',
    nav: { group: 'internal', labelKey: 'nav.internalPromocodes' },
    texts: ['admin'],
    page: () => import('../screens/internal/promocodes-page'),
  },
  {
    path: '/support/users',
    area: 'internal',
    titleKey: 'routes.supportUsers',
    nav: { group: 'internal', labelKey: 'nav.supportUsers' },
    texts: ['admin'],
    page: () => import('../screens/internal/support-users-page'),
  },
  {
    path: '/support/users/:id',
    area: 'internal',
    titleKey: 'routes.supportUser',
    texts: ['admin', 'support'],
    page: () => import('../screens/internal/support-user-page'),
  },
  // Support cases
  {
    path: '/support/cases',
    area: 'support',
    titleKey: 'routes.supportCases',
    nav: { group: 'support', labelKey: 'nav.supportCases' },
    texts: ['support'],
    page: () => import('../screens/support/case-list-page'),
  },
  {
    path: '/support/case/:id',
    area: 'support',
    titleKey: 'routes.supportCase',
    texts: ['support'],
    page: () => import('../screens/support/case-page'),
  },
  // Sales
  {
    path: '/sales',
    area: 'sales',
    titleKey: 'routes.sales',
    nav: { group: 'sales', labelKey: 'nav.sales' },
    texts: ['sales'],
    page: () => import('../screens/sales/sales-overview-page'),
  },
  {
    path: '/sales/clients',
    area: 'sales',
    titleKey: 'routes.salesClients',
    nav: { group: 'sales', labelKey: 'nav.salesClients' },
    texts: ['sales'],
    page: () => import('../screens/sales/client-list-page'),
  },
  {
    path: '/sales/clients/:id',
    area: 'sales',
    titleKey: 'routes.salesClient',
    texts: ['sales'],
    page: () => import('../screens/sales/client-page'),
  },
  {
    path: '/sales/deals',
    area: 'sales',
    titleKey: 'routes.salesDeals',
    nav: { group: 'sales', labelKey: 'nav.salesDeals' },
    texts: ['sales'],
    page: () => import('../screens/sales/deal-list-page'),
  },
];

const AREA_RULES: Record<Area, (user: AccessUser) => boolean> = {
  public: () => true,
  cabinet: () => true,
  internal: isInternalUser,
  support: canSeeSupportCases,
  sales: canSeeSales,
};

/** Whether a signed-in user may open a route (area rule and the route's own rule). */
export function canOpen(user: AccessUser, route: RouteMeta): boolean {
  return AREA_RULES[route.area](user) && (route.allow?.(user) ?? true);
}

/** The navigation entries a user sees, in table order, grouped. */
export function navigationFor(user: AccessUser): RouteMeta[] {
  return ROUTES.filter((r) => r.nav && canOpen(user, r));
}

/** Login, registration, confirm, reset and resend: the only pages a signed-out user reaches. */
export function isPublicPath(pathname: string): boolean {
  return (PUBLIC_PATHS as readonly string[]).includes(pathname);
}

export function routeByPath(path: string): RouteMeta | undefined {
  return ROUTES.find((r) => r.path === path);
}
