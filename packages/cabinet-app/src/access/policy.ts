import type { Role, SelfWire } from '@adnet/api-client';

/**
 * Who may see what, as pure functions of the signed-in user (spec sections 2 and 6). Guards, navigation and
 * write buttons all ask these, so one rule has one place.
 */
export type AccessUser = Pick<
  SelfWire,
  'id' | 'role' | 'roles' | 'operator' | 'agency' | 'flags' | 'termsVersion' | 'latestTermsVersion'
>;

/** A role held as primary or secondary. */
export function hasRole(user: AccessUser, role: Role): boolean {
  return user.role === role || user.roles.includes(role);
}

export const hasAnyRole = (user: AccessUser, roles: readonly Role[]) => roles.some((r) => hasRole(user, r));

export const AGENCY_ROLES = ['Agency', 'Agency Admin', 'Agency Manager'] as const satisfies readonly Role[];
export const SUPPORT_CASE_ROLES = [
  'SuperUser',
  'Customer Happiness Agent',
] as const satisfies readonly Role[];
export const SALES_ROLES = [
  'SuperUser',
  'Main Internal Manager',
  'Internal Manager',
] as const satisfies readonly Role[];
export const API_INTEGRATION_ROLE = 'Allowed to access via API integration' satisfies Role;
export const INTERNAL_ROLE = 'Internal User' satisfies Role;
export const RU_AD_MARKING_FEATURE = 'ru_ad_marking';

/** A feature is on when it is in the active list and not in the disabled list (the disabled list wins). */
export function isFeatureActive(user: AccessUser, feature: string): boolean {
  return user.flags.activeFeatures.includes(feature) && !user.flags.disabledFeatures.includes(feature);
}

/** Agency staff (any agency role): sent to the agency site and cannot create campaigns. */
export const isAgencyUser = (user: AccessUser) => hasAnyRole(user, AGENCY_ROLES);

export const isInternalUser = (user: AccessUser) => hasRole(user, INTERNAL_ROLE);

export const isReadOnly = (user: AccessUser) => user.role === 'User Read Only';

/** The contract: `/api/admin/**` is open to `Internal User` and `SuperUser`. */
export const ADMIN_ROLES = [INTERNAL_ROLE, 'SuperUser'] as const satisfies readonly Role[];
export const isAdmin = (user: AccessUser) => hasAnyRole(user, ADMIN_ROLES);

/** Internal pages: depositing to a user (money in), blocking and unblocking, binding agency and manager. */
export const canDeposit = (user: AccessUser) => isAdmin(user) && !isReadOnly(user);
export const canBlockUsers = (user: AccessUser) => isAdmin(user) && !isReadOnly(user);
/** Designed (the sandbox's rule too): only a SuperUser hands out or takes away roles. */
export const canChangeRoles = (user: AccessUser) => hasRole(user, 'SuperUser');
/** Global switches (feature flags, referral reward, promocodes, platform moderation, agencies). */
export const canManageNetwork = (user: AccessUser) => isAdmin(user) && !isReadOnly(user);

/** Spec: read-only users without an operator are flagged. */
export const isReadOnlyWithoutOperator = (user: AccessUser) => isReadOnly(user) && user.operator === null;

/** Spec 2: /wallet is hidden from agency-bound users with role User or User Read Only and no operator. */
export function canSeeWallet(user: AccessUser): boolean {
  const agencyBound = user.agency !== null;
  const plainRole = user.role === 'User' || user.role === 'User Read Only';
  return !(agencyBound && plainRole && user.operator === null);
}

export const canCreateCampaigns = (user: AccessUser) => !isAgencyUser(user) && !isReadOnly(user);

/** Audiences are the owner's to create, edit and delete (not agency staff's, not a read-only account's). */
export const canManageAudiences = (user: AccessUser) => !isAgencyUser(user) && !isReadOnly(user);

/** Every write action (create, edit, stop, archive, withdraw...) is disabled for read-only users. */
export const canWrite = (user: AccessUser) => !isReadOnly(user);

export const canSeeSupportCases = (user: AccessUser) => hasAnyRole(user, SUPPORT_CASE_ROLES);
export const canSeeSales = (user: AccessUser) => hasAnyRole(user, SALES_ROLES);
export const canSeeApiIntegration = (user: AccessUser) => hasRole(user, API_INTEGRATION_ROLE);
export const canSeeLegalInfo = (user: AccessUser) => isFeatureActive(user, RU_AD_MARKING_FEATURE);

/** Spec 2: the terms gate is up while the latest terms are newer than the accepted ones, or none are accepted. */
export function mustAcceptTerms(user: Pick<AccessUser, 'termsVersion' | 'latestTermsVersion'>): boolean {
  return user.termsVersion === null || user.latestTermsVersion > user.termsVersion;
}

/**
 * Spec 2: agency users are sent to the external agency site, unless an acting-as `uid` names a different user
 * (an agency manager opening a client's cabinet).
 */
export function shouldSendToAgencySite(user: AccessUser, actingAsUid: number | null): boolean {
  if (!isAgencyUser(user)) return false;
  return actingAsUid === null || actingAsUid === user.id;
}
