// The one remote manifest names the remote folders.
const remoteFolders = Object.values(require('./remotes.manifest.json').remotes).map((remote) => remote.folder);

// One jest run over every package; each package is a project so the browser packages get jsdom
// and the sandbox gets node.
const swc = ['@swc/jest', {
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
}];
const browser = (name) => ({
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: '<rootDir>/../shared/test/jsdomEnvironment.js',
  testEnvironmentOptions: { url: 'http://localhost/' },
  transform: { '^.+\\.(t|j)sx?$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(ky|valibot|jotai)[@/])'],
  moduleNameMapper: {
    '^@vitrin/shared$': '<rootDir>/../shared/src/index.ts',
    '^@vitrin/shared/ui$': '<rootDir>/../shared/src/ui/index.ts',
    '^@vitrin/shared/ui/([a-z]+)$': '<rootDir>/../shared/src/ui/$1.ts',
    '^@vitrin/shared/forms$': '<rootDir>/../shared/src/forms/index.ts',
    '^@vitrin/contract$': '<rootDir>/../contract/src/index.ts',
    '\\.(css)$': '<rootDir>/../shared/test/styleStub.js',
    '\\.(png|svg|jpg|webp)$': '<rootDir>/../shared/test/fileStub.js',
  },
  // The host downloads English texts on demand (ADR 0009); its tests get them up front.
  setupFilesAfterEnv: ['<rootDir>/../shared/test/setup.ts', '<rootDir>/../shared/test/failOnConsole.ts', ...(name === 'host' ? ['<rootDir>/test/englishDictionaries.ts', '<rootDir>/test/remoteDescriptors.ts'] : [])],
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
});
// The platform and the scripts import the contract and the platform from their sources.
const platformMapper = {
  '^@vitrin/contract$': '<rootDir>/../contract/src/index.ts',
  '^@vitrin/platform$': '<rootDir>/../platform/src/index.ts',
};
module.exports = {
  // A fresh CI machine compiles each suite's first lazy page cold; 5 s is too tight there.
  testTimeout: 20_000,
  projects: [
    browser('contract'),
    browser('shared'),
    browser('host'),
    ...remoteFolders.map(browser),
    {
      displayName: 'sandbox-api',
      setupFilesAfterEnv: ['<rootDir>/../shared/test/failOnConsole.ts'],
      rootDir: '<rootDir>/sandbox-api',
      testEnvironment: 'node',
      // PGlite's CommonJS build loads node modules with import(), which jest's vm cannot run without
      // --experimental-vm-modules; transforming it (incl. .cjs) turns those into require(). cookie 2
      // (used by fastify's inject) is ESM only.
      transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc, '^.+\\.cjs$': swc },
      transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(ky|valibot|@electric-sql|cookie)[@/+])'],
      moduleNameMapper: {
        '^@vitrin/shared$': '<rootDir>/../shared/src/index.ts',
        '^@vitrin/contract$': '<rootDir>/../contract/src/index.ts',
        '^@vitrin/platform$': '<rootDir>/../platform/src/index.ts',
        '^@vitrin/conformance$': '<rootDir>/../conformance/src/index.ts',
        '^(\\.{1,2}/.*)\\.js$': '$1',
      },
      testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
    },
    {
      // @vitrin/platform: manifest and remotes.json schemas, release/use/rollback, first paint.
      displayName: 'platform',
      setupFilesAfterEnv: ['<rootDir>/../shared/test/failOnConsole.ts'],
      rootDir: '<rootDir>/platform',
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j)sx?$': swc },
      transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(valibot)[@/])'],
      moduleNameMapper: platformMapper,
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
    {
      // @vitrin/conformance: the suite any backend runs (its run against the sandbox is a sandbox test).
      displayName: 'conformance',
      setupFilesAfterEnv: ['<rootDir>/../shared/test/failOnConsole.ts'],
      rootDir: '<rootDir>/conformance',
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j)sx?$': swc },
      transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(valibot)[@/])'],
      moduleNameMapper: { '^@vitrin/contract$': '<rootDir>/../contract/src/index.ts' },
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
    {
      // deploy/: the nginx configuration generator (TypeScript, reading the sandbox's sources).
      displayName: 'deploy',
      setupFilesAfterEnv: ['<rootDir>/../shared/test/failOnConsole.ts'],
      rootDir: '<rootDir>/deploy',
      testEnvironment: 'node',
      transform: { '^.+\\.(t|j)sx?$': swc },
      moduleNameMapper: { ...platformMapper, '^@vitrin/shared$': '<rootDir>/../shared/src/index.ts' },
      testMatch: ['<rootDir>/**/*.test.ts'],
    },
    {
      // scripts/: the ./vitrin commands, release/rollback logic on remotes.json, and the bench's
      // tools (e2e/bench; ESM .mjs, run as CommonJS by swc).
      displayName: 'scripts',
      setupFilesAfterEnv: ['<rootDir>/../shared/test/failOnConsole.ts'],
      rootDir: '<rootDir>/scripts',
      roots: ['<rootDir>', '<rootDir>/../e2e/bench'],
      testEnvironment: 'node',
      transform: { '^.+\\.(m?js|ts)$': swc },
      transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(valibot)[@/])'],
      moduleNameMapper: platformMapper,
      moduleFileExtensions: ['mjs', 'js', 'ts', 'json'],
      testMatch: ['<rootDir>/**/*.test.mjs', '<rootDir>/../e2e/bench/**/*.test.mjs'],
    },
  ],
};
