import type { FastifyInstance } from 'fastify';
import type { FaultSettings } from '../config';
import { validationFailed } from '../errors';
import { ACCESS_COOKIE } from '../auth';
import { sha256 } from '../crypto';
import { fingerprint } from '../fingerprint';
import { seedWrites } from '../seed-watch';
import type { Deps } from '../route';
import { seed } from '../seed';
import { addFixtureUser } from '../fixtures';
import { linkTelegram } from '../codes';
import { ROLE_NAMES } from '../enums';
import {
  arr,
  bool,
  check,
  email,
  id,
  nullable,
  num,
  obj,
  oneOf,
  optional,
  str,
  type Schema,
} from '../validate';

const outboxQuery = obj({
  email: optional(email()),
  kind: optional(oneOf(['CONFIRM', 'RESET', 'WITHDRAW', 'TELEGRAM'] as const)),
  limit: optional(num({ integer: true, min: 1, max: 500 })),
});
const faultsBody = obj({
  latencyMs: optional(nullable(arr(num({ integer: true, min: 0, max: 60_000 }), { min: 1, max: 2 }))),
  errorRate: optional(num({ min: 0, max: 1 })),
  errorStatus: optional(num({ integer: true, min: 400, max: 599 })),
  malformedRate: optional(num({ min: 0, max: 1 })),
});
const sessionExpireBody = obj({ access: optional(bool()), grace: optional(bool()) });
const fixtureBody = obj({
  role: optional(oneOf(ROLE_NAMES)),
  roles: optional(arr(oneOf(ROLE_NAMES), { max: ROLE_NAMES.length })),
  campaigns: optional(num({ integer: true, min: 0, max: 2_000 })),
  allCampaigns: optional(bool()),
  historyDays: optional(num({ integer: true, min: 8, max: 365 })),
  deposit: optional(num({ min: 0, max: 10_000_000 })),
  featuresOn: optional(arr(str({ min: 1, max: 64 }), { max: 20 })),
  agency: optional(oneOf(['northwind', 'harbor'] as const)),
  operator: optional(email()),
  publisher: optional(bool()),
  termsVersion: optional(nullable(num({ integer: true, min: 0, max: 100 }))),
  audiences: optional(bool()),
  pendingWithdraws: optional(arr(num({ min: 10, max: 100_000 }), { max: 20 })),
  salesClients: optional(num({ integer: true, min: 0, max: 50 })),
  pendingPlatforms: optional(num({ integer: true, min: 0, max: 20 })),
});
const botMessageBody = obj({
  from: str({ min: 1, max: 64, trim: true }),
  text: str({ min: 1, max: 4096 }),
});
const eventsQuery = obj({
  kind: optional(oneOf(['VIEW', 'ACTION', 'FRONTEND_ERROR'] as const)),
  limit: optional(num({ integer: true, min: 1, max: 500 })),
  after: optional(id()),
});

/**
 * Dev-only endpoints (registered only in dev mode, and answering only to a loopback `Host`: request-guards.ts): the outbox of e-mailed codes, the fault
 * knobs, tracking events and a reset. They are outside the contract: tests and demos use them, the cabinet never.
 */
