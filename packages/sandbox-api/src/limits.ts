import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { ApiFailure } from './errors';

/** At most `max` counted attempts per `windowMs`, per key. */
export interface Limit {
  max: number;
  windowMs: number;
}

/**
 * The brute-force limits (designed). Sign-in and code guesses count failures only, so a user who signs in many
 * times a day is never slowed; mail and registrations count every request that reaches the handler.
 */
export interface RateLimitSettings {
  /** Wrong passwords per e-mail (sign-in and the resend-confirmation call, which checks the password too). */
  signInPerAccount: Limit;
  /** Wrong passwords per client address, whatever the e-mail (credential stuffing). */
  signInPerAddress: Limit;
  /** Codes mailed per account (password reset, withdraw, confirmation). */
  codeRequestsPerAccount: Limit;
  /** Codes mailed per client address. */
  codeRequestsPerAddress: Limit;
  /**
   * Wrong codes per account and kind, across codes: a new code does not reset it, so requesting codes cannot buy
   * more guesses. Each code is also burnt after 5 wrong guesses (codes.ts).
   */
  codeGuessesPerAccount: Limit;
  /** Registrations per client address. */
  registrationsPerAddress: Limit;
}

const MINUTE = 60_000;
export const DEFAULT_RATE_LIMITS: RateLimitSettings = {
  signInPerAccount: { max: 5, windowMs: 15 * MINUTE },
  signInPerAddress: { max: 50, windowMs: 15 * MINUTE },
  codeRequestsPerAccount: { max: 5, windowMs: 15 * MINUTE },
  codeRequestsPerAddress: { max: 30, windowMs: 15 * MINUTE },
  codeGuessesPerAccount: { max: 5, windowMs: 15 * MINUTE },
  registrationsPerAddress: { max: 20, windowMs: 60 * MINUTE },
};

export type LimitName = keyof RateLimitSettings;
/** Limits keyed by the client's address; the others are keyed by the subject the handler names. */
const BY_ADDRESS: readonly LimitName[] = [
  'signInPerAddress',
  'codeRequestsPerAddress',
  'registrationsPerAddress',
];

/** 429 with `Retry-After` (seconds), as the contract's error shape. */
export function tooManyAttempts(seconds: number): ApiFailure {
  const wait = Math.max(1, Math.ceil(seconds));
  return new ApiFailure(
    429,
    { error: 'TOO_MANY_ATTEMPTS', message: `Too many attempts; try again in ${wait} s` },
    { 'retry-after': String(wait) },
  );
}

/** An attempt holding one of its key's places until it is known to have failed (counted) or not (given back). */
export interface Reservation {
  /** The attempt failed: counted against the limit, and the place given back. */
  failed(): Promise<void>;
  /** The attempt succeeded (or never ran): the place given back, nothing counted. Harmless after `failed`. */
  release(): void;
}

export interface Limits {
  /**
   * For the limits that count failures of an expensive check (a password hash): takes one place for this attempt
   * before the check runs, or refuses with 429 when the failures counted plus the attempts still being checked
   * reach the limit. So a burst sent at once is checked no more times than the limit allows, not all at once
   * against a count that only grows after each answer.
   */
  reserve(name: LimitName, request: FastifyRequest, subject?: string): Promise<Reservation>;
  /** Refuses with 429 when the key already used up its attempts; does not count this one. */
  assertUnder(name: LimitName, request: FastifyRequest, subject?: string): Promise<void>;
  /** Counts one attempt (a failure, for the limits that count failures). */
  count(name: LimitName, request: FastifyRequest, subject?: string): Promise<void>;
  /** Counts this attempt and refuses with 429 when it is one too many. */
  take(name: LimitName, request: FastifyRequest, subject?: string): Promise<void>;
  /** Forgets every count (the dev reset; a restart does the same). */
  reset(): void;
  /**
   * How many attempts were counted per named subject since the last reset (dev: the e2e suites check that no test
   * spends attempts on a demo account, see seed-watch.ts).
   */
  countedSubjects(): ReadonlyMap<string, number>;
}

