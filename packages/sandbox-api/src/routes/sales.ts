import type {
  DealInputWire,
  DealStageSummaryWire,
  DealListQueryWire,
  DealWire,
  SalesClientDetailWire,
  SalesClientInputWire,
  SalesClientListQueryWire,
  SalesClientWire,
  SalesSummaryWire,
} from '@adnet/api-client';
import { hasRole, SALES_ROLES, userHasAnyRole, type Viewer } from '../access';
import { MAX_MONEY } from '../catalog';
import { epoch, exists, type Queryable } from '../db';
import { DEAL_STAGES, SALES_CLIENT_STATUSES } from '../enums';
import { fieldFailed, notFound } from '../errors';
import { Filters } from '../filters';
import { paging, sqlPage, type Deps, type Router } from '../route';
import { TELEGRAM_USERNAME } from '../rules';
import { pageFields, search } from '../schemas';
import { email, id, money, nullable, obj, oneOf, optional, partial, str, type Schema } from '../validate';

const clientFields = {
  name: str({ min: 2, max: 200, trim: true }),
  contactEmail: email(),
  telegramTag: optional(
    nullable(
      str({ max: 33, trim: true, pattern: TELEGRAM_USERNAME, patternMessage: 'is not a Telegram username' }),
    ),
  ),
  userId: optional(nullable(id())),
  status: optional(oneOf(SALES_CLIENT_STATUSES)),
  notes: optional(str({ max: 5_000 })),
  managerId: optional(id()),
};
const clientBody: Schema<SalesClientInputWire> = obj(clientFields);
const clientPatch: Schema<Partial<SalesClientInputWire>> = partial(obj(clientFields));
const clientQuery: Schema<SalesClientListQueryWire> = obj({
  ...pageFields,
  search: search(),
  status: optional(oneOf(SALES_CLIENT_STATUSES)),
  managerId: optional(id()),
});
const dealFields = {
  clientId: id(),
  title: str({ min: 2, max: 200, trim: true }),
  amount: money(0, MAX_MONEY),
  stage: optional(oneOf(DEAL_STAGES)),
};
const dealBody: Schema<DealInputWire> = obj(dealFields);
const dealPatch: Schema<Partial<DealInputWire>> = partial(obj(dealFields));
const dealQuery: Schema<DealListQueryWire> = obj({
  ...pageFields,
  clientId: optional(id()),
  stage: optional(oneOf(DEAL_STAGES)),
  managerId: optional(id()),
  search: search(),
});

/** The first day of the current calendar month (UTC) and the month as `YYYY-MM`. */
const MONTH_START = `date_trunc('month', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`;

/**
 * A client with the figures of its cabinet user (booked spend this month, balance, campaigns) and of its deals.
 * Spend is what the money model has booked (see money.ts): finished days, booked when money is read.
 */
const CLIENT_SELECT = `SELECT c.id, c.name, c.contact_email AS "contactEmail", c.telegram_tag AS "telegramTag", c.user_id AS "userId",
    c.manager_id AS "managerId", m.email AS "managerEmail", c.status, c.total_spent AS "totalSpent",
    COALESCE((SELECT -SUM(t.amount) FROM transactions t WHERE t.user_id = c.user_id AND t.campaign_id IS NOT NULL
      AND t.created_at >= ${MONTH_START}), 0)::numeric(14,2) AS "monthSpent",
    CASE WHEN c.user_id IS NULL THEN NULL
      ELSE COALESCE((SELECT SUM(t.amount) FROM transactions t WHERE t.user_id = c.user_id), 0)::numeric(14,2) END AS balance,
    (SELECT COUNT(*)::int FROM campaigns k WHERE k.owner_id = c.user_id AND k.status <> 'ARCHIVED') AS "campaignsCount",
    (SELECT COUNT(*)::int FROM deals d WHERE d.client_id = c.id) AS "dealsCount",
    COALESCE((SELECT SUM(d.amount) FROM deals d WHERE d.client_id = c.id AND d.stage IN ('NEW', 'NEGOTIATION')), 0)::numeric(14,2)
      AS "openDealsAmount",
    ${epoch('c.created_at')} AS "createdEpoch"
  FROM sales_clients c JOIN users m ON m.id = c.manager_id`;
const DEAL_SELECT = `SELECT d.id, d.client_id AS "clientId", c.name AS "clientName", d.title, d.amount, d.stage,
    d.manager_id AS "managerId", ${epoch('d.created_at')} AS "createdEpoch", ${epoch('d.closed_at')} AS "closedEpoch"
  FROM deals d JOIN sales_clients c ON c.id = d.client_id`;

/**
 * Designed: a Main Internal Manager and a SuperUser see every client; an Internal Manager only their own (others'
 * clients and deals are 404 to them).
 */
