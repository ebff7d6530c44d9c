import { mergeResourceFiles } from '../merge';

/**
 * Every ru resource file of the app, merged into one bundle (one lazily loaded chunk per language). Each feature
 * keeps its texts in its own file under `./ru/` (`core.json`, `campaigns.json`, ...), one top-level namespace per
 * file, so screens built in parallel never edit the same file. `*.lazy.json` files are not in it: a part of a
 * page loads them when it is drawn (`lazy-texts.ts`).
 */
export default mergeResourceFiles(
  import.meta.glob<Record<string, unknown>>(['./ru/*.json', '!./ru/*.lazy.json'], {
    eager: true,
    import: 'default',
  }),
);
