// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { isNode, literal, readRouteModules, walk, type Node } from '../../build-route-map';
import { ROUTES } from '../access/routes';
import { CORE_TEXTS, FEATURE_TEXTS } from './namespaces';
import * as en from './locales/en';
import * as ru from './locales/ru';
import * as zh from './locales/zh-CN';

/*
 * The texts a page draws are loaded in parts (`namespaces.ts`): the language's core with the language, a route's
 * feature texts with its page (`texts` in the route table), a lazily loaded part's own with it (`withTexts`). A
 * key of a namespace that is not loaded shows as the raw key, so this reads the sources (imports, dynamic imports
 * and every string that is a key or a key's prefix) and checks what each module may say:
 * - the shell (what `main.tsx` loads, statically or lazily, but the route table's pages): core texts only;
 * - a page and everything it loads: core texts and its route's `texts` (and, past a `withTexts(import(...),
 *   [...])`, those texts too). Every text a route names is used, so no route loads texts it never draws.
 */

const appRoot = fileURLToPath(new URL('../../', import.meta.url));
const srcDir = join(appRoot, 'src');
const rel = (file: string) => relative(srcDir, file).replace(/\\/g, '/');

/** Which file owns each top-level key, from the English files (the others have the same keys: i18n.test.ts). */
const localeDir = join(srcDir, 'i18n/locales/en');
const fileOfNamespace = new Map<string, string>();
const keys = new Set<string>();
const prefixes = new Set<string>();
for (const file of readdirSync(localeDir).filter((f) => f.endsWith('.json'))) {
  const content = JSON.parse(readFileSync(join(localeDir, file), 'utf8')) as Record<string, unknown>;
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') keys.add(key.replace(/_(zero|one|two|few|many|other)$/, ''));
    else for (const [k, v] of Object.entries(value as object)) walk(v, `${key}.${k}`);
    const parts = key.split('.');
    for (let i = 1; i <= parts.length; i++) prefixes.add(`${parts.slice(0, i).join('.')}.`);
  };
  for (const [namespace, value] of Object.entries(content)) {
    fileOfNamespace.set(namespace, file.replace(/\.json$/, ''));
    walk(value, namespace);
  }
}

/** The text file a string names: a key (`editor.save`), a key's object (`editor.upload`) or prefix (`domain.type.`). */
function textFileOf(value: string): string | undefined {
  // One dot at least: a bare name (`'campaigns'`, an SWR resource) is no key, and no namespace is drawn whole.
  if (!value.includes('.')) return undefined;
  const named = keys.has(value) || prefixes.has(value.endsWith('.') ? value : `${value}.`);
  return named ? fileOfNamespace.get(value.split('.')[0]!) : undefined;
}

interface ModuleInfo {
  /** Modules it imports statically (not type-only) and lazily, the lazy ones with the texts loaded with them. */
  imports: string[];
  lazy: { module: string; texts: string[] }[];
  /** Text file -> the strings naming it. */
  says: Map<string, string[]>;
}

function resolveModule(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined; // packages: ui and the client know none of the app's texts
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile(),
  );
}

