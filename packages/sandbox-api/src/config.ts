import { fileURLToPath } from 'node:url';

import { join, resolve } from 'node:path';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Everything the sandbox reads from its environment, in one place with its default. */
export interface SandboxConfig {
  host: string;
  port: number;
  /** Folder of the embedded database; survives restarts. */
  dataDir: string;
  /** Built cabinet to serve on the same origin, when it exists. */
  staticDir: string;
  /** Lifetime of the access credential, seconds. */
  accessTtlSeconds: number;
  /** Lifetime of the refresh credential, seconds. */
  refreshTtlSeconds: number;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): SandboxConfig {
  return {
    host: '127.0.0.1',
    port: Number(env.SANDBOX_PORT ?? 4319),
    dataDir: env.SANDBOX_DATA_DIR ? resolve(env.SANDBOX_DATA_DIR) : join(repoRoot, '.sandbox-data', 'db'),
    staticDir: env.SANDBOX_STATIC_DIR
      ? resolve(env.SANDBOX_STATIC_DIR)
      : join(repoRoot, 'packages', 'cabinet-app', 'dist'),
    accessTtlSeconds: Number(env.SANDBOX_ACCESS_TTL ?? 900),
    refreshTtlSeconds: Number(env.SANDBOX_REFRESH_TTL ?? 60 * 60 * 24 * 30),
  };
}
