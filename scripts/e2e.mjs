#!/usr/bin/env node
// `pnpm test:e2e`: the Playwright suite as two invocations, one after the other: first the specs that need the
// sandbox to themselves, one at a time; then the rest on two workers. A failure in the first does not skip the
// second. Extra arguments (file filters, --reporter) go to both; a filter that
// matches no file of one project is not an error. Each invocation writes its own JSON report when
// PLAYWRIGHT_JSON_OUTPUT_NAME is set (name.exclusive.json, name.shared.json); the exit code is the worse one.
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const json = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;
let status = 0;
for (const [project, extra] of [
  ['exclusive', []],
  ['shared', []],
]) {
  console.log(`\n--- e2e: ${project} ---`);
  const env = { ...process.env };
  if (json) env.PLAYWRIGHT_JSON_OUTPUT_NAME = json.replace(/\.json$/, `.${project}.json`);
  const result = spawnSync(
    'pnpm',
    [
      'exec',
      'playwright',
      'test',
      '-c',
      'e2e/playwright.config.ts',
      `--project=${project}`,
      '--pass-with-no-tests',
      ...extra,
      ...args,
    ],
    { stdio: 'inherit', env },
  );
  status = Math.max(status, result.status ?? 1);
}
process.exit(status);
