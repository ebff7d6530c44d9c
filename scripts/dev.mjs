#!/usr/bin/env node
// Development: the sandbox API on :4319 and the Vite dev server on :5173 (which proxies /api to the sandbox).
// Both run from sources; Ctrl+C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('pnpm', ['--filter', '@adnet/sandbox-api', 'start'], { stdio: 'inherit' }),
  spawn('pnpm', ['--filter', '@adnet/cabinet-app', 'dev'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
