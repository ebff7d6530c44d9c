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

/**
 * A route as the table writes it: its area is its group's (`inArea`), and `nav: true` lists it in the navigation,
 * in its area's group, named by the `nav.` key of its `routes.` title (`routes.wallet`: `nav.wallet`).
 */
type TableRoute = Omit<RouteMeta, 'area' | 'nav'> & { nav?: true };

const NAV_GROUPS: Record<Area, NavGroup> = {
  public: 'main',
  cabinet: 'main',
  internal: 'internal',
  support: 'support',
  sales: 'sales',
};

/** The routes of one area, each with its area and its navigation entry as `RouteMeta` has them. */
function inArea<const A extends Area, const R extends readonly TableRoute[]>(area: A, routes: R) {
  return routes.map(({ nav, ...route }) => ({
    ...route,
    area,
    ...(nav && { nav: { group: NAV_GROUPS[area], labelKey: route.titleKey.replace('routes.', 'nav.') } }),
  })) as unknown as { [K in keyof R]: Omit<R[K], 'nav'> & { area: A; nav?: NonNullable<RouteMeta['nav']> } };
}

const TABLE = [
  ...inArea('public', [
    { path: '/login', titleKey: 'routes.login', texts: ['login', 'resend', 'confirm'] },
    { path: '/registration', titleKey: 'routes.registration', texts: ['registration'] },
    {
      path: '/reset_password',
      titleKey: 'routes.resetPassword',
      texts: ['reset', 'registration', 'confirm'],
    },
    { path: '/confirm', titleKey: 'routes.confirm', texts: ['confirm'] },
    {
      path: '/resend_verification',
      titleKey: 'routes.resendVerification',
      texts: ['resend', 'login', 'confirm'],
    },
  ]),
  ...inArea('cabinet', [
    {
      path: '/monitoring',
      titleKey: 'routes.monitoring',
      descriptionKey: 'statistics.monitoring.description',
      nav: true,
      texts: ['statistics'],
    },
    {
      path: '/campaigns',
      titleKey: 'routes.campaigns',
      descriptionKey: 'campaigns.description',
      nav: true,
      texts: ['campaigns', 'archive'],
    },
    {
      path: '/campaigns/new',
      titleKey: 'routes.campaignNew',
      allow: canCreateCampaigns,
      texts: ['editor', 'preview'],
    },
    { path: '/campaigns/:id/edit', titleKey: 'routes.campaignEdit', texts: ['editor', 'preview'] },
    {
      path: '/campaigns/:id',
      titleKey: 'routes.campaign',
      titleFromPage: true,
      texts: ['campaign', 'campaigns', 'archive', 'preview', 'statistics'],
    },
    {
      path: '/audiences',
      titleKey: 'routes.audiences',
      descriptionKey: 'audiences.description',
      nav: true,
      texts: ['audiences'],
    },
    {
      path: '/audiences/new',
      titleKey: 'routes.audienceNew',
      allow: canManageAudiences,
      texts: ['audiences'],
    },
    { path: '/audiences/:id', titleKey: 'routes.audience', texts: ['audiences'] },
    {
      path: '/audiences/:id/edit',
      titleKey: 'routes.audienceEdit',
      allow: canManageAudiences,
      texts: ['audiences'],
    },
    {
      path: '/archive',
      titleKey: 'routes.archive',
      descriptionKey: 'archive.description',
      nav: true,
      texts: ['archive', 'campaigns'],
    },
    { path: '/archive/campaigns', titleKey: 'routes.archiveCampaigns', texts: ['archive', 'campaigns'] },
    {
      path: '/archive/campaigns/:id',
      titleKey: 'routes.archiveCampaign',
      texts: ['archive', 'campaign', 'campaigns', 'preview'],
    },
    {
      path: '/archive/campaigns/:id/view',
      titleKey: 'routes.archiveCampaignView',
      texts: ['campaign', 'preview', 'statistics'],
    },
    {
      path: '/wallet',
      titleKey: 'routes.wallet',
      descriptionKey: 'wallet.description',
      nav: true,
      allow: canSeeWallet,
      texts: ['wallet'],
    },
    {
      path: '/legal_info',
      titleKey: 'routes.legalInfo',
      nav: true,
      allow: canSeeLegalInfo,
      texts: ['legal-info'],
    },
    {
      path: '/api_integration',
      titleKey: 'routes.apiIntegration',
      nav: true,
      allow: canSeeApiIntegration,
      texts: ['api-integration', 'wallet'],
    },
    // Designed (the spec names the calls, not a route): opened from the user menu, not the navigation.
    { path: '/telegram', titleKey: 'telegram.title', texts: ['telegram', 'wallet'] },
    // Designed (the spec's support routes are the staff's): the advertiser's side of the same cases.
    { path: '/help', titleKey: 'routes.help', nav: true, texts: ['support'] },
    { path: '/help/new', titleKey: 'routes.helpNew', texts: ['support'] },
    { path: '/help/:id', titleKey: 'routes.helpCase', texts: ['support'] },
  ]),
  ...inArea('internal', [
    { path: '/internal/withdraw', titleKey: 'routes.internalWithdraw', nav: true, texts: ['internal'] },
    { path: '/internal/features', titleKey: 'routes.internalFeatures', nav: true, texts: ['admin'] },
    { path: '/internal/referral', titleKey: 'routes.internalReferral', nav: true, texts: ['admin'] },
    { path: '/internal/users', titleKey: 'routes.internalUsers', nav: true, texts: ['admin'] },
    { path: '/internal/agencies', titleKey: 'routes.internalAgencies', nav: true, texts: ['admin'] },
    { path: '/internal/accounts', titleKey: 'routes.internalAccounts', nav: true, texts: ['admin'] },
    { path: '/internal/accounts/manager/:id', titleKey: 'routes.internalAccountManager', texts: ['admin'] },
    {
      path: '/internal/accounts/user/:id',
      titleKey: 'routes.internalAccountUser',
      texts: ['admin', 'support'],
    },
    {
      path: '/internal/campaigns',
      titleKey: 'routes.internalCampaigns',
      nav: true,
      texts: ['internal', 'campaigns', 'archive', 'preview'],
    },
    { path: '/internal/platforms', titleKey: 'routes.internalPlatforms', nav: true, texts: ['admin'] },
    { path: '/internal/promocodes', titleKey: 'routes.internalPromocodes', nav: true, texts: ['admin'] },
    { path: '/support/users', titleKey: 'routes.supportUsers', nav: true, texts: ['admin'] },
    { path: '/support/users/:id', titleKey: 'routes.supportUser', texts: ['admin', 'support'] },
  ]),
  ...inArea('support', [
    { path: '/support/cases', titleKey: 'routes.supportCases', nav: true, texts: ['support'] },
    { path: '/support/case/:id', titleKey: 'routes.supportCase', texts: ['support'] },
  ]),
  ...inArea('sales', [
    { path: '/sales', titleKey: 'routes.sales', nav: true, texts: ['sales'] },
    { path: '/sales/leads', titleKey: 'routes.salesLeads', nav: true, texts: ['sales'] },
    { path: '/sales/clients', titleKey: 'routes.salesClients', nav: true, texts: ['sales'] },
    { path: '/sales/clients/:id', titleKey: 'routes.salesClient', texts: ['sales'] },
    { path: '/sales/deals', titleKey: 'routes.salesDeals', nav: true, texts: ['sales'] },
  ]),
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
