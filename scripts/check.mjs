#!/usr/bin/env node
// Every check, in the order that fails fastest, then one summary line with the test counts.
// Run through `npm test` (which installs first) or `pnpm check` on an installed checkout.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const out = 'test-results/reports';
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

// A nested array is a group of independent steps that run at the same time (each is one process on one core, so
// two cores finish the group in about the time of its longest step); their output is printed step by step once
// the group is done. lint + format + typecheck: about 57 s in a row, 30 s together.
const steps = [
  [
    ['lint', ['pnpm', 'lint']],
    ['format', ['pnpm', 'format:check']],
    ['typecheck', ['pnpm', 'typecheck']],
  ],
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
    'story tests (a11y in light + dark)',
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
  [
    'visual baselines (light + dark)',
    [
      'pnpm',
      'exec',
      'vitest',
      'run',
      '--project',
      'visual*',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}/visual.json`,
    ],
  ],
  [
    ['package checks (publint, attw)', ['pnpm', 'check:packages']],
    ['size budgets', ['pnpm', 'size']],
  ],
  [
    'e2e (Playwright, Chromium)',
    ['pnpm', 'test:e2e'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: `${process.cwd()}/${out}/e2e.json` },
  ],
];

const timings = [];
const envOf = (extraEnv) => ({ ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1', ...extraEnv });
const seconds = (started) => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const fail = (name, status) => {
  console.error(`\n✖ ${name} failed (exit ${status})`);
  summary();
  process.exit(1);
};

for (const step of steps) {
  if (Array.isArray(step[0])) {
    const started = Date.now();
    const results = await Promise.all(
      step.map(([name, [cmd, ...args], extraEnv]) => {
        const begun = Date.now();
        return new Promise((resolve) => {
          const child = spawn(cmd, args, { env: envOf(extraEnv), stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (status) => resolve({ name, status, output, time: seconds(begun) }));
        });
      }),
    );
    for (const { name, status, output, time } of results) {
      console.log(`\n=== ${name} ===`);
      process.stdout.write(Buffer.concat(output));
      timings.push(`${name}: ${time} (together with ${results.length - 1} more: ${seconds(started)})`);
      if (status !== 0) fail(name, status);
    }
    continue;
  }
  const [name, [cmd, ...args], extraEnv] = step;
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: envOf(extraEnv) });
  timings.push(`${name}: ${seconds(started)}`);
  if (result.status !== 0) fail(name, result.status);
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
    ['visual', 'visual.json'],
  ]) {
    if (!existsSync(`${out}/${file}`)) continue;
    const r = JSON.parse(readFileSync(`${out}/${file}`, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests + (r.numTodoTests ?? 0);
    lines.push(`${label}: ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
  }
  if (existsSync(`${out}/e2e.json`)) {
    const s = JSON.parse(readFileSync(`${out}/e2e.json`, 'utf8')).stats;
    // A test that passed only on a retry is counted as failed (the suite runs without retries; a flake is a bug).
    passed += s.expected;
    failed += s.unexpected + s.flaky;
    skipped += s.skipped;
    lines.push(`e2e: ${s.expected} passed, ${s.unexpected + s.flaky} failed`);
  }
  console.log('\n=== summary ===');
  for (const t of timings) console.log(t);
  for (const l of lines) console.log(l);
  console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  // The last lines name where a failed e2e test's evidence is (e2e/evidence-reporter.ts).
  const evidence = 'test-results/e2e-failures/index.txt';
  if (existsSync(evidence)) console.log(`\n${readFileSync(evidence, 'utf8').trimEnd()}`);
}
