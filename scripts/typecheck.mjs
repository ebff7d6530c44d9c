// Type-checks the root (configs, scripts, e2e) and every package, each with its own tsconfig.
import { execFileSync } from 'node:child_process';
import { readdirSync, existsSync } from 'node:fs';

const projects = [
  'tsconfig.json',
  ...readdirSync('packages')
    .map((p) => `packages/${p}/tsconfig.json`)
    .filter(existsSync),
  // The examples of docs/adding-a-screen.md, compiled against the app's sources.
  'docs/examples/tsconfig.json',
];
let failed = 0;
for (const project of projects) {
  try {
    execFileSync('tsc', ['-p', project, '--noEmit'], { stdio: 'inherit' });
    console.log(`typecheck ok: ${project}`);
  } catch {
    failed += 1;
    console.error(`typecheck failed: ${project}`);
  }
}
process.exit(failed ? 1 : 0);
