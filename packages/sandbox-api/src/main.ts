import { databaseDir, readConfig } from './config';
import { openSeeded, resetDataDir, templateSaved } from './open';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed';
import { buildServer } from './server';
import { installSeedWatch } from './seed-watch';

/**
 * `tsx src/main.ts start [--reset]` serves the API (and the built cabinet) on 127.0.0.1; `tsx src/main.ts reset`
 * restores the seed and exits. A start on an empty data folder seeds first; `--reset` reseeds before listening
 * (what the e2e run uses for a known state).
 */
const command = process.argv[2] ?? 'start';
const resetFirst = process.argv.includes('--reset');
const config = readConfig();

async function main() {
  if (command !== 'start' && command !== 'reset') {
    console.error(`usage: tsx src/main.ts start [--reset] | reset`);
    process.exit(2);
  }
  const started = performance.now();
  const dir = databaseDir(config);
  if (!dir) throw new Error('SANDBOX_DATA_DIR is needed');
  const { db, seeded } =
    command === 'reset' || resetFirst
      ? { db: await resetDataDir(dir, config.uploadsDir), seeded: true }
      : await openSeeded(dir, config.uploadsDir);
  const opened = performance.now();
  if (command === 'reset') {
    await db.close();
    await templateSaved();
    console.log(
      `sandbox: ${config.dataDir} reset to the seed in ${Math.round(performance.now() - started)} ms`,
    );
    return;
  }
  // The e2e sandboxes note every write to the seed's rows (seed-watch.ts): demo accounts are read-only to tests.
  if (process.env.SANDBOX_SEED_WATCH === '1') await installSeedWatch(db);
  const app = await buildServer(db, config);
  const address = await app.listen({ host: config.host, port: config.port });
  const ms = (from: number, to = performance.now()) => Math.round(to - from);
  console.log(
    `\nadnet cabinet with the sandbox API: ${address}/  (ready in ${ms(started)} ms, of which ${ms(started, opened)}` +
      ` ms opening${seeded ? ' and seeding' : ''} the data in ${config.dataDir})`,
  );
  if (config.dev)
    console.log(`dev endpoints on: ${address}/api/dev/outbox (e-mailed codes), /api/dev/faults`);
  console.log(`demo accounts (password ${DEMO_PASSWORD}):`);
  for (const a of DEMO_ACCOUNTS) console.log(`  ${a.email.padEnd(28)} ${a.about}`);
  const stop = async () => {
    await app.close();
    await db.close();
    await templateSaved();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  // Started by a test runner (e2e/sandbox.ts) with a pipe for stdin: when that process ends, however it ended, the
  // pipe closes and the sandbox goes with it instead of holding its port and data folder.
  if (process.env.SANDBOX_EXIT_WITH_STDIN === '1') {
    process.stdin.on('end', () => void stop());
    process.stdin.resume();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
