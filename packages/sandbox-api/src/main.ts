import { readConfig } from './config';
import { openDb } from './db';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seed } from './seed';
import { buildServer } from './server';

const command = process.argv[2] ?? 'start';
/** `start --reset` reseeds before listening: what the e2e run uses for a known state. */
const resetFirst = process.argv.includes('--reset');
const config = readConfig();

async function main() {
  const started = performance.now();
  const db = await openDb(config.dataDir);
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  if (command === 'reset' || resetFirst || rows[0]?.n === 0) await seed(db);
  if (command === 'reset') {
    console.log(`sandbox: data in ${config.dataDir} reset to the seed`);
    await db.close();
    return;
  }
  const app = await buildServer(db, config);
  const address = await app.listen({ host: config.host, port: config.port });
  const ms = Math.round(performance.now() - started);
  console.log(
    `\nadnet cabinet with the sandbox API: ${address}/  (ready in ${ms} ms, data in ${config.dataDir})`,
  );
  console.log(`demo accounts (password ${DEMO_PASSWORD}):`);
  for (const a of DEMO_ACCOUNTS) console.log(`  ${a.email.padEnd(32)} ${a.about}`);
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
