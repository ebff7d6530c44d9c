#!/usr/bin/env node
// `pnpm test:e2e [files] [playwright options]`: the Playwright suite (e2e/playwright.config.ts), project `e2e`, every
// worker on a sandbox of its own. `pnpm test:e2e:timing` runs the `timing` project (tests that assert a duration:
// a quiet machine only, never in CI). A failed test's evidence is named in the last lines (e2e/evidence-reporter.ts).
import { spawn } from 'node:child_process';

const timing = process.argv[2] === '--timing';
const args = process.argv.slice(timing ? 3 : 2);
const child = spawn(
  'pnpm',
  [
    'exec',
    'playwright',
    'test',
    '-c',
    'e2e/playwright.config.ts',
    `--project=${timing ? 'timing' : 'e2e'}`,
    ...args,
  ],
  { stdio: 'inherit' },
);
child.on('close', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
