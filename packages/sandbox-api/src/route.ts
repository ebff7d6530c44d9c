import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { EndpointKey, Endpoints, PageWire, Role } from '@adnet/api-client';
import { hasRole, isReadOnly, type Viewer } from './access';
import { currentUser } from './auth';
import type { SandboxConfig } from './config';
import type { Db, Queryable } from './db';
import { createIdempotencyStore } from './idempotency';
import type { Limits } from './limits';
import { forbidden, unauthorized, validationFailed, type ApiFailure } from './errors';
import { check, NO_NUL, type FieldErrors, type Schema } from './validate';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type PathOf<K extends string> = K extends `${Method} ${infer P}` ? P : never;
type ParamNames<P extends string> = P extends `${string}{${infer N}}${infer Rest}`
  ? N | ParamNames<Rest>
  : never;
/** Path parameters named `id` or `...Id` are positive integers (checked); others stay text. */
export type Params<K extends string> = {
  [N in ParamNames<PathOf<K>>]: N extends 'id' | `${string}Id` ? number : string;
};

type QueryOf<K extends EndpointKey> = Endpoints[K]['query'];
type BodyOf<K extends EndpointKey> = Endpoints[K]['body'];
type ResponseOf<K extends EndpointKey> = Endpoints[K]['response'];

