import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import layers from './scripts/lint/layers.js';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.tmp/**', 'data/**', 'coverage/**', 'scripts/lint/fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node, ...globals.worker },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks, layers, 'import-x': importX },
    settings: {
      // Relative specifiers name TypeScript modules without an extension; packages are not followed.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      // The Comlink surface is all promises: each is awaited, handled, or marked `void` on purpose.
      '@typescript-eslint/no-floating-promises': [
        'error',
        // node:test's describe/it return promises that the runner itself awaits.
        { allowForKnownSafeCalls: [{ from: 'package', package: 'node:test', name: ['describe', 'it', 'before', 'after'] }] },
      ],
      '@typescript-eslint/no-misused-promises': 'error',
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      'layers/imports': 'error',
      // A cycle makes start-up order matter and hides which room owns what (docs/architecture.md).
      // Type-only imports are erased and do not count.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Screens never fetch and never open sockets: the worker owns all I/O (DESIGN.md §1).
    files: ['src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Screens never fetch: send a command to the worker.' },
        { name: 'WebSocket', message: 'Sockets live in the worker.' },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      // Project folders are checked by layers/imports; these packages belong to one runtime each.
      'no-restricted-imports': ['error', { patterns: ['react', 'react-dom', 'dexie', 'comlink', 'fastify', 'node:*'] }],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Served as is to the browser (a classic script, no build step).
    files: ['public/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
);
