import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Short custom property names in the built stylesheet (`--color-text-muted` -> `--c`), for the CSS budget of
 * issue 18 (`.size-limit.js`: every stylesheet at most 20 KB gzip). The sources keep their names; only the build
 * output changes. Measured on the build of 2026-11-23: -0.82 KB gzip of 20.86 KB, the most frequent names first.
 *
 * Renamed: a name declared in the CSS of `@adnet/ui` or of the cabinet (`--name:`), in the CSS and in their
 * scripts alike: a script that names it whole (`style={{ '--lib-select-max-height': … }}`,
 * `` `calc(${n} * var(--space-6))` ``) gets the short name too, as the build transforms it. A name a script builds
 * from a prefix (`` `--lib-chart-series-${n}` ``) keeps its name, and so does everything a library sets
 * (`--radix-*`: read by our CSS, never declared in it). The build fails if a renamed name still turns up in a
 * script of the bundle (a library's, say), or a short name in one our sources did not put it in.
 *
 * A declared name nothing reads (no `var()` of it in any of our stylesheets, no script naming it or a prefix of
 * it) is dropped from the build instead: the tokens of `@adnet/ui` define palette steps the cabinet never uses.
 *
 * The map depends on the sources only, so it is fixed before any file is hashed: a stylesheet's hash changes
 * when its names do. Development, Storybook and the published `@adnet/ui/styles.css` keep the long names and
 * every declaration.
 */

/** A custom property name in CSS or in a script (`--lib-chart-series-` in a template literal counts too). */
const NAME = /--[A-Za-z_][\w-]*/g;
/** `--name:` in a declaration. */
const DECLARED = /(--[A-Za-z_][\w-]*)\s*:/g;
const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');
const withoutScriptComments = (code: string) => withoutComments(code).replace(/(^|\s)\/\/.*$/gm, '$1');

export interface NameSources {
  /** Stylesheets whose names may be renamed (ours). */
  css: string[];
  /** Scripts and HTML: a name or a name prefix (ending in `-`) they mention keeps its name. */
  scripts: string[];
}

/** What the sources declare, mention and read. */
function survey({ css, scripts }: NameSources) {
  const count = new Map<string, number>();
  const declared = new Set<string>();
  const read = new Set<string>();
  for (const sheet of css.map(withoutComments)) {
    for (const [name] of sheet.matchAll(NAME)) count.set(name, (count.get(name) ?? 0) + 1);
    for (const [, name] of sheet.matchAll(DECLARED)) declared.add(name!);
    for (const [, name] of sheet.matchAll(/var\(\s*(--[A-Za-z_][\w-]*)/g)) read.add(name!);
  }
  // Comments do not count (`/** The page's font (--font-sans) … */`): a name a script really uses is still in the
  // minified bundle, where the build's check finds it.
  const mentioned = new Set(scripts.flatMap((text) => withoutScriptComments(text).match(NAME) ?? []));
  const prefixes = [...mentioned].filter((m) => m.endsWith('-') && m.length > 3);
  // A whole name is renamed in the scripts too (the transform below); one built from a prefix cannot be.
  const kept = (name: string) => prefixes.some((p) => name.startsWith(p));
  return { count, declared, read, mentioned, kept };
}

/** Declared names that no stylesheet reads with `var()` and no script names (whole or by a prefix). */
export function unreadCustomProperties(sources: NameSources): Set<string> {
  const { declared, read, mentioned, kept } = survey(sources);
  return new Set([...declared].filter((name) => !read.has(name) && !mentioned.has(name) && !kept(name)));
}

/** A stylesheet without the declarations of `names` (each `--name: value;`, or the last of its block). */
export function dropDeclarations(css: string, names: ReadonlySet<string>): string {
  if (names.size === 0) return css;
  return css.replace(/(--[A-Za-z_][\w-]*)\s*:[^;{}]*(;|(?=\}))/g, (declaration, name: string) =>
    names.has(name) ? '' : declaration,
  );
}

/**
 * The renaming: each declared name that no script builds from a prefix, most frequent first, gets the shortest free
 * name (`--a`, `--b`, …, `--_`, `--aa`, …, skipping every name in use anywhere).
 */
export function planCustomPropertyNames(sources: NameSources): Map<string, string> {
  const { count, declared, mentioned, kept } = survey(sources);
  const unread = unreadCustomProperties(sources);
  const renamed = [...declared]
    .filter((name) => !unread.has(name))
    // `--ab` and shorter stay: no free name would save a byte.
    .filter((name) => name.length > 4 && !kept(name))
    .sort((a, b) => count.get(b)! - count.get(a)! || (a < b ? -1 : 1));

  const taken = new Set([...count.keys(), ...mentioned]);
  const letters = 'abcdefghijklmnopqrstuvwxyz_';
  const shortName = (n: number): string =>
    (n >= letters.length ? shortName(Math.floor(n / letters.length) - 1) : '') + letters[n % letters.length];
  const plan = new Map<string, string>();
  let next = 0;
  for (const name of renamed) {
    let short: string;
    do short = `--${shortName(next++)}`;
    while (taken.has(short));
    plan.set(name, short);
  }
  return plan;
}

/**
 * Renames every whole custom property name of the plan in a stylesheet (declarations and `var()` alike) or a
 * script of our sources (the names it sets, reads or puts in a `var()`).
 */
export function renameCustomProperties(css: string, plan: ReadonlyMap<string, string>): string {
  return css.replace(NAME, (name) => plan.get(name) ?? name);
}

/** Files of the source folders the app's build never bundles (the bundle check below covers what it does). */
const NOT_BUILT = /[\\/](node_modules|dist|stories)[\\/]|\.(test|stories|fixture)\.[cm]?[jt]sx?$/;
const SCRIPT = /\.[cm]?[jt]sx?$/;
const shortNamesOf = new WeakMap<ReadonlyMap<string, string>, Set<string>>();
/** The short names of a plan (once per plan). */
function shortNames(plan: ReadonlyMap<string, string>): Set<string> {
  let names = shortNamesOf.get(plan);
  if (!names) shortNamesOf.set(plan, (names = new Set(plan.values())));
  return names;
}

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && pattern.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The build step: renames in every stylesheet of `packages` (the cabinet's and `@adnet/ui`'s sources) as Vite
 * compiles it, before the minifier and the file hashes.
 */
export function shortCustomProperties(packageRoots: string[]): Plugin[] {
  let plan = new Map<string, string>();
  let unread = new Set<string>();
  /** The short names the transform wrote into our scripts (the bundle check expects them there). */
  const inScripts = new Set<string>();
  const ours = (id: string) =>
    !NOT_BUILT.test(id) && packageRoots.some((root) => id.startsWith(root.endsWith('/') ? root : `${root}/`));
  return [
    {
      name: 'adnet:short-custom-properties',
      apply: 'build',
      buildStart() {
        const read = (pattern: RegExp) =>
          packageRoots.flatMap((root) =>
            filesUnder(root, pattern)
              .filter((file) => !NOT_BUILT.test(file))
              .map((file) => readFileSync(file, 'utf8')),
          );
        const sources = { css: read(/\.css$/), scripts: read(/\.([cm]?[jt]sx?|html)$/) };
        plan = planCustomPropertyNames(sources);
        unread = unreadCustomProperties(sources);
      },
      // Stylesheets between Vite's CSS compiler (imports inlined) and its CSS bundler (minifier, file names); our
      // scripts wherever they name a renamed property (the names are as long as before or shorter, on their line).
      transform: {
        filter: { id: /\.(css|[cm]?[jt]sx?)(\?|$)/ },
        handler(code, id) {
          if (/[?&](inline|url|raw)\b/.test(id)) return null;
          if (/\.css(\?|$)/.test(id))
            return { code: renameCustomProperties(dropDeclarations(code, unread), plan), map: null };
          const file = id.replace(/\?.*$/, '');
          if (!SCRIPT.test(file) || !ours(file)) return null;
          const renamed = renameCustomProperties(code, plan);
          if (renamed === code) return null;
          for (const [name] of renamed.matchAll(NAME)) if (shortNames(plan).has(name)) inScripts.add(name);
          return { code: renamed, map: null };
        },
      },
    },
    {
      // After Vite has written the stylesheet, before the manifest and the compressed copies.
      name: 'adnet:short-custom-properties-check',
      apply: 'build',
      enforce: 'post',
      generateBundle(_, bundle) {
        const short = shortNames(plan);
        for (const output of Object.values(bundle)) {
          // Vite 8.3.8 leaves its hash marker (`/*$vite$:1*/`) at the end of the one stylesheet of
          // `cssCodeSplit: false`: its clean-up handles string sources only, and that asset's is bytes by then.
          if (output.type === 'asset' && output.fileName.endsWith('.css'))
            output.source = Buffer.from(output.source)
              .toString('utf8')
              .replace(/\/\*\$vite\$:\d+\*\/\s*$/, '');
          // A script of the bundle (a library's too) must not name a renamed property nor one of the short names;
          // a short name counts in a string or a var() only (`--e` alone is a decrement of minified code).
          if (output.type === 'asset' && !output.fileName.endsWith('.html')) continue;
          const text = output.type === 'chunk' ? output.code : String(output.source);
          const quoted = [...text.matchAll(/(?:['"`]|var\()(--[\w-]+)/g)].map((m) => m[1]!);
          const clash = new Set([
            ...(text.match(NAME) ?? []).filter((name) => plan.has(name)),
            ...quoted.filter((name) => short.has(name) && !inScripts.has(name)),
          ]);
          if (clash.size)
            this.error(`${output.fileName} names ${[...clash].join(', ')}: renamed by build-css-names.ts`);
        }
      },
    },
  ];
}
