import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The repository's `docs/adding-a-screen.md` quotes the example screen in `docs/examples/`, which `pnpm typecheck`
 * compiles against the app's sources. A quote is `<!-- example: <file>#<region> -->` over a code block; the file marks the region with
 * `// #region <name>` and `// #endregion <name>`. A quote that drifted from its file fails here.
 */
const docs = join(dirname(fileURLToPath(import.meta.url)), '../../../docs');
const guide = readFileSync(join(docs, 'adding-a-screen.md'), 'utf8');
const quotes = [...guide.matchAll(/<!-- example: ([^#]+)#(\w+) -->\n\n```\w+\n(.*?)\n```/gs)];

function region(file: string, name: string) {
  const source = readFileSync(join(docs, file), 'utf8');
  const start = source.indexOf(`// #region ${name}\n`);
  const end = source.indexOf(`// #endregion ${name}\n`);
  if (start < 0 || end < start) return undefined;
  return source.slice(start + `// #region ${name}\n`.length, end).trimEnd();
}

describe('the screen guide quotes the compiled examples', () => {
  it('quotes every recipe', () => {
    expect(quotes.map((q) => `${q[1]}#${q[2]}`)).toEqual([
      'examples/data/client-book.ts#list',
      'examples/screens/client-book-page.tsx#list',
      'examples/data/client-book.ts#detail',
      'examples/screens/client-card-page.tsx#detail',
      'examples/data/client-book.ts#write',
      'examples/data/client-book-form.ts#form',
      'examples/screens/new-client-dialog.tsx#form',
    ]);
  });

  it.each(quotes.map((q) => [`${q[1]}#${q[2]}`, q[1]!, q[2]!, q[3]!] as const))(
    '%s is quoted as it is',
    (_, file, name, quoted) => {
      expect(quoted).toBe(region(file, name));
    },
  );
});
