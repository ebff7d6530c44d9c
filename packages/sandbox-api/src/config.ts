import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { DEFAULT_RATE_LIMITS, type RateLimitSettings } from './limits';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Faults the sandbox injects into `/api` answers (see faults.ts); every field also settable per request. */
export interface FaultSettings {
  /** Added to every answer: a fixed delay, or a random one in [min, max]. */
  latencyMs: number | readonly [min: number, max: number];
  /** Share of requests (0..1) answered with `errorStatus` before they reach their handler. */
  errorRate: number;
  errorStatus: number;
  /** Share of JSON answers (0..1) cut in half, so the client meets a body it cannot parse. */
  malformedRate: number;
}

/** Everything the sandbox reads from its environment, in one place with its default. */
export interface SandboxConfig {
  host: string;
  port: number;
  /**
   * The sandbox's folder: the database in `pg/`, uploaded files in `uploads/`; survives restarts. null keeps the
   * database in memory (tests).
   */
  dataDir: string | null;
  uploadsDir: string;
  /** Built cabinet to serve on the same origin, when it exists. */
  staticDir: string;
  /** Lifetime of the access credential, seconds. */
  accessTtlSeconds: number;
  /** Lifetime of the refresh credential, seconds. */
  refreshTtlSeconds: number;
  /**
   * Dev-only endpoints (`/api/dev/...`: outbox, fault knobs) and the per-request fault headers. Even when on, they
   * answer only to a loopback `Host` (see request-guards.ts); the production flag turns them off.
   */
  dev: boolean;
  /** Seconds a rotated refresh credential still works (two tabs refreshing at once); reuse after it ends the family. */
  refreshGraceSeconds: number;
  /** The clock refresh rotation is decided by (when a credential was rotated, whether its grace is over); tests move it. */
  now: () => Date;
  /** Origins besides the sandbox's own whose state-changing requests are accepted (the Vite dev server). */
  allowedOrigins: string[];
  /** The brute-force limits (see limits.ts); tests shorten them. */
  rateLimits: RateLimitSettings;
  faults: FaultSettings;
  /** Print the outbox (e-mailed codes) to the log. */
  logOutbox: boolean;
  /**
   * Print a line per `/api` answer (method, path, status, time, the dev client tag): the e2e suites keep each
   * worker's log and hand a failed test its slice of it (`SANDBOX_ACCESS_LOG=1`).
   */
  accessLog: boolean;
}

const number = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) ? n : fallback;
};

/** `200` or `100-400`. */
export function parseLatency(value: string | undefined): FaultSettings['latencyMs'] {
  const [min, max] = (value ?? '').split('-').map((part) => number(part, 0));
  return max !== undefined && max > (min ?? 0) ? [min ?? 0, max] : (min ?? 0);
}

/**
 * `SANDBOX_PRODUCTION=1` or `--production`: behave as a deployed server would, whatever `SANDBOX_DEV` says (no
 * dev endpoints, no fault headers).
 */
export const isProduction = (env: NodeJS.ProcessEnv, argv: readonly string[]) =>
  env.SANDBOX_PRODUCTION === '1' || argv.includes('--production');

export function readConfig(
  env: NodeJS.ProcessEnv = process.env,
  argv: readonly string[] = process.argv,
): SandboxConfig {
  const dataDir = env.SANDBOX_DATA_DIR
    ? resolve(env.SANDBOX_DATA_DIR)
    : join(repoRoot, '.sandbox-data', 'main');
  return {
    host: '127.0.0.1',
    port: number(env.SANDBOX_PORT, 4319),
    dataDir,
    uploadsDir: join(dataDir, 'uploads'),
    staticDir: env.SANDBOX_STATIC_DIR
      ? resolve(env.SANDBOX_STATIC_DIR)
      : join(repoRoot, 'packages', 'cabinet-app', 'dist'),
    accessTtlSeconds: number(env.SANDBOX_ACCESS_TTL, 900),
    refreshTtlSeconds: number(env.SANDBOX_REFRESH_TTL, 60 * 60 * 24 * 30),
    dev: env.SANDBOX_DEV !== '0' && !isProduction(env, argv),
    refreshGraceSeconds: number(env.SANDBOX_REFRESH_GRACE, 10),
    now: () => new Date(),
    allowedOrigins: (env.SANDBOX_ALLOWED_ORIGINS ?? 'http://127.0.0.1:5173,http://localhost:5173')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    rateLimits: DEFAULT_RATE_LIMITS,
    faults: {
      latencyMs: parseLatency(env.SANDBOX_LATENCY_MS),
      errorRate: number(env.SANDBOX_ERROR_RATE, 0),
      errorStatus: number(env.SANDBOX_ERROR_STATUS, 503),
      malformedRate: number(env.SANDBOX_MALFORMED_RATE, 0),
    },
    logOutbox: env.SANDBOX_QUIET !== '1',
    accessLog: env.SANDBOX_ACCESS_LOG === '1',
  };
}

/** A config for tests: database in memory, uploads in a fresh temporary folder, nothing printed. */
export function testConfig(overrides: Partial<SandboxConfig> = {}): SandboxConfig {
  return {
    ...readConfig({}, []),
    dataDir: null,
    uploadsDir: join(tmpdir(), `adnet-sandbox-uploads-${process.pid}-${Date.now()}`),
    staticDir: '/nonexistent',
    logOutbox: false,
    accessLog: false,
    ...overrides,
  };
}

/** Where the database lives inside the data folder (undefined: in memory). */
export const databaseDir = (config: Pick<SandboxConfig, 'dataDir'>) =>
  config.dataDir === null ? undefined : join(config.dataDir, 'pg');
