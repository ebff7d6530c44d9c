import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const repoRoot = fileURLToPath(new URL('../', import.meta.url));
/** One folder per failed test: its error, trace, page console and slice of its sandbox's log. */
export const EVIDENCE_DIR = join(repoRoot, 'test-results', 'e2e-failures');

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);

/**
 * Gathers the evidence of every failed test into {@link EVIDENCE_DIR} and names the folders in the run's last lines
 * (and in `index.txt` there, which `scripts/check.mjs` prints at the very end of `npm test`), so a red CI run says
 * where to look: `trace.zip` (open with `pnpm exec playwright show-trace`), `console.txt`, `sandbox.log`,
 * `error.txt`.
 */
export default class EvidenceReporter implements Reporter {
  private readonly folders: string[] = [];

  onBegin() {
    rmSync(EVIDENCE_DIR, { recursive: true, force: true });
  }

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === test.expectedStatus || result.status === 'skipped') return;
    const file = relative(repoRoot, test.location.file);
    const folder = join(
      EVIDENCE_DIR,
      `${slug(basename(file, '.spec.ts'))}-${test.location.line}-${slug(test.title)}-r${result.retry}`,
    );
    mkdirSync(folder, { recursive: true });
    const errors = result.errors.map((e) => e.stack ?? e.message ?? String(e.value)).join('\n\n');
    writeFileSync(
      join(folder, 'error.txt'),
      `${file}:${test.location.line} ${test.titlePath().slice(1).join(' › ')}\n${result.status}\n\n${errors}\n`,
    );
    for (const attachment of result.attachments) {
      const name = attachment.name === 'trace' ? 'trace.zip' : attachment.name;
      try {
        if (attachment.body) writeFileSync(join(folder, name), attachment.body);
        else if (attachment.path && existsSync(attachment.path))
          copyFileSync(
            attachment.path,
            join(folder, name === 'screenshot' ? basename(attachment.path) : name),
          );
      } catch {
        // One attachment that cannot be copied must not hide the others.
      }
    }
    this.folders.push(relative(repoRoot, folder));
  }

  onEnd(result: FullResult) {
    if (this.folders.length === 0) return;
    const lines = [
      `Evidence of ${this.folders.length} failed e2e test(s) (${result.status}): error.txt, trace.zip, console.txt, sandbox.log in`,
      ...this.folders.map((f) => `  ${f}`),
    ];
    writeFileSync(join(EVIDENCE_DIR, 'index.txt'), `${lines.join('\n')}\n`);
    console.log(`\n${lines.join('\n')}`);
  }

  printsToStdio() {
    return false;
  }
}
