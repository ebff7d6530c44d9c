import { mergeResourceFiles } from '../merge';

/**
 * The en language chunk (see `../namespaces.ts`): the core texts, merged (the files of `CORE_TEXTS`, one top-level
 * namespace each), and a loader per feature's texts, each file a chunk of its own that `loadTexts` fetches for
 * the routes naming it. The two lists of files are literals (`import.meta.glob` reads them at build time);
 * `route-texts.test.ts` checks them against `CORE_TEXTS`.
 */
export default mergeResourceFiles(
  import.meta.glob<Record<string, unknown>>(
    ['./en/core.json', './en/domain.json', './en/list.json', './en/session.json', './en/validation.json'],
    { eager: true, import: 'default' },
  ),
);

export const features = import.meta.glob<Record<string, unknown>>(
  [
    './en/*.json',
    '!./en/core.json',
    '!./en/domain.json',
    '!./en/list.json',
    '!./en/session.json',
    '!./en/validation.json',
  ],
  { import: 'default' },
);
