// Checks the published shape of @adnet/ui and @adnet/api-client: publint and attw (--pack) on the built packages.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const packages = ['packages/api-client', 'packages/ui'];
let failed = 0;
for (const dir of packages) {
  if (!existsSync(`${dir}/dist/index.js`)) {
    console.error(`${dir}: not built; run pnpm build:packages first`);
    process.exit(1);
  }
  for (const [name, cmd, args] of [
    ['publint', 'publint', ['run', dir, '--strict']],
    // styles.css is a stylesheet, not a module: attw has no types to find for it.
    ['attw', 'attw', ['--pack', dir, '--format', 'table-flipped', '--exclude-entrypoints', 'styles.css']],
  ]) {
    try {
      execFileSync(cmd, args, { stdio: 'inherit' });
      console.log(`${name} ok: ${dir}`);
    } catch {
      failed += 1;
      console.error(`${name} failed: ${dir}`);
    }
  }
}
process.exit(failed ? 1 : 0);
