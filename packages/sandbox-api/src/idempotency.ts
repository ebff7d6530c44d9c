import type { FastifyRequest } from 'fastify';
import { sha256 } from './crypto';
import type { Db } from './db';
import { ApiFailure, validationFailed } from './errors';

/** The header the client sends on every POST and PATCH (`IDEMPOTENCY_KEY_HEADER` of `@adnet/api-client`). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** How long the first answer to a key is kept. */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;
const KEY = /^[\x21-\x7e]{1,255}$/;

/** What a handler does with a key: replay the stored answer, or run and then store its answer. */
export type IdempotentStart =
  | { replay: { status: number; body: unknown } }
  | { store: (status: number, body: unknown) => Promise<void>; release: () => void };

/**
 * The idempotency store (designed): for a signed-in user's POST or PATCH with an `Idempotency-Key`, the first
 * successful answer is kept 24 h and a request with the same key gets it again instead of running again; the same
 * key with another method, URL or body is a 422. A request arriving while the first one with its key still runs
 * (the client gave up on a slow answer and retried) waits for it, then replays its answer. Failures are not kept:
 * a 4xx or 5xx changed nothing, so running the retry is what the first attempt would have done.
 */
export function createIdempotencyStore(db: Db) {
  const running = new Map<string, Promise<void>>();
  let sweptAt = 0;

  return async function start(request: FastifyRequest, userId: number): Promise<IdempotentStart | null> {
    const key = request.headers[IDEMPOTENCY_KEY_HEADER];
    if (key === undefined || (request.method !== 'POST' && request.method !== 'PATCH')) return null;
    if (typeof key !== 'string' || !KEY.test(key))
      throw validationFailed({ [IDEMPOTENCY_KEY_HEADER]: 'must be 1 to 255 visible ASCII characters' });
    const id = `${userId}\n${key}`;
    const hash = sha256(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`);
    for (let waiting = running.get(id); waiting; waiting = running.get(id)) await waiting;
    // Claimed before the first await, so a request with the same key arriving meanwhile waits for this one.
    let release!: () => void;
    running.set(
      id,
      new Promise<void>((resolve) => {
        let done = false;
        release = () => {
          if (done) return;
          done = true;
          running.delete(id);
          resolve();
        };
      }),
    );
    try {
      if (Date.now() - sweptAt > 60_000) {
        sweptAt = Date.now();
        await db.query(`DELETE FROM idempotency_keys WHERE created_at < now() - make_interval(secs => $1)`, [
          IDEMPOTENCY_TTL_SECONDS,
        ]);
      }
      const { rows } = await db.query<{ request_hash: string; status: number; body: unknown }>(
        `SELECT request_hash, status, body FROM idempotency_keys
          WHERE user_id = $1 AND key = $2 AND created_at > now() - make_interval(secs => $3)`,
        [userId, key, IDEMPOTENCY_TTL_SECONDS],
      );
      const stored = rows[0];
      if (stored) {
        release();
        if (stored.request_hash !== hash)
          throw new ApiFailure(422, {
            error: 'IDEMPOTENCY_KEY_REUSED',
            message: 'This Idempotency-Key was used for a different request',
          });
        return { replay: { status: stored.status, body: stored.body } };
      }
    } catch (error) {
      release();
      throw error;
    }
    return {
      store: async (status, body) => {
        if (status < 200 || status >= 300) return;
        await db.query(
          `INSERT INTO idempotency_keys (user_id, key, request_hash, status, body) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (user_id, key) DO UPDATE SET request_hash = $3, status = $4, body = $5, created_at = now()`,
          [userId, key, hash, status, JSON.stringify(body ?? null)],
        );
      },
      release,
    };
  };
}
