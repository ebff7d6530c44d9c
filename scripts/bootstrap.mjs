#!/usr/bin/env node
// The two commands of the README, for a fresh machine with only Node >= 20.19 and npm:
//   npm start  -> install, build, start the cabinet with the sandbox API and demo data (install and build are skipped
//                 when nothing they read has changed since the last start: ready in seconds when already built)
//   npm test   -> install, then every check (scripts/check.mjs)
// pnpm is taken from PATH when it is the pinned version, else run through `npm exec pnpm@<pinned>`.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node ${process.versions.node} is too old: the cabinet needs Node >= 20.19.`);
  process.exit(1);
}

const pinned = JSON.parse(readFileSync('package.json', 'utf8')).packageManager.split('@')[1];

function pnpmCommand() {
  try {
    const v = execFileSync('pnpm', ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    if (v === pinned) return ['pnpm'];
  } catch {
    // not installed: fall through
  }
  return ['npm', 'exec', '--yes', `pnpm@${pinned}`, '--'];
}

// Asked once, when first needed: a start with nothing to install or build runs no pnpm at all.
let pnpm;
function run(args, extraEnv = {}) {
  pnpm ??= pnpmCommand();
  const [cmd, ...rest] = [...pnpm, ...args];
  const result = spawnSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, ...extraEnv } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Browser tests need a Chromium; on Debian as root we install it, elsewhere we say how. */
function ensureChromium() {
  const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (existsSync(chrome)) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Chromium is missing: installing Debian chromium for the browser tests...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [
      ['update', '-qq'],
      ['install', '-y', '-qq', 'chromium'],
    ]) {
      const r = spawnSync('apt-get', args, { stdio: 'inherit', env });
      if (r.status !== 0) process.exit(r.status ?? 1);
    }
    return;
  }
  console.error(
    `No Chromium at ${chrome}. Install it (Debian: apt-get install -y chromium) or set CHROME_PATH.`,
  );
  process.exit(1);
}

/**
 * The e2e suite prefers Chromium's headless shell (e2e/playwright.config.ts: faster on two cores); on Debian as root
 * we install it. Optional: without it the suite runs on the full Chromium.
 */
function ensureHeadlessShell() {
  if (existsSync('/usr/bin/chromium-headless-shell')) return;
  if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) return;
  console.log('Installing Debian chromium-headless-shell for the e2e suite...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const r = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'], {
    stdio: 'inherit',
    env,
  });
  if (r.status !== 0) console.log('(not installed: the e2e suite runs on the full Chromium)');
}

/**
 * The visual baselines render with DejaVu and Noto CJK (packages/ui/visual/setup.ts); on Debian as root we install
 * them, elsewhere we say how. `fc-list` lists the fonts Chromium can use.
 */
function ensureFonts() {
  const r = spawnSync('fc-list', [], { encoding: 'utf8' });
  const have = r.status === 0 && /DejaVuSans\.ttf/.test(r.stdout) && /NotoSansCJK/i.test(r.stdout);
  if (have) return;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('Installing the fonts of the visual baselines (fonts-dejavu-core, fonts-noto-cjk)...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [
      ['update', '-qq'],
      ['install', '-y', '-qq', 'fontconfig', 'fonts-dejavu-core', 'fonts-noto-cjk'],
    ]) {
      const res = spawnSync('apt-get', args, { stdio: 'inherit', env });
      if (res.status !== 0) process.exit(res.status ?? 1);
    }
    return;
  }
  console.error(
    'The visual baselines need DejaVu and Noto CJK fonts: apt-get install -y fonts-dejavu-core fonts-noto-cjk',
  );
  process.exit(1);
}

/**
 * Whether `node_modules` holds exactly the lockfile's packages: pnpm keeps a copy of the lockfile it installed at
 * `node_modules/.pnpm/lock.yaml`. Then `pnpm install` would change nothing (it still takes 3-6 s to say so).
 */
function installedAsLocked() {
  try {
    return readFileSync('node_modules/.pnpm/lock.yaml', 'utf8') === readFileSync('pnpm-lock.yaml', 'utf8');
  } catch {
    return false;
  }
}

const BUILD_STAMP = 'node_modules/.cache/adnet/build-inputs';
/** What the build's outputs need to exist for a start (the cabinet, both packages, the sandbox's seeded template). */
const BUILD_OUTPUTS = [
  'packages/cabinet-app/dist/index.html',
  'packages/ui/dist/index.js',
  'packages/api-client/dist/index.js',
];

/**
 * A fingerprint of every file the build may read: each file git tracks or would track (ignored ones such as
 * `dist/` and `node_modules/` aside), by path, size and modification time. `null` without git (a downloaded
 * archive): then every start builds, as before.
 */
function buildInputs() {
  let files;
  try {
    files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch {
    return null;
  }
  const hash = createHash('sha256');
  for (const file of files.split('\0').filter(Boolean).sort()) {
    try {
      const { size, mtimeMs } = statSync(file);
      hash.update(`${file}\0${size}\0${mtimeMs}\n`);
    } catch {
      hash.update(`${file}\0gone\n`); // deleted in the work tree, still in the index
    }
  }
  return hash.digest('hex');
}

const command = process.argv[2];
const env = { STORYBOOK_DISABLE_TELEMETRY: '1' };
if (command === 'start') {
  if (!installedAsLocked()) run(['install', '--frozen-lockfile', '--prefer-offline'], env);
  // A build takes a minute or more; a start after one with nothing changed since reuses its outputs.
  const inputs = buildInputs();
  const built =
    inputs !== null &&
    BUILD_OUTPUTS.every((file) => existsSync(file)) &&
    existsSync(BUILD_STAMP) &&
    readFileSync(BUILD_STAMP, 'utf8') === inputs;
  if (built)
    console.log('Nothing changed since the last build: starting it (delete dist/ folders to rebuild).');
  else {
    run(['build'], env);
    if (inputs !== null) {
      mkdirSync(dirname(BUILD_STAMP), { recursive: true });
      writeFileSync(BUILD_STAMP, inputs);
    }
  }
  // The sandbox directly (not through pnpm, which adds a second of its own start).
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', 'start'], {
    cwd: 'packages/sandbox-api',
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code) => process.exit(code ?? 0));
} else if (command === 'test') {
  ensureChromium();
  ensureHeadlessShell();
  ensureFonts();
  run(['install', '--frozen-lockfile', '--prefer-offline'], env);
  run(['check'], env);
} else {
  console.error('usage: node scripts/bootstrap.mjs start|test');
  process.exit(2);
}
