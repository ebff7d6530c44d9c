import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every stories file has visual baselines (packages/ui/visual/<name>.visual.tsx) of its states, so a
 * new component cannot ship without them. Layout's three stories files have a visual file each.
 */
const root = join(__dirname, '..');
const visual = join(root, 'visual');

function storiesFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return storiesFiles(path);
    return entry.name.endsWith('.stories.tsx') ? [path] : [];
  });
}

/** Stories files that show no component of their own: the theme switcher has nothing to look at. */
const withoutBaselines = new Set(['theme-provider']);

describe('visual baselines', () => {
  const files = storiesFiles(join(root, 'src'))
    .map((path) => path.split('/').pop()!.replace('.stories.tsx', ''))
    .filter((name) => !withoutBaselines.has(name));

  it.each(files)('%s has a visual file with states of its own', (name) => {
    const file = join(visual, `${name}.visual.tsx`);
    expect(existsSync(file), `packages/ui/visual/${name}.visual.tsx`).toBe(true);
    const source = readFileSync(file, 'utf8');
    expect(source).toContain(`${name}.stories'`);
    const states = source.match(/'[A-Z]\w*'/g) ?? [];
    expect(states.length).toBeGreaterThanOrEqual(1);
  });
});
