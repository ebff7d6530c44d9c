import type {
  SupportAccountWire,
  SupportAgentWire,
  SupportCaseDetailWire,
  SupportCaseInputWire,
  SupportCaseListQueryWire,
  SupportCasePatchWire,
  SupportCaseWire,
  SupportMessageInputWire,
  SupportMessageWire,
} from '@adnet/api-client';
import { isSupportAgent, SUPPORT_ROLES, userHasAnyRole, type Viewer } from '../access';
import { asset } from '../campaign-store';
import { epoch, type Db, type Queryable } from '../db';
import { SUPPORT_PRIORITIES, SUPPORT_STATUSES } from '../enums';
import { wallet } from '../money';
import { conflict, fieldFailed, forbidden, notFound } from '../errors';
import { Filters } from '../filters';
import { paging, sqlPage, type Deps, type Router } from '../route';
import { pageFields, search } from '../schemas';
import { arr, id, nullable, obj, oneOf, optional, str, type Schema } from '../validate';

const listQuery: Schema<SupportCaseListQueryWire> = obj({
  ...pageFields,
  status: optional(oneOf(SUPPORT_STATUSES)),
  userId: optional(id()),
  assigneeId: optional(id()),
  priority: optional(oneOf(SUPPORT_PRIORITIES)),
  search: search(),
});
const pictures = () => optional(arr(str({ min: 1, max: 200 }), { max: 10 }));
const caseBody: Schema<SupportCaseInputWire> = obj({
  subject: str({ min: 3, max: 200, trim: true }),
  text: str({ min: 1, max: 5_000, trim: true }),
  pictures: pictures(),
});
const messageBody: Schema<SupportMessageInputWire> = obj({
  text: str({ min: 1, max: 5_000, trim: true }),
  pictures: pictures(),
});
const patchBody: Schema<SupportCasePatchWire> = obj({
  status: optional(oneOf(SUPPORT_STATUSES)),
  assigneeId: optional(nullable(id())),
  priority: optional(oneOf(SUPPORT_PRIORITIES)),
});

const CASE_SELECT = `SELECT s.id, s.user_id AS "userId", u.email AS "userEmail", s.subject, s.status, s.priority,
    s.assignee_id AS "assigneeId", a.email AS "assigneeEmail",
    ${epoch('s.created_at')} AS "createdEpoch", ${epoch('s.updated_at')} AS "updatedEpoch"
  FROM support_cases s JOIN users u ON u.id = s.user_id LEFT JOIN users a ON a.id = s.assignee_id`;

/** Sort orders with a meaning: a case's lifecycle (open first) and urgency (low first). */
const CASE_RANKS = { status: SUPPORT_STATUSES, priority: SUPPORT_PRIORITIES } as const;

const MESSAGE_COLUMNS = `m.id, m.author_id AS "authorId", m.author_kind AS "authorKind", au.username AS "authorName", m.text,
  m.pictures, ${epoch('m.created_at')} AS "createdEpoch"`;
type MessageRow = Omit<SupportMessageWire, 'pictures'> & { pictures: string[] };
const toMessage = (m: MessageRow): SupportMessageWire => ({
  ...m,
  pictures: m.pictures.map((k) => asset(k)!),
});

/** The account behind a case, as support staff see it beside the thread. */
async function account(db: Db, userId: number): Promise<SupportAccountWire> {
  const { rows } = await db.query<Omit<SupportAccountWire, 'balance'>>(
    `SELECT u.id, u.email, u.username, u.role, ${epoch('u.created_at')} AS "createdEpoch",
       (SELECT COUNT(*)::int FROM campaigns c WHERE c.owner_id = u.id AND c.status <> 'ARCHIVED') AS "campaignsCount",
       (SELECT COUNT(*)::int FROM campaigns c WHERE c.owner_id = u.id AND c.status = 'ACTIVE') AS "activeCampaignsCount",
       (SELECT COUNT(*)::int FROM support_cases s WHERE s.user_id = u.id) AS "casesCount"
     FROM users u WHERE u.id = $1`,
    [userId],
  );
  return { ...rows[0]!, balance: (await wallet(db, userId)).balance };
}

/** A case the viewer may see: their own, or any for support staff; otherwise 404. */
async function visibleCase(db: Queryable, v: Viewer, caseId: number): Promise<SupportCaseWire> {
  const { rows } = await db.query<SupportCaseWire>(`${CASE_SELECT} WHERE s.id = $1`, [caseId]);
  const found = rows[0];
  if (!found || (found.userId !== v.id && !isSupportAgent(v))) throw notFound('Support case');
  return found;
}

/** The case with its thread; the owner's account only for staff (the owner knows their own). */
async function detail(db: Db, v: Viewer, c: SupportCaseWire): Promise<SupportCaseDetailWire> {
  const { rows } = await db.query<MessageRow>(
    `SELECT ${MESSAGE_COLUMNS} FROM support_messages m JOIN users au ON au.id = m.author_id
      WHERE m.case_id = $1 ORDER BY m.id`,
    [c.id],
  );
  const staff = isSupportAgent(v) && c.userId !== v.id;
  return { ...c, messages: rows.map(toMessage), account: staff ? await account(db, c.userId) : null };
}

