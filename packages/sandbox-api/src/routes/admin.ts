import type {
  AccountListQueryWire,
  AccountWire,
  AdminUserWire,
  AdminWithdrawQueryWire,
  AdminWithdrawWire,
  AgencyInputWire,
  AgencyListQueryWire,
  AgencyWire,
  AssignManagerRequestWire,
  AuditEntryWire,
  AuditListQueryWire,
  FeatureFlagsWire,
  FeatureToggleRequestWire,
  FeatureWire,
  ManagerWire,
  PlatformListQueryWire,
  PlatformPatchWire,
  PlatformWire,
  PromocodeInputWire,
  PromocodePatchWire,
  PromocodeWire,
  ReferralListQueryWire,
  ReferralSettingsWire,
  ReferralWire,
  UserListQueryWire,
  UserPatchWire,
  UserSummaryWire,
} from '@adnet/api-client';
import { ADMIN_ROLES, hasRole, userHasAnyRole } from '../access';
import { AUDIT_SELECT, audit } from '../audit';
import { revokeAll } from '../auth';
import { fileUrl } from '../campaign-store';
import { FEATURES, MAX_MONEY, TRON_FEE } from '../catalog';
import { epoch, exists, type Db, type Queryable } from '../db';
import { AUDIT_ACTIONS, PLATFORM_KINDS, PLATFORM_STATUSES, ROLE_NAMES, WITHDRAW_STATUSES } from '../enums';
import { badRequest, conflict, fieldFailed, forbidden, notFound } from '../errors';
import { Filters } from '../filters';
import { settleSpend } from '../money';
import { paging, sqlPage, type Deps, type Router } from '../route';
import { pageFields, pageQuery, search } from '../schemas';
import {
  arr,
  bool,
  id,
  money,
  nullable,
  num,
  obj,
  oneOf,
  optional,
  partial,
  str,
  url,
  type Schema,
} from '../validate';
import { WITHDRAW_COLUMNS, WITHDRAW_SORT } from './money';

const FEATURE_NAMES = FEATURES.map((f) => f.name);

const userListQuery: Schema<UserListQueryWire> = obj({
  ...pageFields,
  search: search(),
  role: optional(oneOf(ROLE_NAMES)),
  agencyId: optional(id()),
});
const userPatch: Schema<UserPatchWire> = obj({
  role: optional(oneOf(ROLE_NAMES)),
  roles: optional(arr(oneOf(ROLE_NAMES), { max: ROLE_NAMES.length })),
  blocked: optional(bool()),
  agencyId: optional(nullable(id())),
  operatorId: optional(nullable(id())),
});
const flagsBody: Schema<FeatureFlagsWire> = obj({
  activeFeatures: arr(oneOf(FEATURE_NAMES), { max: FEATURE_NAMES.length }),
  disabledFeatures: arr(oneOf(FEATURE_NAMES), { max: FEATURE_NAMES.length }),
});
const agencyFields = { name: str({ min: 2, max: 100, trim: true }), siteUrl: url(500) };
const agencyBody: Schema<AgencyInputWire> = obj(agencyFields);
const agencyPatch: Schema<Partial<AgencyInputWire>> = partial(obj(agencyFields));
const agencyQuery: Schema<AgencyListQueryWire> = obj({ ...pageFields, search: search() });
const accountQuery: Schema<AccountListQueryWire> = obj({
  ...pageFields,
  search: search(),
  managerId: optional(id()),
});
const assignBody: Schema<AssignManagerRequestWire> = obj({ managerId: nullable(id()) });
const platformQuery: Schema<PlatformListQueryWire> = obj({
  ...pageFields,
  search: search(),
  status: optional(oneOf(PLATFORM_STATUSES)),
  kind: optional(oneOf(PLATFORM_KINDS)),
});
const platformPatch: Schema<PlatformPatchWire> = obj({
  status: optional(oneOf(PLATFORM_STATUSES)),
  categoryId: optional(nullable(id())),
});
const epochField = () => nullable(num({ integer: true, min: 0, max: 4_102_444_800 }));
const promocodeBody: Schema<PromocodeInputWire> = obj({
  code: str({
    min: 3,
    max: 32,
    trim: true,
    pattern: /^[A-Za-z0-9_-]+$/,
    patternMessage: 'may hold letters, digits, - and _',
  }),
  amount: money(0.01, MAX_MONEY),
  usageLimit: nullable(num({ integer: true, min: 1, max: 1_000_000 })),
  expiresEpoch: epochField(),
});
const promocodePatch: Schema<PromocodePatchWire> = obj({
  active: optional(bool()),
  usageLimit: optional(nullable(num({ integer: true, min: 1, max: 1_000_000 }))),
  expiresEpoch: optional(epochField()),
});
const featureToggle: Schema<FeatureToggleRequestWire> = obj({ active: bool() });
const referralQuery: Schema<ReferralListQueryWire> = obj({ ...pageFields, referrerId: optional(id()) });
const referralSettings: Schema<ReferralSettingsWire> = obj({
  rewardPercent: num({ min: 0, max: 50, decimals: 2 }),
});
const auditQuery: Schema<AuditListQueryWire> = obj({
  ...pageFields,
  action: optional(oneOf(AUDIT_ACTIONS)),
});
const withdrawQuery: Schema<AdminWithdrawQueryWire> = obj({
  ...pageFields,
  status: optional(oneOf(WITHDRAW_STATUSES)),
  userId: optional(id()),
});
const approveBody = obj({
  txHash: str({
    pattern: /^[0-9a-fA-F]{64}$/,
    patternMessage: 'must be a TRON transaction hash (64 hex digits)',
  }),
});
const rejectBody = obj({ reason: str({ min: 1, max: 500, trim: true }) });

