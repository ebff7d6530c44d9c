import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

/** SWR keys name a typed resource (`resourceKey` in the cabinet's data/swr-keys.ts), never a bare array. */
const SWR_KEY_RULES = [
  '',
  ' > ConditionalExpression',
  ' > TSAsExpression',
  ' > ConditionalExpression > TSAsExpression',
].map((path) => ({
  selector: `CallExpression[callee.name=/^(useSWR|useSWRImmutable|preload)$/]${path} > ArrayExpression`,
  message: 'An SWR key is resourceKey(name, ...): a typed resource name, so a write can revalidate it.',
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      '.sandbox-data/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(only|skip)$/][callee.object.name=/^(it|test|describe)$/]',
          message: 'Focused or skipped tests must not be committed.',
        },
      ],
    },
  },
  {
    // The app's import graph has no cycle, lazy `import()` included: a module that imports the page table (or any
    // module importing back what imports it) fails here. Types only are no edge: they leave no import at run time.
    files: ['packages/cabinet-app/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Plain scripts the browser runs before the bundle.
    files: ['packages/cabinet-app/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The design system must not know about HTTP, routes or the app; the client must not know about React.
    files: ['packages/ui/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '@adnet/api-client',
            '@adnet/cabinet-app',
            'react-router*',
            'swr',
            'i18next',
            'react-i18next',
          ],
        },
      ],
    },
  },
  {
    files: ['packages/cabinet-app/src/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...SWR_KEY_RULES] },
  },
  {
    // The screen recipe: screens compose ui parts with the data layer's hooks. Fetching, caching and the URL's
    // query belong to `data/` (one place for keys, revalidation and parsing), so a screen cannot reach around them.
    files: ['packages/cabinet-app/src/screens/**'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['swr', 'swr/*'],
              message: 'Screens read and write through data/ hooks (useGridQuery, useAction).',
            },
            { group: ['**/api-context'], message: 'Screens reach the API only through data/ hooks.' },
          ],
          paths: [
            {
              name: '@adnet/api-client',
              importNames: ['createApiClient'],
              message: 'Screens reach the API only through data/ hooks.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        ...SWR_KEY_RULES,
        {
          selector: "NewExpression[callee.name='URLSearchParams']",
          message: 'A URL query is parsed and built in data/ (grid-query, url-choice), not in a screen.',
        },
      ],
    },
  },
  {
    // The sandbox is the network's server: it may read the app's types, never run the app's code.
    files: ['packages/sandbox-api/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@adnet/cabinet-app', '@adnet/cabinet-app/*', '**/cabinet-app/**'],
              allowTypeImports: true,
              message: "The sandbox must not run the cabinet's code.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/api-client/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-*', '@adnet/ui', '@adnet/cabinet-app'] },
      ],
      'no-restricted-globals': ['error', 'localStorage', 'sessionStorage', 'document', 'window'],
    },
  },
);