const seesAll = (v: Viewer) => hasRole(v, 'SuperUser', 'Main Internal Manager');

/** The client if the viewer may see it, else null. */
async function findClient(db: Queryable, v: Viewer, clientId: number): Promise<SalesClientWire | null> {
  const { rows } = await db.query<SalesClientWire>(`${CLIENT_SELECT} WHERE c.id = $1`, [clientId]);
  const found = rows[0];
  return found && (seesAll(v) || found.managerId === v.id) ? found : null;
}
async function visibleClient(db: Queryable, v: Viewer, clientId: number): Promise<SalesClientWire> {
  const found = await findClient(db, v, clientId);
  if (!found) throw notFound('Client');
  return found;
}
async function visibleDeal(db: Queryable, v: Viewer, dealId: number): Promise<DealWire> {
  const { rows } = await db.query<DealWire>(`${DEAL_SELECT} WHERE d.id = $1`, [dealId]);
  const found = rows[0];
  if (!found || (!seesAll(v) && found.managerId !== v.id)) throw notFound('Deal');
  return found;
}

async function checkRefs(db: Queryable, v: Viewer, body: Partial<SalesClientInputWire>) {
  if (body.userId && !(await exists(db, 'SELECT 1 FROM users WHERE id = $1', [body.userId])))
    throw fieldFailed('userId', 'is not a user');
  if (body.managerId !== undefined && body.managerId !== v.id) {
    if (!seesAll(v)) throw fieldFailed('managerId', 'You can only manage your own clients');
    if (!(await userHasAnyRole(db, body.managerId, SALES_ROLES)))
      throw fieldFailed('managerId', 'is not a sales manager');
  }
}

