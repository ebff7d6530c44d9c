#!/usr/bin/env node
// Every check, in the order that fails fastest, then one summary line with the test counts.
// Run through `npm test` (which installs first) or `pnpm check` on an installed checkout.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const out = 'test-results/reports';
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const steps = [
  ['lint', ['pnpm', 'lint']],
  ['format', ['pnpm', 'format:check']],
  ['typecheck', ['pnpm', 'typecheck']],
  ['build', ['pnpm', 'build']],
  [
    'unit tests',
    [
      'pnpm',
      'exec',
      'vitest',
      'run',
      '--project',
      'unit-*',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}/unit.json`,
    ],
  ],
  [
    'story tests (light + dark, a11y)',
    [
      'pnpm',
      'exec',
      'vitest',
      'run',
      '--project',
      'storybook*',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}/stories.json`,
    ],
  ],
  ['package checks (publint, attw)', ['pnpm', 'check:packages']],
  ['size budgets', ['pnpm', 'size']],
  [
    'e2e (Playwright, Chromium)',
    ['pnpm', 'test:e2e'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: `${process.cwd()}/${out}/e2e.json` },
  ],
];

const timings = [];
for (const [name, [cmd, ...args], extraEnv] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const env = { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', ...extraEnv };
  if (name.startsWith('e2e')) args.push('--reporter=list,json');
  const result = spawnSync(cmd, args, { stdio: 'inherit', env });
  timings.push(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed (exit ${result.status})`);
    summary();
    process.exit(1);
  }
}
summary();

function summary() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const lines = [];
  for (const [label, file] of [
    ['unit', 'unit.json'],
    ['stories', 'stories.json'],
  ]) {
    if (!existsSync(`${out}/${file}`)) continue;
    const r = JSON.parse(readFileSync(`${out}/${file}`, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests + (r.numTodoTests ?? 0);
    lines.push(`${label}: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
  }
  if (existsSync(`${out}/e2e.json`)) {
    const r = JSON.parse(readFileSync(`${out}/e2e.json`, 'utf8'));
    const s = r.stats;
    passed += s.expected + s.flaky;
    failed += s.unexpected;
    skipped += s.skipped;
    lines.push(`e2e: ${s.expected + s.flaky} passed, ${s.unexpected} failed`);
  }
  console.log('\n=== summary ===');
  for (const t of timings) console.log(t);
  for (const l of lines) console.log(l);
  console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
}