const MANAGER_ROLES = ['Internal Manager', 'Main Internal Manager'] as const;
const isManager = (db: Queryable, userId: number) => userHasAnyRole(db, userId, MANAGER_ROLES);

const SUMMARY_SELECT = `SELECT u.id, u.email, u.username, u.role, u.roles,
    CASE WHEN a.id IS NULL THEN NULL ELSE json_build_object('id', a.id, 'name', a.name, 'siteUrl', a.site_url) END AS agency,
    CASE WHEN u.operator_id IS NULL THEN NULL ELSE json_build_object('id', u.operator_id) END AS operator,
    u.confirmed, u.blocked, COALESCE((SELECT SUM(t.amount) FROM transactions t WHERE t.user_id = u.id), 0)::numeric(14,2) AS balance,
    ${epoch('u.created_at')} AS "createdEpoch", u.agency_id AS "agencyId"
  FROM users u LEFT JOIN agencies a ON a.id = u.agency_id`;

async function adminUser(db: Db, userId: number): Promise<AdminUserWire> {
  await settleSpend(db, userId);
  const { rows } = await db.query<UserSummaryWire & { agencyId: number | null }>(
    `${SUMMARY_SELECT} WHERE u.id = $1`,
    [userId],
  );
  const summary = rows[0];
  if (!summary) throw notFound('User');
  const { rows: extra } = await db.query<{
    featuresOn: string[];
    featuresOff: string[];
    telegramUsername: string | null;
    termsVersion: number | null;
    campaignsCount: number;
    referralCode: string;
    frozenBalance: number;
  }>(
    `SELECT u.features_on AS "featuresOn", u.features_off AS "featuresOff", u.telegram_username AS "telegramUsername",
       u.terms_version AS "termsVersion", u.referral_code AS "referralCode",
       (SELECT COUNT(*)::int FROM campaigns c WHERE c.owner_id = u.id) AS "campaignsCount",
       COALESCE((SELECT SUM(GREATEST(c.budget + COALESCE((SELECT SUM(t.amount) FROM transactions t WHERE t.campaign_id = c.id), 0), 0))
          FROM campaigns c WHERE c.owner_id = u.id AND c.status IN ('MODERATION', 'ACTIVE', 'STOPPED')), 0)::numeric(14,2) AS "frozenBalance"
     FROM users u WHERE u.id = $1`,
    [userId],
  );
  const { agencyId: _a, ...rest } = summary;
  const e = extra[0]!;
  return {
    ...rest,
    flags: { activeFeatures: e.featuresOn, disabledFeatures: e.featuresOff },
    telegramUsername: e.telegramUsername,
    termsVersion: e.termsVersion,
    frozenBalance: e.frozenBalance,
    campaignsCount: e.campaignsCount,
    referralCode: e.referralCode,
  };
}

