// Three tiers (STYLE.md): unit beside the code, integration against the real PostgreSQL and
// Redis, end-to-end against the built app. Each runs alone through its npm script; the web,
// int and e2e scripts (test/jest/run-tier.ts) run a failed file once more, whole, and report
// flakes.
const { pathsToModuleNameMapper } = require('./test/jest/paths');

// SWC as Jest's compiler, with source maps, to CommonJS; `jsc` says which language it reads.
const swcWith = (jsc) => ['@swc/jest', { sourceMaps: 'inline', jsc, module: { type: 'commonjs' } }];

const swc = swcWith({
  target: 'es2023',
  parser: { syntax: 'typescript', decorators: true },
  transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
  keepClassNames: true,
});

const swcJs = [
  '@swc/jest',
  { jsc: { target: 'es2023', parser: { syntax: 'ecmascript' } }, module: { type: 'commonjs' } },
];

// The web client's TSX, compiled for Jest like the server code (STYLE.md, web tier).
const swcTsx = swcWith({
  target: 'es2022',
  parser: { syntax: 'typescript', tsx: true },
  transform: { react: { runtime: 'automatic' } },
});

// Packages the web client and its tests load that ship ES modules only.
const webEsm = [
  'intl-messageformat',
  '@formatjs',
  'react-intl',
  'until-async',
  '@tanstack/react-table',
  '@tanstack/table-core',
].join('|');

const common = {
  testEnvironment: 'node',
  // intl-messageformat, @formatjs and mrz ship ES modules only; Jest on Node 20 needs them as
  // CommonJS (Node itself requires them).
  transform: {
    '^.+\\.ts$': swc,
    '^.+/node_modules/(intl-messageformat|@formatjs|mrz)/.+\\.js$': swcJs,
  },
  transformIgnorePatterns: ['/node_modules/(?!(intl-messageformat|@formatjs|mrz)/)'],
  moduleNameMapper: pathsToModuleNameMapper(),
  modulePathIgnorePatterns: ['<rootDir>/dist/'],
};

module.exports = {
  // Jest reads testTimeout only here, not per project; the slowest tests start the built app.
  testTimeout: 120_000,
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: ['<rootDir>/{apps,libs,projections,scripts}/**/*.spec.ts'],
    },
    {
      ...common,
      displayName: 'int',
      testMatch: ['<rootDir>/{apps,libs,projections}/**/*.int-spec.ts'],
      globalSetup: '<rootDir>/test/jest/global-setup.ts',
      globalTeardown: '<rootDir>/test/jest/global-teardown.ts',
    },
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/e2e/**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/test/jest/global-setup.ts',
      globalTeardown: '<rootDir>/test/jest/global-teardown.ts',
    },
    {
      ...common,
      displayName: 'web',
      // jsdom with Node's fetch, Request and streams, which MSW 2 needs.
      testEnvironment: 'jest-fixed-jsdom',
      testEnvironmentOptions: { url: 'http://localhost/' },
      testMatch: ['<rootDir>/web/src/**/__tests__/**/*.test.{ts,tsx}'],
      // MSW 2 depends on packages that ship ES modules only (.mjs): compile those too.
      transform: {
        ...common.transform,
        '^.+\\.tsx?$': swcTsx,
        '^.+\\.md$': '<rootDir>/web/src/testing/raw-text-transform.cjs',
        [`^.+/node_modules/(.+\\.mjs|(${webEsm})/.+\\.js)$`]: swcJs,
      },
      transformIgnorePatterns: [`/node_modules/(?!(${webEsm})/).+\\.c?js$`],
      moduleNameMapper: {
        ...common.moduleNameMapper,
        '\\.css$': '<rootDir>/web/src/testing/style-stub.ts',
        '^(.+\\.md)\\?raw$': '$1',
      },
      setupFilesAfterEnv: ['<rootDir>/web/src/testing/setup-tests.ts'],
    },
  ],
};
