import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseSync } from 'vite';

/**
 * Which module each path of the route table loads for its first paint, read from the sources at build time
 * without running them, so the boot script can request a route's chunk beside the entry chunk (`bootScript` in
 * `build-plugins.ts`) and the size budgets can name each route (`.size-limit.js`). A route names its page module
 * in one of these ways:
 *
 * - an object with `path: '/x'` that holds an `import('./page')` anywhere inside (`page: () => import(...)`,
 *   `page: preloadable(() => import(...))`), or whose property is a name bound to such a loader in the same file
 *   (`const editor = () => import(...)` ... `page: editor`);
 * - a property keyed by the path (`'/x': () => import(...)`);
 * - a loader tagged with its path as a type (`(() => import(...)) as RoutePage<'/x'>`, `src/access/route-pages.ts`).
 *
 * `signedIn` is false for the paths of `PUBLIC_PATHS` (or, without that list, for `area: 'public'`): only signed-in
 * pages need the cabinet frame. `texts` (a literal array: `texts: ['editor', 'preview']`) names the route's feature
 * texts, which the boot script requests beside its chunk and the size budgets count with it. `src/boot/first-paint-map.test.ts` checks that every route of the table is found.
 */
export interface RouteModule {
  /** The route's path pattern (`/campaigns/:id`). */
  path: string;
  /** Absolute path of the module it imports, without extension resolution (as written, resolved to a file path). */
  module: string;
  signedIn: boolean;
  /** The route's `titleKey` and `descriptionKey` (i18n keys of its page header), when written as literals. */
  titleKey?: string;
  descriptionKey?: string;
  /** The feature texts its page draws (`texts: ['editor', ...]`, `src/i18n/namespaces.ts`), loaded with it. */
  texts?: string[];
}

/** The files read, relative to the package root. */
export const ROUTE_SOURCES = ['src/access/routes.ts', 'src/access/route-pages.ts', 'src/app.tsx'];

/** A node of the ESTree the parser gives (`parseSync`). */
export type Node = { type: string; [key: string]: unknown };

export const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Visits a node and every node below it, parents first. */
export function walk(node: unknown, visit: (node: Node) => void) {
  if (Array.isArray(node)) return node.forEach((child) => walk(child, visit));
  if (!isNode(node)) return;
  visit(node);
  for (const [key, value] of Object.entries(node)) if (key !== 'type') walk(value, visit);
}

/** A string literal's value (also `'x' as const`), else undefined. */
export const literal = (node: unknown): string | undefined => {
  if (!isNode(node)) return undefined;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  // `'public' as const`, `'x' satisfies T`
  if (node.type === 'TSAsExpression' || node.type === 'TSSatisfiesExpression')
    return literal(node.expression);
  return undefined;
};

/** The strings of an array literal of string literals (`['editor', 'preview']`, also `as const`); else none. */
const stringArray = (node: unknown): string[] | undefined => {
  let array = node as Node | undefined;
  while (array && (array.type === 'TSAsExpression' || array.type === 'TSSatisfiesExpression'))
    array = array.expression as Node;
  if (array?.type !== 'ArrayExpression') return undefined;
  const values = (array.elements as unknown[]).map(literal);
  return values.every((v) => v !== undefined) ? (values as string[]) : undefined;
};

const keyName = (property: Node) => {
  const key = property.key as Node;
  return key.type === 'Identifier' ? (key.name as string) : literal(key);
};

/** The first `import('<literal>')` inside a node. */
function importIn(node: unknown): string | undefined {
  let found: string | undefined;
  walk(node, (n) => {
    if (!found && n.type === 'ImportExpression') found = literal(n.source);
  });
  return found;
}

const properties = (object: Node) =>
  (object.properties as Node[]).filter((p) => p.type === 'Property' && !p.computed);