/** Advertiser accounts: everyone but staff (internal, agency) and publishers. */
const ACCOUNT_SELECT = `SELECT u.id AS "userId", u.email, u.username, u.operator_id AS "managerId", m.username AS "managerName",
    COALESCE((SELECT SUM(t.amount) FROM transactions t WHERE t.user_id = u.id), 0)::numeric(14,2) AS balance,
    COALESCE(-(SELECT SUM(t.amount) FROM transactions t WHERE t.user_id = u.id AND t.campaign_id IS NOT NULL), 0)::numeric(14,2) AS spent,
    (SELECT COUNT(*)::int FROM campaigns c WHERE c.owner_id = u.id) AS "campaignsCount"
  FROM users u LEFT JOIN users m ON m.id = u.operator_id
  WHERE NOT u.is_publisher AND u.role IN ('User', 'User Read Only')
    AND NOT (u.roles && ARRAY['Internal User', 'SuperUser', 'Agency', 'Agency Admin', 'Agency Manager']::text[])`;

async function account(db: Queryable, userId: number): Promise<AccountWire> {
  const { rows } = await db.query<AccountWire>(`SELECT * FROM (${ACCOUNT_SELECT}) q WHERE q."userId" = $1`, [
    userId,
  ]);
  if (!rows[0]) throw notFound('Account');
  return rows[0];
}

const MANAGER_SELECT = `SELECT u.id, u.email, u.username, u.role,
    (SELECT COUNT(*)::int FROM users x WHERE x.operator_id = u.id) AS "accountsCount",
    COALESCE((SELECT SUM(t.amount) FROM transactions t JOIN users x ON x.id = t.user_id WHERE x.operator_id = u.id), 0)::numeric(14,2)
      AS "totalBalance"
  FROM users u WHERE u.roles && ARRAY['Internal Manager', 'Main Internal Manager']::text[]`;

const PLATFORM_SELECT = `SELECT p.id, p.name, p.url, p.icon, p.kind, p.status, p.owner_id AS "ownerId", p.category_id AS "categoryId",
    ${epoch('p.created_at')} AS "createdEpoch" FROM platforms p`;
const withIcon = (p: PlatformWire): PlatformWire => ({ ...p, icon: p.icon ? fileUrl(p.icon) : null });

const PROMOCODE_SELECT = `SELECT id, code, amount, usage_limit AS "usageLimit", used_count AS "usedCount",
    ${epoch('expires_at')} AS "expiresEpoch", active, ${epoch('created_at')} AS "createdEpoch" FROM promocodes`;

const AGENCY_SELECT = `SELECT a.id, a.name, a.site_url AS "siteUrl",
    (SELECT COUNT(*)::int FROM users u WHERE u.agency_id = a.id) AS "usersCount", ${epoch('a.created_at')} AS "createdEpoch"
  FROM agencies a`;

/** The fee is the TRON network fee every withdraw is charged (booked beside it when it was asked for). */
const ADMIN_WITHDRAW_SELECT = `SELECT ${WITHDRAW_COLUMNS}, w.user_id AS "userId", u.email AS "userEmail",
    ${TRON_FEE}::numeric(14,2) AS fee
  FROM withdraws w JOIN users u ON u.id = w.user_id`;

async function one<T>(db: Queryable, sql: string, params: unknown[], what: string): Promise<T> {
  const { rows } = await db.query<T>(sql, params);
  if (!rows[0]) throw notFound(what);
  return rows[0];
}

