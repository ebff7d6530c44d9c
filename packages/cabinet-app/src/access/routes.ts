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
 * Every route of spec section 2 with its area, title, navigation entry and access rule. The router, the navigation,
 * the guards and the tests all read this one table, so a route cannot be reachable yet missing from the menu (or
 * the other way round). Each route's page module is in `route-pages.ts`, in the same order: screens import
 * this table (for a link's rule, the navigation), and a module that imported the pages would put every screen in
 * one import cycle with them (`pnpm lint` fails on any: `import-x/no-cycle`).
 *
 * A route's `:params` are ids (`shell/route-id.ts`): a positive integer, else the router draws the not-found page.
 */
export type Area = 'public' | 'cabinet' | 'internal' | 'support' | 'sales';

export type NavGroup = 'main' | 'internal' | 'support' | 'sales';

export interface RouteMeta<Path extends string = string> {
  path: Path;
  area: Area;
  /** i18n key of the page title (document title and heading). */
  titleKey: string;
  /**
   * i18n key of the sentence under the page's heading, on pages whose header is the same for every user (the page
   * passes `t(titleKey)` and `t(descriptionKey)` to its `Page`). Such a route's header is drawn before the session
   * check answers: the build prerenders it into `<path>.html` (`build-static-pages.ts`) and `RequireSession` draws
   * it in its skeleton (the header's description is these pages' largest paint).
   */
  descriptionKey?: string;
  /**
   * The page sets the tab's title itself, from its data (a campaign's name): until then the tab keeps the app's
   * name instead of the route's generic title, which the name would replace a moment later.
   */
  titleFromPage?: true;
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
}

export const PUBLIC_PATHS = [
  '/login',
  '/registration',
  '/reset_password',
  '/confirm',
  '/resend_verification',
] as const;

const TABLE = [
  // Public
  {
    path: '/login',
    area: 'public',
    titleKey: 'routes.login',
  },
  {
    path: '/registration',
    area: 'public',
    titleKey: 'routes.registration',
  },
  {
    path: '/reset_password',
    area: 'public',
    titleKey: 'routes.resetPassword',
  },
  {
    path: '/confirm',
    area: 'public',
    titleKey: 'routes.confirm',
  },
  {
    path: '/resend_verification',
    area: 'public',
    titleKey: 'routes.resendVerification',
  },
  // Signed in
  {
    path: '/monitoring',
    area: 'cabinet',
    titleKey: 'routes.monitoring',
    descriptionKey: 'statistics.monitoring.description',
    nav: { group: 'main', labelKey: 'nav.monitoring' },
    texts: ['statistics'],
  },
  {
    path: '/campaigns',
    area: 'cabinet',
    titleKey: 'routes.campaigns',
    descriptionKey: 'campaigns.description',
    nav: { group: 'main', labelKey: 'nav.campaigns' },
    texts: ['campaigns', 'archive'],
  },
  {
    path: '/campaigns/new',
    area: 'cabinet',
    titleKey: 'routes.campaignNew',
    allow: canCreateCampaigns,
    texts: ['editor', 'preview'],
  },
  {
    path: '/campaigns/:id/edit',
    area: 'cabinet',
    titleKey: 'routes.campaignEdit',
    texts: ['editor', 'preview'],
  },
  {
    path: '/campaigns/:id',
    area: 'cabinet',
    titleKey: 'routes.campaign',
    titleFromPage: true,
    texts: ['campaign', 'campaigns', 'archive', 'preview', 'statistics'],
  },
  {
    path: '/audiences',
    area: 'cabinet',
    titleKey: 'routes.audiences',
    descriptionKey: 'audiences.description',
    nav: { group: 'main', labelKey: 'nav.audiences' },
    texts: ['audiences'],
  },
  {
    path: '/audiences/new',
    area: 'cabinet',
    titleKey: 'routes.audienceNew',
    allow: canManageAudiences,
    texts: ['audiences'],
  },
  {
    path: '/audiences/:id',
    area: 'cabinet',
    titleKey: 'routes.audience',
    texts: ['audiences'],
  },
  {
    path: '/audiences/:id/edit',
    area: 'cabinet',
    titleKey: 'routes.audienceEdit',
    allow: canManageAudiences,
    texts: ['audiences'],
  },
  {
    path: '/archive',
    area: 'cabinet',
    titleKey: 'routes.archive',
    descriptionKey: 'archive.description',
    nav: { group: 'main', labelKey: 'nav.archive' },
    texts: ['archive', 'campaigns'],
  },
  {
    path: '/archive/campaigns',
    area: 'cabinet',
    titleKey: 'routes.archiveCampaigns',
    texts: ['archive', 'campaigns'],
  },
  {
    path: '/archive/campaigns/:id',
    area: 'cabinet',
    titleKey: 'routes.archiveCampaign',
    texts: ['archive', 'campaign', 'campaigns', 'preview'],
  },
  {
    path: '/archive/campaigns/:id/view',
    area: 'cabinet',
    titleKey: 'routes.archiveCampaignView',
    texts: ['campaign', 'preview', 'statistics'],
  },
  {
    path: '/wallet',
    area: 'cabinet',
    titleKey: 'routes.wallet',
    descriptionKey: 'wallet.description',
    nav: { group: 'main', labelKey: 'nav.wallet' },
    allow: canSeeWallet,
    texts: ['wallet'],
  },
  {
    path: '/legal_info',
    area: 'cabinet',
    titleKey: 'routes.legalInfo',
    nav: { group: 'main', labelKey: 'nav.legalInfo' },
    allow: canSeeLegalInfo,
    texts: ['legal-info'],
  },
  {
    path: '/api_integration',
    area: 'cabinet',
    titleKey: 'routes.apiIntegration',
    nav: { group: 'main', labelKey: 'nav.apiIntegration' },
    allow: canSeeApiIntegration,
    texts: ['api-integration', 'wallet'],
  },
  {
    // Designed (the spec names the calls, not a route): opened from the user menu, not the navigation.
    path: '/telegram',
    area: 'cabinet',
    titleKey: 'telegram.title',
    texts: ['telegram', 'wallet'],
  },
  {
    // Designed (the spec's support routes are the staff's): the advertiser's side of the same cases.
    path: '/help',
    area: 'cabinet',
    titleKey: 'routes.help',
    nav: { group: 'main', labelKey: 'nav.help' },
    texts: ['support'],
  },
  {
    path: '/help/new',
    area: 'cabinet',
    titleKey: 'routes.helpNew',
    texts: ['support'],
  },
  {
    path: '/help/:id',
    area: 'cabinet',
    titleKey: 'routes.helpCase',
    texts: ['support'],
  },
  // Internal (role Internal User)
  {
    path: '/internal/withdraw',
    area: 'internal',
    titleKey: 'routes.internalWithdraw',
    nav: { group: 'internal', labelKey: 'nav.internalWithdraw' },
    texts: ['internal'],
  },
  {
    path: '/internal/features',
    area: 'internal',
    titleKey: 'routes.internalFeatures',
    nav: { group: 'internal', labelKey: 'nav.internalFeatures' },
    texts: ['admin'],
  },
  {
    path: '/internal/referral',
    area: 'internal',
    titleKey: 'routes.internalReferral',
    nav: { group: 'internal', labelKey: 'nav.internalReferral' },
    texts: ['admin'],
  },
  {
    path: '/internal/users',
    area: 'internal',
    titleKey: 'routes.internalUsers',
    nav: { group: 'internal', labelKey: 'nav.internalUsers' },
    texts: ['admin'],
  },
  {
    path: '/internal/agencies',
    area: 'internal',
    titleKey: 'routes.internalAgencies',
    nav: { group: 'internal', labelKey: 'nav.internalAgencies' },
    texts: ['admin'],
  },
  {
    path: '/internal/accounts',
    area: 'internal',
    titleKey: 'routes.internalAccounts',
    nav: { group: 'internal', labelKey: 'nav.internalAccounts' },
    texts: ['admin'],
  },
  {
    path: '/internal/accounts/manager/:id',
    area: 'internal',
    titleKey: 'routes.internalAccountManager',
    texts: ['admin'],
  },
  {
    path: '/internal/accounts/user/:id',
    area: 'internal',
    titleKey: 'routes.internalAccountUser',
    texts: ['admin', 'support'],
  },
  {
    path: '/internal/campaigns',
    area: 'internal',
    titleKey: 'routes.internalCampaigns',
    nav: { group: 'internal', labelKey: 'nav.internalCampaigns' },
    texts: ['internal', 'campaigns', 'archive', 'preview'],
  },
  {
    path: '/internal/platforms',
    area: 'internal',
    titleKey: 'routes.internalPlatforms',
    nav: { group: 'internal', labelKey: 'nav.internalPlatforms' },
    texts: ['admin'],
  },
  {
    path: '/internal/promocodes',
    area: 'internal',
    titleKey: 'routes.internalPromocodes',
    nav: { group: 'internal', labelKey: 'nav.internalPromocodes' },
    texts: ['admin'],
  },
  {
    path: '/support/users',
    area: 'internal',
    titleKey: 'routes.supportUsers',
    nav: { group: 'internal', labelKey: 'nav.supportUsers' },
    texts: ['admin'],
  },
  {
    path: '/support/users/:id',
    area: 'internal',
    titleKey: 'routes.supportUser',
    texts: ['admin', 'support'],
  },
  // Support cases
  {
    path: '/support/cases',
    area: 'support',
    titleKey: 'routes.supportCases',
    nav: { group: 'support', labelKey: 'nav.supportCases' },
    texts: ['support'],
  },
  {
    path: '/support/case/:id',
    area: 'support',
    titleKey: 'routes.supportCase',
    texts: ['support'],
  },
  // Sales
  {
    path: '/sales',
    area: 'sales',
    titleKey: 'routes.sales',
    nav: { group: 'sales', labelKey: 'nav.sales' },
    texts: ['sales'],
  },
  {
    path: '/sales/clients',
    area: 'sales',
    titleKey: 'routes.salesClients',
    nav: { group: 'sales', labelKey: 'nav.salesClients' },
    texts: ['sales'],
  },
  {
    path: '/sales/clients/:id',
    area: 'sales',
    titleKey: 'routes.salesClient',
    texts: ['sales'],
  },
  {
    path: '/sales/deals',
    area: 'sales',
    titleKey: 'routes.salesDeals',
    nav: { group: 'sales', labelKey: 'nav.salesDeals' },
    texts: ['sales'],
  },
] as const satisfies readonly RouteMeta[];

/** The table as written: `route-pages.ts` holds its page modules in step with it. */
export type RouteTable = typeof TABLE;

/** A path of the table (`'/campaigns/:id'`). */
export type RoutePath = RouteTable[number]['path'];

export const ROUTES: readonly RouteMeta<RoutePath>[] = TABLE;

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
