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
  // Jest's runtime with V8's code cache kept across the files of a run (ADR 0095).
  runtime: '<rootDir>/../shared/test/codeCacheRuntime.js',
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
function nodeProject(name, options) {
  return {
    displayName: name,
    rootDir: `<rootDir>/${name}`,
    runner: '<rootDir>/../scripts/jest/sharedModulesRunner.mjs',
    setupFilesAfterEnv: ['<rootDir>/../shared/test/failOnConsole.ts'],
    testEnvironment: 'node',
    // Only for a file that asks for another environment (`@jest-environment jsdom`), which that
    // runner hands to jest's own.
    transform: { '^.+\\.(t|j)sx?$': swc },
    ...options,
  };
}
// The platform imports the contract and itself from their sources.
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
    // The node projects run in one process that keeps the modules their suites share loaded
    // (scripts/jest/sharedModulesRunner.mjs, ADR 0081): TypeScript through tsx, node's own module
    // resolution (the workspace packages' "main" is their source), so no transform or mapper.
    // The platform's builders test mocks a module (`jest.mock`), which that runner has not: it
    // stays on jest's own runner.
    nodeProject('sandbox-api', { testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'] }),
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
    // @vitrin/conformance: the suite any backend runs (its run against the sandbox is a sandbox test).
    nodeProject('conformance', { testMatch: ['<rootDir>/src/**/*.test.ts'] }),
    // deploy/: the nginx configuration generator (TypeScript, reading the sandbox's sources).
    nodeProject('deploy', { testMatch: ['<rootDir>/**/*.test.ts'] }),
    // scripts/: the ./vitrin commands, release/rollback logic on remotes.json, and the bench's tools (e2e/bench).
    nodeProject('scripts', {
      roots: ['<rootDir>', '<rootDir>/../e2e/bench'],
      moduleFileExtensions: ['mjs', 'js', 'ts', 'json'],
      testMatch: ['<rootDir>/**/*.test.mjs', '<rootDir>/../e2e/bench/**/*.test.mjs'],
    }),
  ],
};