/** The internal area: everything under `/api/admin`, for `Internal User` and `SuperUser` (the contract). */
export function adminRoutes(r: Router, { db }: Deps) {
  const admin = { roles: ADMIN_ROLES } as const;

  r.user('GET /api/admin/user/{userId}', {
    ...admin,
    handler: async ({ params }) => adminUser(db, params.userId),
  });

  r.user('GET /api/admin/user/{userId}/audit', {
    ...admin,
    query: auditQuery,
    handler: async ({ params, query }) => {
      if (!(await exists(db, 'SELECT 1 FROM users WHERE id = $1', [params.userId]))) throw notFound('User');
      const f = new Filters([params.userId], ['l.user_id = $1']).when(query.action, 'l.action = ?');
      return sqlPage<AuditEntryWire>(
        db,
        AUDIT_SELECT + f.where,
        f.params,
        paging(query, ['id', 'createdEpoch', 'action', 'amount'], { field: 'createdEpoch', desc: true }),
      );
    },
  });

  r.user('GET /api/admin/users', {
    ...admin,
    query: userListQuery,
    handler: async ({ query }) => {
      await settleSpend(db, null);
      // Designed: a search that is a whole number also finds the user with that id (support is told ids).
      const byId = query.search && /^\d{1,9}$/.test(query.search.trim()) ? Number(query.search.trim()) : null;
      const f = new Filters();
      if (byId !== null)
        f.when(`%${query.search!.trim()}%`, `(u.email ILIKE ? OR u.username ILIKE ? OR u.id = ${byId})`);
      else f.search(query.search, ['u.email', 'u.username']);
      f.when(query.role, '(u.role = ? OR ? = ANY(u.roles))').when(query.agencyId, 'u.agency_id = ?');
      const p = paging(query, ['id', 'email', 'username', 'role', 'balance', 'createdEpoch'], {
        field: 'id',
        desc: false,
      });
      const page = await sqlPage<UserSummaryWire & { agencyId?: number | null }>(
        db,
        SUMMARY_SELECT + f.where,
        f.params,
        p,
      );
      return { ...page, content: page.content.map(({ agencyId: _a, ...u }) => u) };
    },
  });

  r.user('PATCH /api/admin/user/{userId}', {
    ...admin,
    body: userPatch,
    handler: async ({ user, params, body }) => {
      const before = await adminUser(db, params.userId);
      // Designed: only a SuperUser hands out or takes away roles; any admin may block, bind and assign.
      if ((body.role !== undefined || body.roles !== undefined) && !hasRole(user, 'SuperUser'))
        throw forbidden('Only a SuperUser changes roles');
      if (body.blocked && params.userId === user.id)
        throw badRequest('SELF_BLOCK', 'You cannot block yourself');
      if (body.agencyId && !(await exists(db, 'SELECT 1 FROM agencies WHERE id = $1', [body.agencyId])))
        throw fieldFailed('agencyId', 'is not an agency');
      if (body.operatorId && !(await isManager(db, body.operatorId)))
        throw fieldFailed('operatorId', 'is not an internal manager');
      const sets: string[] = [];
      const values: unknown[] = [params.userId];
      const set = (column: string, value: unknown) => sets.push(`${column} = $${values.push(value)}`);
      if (body.role !== undefined) set('role', body.role);
      if (body.roles !== undefined || body.role !== undefined) {
        // The primary role is always among the roles.
        const current = await one<{ role: string; roles: string[] }>(
          db,
          'SELECT role, roles FROM users WHERE id = $1',
          [params.userId],
          'User',
        );
        const primary = body.role ?? current.role;
        set('roles', [primary, ...(body.roles ?? current.roles).filter((x) => x !== primary)]);
      }
      if (body.blocked !== undefined) set('blocked', body.blocked);
      if (body.agencyId !== undefined) set('agency_id', body.agencyId);
      if (body.operatorId !== undefined) set('operator_id', body.operatorId);
      await db.transaction(async (tx) => {
        if (sets.length) await tx.query(`UPDATE users SET ${sets.join(', ')} WHERE id = $1`, values);
        if (body.blocked !== undefined && body.blocked !== before.blocked)
          await audit(tx, user.id, {
            userId: params.userId,
            action: body.blocked ? 'USER_BLOCKED' : 'USER_UNBLOCKED',
          });
        if (body.role !== undefined || body.roles !== undefined) {
          const { rows } = await tx.query<{ roles: string[] }>('SELECT roles FROM users WHERE id = $1', [
            params.userId,
          ]);
          const roles = rows[0]!.roles;
          if (roles.join(',') !== before.roles.join(','))
            await audit(tx, user.id, {
              userId: params.userId,
              action: 'ROLES_CHANGED',
              details: roles.join(', '),
            });
        }
      });
      if (body.blocked) await revokeAll(db, params.userId);
      return adminUser(db, params.userId);
    },
  });

  r.user('PUT /api/admin/user/{userId}/features', {
    ...admin,
    body: flagsBody,
    handler: async ({ params, body }) => {
      const both = body.activeFeatures.filter((f) => body.disabledFeatures.includes(f));
      if (both.length) throw fieldFailed('disabledFeatures', `cannot also be active: ${both.join(', ')}`);
      const { rows } = await db.query(
        'UPDATE users SET features_on = $2, features_off = $3 WHERE id = $1 RETURNING id',
        [params.userId, [...new Set(body.activeFeatures)], [...new Set(body.disabledFeatures)]],
      );
      if (!rows.length) throw notFound('User');
      return adminUser(db, params.userId);
    },
  });

  r.user('GET /api/admin/agencies', {
    ...admin,
    query: agencyQuery,
    handler: async ({ query }) => {
      const f = new Filters().search(query.search, ['a.name']);
      return sqlPage<AgencyWire>(
        db,
        AGENCY_SELECT + f.where,
        f.params,
        paging(query, ['id', 'name', 'usersCount', 'createdEpoch'], { field: 'name', desc: false }),
      );
    },
  });
  r.user('POST /api/admin/agencies', {
    ...admin,
    status: 201,
    body: agencyBody,
    handler: async ({ body }) => {
      const { rows } = await db.query<{ id: number }>(
        'INSERT INTO agencies (name, site_url) VALUES ($1, $2) RETURNING id',
        [body.name, body.siteUrl],
      );
      return one<AgencyWire>(db, `${AGENCY_SELECT} WHERE a.id = $1`, [rows[0]!.id], 'Agency');
    },
  });
  r.user('PATCH /api/admin/agencies/{id}', {
    ...admin,
    body: agencyPatch,
    handler: async ({ params, body }) => {
      const { rows } = await db.query(
        'UPDATE agencies SET name = COALESCE($2, name), site_url = COALESCE($3, site_url) WHERE id = $1 RETURNING id',
        [params.id, body.name ?? null, body.siteUrl ?? null],
      );
      if (!rows.length) throw notFound('Agency');
      return one<AgencyWire>(db, `${AGENCY_SELECT} WHERE a.id = $1`, [params.id], 'Agency');
    },
  });

  r.user('GET /api/admin/accounts', {
    ...admin,
    query: accountQuery,
    handler: async ({ query }) => {
      await settleSpend(db, null);
      const f = new Filters()
        .search(query.search, ['q.email', 'q.username'])
        .when(query.managerId, 'q."managerId" = ?');
      const select = `SELECT * FROM (${ACCOUNT_SELECT}) q${f.where}`;
      const p = paging(
        query,
        ['userId', 'email', 'username', 'balance', 'spent', 'campaignsCount', 'managerName'],
        { field: 'userId', desc: false },
      );
      return sqlPage<AccountWire>(db, select, f.params, p, 'userId');
    },
  });
  r.user('PUT /api/admin/accounts/{userId}/manager', {
    ...admin,
    body: assignBody,
    handler: async ({ params, body }) => {
      await account(db, params.userId);
      if (body.managerId !== null && !(await isManager(db, body.managerId)))
        throw fieldFailed('managerId', 'is not an internal manager');
      await db.query('UPDATE users SET operator_id = $2 WHERE id = $1', [params.userId, body.managerId]);
      return account(db, params.userId);
    },
  });
  r.user('GET /api/admin/managers', {
    ...admin,
    handler: async () => (await db.query<ManagerWire>(`${MANAGER_SELECT} ORDER BY u.id`)).rows,
  });
  r.user('GET /api/admin/managers/{id}', {
    ...admin,
    handler: async ({ params }) =>
      one<ManagerWire>(db, `${MANAGER_SELECT} AND u.id = $1`, [params.id], 'Manager'),
  });

  r.user('GET /api/admin/platforms', {
    ...admin,
    query: platformQuery,
    handler: async ({ query }) => {
      const f = new Filters()
        .search(query.search, ['p.name', 'p.url'])
        .when(query.status, 'p.status = ?')
        .when(query.kind, 'p.kind = ?');
      const p = paging(query, ['id', 'name', 'kind', 'status', 'createdEpoch'], { field: 'id', desc: false });
      const page = await sqlPage<PlatformWire>(db, PLATFORM_SELECT + f.where, f.params, p);
      return { ...page, content: page.content.map(withIcon) };
    },
  });
  r.user('PATCH /api/admin/platforms/{id}', {
    ...admin,
    body: platformPatch,
    handler: async ({ user, params, body }) => {
      if (body.categoryId && !(await exists(db, 'SELECT 1 FROM categories WHERE id = $1', [body.categoryId])))
        throw fieldFailed('categoryId', 'is not a category');
      const before = await one<PlatformWire>(
        db,
        `${PLATFORM_SELECT} WHERE p.id = $1`,
        [params.id],
        'Platform',
      );
      await db.transaction(async (tx) => {
        await tx.query(
          `UPDATE platforms SET status = COALESCE($2, status), category_id = CASE WHEN $3 THEN $4 ELSE category_id END
            WHERE id = $1`,
          [params.id, body.status ?? null, body.categoryId !== undefined, body.categoryId ?? null],
        );
        // Blocking a platform stops its owner's earnings there: the owner's audit says who did it.
        if (body.status && body.status !== before.status && body.status !== 'PENDING')
          await audit(tx, user.id, {
            userId: before.ownerId,
            action: body.status === 'BLOCKED' ? 'PLATFORM_BLOCKED' : 'PLATFORM_APPROVED',
            targetId: params.id,
          });
      });
      return withIcon(
        await one<PlatformWire>(db, `${PLATFORM_SELECT} WHERE p.id = $1`, [params.id], 'Platform'),
      );
    },
  });

  r.user('GET /api/admin/promocodes', {
    ...admin,
    query: pageQuery,
    handler: async ({ query }) =>
      sqlPage<PromocodeWire>(
        db,
        PROMOCODE_SELECT,
        [],
        paging(query, ['id', 'code', 'amount', 'usedCount', 'expiresEpoch', 'createdEpoch'], {
          field: 'createdEpoch',
          desc: true,
        }),
      ),
  });
  r.user('POST /api/admin/promocodes', {
    ...admin,
    status: 201,
    body: promocodeBody,
    handler: async ({ body }) => {
      const code = body.code.toUpperCase();
      const { rows: taken } = await db.query('SELECT 1 FROM promocodes WHERE code = $1', [code]);
      if (taken.length) throw conflict('PROMOCODE_TAKEN', 'This promocode exists');
      const { rows } = await db.query<{ id: number }>(
        'INSERT INTO promocodes (code, amount, usage_limit, expires_at) VALUES ($1, $2, $3, to_timestamp($4)) RETURNING id',
        [code, body.amount, body.usageLimit, body.expiresEpoch],
      );
      return one<PromocodeWire>(db, `${PROMOCODE_SELECT} WHERE id = $1`, [rows[0]!.id], 'Promocode');
    },
  });
  r.user('PATCH /api/admin/promocodes/{id}', {
    ...admin,
    body: promocodePatch,
    handler: async ({ params, body }) => {
      const { rows } = await db.query(
        `UPDATE promocodes SET active = COALESCE($2, active),
           usage_limit = CASE WHEN $3 THEN $4 ELSE usage_limit END,
           expires_at = CASE WHEN $5 THEN to_timestamp($6) ELSE expires_at END
         WHERE id = $1 RETURNING id`,
        [
          params.id,
          body.active ?? null,
          body.usageLimit !== undefined,
          body.usageLimit ?? null,
          body.expiresEpoch !== undefined,
          body.expiresEpoch ?? null,
        ],
      );
      if (!rows.length) throw notFound('Promocode');
      return one<PromocodeWire>(db, `${PROMOCODE_SELECT} WHERE id = $1`, [params.id], 'Promocode');
    },
  });

  const FEATURE_SELECT = `SELECT f.name, f.description, f.active,
      (SELECT COUNT(*)::int FROM users u WHERE f.name = ANY(u.features_on) OR f.name = ANY(u.features_off)) AS overrides
    FROM features f`;
  r.user('GET /api/admin/features', {
    ...admin,
    handler: async () => (await db.query<FeatureWire>(`${FEATURE_SELECT} ORDER BY f.name`)).rows,
  });
  r.user('PUT /api/admin/features/{name}', {
    ...admin,
    body: featureToggle,
    handler: async ({ params, body }) => {
      const { rows } = await db.query('UPDATE features SET active = $2 WHERE name = $1 RETURNING name', [
        params.name,
        body.active,
      ]);
      if (!rows.length) throw notFound('Feature');
      return one<FeatureWire>(db, `${FEATURE_SELECT} WHERE f.name = $1`, [params.name], 'Feature');
    },
  });

  r.user('GET /api/admin/referrals', {
    ...admin,
    query: referralQuery,
    handler: async ({ query }) => {
      const f = new Filters().when(query.referrerId, 'r.referrer_id = ?');
      return sqlPage<ReferralWire>(
        db,
        `SELECT r.id, r.referrer_id AS "referrerId", a.email AS "referrerEmail", r.referred_id AS "referredId",
           b.email AS "referredEmail", r.earned, ${epoch('r.created_at')} AS "createdEpoch"
           FROM referrals r JOIN users a ON a.id = r.referrer_id JOIN users b ON b.id = r.referred_id${f.where}`,
        f.params,
        paging(query, ['id', 'earned', 'createdEpoch', 'referrerEmail', 'referredEmail'], {
          field: 'createdEpoch',
          desc: true,
        }),
      );
    },
  });
  r.user('GET /api/admin/referral/settings', {
    ...admin,
    handler: async () =>
      (await db.query<{ value: ReferralSettingsWire }>(`SELECT value FROM settings WHERE key = 'referral'`))
        .rows[0]!.value,
  });
  r.user('PUT /api/admin/referral/settings', {
    ...admin,
    body: referralSettings,
    handler: async ({ body }) => {
      await db.query(
        `INSERT INTO settings (key, value) VALUES ('referral', $1) ON CONFLICT (key) DO UPDATE SET value = $1`,
        [body],
      );
      return body;
    },
  });

  r.user('GET /api/admin/withdraw', {
    ...admin,
    query: withdrawQuery,
    handler: async ({ query }) => {
      const f = new Filters().when(query.status, 'w.status = ?').when(query.userId, 'w.user_id = ?');
      return sqlPage<AdminWithdrawWire>(
        db,
        ADMIN_WITHDRAW_SELECT + f.where,
        f.params,
        paging(query, [...WITHDRAW_SORT, 'userId', 'userEmail'], { field: 'createdEpoch', desc: true }),
      );
    },
  });
  /**
   * A decision on a PENDING withdraw, as a conditional update inside its transaction: of two decisions at once
   * only one finds it still PENDING (the other gets 409), so a withdraw is refunded at most once.
   */
  const decide = async (
    id: number,
    set: string,
    params: unknown[],
    after?: (tx: Queryable, w: { id: number; userId: number; amount: number }) => Promise<void>,
  ) => {
    const current = await one<AdminWithdrawWire>(
      db,
      `${ADMIN_WITHDRAW_SELECT} WHERE w.id = $1`,
      [id],
      'Withdraw',
    );
    const decided = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number; userId: number; amount: number }>(
        `UPDATE withdraws SET ${set} WHERE id = $1 AND status = 'PENDING' RETURNING id, user_id AS "userId", amount`,
        [id, ...params],
      );
      const w = rows[0];
      if (w && after) await after(tx, w);
      return w !== undefined;
    });
    if (!decided) {
      const now = await one<AdminWithdrawWire>(
        db,
        `${ADMIN_WITHDRAW_SELECT} WHERE w.id = $1`,
        [id],
        'Withdraw',
      );
      throw conflict('INVALID_STATUS', `The withdraw is already ${now.status ?? current.status}`);
    }
    return one<AdminWithdrawWire>(db, `${ADMIN_WITHDRAW_SELECT} WHERE w.id = $1`, [id], 'Withdraw');
  };
  r.user('PATCH /api/admin/withdraw/{id}/approve', {
    ...admin,
    body: approveBody,
    handler: async ({ user, params, body }) =>
      decide(params.id, `status = 'APPROVED', tx_hash = $2`, [body.txHash.toLowerCase()], (tx, w) =>
        audit(tx, user.id, {
          userId: w.userId,
          action: 'WITHDRAW_APPROVED',
          targetId: w.id,
          amount: -w.amount,
          details: body.txHash.toLowerCase(),
        }),
      ),
  });
  r.user('PATCH /api/admin/withdraw/{id}/reject', {
    ...admin,
    body: rejectBody,
    handler: async ({ user, params, body }) =>
      decide(params.id, `status = 'REJECTED', reject_reason = $2`, [body.reason], async (tx, w) => {
        await audit(tx, user.id, {
          userId: w.userId,
          action: 'WITHDRAW_REJECTED',
          targetId: w.id,
          amount: w.amount + TRON_FEE,
          details: body.reason,
        });
        // The money and the fee go back to the balance.
        await tx.query('INSERT INTO transactions (user_id, amount, description) VALUES ($1, $2, $3)', [
          w.userId,
          w.amount + TRON_FEE,
          `Withdraw #${w.id} rejected: refund`,
        ]);
      }),
  });
}
