/**
 * Unit specs beside the code (src/**\/*.spec.ts) and e2e specs in test/e2e against a real PostgreSQL:
 * DATABASE_URL when set, else an embedded one started once for the run. ESM mode: NestJS 12 ships ES modules only.
 * @type {import('jest').Config}
 */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  testMatch: ['**/*.spec.ts', '**/*.e2e-spec.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // libphonenumber-js's ES build imports its metadata JSON without an import attribute, which Jest warns of on every
    // file; its CommonJS build (the same code and metadata) requires it instead.
    '^libphonenumber-js/max$': '<rootDir>/../node_modules/libphonenumber-js/max/index.cjs',
  },
  transform: { '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: '<rootDir>/tsconfig.json' }] },
  globalSetup: '<rootDir>/test/setup/global-setup.js',
  globalTeardown: '<rootDir>/test/setup/global-teardown.js',
  testTimeout: 60_000,
};