const infos = new Map<string, ModuleInfo>();
function read(file: string): ModuleInfo {
  const known = infos.get(file);
  if (known) return known;
  const { program } = parseSync(file, readFileSync(file, 'utf8'));
  const info: ModuleInfo = { imports: [], lazy: [], says: new Map() };
  const withTexts = new Map<unknown, string[]>();
  const say = (value: string) => {
    const textFile = textFileOf(value);
    if (textFile) info.says.set(textFile, [...(info.says.get(textFile) ?? []), value]);
  };
  walk(program, (node) => {
    if (
      (node.type === 'ImportDeclaration' && node.importKind !== 'type') ||
      ((node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') &&
        node.exportKind !== 'type' &&
        node.source)
    ) {
      const target = resolveModule(file, literal(node.source) ?? '');
      if (target) info.imports.push(target);
    }
    // `withTexts(import('./part'), ['audiences'])`: the part comes with those texts.
    if (
      node.type === 'CallExpression' &&
      isNode(node.callee) &&
      node.callee.name === 'withTexts' &&
      Array.isArray(node.arguments)
    ) {
      const [load, list] = node.arguments as Node[];
      if (load?.type === 'ImportExpression' && list?.type === 'ArrayExpression')
        withTexts.set(
          load,
          (list.elements as unknown[]).map(literal).filter((v) => v !== undefined),
        );
    }
    if (node.type === 'ImportExpression') {
      const target = resolveModule(file, literal(node.source) ?? '');
      if (target) info.lazy.push({ module: target, texts: withTexts.get(node) ?? [] });
    }
    if (node.type === 'Literal' && typeof node.value === 'string') say(node.value);
    if (node.type === 'TemplateLiteral') {
      // `editor.summary.platform.${p}`: the text before the first placeholder, up to its last dot.
      const head = ((node.quasis as Node[])[0]?.value as { cooked?: string } | undefined)?.cooked ?? '';
      if ((node.expressions as unknown[]).length) say(head.slice(0, head.lastIndexOf('.') + 1));
      else say(head);
    }
  });
  infos.set(file, info);
  return info;
}

const pageFiles = new Map<string, typeof ROUTES>();
const { routes: table } = readRouteModules(appRoot);
for (const route of table) {
  const file = resolveModule(`${srcDir}/x.ts`, `./${relative(srcDir, route.module)}`)!;
  pageFiles.set(file, [...(pageFiles.get(file) ?? []), ROUTES.find((r) => r.path === route.path)!]);
}
const isLocale = (file: string) => rel(file).startsWith('i18n/locales/');
const ROUTE_TABLE = join(srcDir, 'access/routes.ts');

/**
 * What `main.tsx` loads, statically or lazily, but the pages (with their own modules), the texts, and the shell's
 * lazily loaded parts that bring texts of their own (`withTexts`: the command palette), checked like pages.
 */
const shell = new Set<string>();
const shellParts = new Map<string, readonly string[]>();
{
  const todo = [join(srcDir, 'main.tsx')];
  while (todo.length) {
    const file = todo.pop()!;
    if (shell.has(file) || pageFiles.has(file) || isLocale(file)) continue;
    shell.add(file);
    const info = read(file);
    todo.push(...info.imports);
    for (const part of info.lazy)
      if (part.texts.length) shellParts.set(part.module, part.texts);
      else todo.push(part.module);
  }
}

const core = new Set<string>(CORE_TEXTS);
const saidOutside = (info: ModuleInfo, allowed: ReadonlySet<string>) =>
  [...info.says].filter(([textFile]) => !allowed.has(textFile));

describe('the texts each part of the app loads (i18n/namespaces.ts)', () => {
  it('has one file per feature or core text, in every language chunk', () => {
    expect([...new Set(fileOfNamespace.values())].sort()).toEqual([...CORE_TEXTS, ...FEATURE_TEXTS].sort());
    const coreNamespaces = [...fileOfNamespace].filter(([, f]) => core.has(f)).map(([ns]) => ns);
    for (const [locale, chunk] of [
      ['en', en],
      ['ru', ru],
      ['zh-CN', zh],
    ] as const) {
      expect(Object.keys(chunk.default).sort(), locale).toEqual(coreNamespaces.sort());
      expect(Object.keys(chunk.features).sort(), locale).toEqual(
        FEATURE_TEXTS.map((f) => `./${locale}/${f}.json`).sort(),
      );
    }
  });

  it('the shell (entry, frame, toaster, public selects) says only core texts', () => {
    expect(shell.size).toBeGreaterThan(20);
    const offences = [...shell]
      .filter((file) => file !== ROUTE_TABLE) // its keys are each route's, checked below
      .flatMap((file) => saidOutside(read(file), core).map(([f, said]) => `${rel(file)}: ${f} (${said[0]})`));
    expect(offences).toEqual([]);
  });

  it('a lazily loaded part of the shell says only core texts and the texts it loads with it', () => {
    expect([...shellParts.keys()].map(rel)).toContain('shell/command-palette.tsx');
    const offences: string[] = [];
    for (const [part, texts] of shellParts) {
      const allowed = new Set([...core, ...texts]);
      const used = new Set<string>();
      const seen = new Set<string>();
      const todo = [part];
      while (todo.length) {
        const file = todo.pop()!;
        if (seen.has(file) || shell.has(file) || isLocale(file)) continue;
        seen.add(file);
        const info = read(file);
        for (const [textFile] of info.says) used.add(textFile);
        for (const [textFile, said] of saidOutside(info, allowed))
          offences.push(`${rel(part)}: ${rel(file)} says ${said[0]} (${textFile})`);
        todo.push(...info.imports, ...info.lazy.map((l) => l.module));
      }
      for (const feature of texts)
        if (!used.has(feature)) offences.push(`${rel(part)}: loads ${feature}, never says it`);
    }
    expect(offences).toEqual([]);
  });

  it("a route's title, description and navigation label are in texts it loads", () => {
    const textFile = (key: string) => fileOfNamespace.get(key.split('.')[0]!);
    for (const route of ROUTES) {
      const loaded = new Set([...core, ...(route.texts ?? [])]);
      expect(loaded, `${route.path} ${route.titleKey}`).toContain(textFile(route.titleKey));
      if (route.descriptionKey)
        expect(loaded, `${route.path} ${route.descriptionKey}`).toContain(textFile(route.descriptionKey));
      // The navigation is the frame's: core.
      if (route.nav)
        expect(core, `${route.path} ${route.nav.labelKey}`).toContain(textFile(route.nav.labelKey));
    }
  });

  it("loads every feature's texts with a route or a part of a page; a part's own texts with no route", () => {
    // What every page loads, statically or lazily: the texts each lazily loaded part brings (`withTexts`).
    const withParts = new Set<string>();
    const seen = new Set<string>();
    const todo = [...pageFiles.keys()];
    while (todo.length) {
      const file = todo.pop()!;
      if (seen.has(file) || isLocale(file)) continue;
      seen.add(file);
      const info = read(file);
      for (const part of info.lazy) for (const texts of part.texts) withParts.add(texts);
      todo.push(...info.imports, ...info.lazy.map((l) => l.module));
    }
    for (const texts of shellParts.values()) for (const feature of texts) withParts.add(feature);
    const withRoutes = new Set(ROUTES.flatMap((r) => r.texts ?? []));
    for (const feature of FEATURE_TEXTS)
      expect(withRoutes.has(feature) || withParts.has(feature), `${feature} is loaded by nothing`).toBe(true);
    // The campaign editor's Legal section (`ru_ad_marking` only) loads its texts with its chunk: they
    // count in no route's first visit (`.size-limit.js` counts a route's core and `texts`).
    expect(withParts).toContain('editor-legal');
    expect(withRoutes).not.toContain('editor-legal');
  });

  it('the build reads the same texts from the route table (the boot script preloads them)', () => {
    for (const route of ROUTES)
      expect(table.find((r) => r.path === route.path)?.texts ?? [], route.path).toEqual(route.texts ?? []);
  });

  it("every page says only core texts and its route's, and uses each text its route names", () => {
    expect(pageFiles.size).toBeGreaterThan(30);
    const offences: string[] = [];
    for (const [page, routes] of pageFiles) {
      const named = new Set<string>(routes.flatMap((r) => r.texts ?? []));
      for (const route of routes)
        expect(
          new Set(route.texts ?? []),
          `${route.path}: routes drawing ${rel(page)} name the same texts`,
        ).toEqual(named);
      const used = new Set<string>();
      // Each module with the texts loaded by the time it draws; a lazy part's own texts add to its subtree.
      const seen = new Set<string>();
      const todo: [string, ReadonlySet<string>][] = [[page, new Set([...core, ...named])]];
      while (todo.length) {
        const [file, allowed] = todo.pop()!;
        const id = `${file} ${[...allowed].sort().join(',')}`;
        if (seen.has(id) || shell.has(file) || isLocale(file)) continue;
        seen.add(id);
        const info = read(file);
        for (const [textFile] of info.says) if (named.has(textFile)) used.add(textFile);
        for (const [textFile, said] of saidOutside(info, allowed))
          offences.push(`${routes[0]!.path}: ${rel(file)} says ${said[0]} (${textFile})`);
        todo.push(...info.imports.map((m): [string, ReadonlySet<string>] => [m, allowed]));
        todo.push(
          ...info.lazy.map(({ module, texts }): [string, ReadonlySet<string>] => [
            module,
            new Set([...allowed, ...texts]),
          ]),
        );
      }
      for (const feature of named)
        if (!used.has(feature)) offences.push(`${routes[0]!.path}: names ${feature}, never says it`);
    }
    expect([...new Set(offences)]).toEqual([]);
  });
});
