import { fileURLToPath } from 'node:url';

/**
 * Inside the workspace the packages resolve to their sources, so the app, Storybook and the tests run without a
 * build. The published manifests point at `dist` instead. Order matters: the more specific entries come first.
 */
const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export const workspaceAliases = [
  { find: /^@adnet\/ui\/styles\.css$/, replacement: here('./packages/ui/src/styles.css') },
  { find: /^@adnet\/ui$/, replacement: here('./packages/ui/src/index.ts') },
  { find: /^@adnet\/api-client$/, replacement: here('./packages/api-client/src/index.ts') },
];
