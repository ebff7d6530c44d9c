import { mergeResourceFiles } from '../merge';

/**
 * The zh-CN language chunk (see `../namespaces.ts`): the core texts, merged (the files of `CORE_TEXTS`, one top-level
 * namespace each), and a loader per feature's texts, each file a chunk of its own that `loadTexts` fetches for
 * the routes naming it. The two lists of files are literals (`import.meta.glob` reads them at build time);
 * `route-texts.test.ts` checks them against `CORE_TEXTS`.
 */
export default mergeResourceFiles(
  import.meta.glob<Record<string, unknown>>(
    [
      './zh-CN/core.json',
      './zh-CN/domain.json',
      './zh-CN/list.json',
      './zh-CN/session.json',
      './zh-CN/validation.json',
    ],
    { eager: true, import: 'default' },
  ),
);

export const features = import.meta.glob<Record<string, unknown>>(
  [
    './zh-CN/*.json',
    '!./zh-CN/core.json',
    '!./zh-CN/domain.json',
    '!./zh-CN/list.json',
    '!./zh-CN/session.json',
    '!./zh-CN/validation.json',
  ],
  { import: 'default' },
);
