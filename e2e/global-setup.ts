import { existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SANDBOX_LOG_DIR } from './sandbox';

const built = fileURLToPath(new URL('../packages/cabinet-app/dist/index.html', import.meta.url));

/** Fails at once, with the fix, when the cabinet is not built; starts the run's sandbox logs afresh. */
export default function globalSetup() {
  if (!existsSync(built))
    throw new Error('The e2e suite runs the built cabinet: run `pnpm build` first (npm test does).');
  rmSync(SANDBOX_LOG_DIR, { recursive: true, force: true });
}
