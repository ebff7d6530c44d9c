// The sandbox's "build": makes the database templates (src/open.ts) so that the first start from an empty data
// folder on this machine is as fast as every later one. Cheap when they exist already.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSeeded, templatePath, templateSaved } from '../src/open';

const started = performance.now();
const scratch = mkdtempSync(join(tmpdir(), 'adnet-sandbox-prepare-'));
try {
  const { db } = await openSeeded(join(scratch, 'pg'), join(scratch, 'uploads'));
  await db.close();
  await templateSaved();
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
const where = templatePath('seeded');
console.log(
  where
    ? `sandbox: database templates ready in ${Math.round(performance.now() - started)} ms (${where})`
    : 'sandbox: database templates are off (SANDBOX_TEMPLATE_DIR=off)',
);
