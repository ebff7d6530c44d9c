import { databaseDir, readConfig } from './config';
import { openDb } from './db';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seed } from './seed';
import { buildServer } from './server';

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
  const db = await openDb(databaseDir(config));
  const opened = performance.now();
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  if (command === 'reset' || resetFirst || rows[0]?.n === 0)
    await seed(db, { uploadsDir: config.uploadsDir });
  const seeded = performance.now();
  if (command === 'reset') {
    await db.close();
    console.log(
      `sandbox: ${config.dataDir} reset to the seed in ${Math.round(performance.now() - started)} ms`,
    );
    return;
  }
  const app = await buildServer(db, config);
  const address = await app.listen({ host: config.host, port: config.port });
  const ms = (from: number, to = performance.now()) => Math.round(to - from);
  console.log(
    `\nadnet cabinet with the sandbox API: ${address}/  (ready in ${ms(started)} ms: database ${ms(started, opened)}` +
      ` ms, seed ${ms(opened, seeded)} ms; data in ${config.dataDir})`,
  );
  console.log(
    `\nadnet cabinet with the sandbox API: ${address}/  (ready in ${ms} ms, data in ${config.dataDir})`,
  );
  if (config.dev)
    console.log(`dev endpoints on: ${address}/api/dev/outbox (e-mailed codes), /api/dev/faults`);
  console.log(`demo accounts (password ${DEMO_PASSWORD}):`);
  for (const a of DEMO_ACCOUNTS) console.log(`  ${a.email.padEnd(28)} ${a.about}`);
  const stop = async () => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