/** What a handler gets: the parsed and checked request, and the signed-in user. */
export interface Ctx<K extends EndpointKey, U> {
  user: U;
  params: Params<K>;
  query: QueryOf<K>;
  body: BodyOf<K>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A schema is required exactly when the contract's endpoint has a query (or a body). */
type QuerySpec<K extends EndpointKey> = [QueryOf<K>] extends [never]
  ? { query?: never }
  : { query: Schema<QueryOf<K>> };
type BodySpec<K extends EndpointKey> = [BodyOf<K>] extends [never]
  ? { body?: never }
  : { body: Schema<BodyOf<K>> };

interface Common {
  /** The HTTP status of success (200 unless said). */
  status?: number;
}
interface UserSpec {
  /** Any of these roles (primary or secondary) is needed; otherwise 403. */
  roles?: readonly Role[];
  /** A write: refused with 403 to `User Read Only` accounts. */
  write?: boolean;
  /** The 403 body when `roles` do not match (the deposit call has its own catalogue). */
  forbidden?: () => ApiFailure;
}

export type UserRoute<K extends EndpointKey> = Common &
  UserSpec &
  QuerySpec<K> &
  BodySpec<K> & { handler: (ctx: Ctx<K, Viewer>) => Promise<ResponseOf<K>> };
export type PublicRoute<K extends EndpointKey> = Common &
  QuerySpec<K> &
  BodySpec<K> & { handler: (ctx: Ctx<K, Viewer | null>) => Promise<ResponseOf<K>> };

/** The shared pieces every route module gets. */
export interface Deps {
  db: Db;
  config: SandboxConfig;
  limits: Limits;
}

/**
 * Registers contract endpoints by their key in `Endpoints` (`'GET /api/campaigns'`): the path, the request
 * types and the answer type all come from the contract, so a handler that sends the wrong shape does not compile.
 */
export function createRouter(app: FastifyInstance, { db }: Deps) {
  const idempotent = createIdempotencyStore(db);
  function register<K extends EndpointKey>(
    key: K,
    spec: Common & { query?: Schema<unknown>; body?: Schema<unknown> },
    resolveUser: (request: FastifyRequest) => Promise<Viewer | null>,
    handler: (ctx: Ctx<K, Viewer | null>) => Promise<ResponseOf<K>>,
    /** Signed-in routes keep the first answer to an idempotency key (public ones have nobody to keep it for). */
    keepsKeys = false,
  ) {
    const [method, path] = key.split(' ') as [Method, string];
    const paramNames = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    app.route({
      method,
      url: path.replace(/\{(\w+)\}/g, ':$1'),
      handler: async (request, reply) => {
        const user = await resolveUser(request);
        const once = keepsKeys && user ? await idempotent(request, user.id) : null;
        if (once && 'replay' in once)
          return reply.code(once.replay.status).header('idempotent-replayed', 'true').send(once.replay.body);
        try {
          const status = spec.status ?? 200;
          const result = await run(request, reply, user);
          await once?.store(status, result);
          return reply.code(status).send(result);
        } finally {
          if (once && 'release' in once) once.release();
        }
      },
    });

    async function run(request: FastifyRequest, reply: FastifyReply, user: Viewer | null) {
      const fields: FieldErrors = {};
      const raw = request.params as Record<string, string>;
      const params: Record<string, string | number> = {};
      for (const name of paramNames) {
        const value = raw[name] ?? '';
        if (name === 'id' || name.endsWith('Id')) {
          if (!/^[1-9]\d{0,9}$/.test(value) || Number(value) > 2_147_483_647)
            fields[name] = 'must be a positive integer';
          else params[name] = Number(value);
        } else if (value.includes('\u0000')) fields[name] = NO_NUL;
        else params[name] = value;
      }
      let query: unknown;
      let body: unknown;
      if (spec.query) {
        const result = check(spec.query, request.query ?? {}, 'query');
        if (result.ok) query = result.value;
        else Object.assign(fields, result.fields);
      }
      if (spec.body) {
        const result = check(spec.body, request.body, 'json');
        if (result.ok) body = result.value;
        else Object.assign(fields, result.fields);
      }
      if (Object.keys(fields).length > 0) throw validationFailed(fields);
      return handler({
        user,
        params: params as Params<K>,
        query: query as QueryOf<K>,
        body: body as BodyOf<K>,
        request,
        reply,
      });
    }
  }

  return {
    /** An endpoint for signed-in users (401 otherwise). */
    user<K extends EndpointKey>(key: K, spec: UserRoute<K>) {
      register(
        key,
        spec as Common,
        async (request) => {
          const user = await currentUser(db, request);
          if (!user) throw unauthorized();
          if (spec.roles && !hasRole(user, ...spec.roles)) throw (spec.forbidden ?? forbidden)();
          if (spec.write && isReadOnly(user)) throw forbidden('This account is read-only', 'READ_ONLY');
          return user;
        },
        spec.handler as (ctx: Ctx<K, Viewer | null>) => Promise<ResponseOf<K>>,
        true,
      );
    },
    /** An endpoint anyone may call; the user is passed when signed in. */
    public<K extends EndpointKey>(key: K, spec: PublicRoute<K>) {
      register(key, spec as Common, (request) => currentUser(db, request), spec.handler);
    },
  };
}

export type Router = ReturnType<typeof createRouter>;

/** A checked paging query: `page` is 0-based, `size` rows, sorted by a field of the answer's rows. */
export interface Paging {
  page: number;
  size: number;
  sort: { field: string; desc: boolean };
}

/**
 * Reads `page`, `size` and `sort` (Spring style, `field,asc|desc`). `sortable` lists the row fields (as the
 * contract names them) a caller may sort by; anything else is a 400 on `sort`. Without `sort`, `fallback`.
 */
export function paging(
  query: { page?: number; size?: number; sort?: string },
  sortable: readonly string[],
  fallback: { field: string; desc: boolean },
): Paging {
  let sort = fallback;
  if (query.sort) {
    const [field = '', direction = 'asc', ...rest] = query.sort.split(',');
    if (!sortable.includes(field) || !['asc', 'desc'].includes(direction.toLowerCase()) || rest.length)
      throw validationFailed({
        sort: `must be "field,asc" or "field,desc" with field one of: ${sortable.join(', ')}`,
      });
    sort = { field, desc: direction.toLowerCase() === 'desc' };
  }
  return { page: query.page ?? 0, size: query.size ?? 20, sort };
}

/** A Spring page from one page of rows and the total count. */
export function toPage<T>(
  content: T[],
  total: number,
  { page, size }: Pick<Paging, 'page' | 'size'>,
): PageWire<T> {
  return { content, totalElements: total, totalPages: Math.ceil(total / size), number: page, size };
}

/**
 * One page of a SELECT whose output columns are named as the contract names the row fields (so `sort` can
 * name them), ordered by the paging's field and then by `tiebreak` for a stable order across pages. A field in
 * `ranks` (an enum with a meaning to its order: a status, a priority, a stage) sorts by its position in that list
 * instead of alphabetically.
 */
export async function sqlPage<T>(
  db: Queryable,
  select: string,
  params: unknown[],
  p: Paging,
  tiebreak = 'id',
  ranks: Readonly<Record<string, readonly string[]>> = {},
): Promise<PageWire<T>> {
  const dir = p.sort.desc ? 'DESC' : 'ASC';
  const n = params.length;
  const rank = ranks[p.sort.field];
  const key = rank ? `array_position($${n + 3}::text[], q."${p.sort.field}"::text)` : `q."${p.sort.field}"`;
  const { rows } = await db.query<T & { __total: number }>(
    `SELECT q.*, COUNT(*) OVER ()::int AS __total FROM (${select}) q
      ORDER BY ${key} ${dir} NULLS LAST, q."${tiebreak}" ${dir} LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...params, p.size, p.page * p.size, ...(rank ? [rank] : [])],
  );
  const total =
    rows[0]?.__total ??
    (await db.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM (${select}) q`, params)).rows[0]!.n;
  return toPage(
    rows.map(({ __total: _t, ...row }) => row as T),
    total,
    p,
  );
}

/** Pages and sorts rows held in memory (lists whose sort fields are computed, like campaign statistics). */
export function pageInMemory<T extends object>(rows: T[], p: Paging, tiebreak?: keyof T): PageWire<T> {
  const sorted = [...rows].sort(compareBy(p.sort.field as keyof T, p.sort.desc, tiebreak));
  return toPage(sorted.slice(p.page * p.size, (p.page + 1) * p.size), rows.length, p);
}

function compareBy<T>(field: keyof T, desc: boolean, tiebreak?: keyof T) {
  const one = (a: T, b: T, key: keyof T) => {
    const x = a[key];
    const y = b[key];
    if (x === y) return 0;
    if (x === null || x === undefined) return 1;
    if (y === null || y === undefined) return -1;
    const order = typeof x === 'string' && typeof y === 'string' ? x.localeCompare(y) : x < y ? -1 : 1;
    return desc ? -order : order;
  };
  return (a: T, b: T) => one(a, b, field) || (tiebreak ? one(a, b, tiebreak) : 0);
}
