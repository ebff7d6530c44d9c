/**
 * How the texts are split for loading (one language chunk with every feature's texts cost every route 26 KB
 * gzip). Each file `locales/<locale>/<file>.json` holds one top-level key (its namespace in the keys:
 * `editor.json` holds `editor.*`), and a language loads in two kinds of parts:
 *
 * - the core files, merged into the language's own chunk (`locales/<locale>.ts`), loaded before the first render
 *   of any page: what the entry, the signed-in frame, the public pages, the error screens and the components
 *   every page shares (lists, forms, campaign types and statuses) say;
 * - every other file, its feature's texts, a chunk of its own, loaded with the routes that name it (`texts` in
 *   `access/routes.ts`), beside the route's code (the boot script preloads both, see `build-plugins.ts`), or with
 *   the lazily loaded part of a page that draws it (`withTexts`: the campaign editor's Legal section, only for
 *   `ru_ad_marking`, loads `editor-legal` with its chunk).
 *
 * `route-texts.test.ts` reads the sources and fails when a module says a key of a namespace that the routes
 * drawing it do not load (the shell: a core one; a page: a core one or one of its route's `texts`).
 */
export const CORE_TEXTS = ['core', 'domain', 'list', 'session', 'validation'] as const;

/** The feature files: each loaded by the routes that name it in `texts` or with a part of a page (`withTexts`). */
export const FEATURE_TEXTS = [
  'admin',
  'api-integration',
  'archive',
  'audiences',
  'campaign',
  'campaigns',
  'confirm',
  'editor',
  'editor-legal',
  'editor-sections',
  'internal',
  'legal-info',
  'login',
  'palette',
  'preview',
  'registration',
  'resend',
  'reset',
  'sales',
  'statistics',
  'support',
  'telegram',
  'wallet',
] as const;
export type FeatureTexts = (typeof FEATURE_TEXTS)[number];
