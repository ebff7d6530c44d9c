#!/usr/bin/env node
// `pnpm test:e2e [files] [playwright options]`: the Playwright suite (e2e/playwright.config.ts) as three
// invocations of its three projects, each with a sandbox of its own:
//   1. `quiet` alone (specs that measure the page's main thread), on E2E_PORT;
//   2. then `isolated` (specs that compare the whole database before and after, one at a time) on E2E_PORT + 1,
//      side by side with `shared` (everything else, on two workers) on E2E_PORT.
// Why side by side: the isolated specs are one browser waiting on its pages most of the time, and the shared
// workers leave about half of two cores idle (measured with pidstat, 2026-11-28: 587 CPU-seconds in 594 s of the
// three projects one after another), so the two together take about the time of the longer one.
// A failure in one never skips another. Extra arguments (file filters, --reporter) go to every invocation; a filter
// that matches no file of one project is not an error. Each invocation writes its own JSON report when
// PLAYWRIGHT_JSON_OUTPUT_NAME is set (name.quiet.json, name.isolated.json, name.shared.json); the exit code is the
// worst. While two run at once, each output line is prefixed with its project.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const args = process.argv.slice(2);
const json = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;
const port = Number(process.env.E2E_PORT ?? 4329);

function run(project, projectPort, prefix) {
  const env = { ...process.env, E2E_PORT: String(projectPort) };
  if (json) env.PLAYWRIGHT_JSON_OUTPUT_NAME = json.replace(/\.json$/, `.${project}.json`);
  const child = spawn(
    'pnpm',
    [
      'exec',
      'playwright',
      'test',
      '-c',
      'e2e/playwright.config.ts',
      `--project=${project}`,
      '--pass-with-no-tests',
      ...args,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], env },
  );
  for (const [stream, out] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    createInterface({ input: stream }).on('line', (line) => out.write(`${prefix}${line}\n`));
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const started = Date.now();
const took = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
console.log('\n--- e2e: quiet ---');
const quiet = await run('quiet', port, '');
console.log(`\n--- e2e: isolated (port ${port + 1}) beside shared (port ${port}), at ${took()} ---`);
const [isolated, shared] = await Promise.all([
  run('isolated', port + 1, '[isolated] '),
  run('shared', port, '[shared] '),
]);
console.log(`\n--- e2e: done in ${took()} (exit quiet ${quiet}, isolated ${isolated}, shared ${shared}) ---`);
process.exit(Math.max(quiet, isolated, shared));
