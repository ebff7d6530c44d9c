import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync, statSync, type WriteStream } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../', import.meta.url));
const sandboxDir = join(repoRoot, 'packages', 'sandbox-api');
/** Where each worker's sandbox writes its log; a failed test gets its own slice of it (fixtures.ts). */
export const SANDBOX_LOG_DIR = join(repoRoot, 'test-results', 'sandbox-logs');

/** A sandbox of one e2e worker: its own process, port and data folder, opened from the seeded template. */
export interface WorkerSandbox {
  /** `http://127.0.0.1:<port>`: the worker's `baseURL`. */
  url: string;
  logFile: string;
  /** The log's length now: a test notes it when it starts and reads from there when it fails. */
  logOffset(): number;
  stop(): Promise<void>;
}

/**
 * Starts the sandbox (`src/main.ts start --reset`) on a port the system picks (so workers, reruns and other
 * checkouts on the machine never collide), in a data folder of its own that a reset fills from the seeded template
 * (`pnpm build` makes it: about a second, where seeding takes many), and waits until it answers its health check.
 *
 * `env` adds to the e2e defaults: a 2 s refresh grace window (the session tests replay a rotated credential after
 * it), the seed watch on (seed-watch.ts).
 */
export async function startWorkerSandbox(
  name: string,
  env: Record<string, string> = {},
): Promise<WorkerSandbox> {
  mkdirSync(SANDBOX_LOG_DIR, { recursive: true });
  const dataDir = join(repoRoot, '.sandbox-data', 'e2e', `${name}-${process.pid}`);
  rmSync(dataDir, { recursive: true, force: true });
  const logFile = join(SANDBOX_LOG_DIR, `${name}.log`);
  const log: WriteStream = createWriteStream(logFile, { flags: 'a' });
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/main.ts', 'start', '--reset'],
    {
      cwd: sandboxDir,
      env: {
        ...process.env,
        SANDBOX_PORT: '0',
        SANDBOX_DATA_DIR: dataDir,
        SANDBOX_REFRESH_GRACE: '2',
        SANDBOX_ACCESS_LOG: '1',
        SANDBOX_SEED_WATCH: '1',
        // Ends with this worker, even one killed outright (its stdin pipe closes).
        SANDBOX_EXIT_WITH_STDIN: '1',
        ...env,
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  const stamp = (chunk: Buffer) =>
    chunk
      .toString('utf8')
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => `${new Date().toISOString()} ${line}\n`)
      .join('');
  let listenTimer: NodeJS.Timeout | undefined;
  const url = await new Promise<string>((resolve, reject) => {
    let seen = '';
    const onData = (chunk: Buffer) => {
      log.write(stamp(chunk));
      seen += chunk.toString('utf8');
      const found = /sandbox API: (http:\/\/127\.0\.0\.1:\d+)\//.exec(seen);
      if (found) resolve(found[1]!);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => log.write(stamp(chunk)));
    child.once('exit', (code, signal) =>
      reject(
        new Error(`the sandbox of ${name} exited (${code ?? signal}) before it listened: see ${logFile}`),
      ),
    );
    listenTimer = setTimeout(
      () => reject(new Error(`the sandbox of ${name} did not listen within 90 s: see ${logFile}`)),
      90_000,
    );
  })
    .catch((error: unknown) => {
      child.kill('SIGKILL');
      throw error;
    })
    .finally(() => clearTimeout(listenTimer));
  for (let i = 0; ; i += 1) {
    const ok = await fetch(`${url}/api/public/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i > 100) throw new Error(`the sandbox of ${name} at ${url} does not answer its health check`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    logFile,
    logOffset: () => {
      try {
        return statSync(logFile).size;
      } catch {
        return 0;
      }
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(killer);
      }
      await new Promise((r) => log.end(r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
