// Three tiers (STYLE.md): unit beside the code, integration against the real PostgreSQL and
// Redis, end-to-end against the built app. Each runs alone through its npm script.
const { pathsToModuleNameMapper } = require('./test/jest/paths');

const swc = [
  '@swc/jest',
  {
    sourceMaps: 'inline',
    jsc: {
      target: 'es2023',
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];

const common = {
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: pathsToModuleNameMapper(),
  modulePathIgnorePatterns: ['<rootDir>/dist/'],
};

module.exports = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: ['<rootDir>/{apps,libs,projections}/**/*.spec.ts'],
    },
    {
      ...common,
      displayName: 'int',
      testMatch: ['<rootDir>/{apps,libs,projections}/**/*.int-spec.ts'],
      globalSetup: '<rootDir>/test/jest/global-setup.ts',
      globalTeardown: '<rootDir>/test/jest/global-teardown.ts',
      testTimeout: 60_000,
    },
    {
      ...common,
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/e2e/**/*.e2e-spec.ts'],
      globalSetup: '<rootDir>/test/jest/global-setup.ts',
      globalTeardown: '<rootDir>/test/jest/global-teardown.ts',
      testTimeout: 120_000,
    },
  ],
};