/** Sales (designed): clients and deals, for `SuperUser`, `Main Internal Manager` and `Internal Manager`. */
export function salesRoutes(r: Router, { db }: Deps) {
  const sales = { roles: SALES_ROLES } as const;
  /** Filters that start with the manager's own rows unless they see all. */
  const scoped = (v: Viewer, column: string) =>
    new Filters().when(seesAll(v) ? undefined : v.id, `${column} = ?`);

  r.user('GET /api/sales/summary', {
    ...sales,
    handler: async ({ user }) => {
      // $1 is the manager, or null for someone who sees every client.
      const manager = seesAll(user) ? null : user.id;
      const { rows } = await db.query<Omit<SalesSummaryWire, 'stages'>>(
        `WITH c AS (SELECT * FROM sales_clients WHERE $1::int IS NULL OR manager_id = $1),
              d AS (SELECT * FROM deals WHERE $1::int IS NULL OR manager_id = $1)
         SELECT (SELECT COUNT(*)::int FROM c) AS clients,
           (SELECT COUNT(*)::int FROM d WHERE stage IN ('NEW', 'NEGOTIATION')) AS "activeDeals",
           (SELECT COALESCE(SUM(amount), 0)::numeric(14,2) FROM d WHERE stage IN ('NEW', 'NEGOTIATION')) AS "pipelineAmount",
           (SELECT COALESCE(SUM(amount), 0)::numeric(14,2) FROM d WHERE stage = 'WON') AS "wonAmount",
           to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM') AS month,
           (SELECT COALESCE(-SUM(t.amount), 0)::numeric(14,2) FROM transactions t
             WHERE t.campaign_id IS NOT NULL AND t.created_at >= ${MONTH_START}
               AND t.user_id IN (SELECT user_id FROM c WHERE user_id IS NOT NULL)) AS "monthSpent"`,
        [manager],
      );
      const { rows: stages } = await db.query<DealStageSummaryWire>(
        `SELECT d.stage, COUNT(*)::int AS count, COALESCE(SUM(d.amount), 0)::numeric(14,2) AS amount
           FROM deals d WHERE $1::int IS NULL OR d.manager_id = $1 GROUP BY d.stage`,
        [manager],
      );
      const byStage = new Map(stages.map((s) => [s.stage, s]));
      return {
        ...rows[0]!,
        stages: DEAL_STAGES.map((stage) => byStage.get(stage) ?? { stage, count: 0, amount: 0 }),
      };
    },
  });

  r.user('GET /api/sales/clients', {
    ...sales,
    query: clientQuery,
    handler: async ({ user, query }) => {
      const f = scoped(user, 'c.manager_id')
        .search(query.search, ['c.name', 'c.contact_email'])
        .when(query.status, 'c.status = ?')
        .when(query.managerId, 'c.manager_id = ?');
      const p = paging(
        query,
        [
          'id',
          'name',
          'status',
          'totalSpent',
          'monthSpent',
          'balance',
          'campaignsCount',
          'dealsCount',
          'createdEpoch',
        ],
        { field: 'createdEpoch', desc: true },
      );
      return sqlPage<SalesClientWire>(db, CLIENT_SELECT + f.where, f.params, p, 'id', {
        status: SALES_CLIENT_STATUSES,
      });
    },
  });

  r.user('GET /api/sales/clients/{id}', {
    ...sales,
    handler: async ({ user, params }): Promise<SalesClientDetailWire> => {
      const client = await visibleClient(db, user, params.id);
      const { rows: notes } = await db.query<{ notes: string }>(
        'SELECT notes FROM sales_clients WHERE id = $1',
        [client.id],
      );
      const { rows: deals } = await db.query<DealWire>(
        `${DEAL_SELECT} WHERE d.client_id = $1 ORDER BY d.id`,
        [client.id],
      );
      return { ...client, notes: notes[0]!.notes, deals };
    },
  });

  r.user('POST /api/sales/clients', {
    ...sales,
    status: 201,
    body: clientBody,
    handler: async ({ user, body }) => {
      await checkRefs(db, user, body);
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO sales_clients (name, contact_email, telegram_tag, user_id, manager_id, status, notes)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [
          body.name,
          body.contactEmail,
          body.telegramTag ?? null,
          body.userId ?? null,
          body.managerId ?? user.id,
          body.status ?? 'LEAD',
          body.notes ?? '',
        ],
      );
      return visibleClient(db, user, rows[0]!.id);
    },
  });

  r.user('PATCH /api/sales/clients/{id}', {
    ...sales,
    body: clientPatch,
    handler: async ({ user, params, body }) => {
      const client = await visibleClient(db, user, params.id);
      await checkRefs(db, user, body);
      await db.query(
        `UPDATE sales_clients SET name = COALESCE($2, name), contact_email = COALESCE($3, contact_email),
           telegram_tag = CASE WHEN $4 THEN $5 ELSE telegram_tag END, user_id = CASE WHEN $6 THEN $7 ELSE user_id END,
           status = COALESCE($8, status), notes = COALESCE($9, notes), manager_id = COALESCE($10, manager_id)
         WHERE id = $1`,
        [
          client.id,
          body.name ?? null,
          body.contactEmail ?? null,
          body.telegramTag !== undefined,
          body.telegramTag ?? null,
          body.userId !== undefined,
          body.userId ?? null,
          body.status ?? null,
          body.notes ?? null,
          body.managerId ?? null,
        ],
      );
      return (await db.query<SalesClientWire>(`${CLIENT_SELECT} WHERE c.id = $1`, [client.id])).rows[0]!;
    },
  });

  r.user('GET /api/sales/deals', {
    ...sales,
    query: dealQuery,
    handler: async ({ user, query }) => {
      const f = scoped(user, 'd.manager_id')
        .when(query.clientId, 'd.client_id = ?')
        .when(query.stage, 'd.stage = ?')
        .when(query.managerId, 'd.manager_id = ?')
        .search(query.search, ['d.title', 'c.name']);
      const p = paging(
        query,
        ['id', 'title', 'amount', 'stage', 'createdEpoch', 'closedEpoch', 'clientName'],
        { field: 'createdEpoch', desc: true },
      );
      return sqlPage<DealWire>(db, DEAL_SELECT + f.where, f.params, p, 'id', { stage: DEAL_STAGES });
    },
  });

  const closing = `CASE WHEN stage IN ('WON', 'LOST') THEN COALESCE(closed_at, now()) END`;
  r.user('POST /api/sales/deals', {
    ...sales,
    status: 201,
    body: dealBody,
    handler: async ({ user, body }) => {
      const client = await findClient(db, user, body.clientId);
      if (!client) throw fieldFailed('clientId', 'is not one of your clients');
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO deals (client_id, title, amount, stage, manager_id) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [client.id, body.title, body.amount, body.stage ?? 'NEW', client.managerId],
      );
      await db.query(`UPDATE deals SET closed_at = ${closing} WHERE id = $1`, [rows[0]!.id]);
      return visibleDeal(db, user, rows[0]!.id);
    },
  });

  r.user('PATCH /api/sales/deals/{id}', {
    ...sales,
    body: dealPatch,
    handler: async ({ user, params, body }) => {
      const deal = await visibleDeal(db, user, params.id);
      if (body.clientId !== undefined && !(await findClient(db, user, body.clientId)))
        throw fieldFailed('clientId', 'is not one of your clients');
      await db.query(
        `UPDATE deals SET client_id = COALESCE($2, client_id), title = COALESCE($3, title), amount = COALESCE($4, amount),
           stage = COALESCE($5, stage) WHERE id = $1`,
        [deal.id, body.clientId ?? null, body.title ?? null, body.amount ?? null, body.stage ?? null],
      );
      await db.query(`UPDATE deals SET closed_at = ${closing} WHERE id = $1`, [deal.id]);
      return visibleDeal(db, user, deal.id);
    },
  });
}