/**
 * The limits on `@fastify/rate-limit`'s counters (its in-memory store: one process, forgotten on restart). Its
 * route hooks cannot count only failures or key by a field of the body, so the handlers call these: the plugin's
 * `createRateLimit` peeks with `{ increment: false }` and counts with the default.
 */
export async function installLimits(
  app: FastifyInstance,
  settings: RateLimitSettings,
  /** The client's address as the address-keyed limits count it (`request.ip`, or a dev stand-in for it). */
  addressOf: (request: FastifyRequest) => string = (request) => request.ip,
): Promise<Limits> {
  await app.register(rateLimit, { global: false });
  const subjects = new WeakMap<FastifyRequest, string>();
  const build = () =>
    Object.fromEntries(
      (Object.keys(settings) as LimitName[]).map((name) => [
        name,
        app.createRateLimit({
          max: settings[name].max,
          timeWindow: settings[name].windowMs,
          keyGenerator: BY_ADDRESS.includes(name)
            ? addressOf
            : (request) => subjects.get(request) ?? addressOf(request),
        }),
      ]),
    ) as Record<LimitName, ReturnType<FastifyInstance['createRateLimit']>>;
  let limiters = build();
  const tally = new Map<string, number>();

  const run = async (
    name: LimitName,
    request: FastifyRequest,
    subject: string | undefined,
    increment: boolean,
  ) => {
    if (subject !== undefined) {
      const key = subject.toLowerCase();
      subjects.set(request, key);
      if (increment) tally.set(key, (tally.get(key) ?? 0) + 1);
    }
    const state = await limiters[name](request, { increment });
    subjects.delete(request);
    return state;
  };

  const keyOf = (name: LimitName, request: FastifyRequest, subject: string | undefined) =>
    `${name}\n${!BY_ADDRESS.includes(name) && subject !== undefined ? subject.toLowerCase() : addressOf(request)}`;
  /** Attempts of each key still being checked (see {@link Limits.reserve}). */
  let pending = new Map<string, number>();
  /**
   * One decision at a time per key: a check and its reservation, or a failure's count and its release. Between
   * the read of the count and the reservation no other attempt of the key can count, release or reserve.
   */
  const queues = new Map<string, Promise<unknown>>();
  const serially = <T>(key: string, task: () => Promise<T>): Promise<T> => {
    const run = (queues.get(key) ?? Promise.resolve()).then(task);
    const tail = run.catch(() => undefined);
    queues.set(key, tail);
    void tail.then(() => queues.get(key) === tail && queues.delete(key));
    return run;
  };
  const givePlaceBack = (map: Map<string, number>, key: string) => {
    const left = (map.get(key) ?? 1) - 1;
    if (left > 0) map.set(key, left);
    else map.delete(key);
  };

  return {
    async reserve(name, request, subject) {
      const key = keyOf(name, request, subject);
      await serially(key, async () => {
        const state = await run(name, request, subject, false);
        const checking = pending.get(key) ?? 0;
        if (!state.isAllowed && state.remaining - checking <= 0)
          // Only attempts still being checked fill it: they may yet succeed, so the wait is short.
          throw tooManyAttempts(state.remaining > 0 ? 1 : state.ttl / 1000);
        pending.set(key, checking + 1);
      });
      const held = pending;
      let open = true;
      return {
        failed: () =>
          serially(key, async () => {
            if (!open) return;
            open = false;
            await run(name, request, subject, true);
            givePlaceBack(held, key);
          }),
        release() {
          if (!open) return;
          open = false;
          givePlaceBack(held, key);
        },
      };
    },
    async assertUnder(name, request, subject) {
      const state = await run(name, request, subject, false);
      if (!state.isAllowed && state.remaining <= 0 && state.ttl > 0) throw tooManyAttempts(state.ttl / 1000);
    },
    async count(name, request, subject) {
      await run(name, request, subject, true);
    },
    async take(name, request, subject) {
      const state = await run(name, request, subject, true);
      if (!state.isAllowed && state.isExceeded) throw tooManyAttempts(state.ttl / 1000);
    },
    reset() {
      limiters = build();
      tally.clear();
      pending = new Map();
    },
    countedSubjects: () => tally,
  };
}