/** Pictures must be images this author uploaded (for this case, or as plain images before it existed). */
async function checkPictures(
  db: Queryable,
  authorId: number,
  caseId: number | null,
  keys: readonly string[],
) {
  if (keys.length === 0) return;
  const { rows } = await db.query<{ key: string }>(
    `SELECT key FROM uploads WHERE key = ANY($1::text[]) AND owner_id = $2 AND stored_at IS NOT NULL
       AND (kind = 'image' OR (kind = 'support' AND support_id IS NOT DISTINCT FROM $3))`,
    [keys, authorId, caseId],
  );
  const ok = new Set(rows.map((r) => r.key));
  const bad = keys.findIndex((k) => !ok.has(k));
  if (bad >= 0) throw fieldFailed(`pictures[${bad}]`, 'is not a picture you uploaded');
}

/** Support cases (designed): users see and write their own; `SuperUser` and `Customer Happiness Agent` all. */
export function supportRoutes(r: Router, { db }: Deps) {
  r.user('GET /api/support/cases', {
    query: listQuery,
    handler: async ({ user, query }) => {
      const agent = isSupportAgent(user);
      if (!agent && query.userId !== undefined && query.userId !== user.id) throw notFound('User');
      const f = new Filters()
        .when(agent ? query.userId : user.id, 's.user_id = ?')
        .when(query.status, 's.status = ?')
        .when(query.assigneeId, 's.assignee_id = ?')
        .when(query.priority, 's.priority = ?')
        .search(query.search, ['s.subject', 'u.email']);
      const p = paging(
        query,
        ['id', 'subject', 'status', 'priority', 'createdEpoch', 'updatedEpoch', 'userEmail'],
        { field: 'updatedEpoch', desc: true },
      );
      return sqlPage<SupportCaseWire>(db, CASE_SELECT + f.where, f.params, p, 'id', CASE_RANKS);
    },
  });

  r.user('GET /api/support/cases/{id}', {
    handler: async ({ user, params }) => detail(db, user, await visibleCase(db, user, params.id)),
  });

  r.user('POST /api/support/cases', {
    status: 201,
    body: caseBody,
    handler: async ({ user, body }) => {
      await checkPictures(db, user.id, null, body.pictures ?? []);
      const caseId = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO support_cases (user_id, subject, status) VALUES ($1, $2, 'OPEN') RETURNING id`,
          [user.id, body.subject],
        );
        await tx.query(
          `INSERT INTO support_messages (case_id, author_id, author_kind, text, pictures) VALUES ($1, $2, 'USER', $3, $4)`,
          [rows[0]!.id, user.id, body.text, body.pictures ?? []],
        );
        return rows[0]!.id;
      });
      return detail(db, user, await visibleCase(db, user, caseId));
    },
  });

  r.user('POST /api/support/cases/{id}/messages', {
    status: 201,
    body: messageBody,
    handler: async ({ user, params, body }) => {
      const c = await visibleCase(db, user, params.id);
      if (c.status === 'CLOSED') throw conflict('CASE_CLOSED', 'This case is closed; open a new one');
      await checkPictures(db, user.id, c.id, body.pictures ?? []);
      const kind = c.userId === user.id ? 'USER' : 'AGENT';
      // An agent's answer waits for the user (PENDING); the user's message needs an agent again (OPEN).
      const status = kind === 'AGENT' ? 'PENDING' : 'OPEN';
      const messageId = await db.transaction(async (tx) => {
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO support_messages (case_id, author_id, author_kind, text, pictures) VALUES ($1, $2, $3, $4, $5)
           RETURNING id`,
          [c.id, user.id, kind, body.text, body.pictures ?? []],
        );
        await tx.query('UPDATE support_cases SET status = $2, updated_at = now() WHERE id = $1', [
          c.id,
          status,
        ]);
        return rows[0]!.id;
      });
      const { rows } = await db.query<MessageRow>(
        `SELECT ${MESSAGE_COLUMNS} FROM support_messages m JOIN users au ON au.id = m.author_id WHERE m.id = $1`,
        [messageId],
      );
      return toMessage(rows[0]!);
    },
  });

  r.user('PATCH /api/support/cases/{id}', {
    body: patchBody,
    handler: async ({ user, params, body }) => {
      const c = await visibleCase(db, user, params.id);
      if (!isSupportAgent(user)) throw forbidden('Only support staff change a case');
      if (body.assigneeId && !(await userHasAnyRole(db, body.assigneeId, SUPPORT_ROLES)))
        throw fieldFailed('assigneeId', 'is not a support agent');
      await db.query(
        `UPDATE support_cases SET status = COALESCE($2, status), priority = COALESCE($5, priority),
           assignee_id = CASE WHEN $3 THEN $4 ELSE assignee_id END, updated_at = now() WHERE id = $1`,
        [
          c.id,
          body.status ?? null,
          body.assigneeId !== undefined,
          body.assigneeId ?? null,
          body.priority ?? null,
        ],
      );
      return visibleCase(db, user, c.id);
    },
  });

  r.user('GET /api/support/agents', {
    roles: SUPPORT_ROLES,
    handler: async () => {
      const { rows } = await db.query<SupportAgentWire>(
        `SELECT id, email, username FROM users
          WHERE NOT blocked AND (role = ANY($1::text[]) OR roles && $1::text[]) ORDER BY username, id`,
        [SUPPORT_ROLES],
      );
      return rows;
    },
  });
}
