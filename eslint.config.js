import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Import boundaries (docs/architecture.md): the domain package knows no server, web or I/O;
// the server and web never import each other; web ui/, lib/, session/ and wizard/ never import features/ or
// app/, and features never import app/ (dependency-cruiser checks that features meet only at index.ts).
const boundary = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
// A later block's no-restricted-imports replaces an earlier one's, so every web block repeats this one.
const webNotServer = { group: ['@askwise/server*', '**/apps/server/**', 'pg', 'kysely', 'node:*'], message: 'The web app does not import server code.' };

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', 'apps/web/src/graphql/generated/**', 'test-results/**', 'playwright-report/**', 'bench/out/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['packages/domain/**/*.ts'],
    rules: boundary([
      { group: ['node:*', 'fs', 'path', 'pg', 'kysely', 'react', 'react-dom', '@askwise/server*', '@askwise/web*', '**/apps/**'], message: 'packages/domain is pure: no I/O, server or web code.' },
    ]),
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: boundary([{ group: ['@askwise/web*', '**/apps/web/**', 'react', 'react-dom'], message: 'The server does not import web code.' }]),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      ...boundary([webNotServer]),
    },
  },
  {
    files: ['apps/web/src/ui/**/*.{ts,tsx}'],
    rules: boundary([webNotServer, { group: ['**/features/**', '**/app/**'], message: 'ui/ holds shared building blocks: it imports no feature or app code.' }]),
  },
  {
    files: ['apps/web/src/{wizard,session,lib}/**/*.{ts,tsx}'],
    rules: boundary([webNotServer, { group: ['**/features/**', '**/app/**'], message: 'wizard/, session/ and lib/ are shared by features: they import no feature or app code.' }]),
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: boundary([
      webNotServer,
      { group: ['**/app/**'], message: 'Features do not import app/: what they share lives in wizard/, session/, ui/ or lib/.' },
      { group: ['**/wizard/*', '!**/wizard/index.ts', '**/session/*', '!**/session/index.ts'], message: 'Import wizard/ and session/ through their index.ts.' },
    ]),
  },
  {
    // Journeys take `test` and `expect` from fixtures.ts, whose accessibility check every journey shares.
    files: ['e2e/tests/**/*.ts'],
    ignores: ['e2e/tests/fixtures.ts'],
    rules: boundary([{ group: ['@playwright/test'], message: "Import test and expect from './fixtures': it holds the accessibility check every journey runs." }]),
  },
);