/** Reads the route table and its loaders from `root` (the package folder). */
export function readRouteModules(root: string, read = (file: string) => readFileSync(file, 'utf8')) {
  const byPath = new Map<
    string,
    { module?: string; area?: string; titleKey?: string; descriptionKey?: string; texts?: string[] }
  >();
  let publicPaths: string[] | null = null;

  for (const relative of ROUTE_SOURCES) {
    const file = join(root, relative);
    let source: string;
    try {
      source = read(file);
    } catch {
      continue; // a file of the list that no longer exists
    }
    const resolveFrom = (specifier: string) => resolve(dirname(file), specifier);
    const program = parseSync(file, source).program;
    // Names bound to a loader in this file: `const editor = () => import('../screens/campaign-editor/campaign-editor-page')`.
    const loaders = new Map<string, string>();
    walk(program, (node) => {
      if (node.type !== 'VariableDeclarator' || !isNode(node.id) || node.id.type !== 'Identifier') return;
      const specifier = importIn(node.init);
      if (specifier) loaders.set(node.id.name as string, resolveFrom(specifier));
      if (node.id.name === 'PUBLIC_PATHS') {
        let array = node.init as Node | undefined;
        while (array && array.type !== 'ArrayExpression') array = array.expression as Node | undefined;
        if (array) publicPaths = (array.elements as unknown[]).map(literal).filter((v) => v !== undefined);
      }
    });
    walk(program, (node) => {
      if (node.type !== 'ObjectExpression') return;
      const props = properties(node);
      const path = literal(props.find((p) => keyName(p) === 'path')?.value);
      if (path?.startsWith('/')) {
        const entry = byPath.get(path) ?? {};
        const specifier = importIn(node);
        const named = props
          .map((p) => p.value as Node)
          .map((value) => (value.type === 'Identifier' ? loaders.get(value.name as string) : undefined))
          .find((module) => module !== undefined);
        if (specifier) entry.module = resolveFrom(specifier);
        else if (named) entry.module = named;
        const area = literal(props.find((p) => keyName(p) === 'area')?.value);
        if (area) entry.area = area;
        for (const name of ['titleKey', 'descriptionKey'] as const) {
          const key = literal(props.find((p) => keyName(p) === name)?.value);
          if (key) entry[name] = key;
        }
        const texts = stringArray(props.find((p) => keyName(p) === 'texts')?.value);
        if (texts) entry.texts = texts;
        byPath.set(path, entry);
      }
      for (const property of props) {
        const key = keyName(property);
        const specifier = key?.startsWith('/') ? importIn(property.value) : undefined;
        if (key && specifier) byPath.set(key, { ...byPath.get(key), module: resolveFrom(specifier) });
      }
    });
    walk(program, (node) => {
      if (node.type !== 'TSAsExpression') return;
      let path: string | undefined;
      walk(node.typeAnnotation, (n) => {
        const value = literal(n);
        if (!path && value?.startsWith('/')) path = value;
      });
      const specifier = importIn(node.expression);
      if (path && specifier) byPath.set(path, { ...byPath.get(path), module: resolveFrom(specifier) });
    });
  }

  const routes: RouteModule[] = [];
  const unmapped: string[] = [];
  for (const [path, { module, area, titleKey, descriptionKey, texts }] of byPath) {
    if (!module) {
      unmapped.push(path);
      continue;
    }
    const isPublic = publicPaths ? (publicPaths as string[]).includes(path) : area === 'public';
    routes.push({
      path,
      module,
      signedIn: !isPublic,
      ...(titleKey && { titleKey }),
      ...(descriptionKey && { descriptionKey }),
      ...(texts?.length && { texts }),
    });
  }
  return { routes, unmapped };
}

/**
 * A path pattern as a regular expression source: `:param` is one segment, `*` the rest. Static segments rank
 * first at run time (the boot script tries patterns in the order given; `sortBySpecificity` orders them).
 */
export function patternSource(path: string): string {
  const body = path
    .split('/')
    .map((segment) =>
      segment === '*'
        ? '.*'
        : segment.startsWith(':')
          ? '[^/]+'
          : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return `^${body}/?$`;
}

/** `/campaigns/new` before `/campaigns/:id`: more static segments first, as the router ranks them. */
export const sortBySpecificity = <T extends { path: string }>(routes: T[]) =>
  [...routes].sort((a, b) => staticSegments(b.path) - staticSegments(a.path));

const staticSegments = (path: string) =>
  path.split('/').filter((s) => s && !s.startsWith(':') && s !== '*').length;
