import {
  canCreateCampaigns,
  canSeeApiIntegration,
  canSeeLegalInfo,
  canSeeSales,
  canSeeSupportCases,
  canSeeWallet,
  isInternalUser,
  type AccessUser,
} from './policy';

/**
 * Every route of spec section 2 with its area, title, navigation entry and access rule. The router, the
 * navigation and the tests all read this one table, so a route cannot be reachable yet missing from the menu (or
 * the other way round).
 */
export type Area = 'public' | 'cabinet' | 'internal' | 'support' | 'sales';

export type NavGroup = 'main' | 'internal' | 'support' | 'sales';

export interface RouteMeta {
  path: string;
  area: Area;
  /** i18n key of the page title (document title and heading). */
  titleKey: string;
  /** Shown in the navigation when set (and when `allow` passes). */
  nav?: { group: NavGroup; labelKey: string };
  /** Extra access rule on top of the area's; absent means everyone the area admits. */
  allow?: (user: AccessUser) => boolean;
}

export const PUBLIC_PATHS = [
  '/login',
  '/registration',
  '/reset_password',
  '/confirm',
  '/resend_verification',
] as const;

export const ROUTES: readonly RouteMeta[] = [
  // Public
  { path: '/login', area: 'public', titleKey: 'routes.login' },
  { path: '/registration', area: 'public', titleKey: 'routes.registration' },
  { path: '/reset_password', area: 'public', titleKey: 'routes.resetPassword' },
  { path: '/confirm', area: 'public', titleKey: 'routes.confirm' },
  { path: '/resend_verification', area: 'public', titleKey: 'routes.resendVerification' },
  // Signed in
  {
    path: '/monitoring',
    area: 'cabinet',
    titleKey: 'routes.monitoring',
    nav: { group: 'main', labelKey: 'nav.monitoring' },
  },
  {
    path: '/campaigns',
    area: 'cabinet',
    titleKey: 'routes.campaigns',
    nav: { group: 'main', labelKey: 'nav.campaigns' },
  },
  { path: '/campaigns/new', area: 'cabinet', titleKey: 'routes.campaignNew', allow: canCreateCampaigns },
  { path: '/campaigns/:id/edit', area: 'cabinet', titleKey: 'routes.campaignEdit' },
  { path: '/campaigns/:id', area: 'cabinet', titleKey: 'routes.campaign' },
  {
    path: '/audiences',
    area: 'cabinet',
    titleKey: 'routes.audiences',
    nav: { group: 'main', labelKey: 'nav.audiences' },
  },
  { path: '/audiences/:id', area: 'cabinet', titleKey: 'routes.audience' },
  { path: '/audiences/:id/edit', area: 'cabinet', titleKey: 'routes.audienceEdit' },
  {
    path: '/archive',
    area: 'cabinet',
    titleKey: 'routes.archive',
    nav: { group: 'main', labelKey: 'nav.archive' },
  },
  { path: '/archive/campaigns', area: 'cabinet', titleKey: 'routes.archiveCampaigns' },
  { path: '/archive/campaigns/:id', area: 'cabinet', titleKey: 'routes.archiveCampaign' },
  { path: '/archive/campaigns/:id/view', area: 'cabinet', titleKey: 'routes.archiveCampaignView' },
  {
    path: '/wallet',
    area: 'cabinet',
    titleKey: 'routes.wallet',
    nav: { group: 'main', labelKey: 'nav.wallet' },
    allow: canSeeWallet,
  },
  {
    path: '/legal_info',
    area: 'cabinet',
    titleKey: 'routes.legalInfo',
    nav: { group: 'main', labelKey: 'nav.legalInfo' },
    allow: canSeeLegalInfo,
  },
  {
    path: '/api_integration',
    area: 'cabinet',
    titleKey: 'routes.apiIntegration',
    nav: { group: 'main', labelKey: 'nav.apiIntegration' },
    allow: canSeeApiIntegration,
  },
  // Internal (role Internal User)
  {
    path: '/internal/withdraw',
    area: 'internal',
    titleKey: 'routes.internalWithdraw',
    nav: { group: 'internal', labelKey: 'nav.internalWithdraw' },
  },
  {
    path: '/internal/features',
    area: 'internal',
    titleKey: 'routes.internalFeatures',
    nav: { group: 'internal', labelKey: 'nav.internalFeatures' },
  },
  {
    path: '/internal/referral',
    area: 'internal',
    titleKey: 'routes.internalReferral',
    nav: { group: 'internal', labelKey: 'nav.internalReferral' },
  },
  {
    path: '/internal/users',
    area: 'internal',
    titleKey: 'routes.internalUsers',
    nav: { group: 'internal', labelKey: 'nav.internalUsers' },
  },
  {
    path: '/internal/agencies',
    area: 'internal',
    titleKey: 'routes.internalAgencies',
    nav: { group: 'internal', labelKey: 'nav.internalAgencies' },
  },
  {
    path: '/internal/accounts',
    area: 'internal',
    titleKey: 'routes.internalAccounts',
    nav: { group: 'internal', labelKey: 'nav.internalAccounts' },
  },
  { path: '/internal/accounts/manager/:id', area: 'internal', titleKey: 'routes.internalAccountManager' },
  { path: '/internal/accounts/user/:id', area: 'internal', titleKey: 'routes.internalAccountUser' },
  {
    path: '/internal/campaigns',
    area: 'internal',
    titleKey: 'routes.internalCampaigns',
    nav: { group: 'internal', labelKey: 'nav.internalCampaigns' },
  },
  {
    path: '/internal/platforms',
    area: 'internal',
    titleKey: 'routes.internalPlatforms',
    nav: { group: 'internal', labelKey: 'nav.internalPlatforms' },
  },
  {
    path: '/internal/promocodes',
    area: 'internal',
    titleKey: 'routes.internalPromocodes',
    nav: { group: 'internal', labelKey: 'nav.internalPromocodes' },
  },
  {
    path: '/support/users',
    area: 'internal',
    titleKey: 'routes.supportUsers',
    nav: { group: 'internal', labelKey: 'nav.supportUsers' },
  },
  { path: '/support/users/:id', area: 'internal', titleKey: 'routes.supportUser' },
  // Support cases
  {
    path: '/support/cases',
    area: 'support',
    titleKey: 'routes.supportCases',
    nav: { group: 'support', labelKey: 'nav.supportCases' },
  },
  { path: '/support/case/:id', area: 'support', titleKey: 'routes.supportCase' },
  // Sales
  { path: '/sales', area: 'sales', titleKey: 'routes.sales', nav: { group: 'sales', labelKey: 'nav.sales' } },
  {
    path: '/sales/clients',
    area: 'sales',
    titleKey: 'routes.salesClients',
    nav: { group: 'sales', labelKey: 'nav.salesClients' },
  },
  { path: '/sales/clients/:id', area: 'sales', titleKey: 'routes.salesClient' },
  {
    path: '/sales/deals',
    area: 'sales',
    titleKey: 'routes.salesDeals',
    nav: { group: 'sales', labelKey: 'nav.salesDeals' },
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
