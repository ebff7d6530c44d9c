import type { Role } from '@adnet/api-client';
import { exists, type Queryable } from './db';

/** The signed-in user as every handler sees it (loaded from the database on each request). */
export interface Viewer {
  id: number;
  email: string;
  username: string;
  role: Role;
  roles: Role[];
  agencyId: number | null;
  operatorId: number | null;
  isPublisher: boolean;
  featuresOn: string[];
  featuresOff: string[];
  termsVersion: number | null;
}

/** Whether the user holds a role as primary or secondary. */
export const hasRole = (v: Pick<Viewer, 'role' | 'roles'>, ...roles: Role[]) =>
  roles.some((r) => v.role === r || v.roles.includes(r));

/** The contract: `/api/admin/**` needs `Internal User` or `SuperUser`. Moderation actions need the same. */
export const ADMIN_ROLES: readonly Role[] = ['Internal User', 'SuperUser'];
/** The contract: every support case is open to `SuperUser` and `Customer Happiness Agent`. */
export const SUPPORT_ROLES: readonly Role[] = ['SuperUser', 'Customer Happiness Agent'];
/** The contract: `/api/sales/**` needs `SuperUser`, `Main Internal Manager` or `Internal Manager`. */
export const SALES_ROLES: readonly Role[] = ['SuperUser', 'Main Internal Manager', 'Internal Manager'];
export const AGENCY_ROLES: readonly Role[] = ['Agency', 'Agency Admin', 'Agency Manager'];

export const isAdmin = (v: Viewer) => hasRole(v, ...ADMIN_ROLES);
export const isSupportAgent = (v: Viewer) => hasRole(v, ...SUPPORT_ROLES);
/** Agency staff act for the users bound to their agency (spec: "acting-as user param"). */
export const isAgencyStaff = (v: Viewer) => v.agencyId !== null && hasRole(v, ...AGENCY_ROLES);
export const isReadOnly = (v: Viewer) => v.role === 'User Read Only';

/** Whether `v` may see and act on the data of the user described by `target`. */
export function canActFor(v: Viewer, target: { id: number; agencyId: number | null }): boolean {
  if (target.id === v.id || isAdmin(v)) return true;
  return isAgencyStaff(v) && target.agencyId === v.agencyId;
}

/** Feature flags as self reports them: a feature is on when active and not disabled. */
export function featureFlags(
  v: Pick<Viewer, 'featuresOn' | 'featuresOff'>,
  globallyActive: readonly string[],
) {
  const active = new Set([...globallyActive, ...v.featuresOn]);
  return { activeFeatures: [...active].sort(), disabledFeatures: [...v.featuresOff].sort() };
}

export const featureOn = (
  v: Pick<Viewer, 'featuresOn' | 'featuresOff'>,
  globallyActive: readonly string[],
  name: string,
) => !v.featuresOff.includes(name) && (v.featuresOn.includes(name) || globallyActive.includes(name));

/** Whether the user with this id holds any of the roles (primary or secondary): for checking assignees. */
export const userHasAnyRole = (db: Queryable, userId: number, roles: readonly Role[]) =>
  exists(db, 'SELECT 1 FROM users WHERE id = $1 AND (role = ANY($2::text[]) OR roles && $2::text[])', [
    userId,
    roles,
  ]);
