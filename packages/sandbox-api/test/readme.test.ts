import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/seed';

const read = (path: string) => readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8');

describe('the READMEs', () => {
  // Regression guard: a demo account added to the seed but not to the READMEs is a login nobody finds.
  it.each([['../README.md'], ['../../../README.md']])(
    '%s lists every demo login and the password',
    (path) => {
      const text = read(path);
      expect(text).toContain(DEMO_PASSWORD);
      for (const account of DEMO_ACCOUNTS) expect(text).toContain(`\`${account.email}\``);
    },
  );
});
