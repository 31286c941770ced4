// Type-aware lint for the server code and the web client (STYLE.md, Tooling).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';

const foldersOf = (parent) =>
  readdirSync(new URL(parent, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const API = 'apps/api/src';

/**
 * Boundaries (issue 14): apps never import each other; a module of the API (a folder of
 * apps/api/src) is used by the others only through its index.ts; web features never import
 * each other. A module's __fixtures__ are its second public surface, for tests only.
 */
const appZones = foldersOf('apps/').map((app) => ({
  target: `apps/${app}`,
  from: 'apps',
  except: [`./${app}`],
  message: 'Apps never import each other: share code through a lib.',
}));
const moduleZones = foldersOf(`${API}/`).map((module) => ({
  target: [`${API}/!(${module})/**`, `${API}/*.ts`],
  from: `${API}/${module}`,
  except: ['./index.ts', './__fixtures__'],
  message: `Import ${module} through its index.ts.`,
}));
const featureZones = foldersOf('web/src/features/').map((feature) => ({
  target: `web/src/features/${feature}`,
  from: 'web/src/features',
  except: [`./${feature}`],
  message: 'Features never import each other: compose them in web/src/app, share in lib.',
}));
/**
 * Layers (issue 26): libs are below apps and projections, projections below apps; the web
 * client's lib/ and components/ are below app/ (which composes) and features/.
 */
const layerZones = [
  {
    target: 'libs',
    from: ['apps', 'projections'],
    message: 'Libs never import apps or projections: pass what they need in, or move it down.',
  },
  {
    target: 'projections',
    from: 'apps',
    message: 'Projections never import apps: move what they share into a lib.',
  },
  {
    target: ['web/src/lib', 'web/src/components'],
    from: ['web/src/app', 'web/src/features'],
    message:
      'web lib/ and components/ never import app/ or features/: pass it in, or move it down.',
  },
];
const boundaries = (zones) => [
  'error',
  { basePath: import.meta.dirname, zones: [...appZones, ...zones, ...featureZones] },
];

/**
 * Production files stay under 250 lines (STYLE.md), counted as `wc -l` counts them: blank lines
 * and comments included, so the number a reviewer sees is the number the lint holds. Tests,
 * fixtures, test helpers, benches and message catalogues (data, one text per key and language)
 * are not held to it.
 */
const notProduction = [
  '**/*.spec.ts',
  '**/*.int-spec.ts',
  '**/*.e2e-spec.ts',
  '**/*.test.{ts,tsx}',
  '**/__tests__/**',
  '**/__fixtures__/**',
  'test/**',
  'bench/**',
  'web/src/testing/**',
  '**/*.messages.ts',
  '**/*.templates.ts',
  '**/{messages,content,data-copy}/{pt-BR,en-US,es-ES}.ts',
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'web/dist/**',
      'node_modules/**',
      'coverage/**',
      '**/*.js',
      '**/*.mjs',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-extraneous-class': 'off',
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
    },
    // import-x reads only the files its `extensions` name: without the TypeScript ones it
    // skipped every .ts import, and no-cycle (and no-restricted-paths' graph) saw no cycle.
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver': {
        typescript: {
          project: ['tsconfig.json', 'web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        },
      },
    },
  },
  {
    rules: { 'import-x/no-restricted-paths': boundaries([...moduleZones, ...layerZones]) },
  },
  {
    // A test of a web lib or component renders it in the app's store and catalogues, as the
    // app composes it; only production code is held to the layer.
    files: ['web/src/{lib,components}/**/__tests__/**'],
    rules: { 'import-x/no-restricted-paths': boundaries(moduleZones) },
  },
  {
    // The domain is pure: no framework, no database, no queue (STYLE.md).
    files: ['libs/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@nestjs/*', 'pg', 'kysely', 'bullmq', 'ioredis'],
              message: 'libs/domain stays pure.',
            },
            {
              group: ['@chegada/*', '!@chegada/domain'],
              message: 'libs/domain imports no other layer.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      '**/*.spec.ts',
      '**/*.int-spec.ts',
      '**/*.e2e-spec.ts',
      'test/**/*.ts',
      'bench/**/*.ts',
    ],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: notProduction,
    rules: { 'max-lines': ['error', { max: 250, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.flat.recommended.rules,
  },
  {
    files: ['web/src/**/__tests__/**/*.{ts,tsx}', 'web/src/testing/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/unbound-method': 'off' },
  },
  prettier,
);
