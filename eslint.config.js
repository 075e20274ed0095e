import fs from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Features of the web app may not import each other: shared → features → app. */
const featuresDir = new URL('./apps/web/src/features', import.meta.url);
const featureBoundaries = fs.existsSync(featuresDir)
  ? fs
      .readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

/** Tables are imported (as values) only by a *.repository.ts (server modules). */
const tablesOnlyInRepositories = {
  group: ['**/db/schema'],
  allowTypeImports: true,
  message:
    'Tables are read and written in a *.repository.ts of the module that owns them; reach another module through its service.',
};

/** A module's repository is imported (as values) only by its own module (server modules). */
const noOtherModulesRepository = {
  regex: String.raw`^\.\./[^/]+/[^/]+\.repository(\.[jt]s)?$`,
  allowTypeImports: true,
  message:
    "Another module's repository is its own: ask that module's service (handing your transaction over where the read belongs to it).",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.data*/**',
      'apps/server/drizzle/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'apps/server/src/test/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // A feature never imports another feature.
            ...featureBoundaries.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message:
                'Features do not import each other; move shared code to components/, lib/ or stores/.',
            })),
            // Shared layers never import features or the app.
            {
              target: [
                './apps/web/src/components',
                './apps/web/src/lib',
                './apps/web/src/stores',
                './apps/web/src/config',
                './apps/web/src/hooks',
                './apps/web/src/utils',
              ],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared code may not import features or the app.',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features may not import the app layer.',
            },
          ],
        },
      ],
    },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver': { typescript: { project: './apps/web/tsconfig.json' } },
    },
  },
  // Only a module's repository touches tables: routes validate and answer, services decide,
  // repositories read and write (docs/architecture.md). Types of rows may be imported
  // anywhere. The operator console's repositories are its read models and may read across
  // tables; what it changes in another module's tables goes through that module's service.
  // And no module imports another module's repository (row types excepted): it asks that
  // module's service, which hands a transaction over where the read belongs to one.
  // (The two blocks repeat the patterns because a later block's options replace an earlier's.)
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.repository.ts', '**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [tablesOnlyInRepositories, noOtherModulesRepository] },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.repository.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [noOtherModulesRepository] },
      ],
    },
  },
  // No import cycles (with the web's rule above): two modules that import each other can
  // only be understood together, and their load order decides what is undefined.
  {
    files: ['apps/server/src/**/*.ts', 'packages/shared/src/**/*.ts'],
    // Tests build the whole app on purpose.
    ignores: ['**/*.test.ts', 'apps/server/src/test/**'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-cycle': 'error',
      // The server's layers: shared code knows no app; lib and db know no module; modules
      // know neither the process (server, bootstrap) nor the app that wires them.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/shared/src',
              from: './apps',
              message: 'packages/shared is used by server and web; it imports neither.',
            },
            {
              target: ['./apps/server/src/lib', './apps/server/src/db'],
              from: [
                './apps/server/src/modules',
                './apps/server/src/plugins',
                './apps/server/src/realtime',
                './apps/server/src/app.ts',
                './apps/server/src/services.ts',
              ],
              message:
                'lib/ and db/ are the bottom layer: they may not import modules, plugins or the app.',
            },
            {
              target: './apps/server/src/modules',
              from: [
                './apps/server/src/app.ts',
                './apps/server/src/server.ts',
                './apps/server/src/bootstrap.ts',
                './apps/server/src/jobs',
              ],
              message: 'Modules do not import the process or the app that wires them.',
            },
          ],
        },
      ],
    },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver': { typescript: { project: './apps/server/tsconfig.json' } },
    },
  },
);