export function devRoutes(app: FastifyInstance, { db, config, limits }: Deps, faults: FaultSettings) {
  const parse = <T>(schema: Schema<T>, input: unknown, mode: 'json' | 'query'): T => {
    const result = check(schema, input, mode);
    if (!result.ok) throw validationFailed(result.fields);
    return result.value;
  };

  app.get('/api/dev/outbox', async (request) => {
    const q = parse(outboxQuery, request.query, 'query');
    const { rows } = await db.query(
      `SELECT id, to_email AS "to", kind, subject, code, extract(epoch FROM created_at)::bigint AS "createdEpoch"
         FROM outbox WHERE ($1::text IS NULL OR lower(to_email) = lower($1)) AND ($2::text IS NULL OR kind = $2)
        ORDER BY id DESC LIMIT $3`,
      [q.email ?? null, q.kind ?? null, q.limit ?? 50],
    );
    return rows;
  });
  /**
   * The Telegram bot's stand-in: a message `text` from the Telegram user `from` (a username), as the bot would
   * receive it. The code of `GET /api/user/telegram_name/code` from the account's own name links it.
   */
  app.post('/api/dev/telegram-bot', async (request) => {
    const body = parse(botMessageBody, request.body, 'json');
    const linked = await linkTelegram(db, body.from, body.text);
    return linked
      ? { linked: true, email: linked, reply: 'Done: this Telegram account is linked to your adnet cabinet.' }
      : { linked: false, reply: 'This code is not valid for your Telegram account.' };
  });
  app.delete('/api/dev/outbox', async () => {
    await db.query('DELETE FROM outbox');
    return { ok: true };
  });

  const faultView = () => ({
    ...faults,
    latencyMs: typeof faults.latencyMs === 'number' ? [faults.latencyMs] : [...faults.latencyMs],
  });
  app.get('/api/dev/faults', async () => faultView());
  app.put('/api/dev/faults', async (request) => {
    const body = parse(faultsBody, request.body, 'json');
    if (body.latencyMs !== undefined) {
      const [min = 0, max] = body.latencyMs ?? [0];
      faults.latencyMs = max !== undefined && max > min ? [min, max] : min;
    }
    if (body.errorRate !== undefined) faults.errorRate = body.errorRate;
    if (body.errorStatus !== undefined) faults.errorStatus = body.errorStatus;
    if (body.malformedRate !== undefined) faults.malformedRate = body.malformedRate;
    return faultView();
  });

  app.get('/api/dev/events', async (request) => {
    const q = parse(eventsQuery, request.query, 'query');
    const { rows } = await db.query(
      `SELECT id, kind, payload, extract(epoch FROM created_at)::bigint AS "createdEpoch" FROM events
        WHERE ($1::text IS NULL OR kind = $1) AND id > $2 ORDER BY id DESC LIMIT $3`,
      [q.kind ?? null, q.after ?? 0, q.limit ?? 50],
    );
    return rows;
  });

  /** A new account of the test's own (see fixtures.ts): `{ id, email }`, password as every demo login. */
  app.post('/api/dev/fixtures/users', async (request, reply) => {
    const { allCampaigns, campaigns, ...spec } = parse(fixtureBody, request.body ?? {}, 'json');
    const user = await addFixtureUser(db, {
      ...spec,
      ...(allCampaigns ? { campaigns: 'all' as const } : campaigns !== undefined ? { campaigns } : {}),
    });
    return reply.code(201).send(user);
  });

  app.post('/api/dev/reset', async () => {
    await seed(db, { uploadsDir: config.uploadsDir });
    limits.reset();
    return { ok: true };
  });

  // What the data tables hold, hashed: a test compares it before and after requests that must change nothing.
  app.get('/api/dev/fingerprint', async () => fingerprint(db));
  // The writes to the seed's rows and the attempts counted against seeded accounts: the e2e suites read it before
  // and after every test, so a test that writes to a demo account fails (demo accounts are read-only to tests).
  app.get('/api/dev/seed-writes', async (_request, reply) => {
    const writes = await seedWrites(db, limits.countedSubjects());
    return (
      writes ??
      reply.code(404).send({ error: 'NOT_FOUND', message: 'The seed watch is off (SANDBOX_SEED_WATCH=1)' })
    );
  });

  /**
   * Moves the clock of the caller's own sign-in (the family of its access cookie) instead of waiting on it:
   * `access` expires its access credentials now (the next call meets a 401 and refreshes), `grace` moves each
   * rotation of its refresh credentials past the grace window (a replay is then reuse). The session tests use it
   * rather than a credential of a few seconds, which a busy machine can let die in transit.
   */
  app.post('/api/dev/session/expire', async (request, reply) => {
    const { access, grace } = parse(sessionExpireBody, request.body ?? {}, 'json');
    const token = request.cookies[ACCESS_COOKIE];
    const found = token
      ? await db.query<{ family: string }>('SELECT family FROM access_tokens WHERE token_hash = $1', [
          sha256(token),
        ])
      : { rows: [] };
    const family = found.rows[0]?.family;
    if (!family)
      return reply.code(404).send({ error: 'NOT_FOUND', message: 'No sign-in behind this access cookie' });
    if (access)
      await db.query(`UPDATE access_tokens SET expires_at = now() - interval '1 second' WHERE family = $1`, [
        family,
      ]);
    if (grace)
      await db.query(
        `UPDATE sessions SET rotated_at = rotated_at - make_interval(secs => $2 + 1)
          WHERE family = $1 AND rotated_at IS NOT NULL`,
        [family, config.refreshGraceSeconds],
      );
    return { ok: true };
  });

  // Forgets the brute-force counts, so a test that ran into a limit does not leave it to the next one.
  app.delete('/api/dev/rate-limits', async () => {
    limits.reset();
    return { ok: true };
  });
}
