// Lint rules that keep the architecture honest: remotes and the host import only @vitrin/shared,
// never each other (docs/ARCHITECTURE.md "The seams").
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The one remote manifest: every remote folder gets the same boundaries.
const remoteFolders = Object.values(JSON.parse(fs.readFileSync(new URL('./remotes.manifest.json', import.meta.url), 'utf8')).remotes)
  .map((remote) => remote.folder);

// MUI is shared by subpath (ADR 0005): the barrel would pull every component into a page.
const muiPaths = [
  { name: '@mui/material', message: "Import MUI by path: import Button from '@mui/material/Button'." },
  { name: '@mui/icons-material', message: 'Use the small inline SVG icons of the package.' },
];

// Remotes take MUI only through the one UI module the host provides (ADR 0054): a direct import
// would bundle a second MUI, with its own theme defaults and RTL contexts, into the remote.
const remoteUi = {
  group: ['@mui/*', '@mui/*/**', '@emotion/*'],
  message: "Import MUI from the one UI module: import { Button } from '@vitrin/shared/ui' (node scripts/codemods/remoteUiImports.mjs rewrites and adds the name).",
};

// import-x's TypeScript settings (which files it parses), with the resolver and parser below
// instead of the legacy resolver and typescript-eslint's parser they name.
const { 'import-x/resolver': _legacyResolver, 'import-x/parsers': typescriptParsers, ...importXTypeScriptSettings } = importX.flatConfigs.typescript.settings;

// no-cycle's cost is reading and resolving what every file imports (ADR 0093). The TypeScript
// resolver given all the packages' tsconfigs at once re-reads that list on every import it
// resolves (a stat of each tsconfig, then a sort by nearness): seven tenths of its time. Here a
// file is resolved with its own package's tsconfig, the first the list tries, by one resolver per
// package: every import of the repository resolves to the same file as through the list (ADR 0093).
// The files at the root, in no package, keep the list.
const rootDir = path.dirname(fileURLToPath(import.meta.url));
const packageResolvers = new Map(fs.readdirSync(rootDir)
  .filter((folder) => fs.existsSync(path.join(rootDir, folder, 'tsconfig.json')))
  .map((folder) => [folder, createTypeScriptImportResolver({ alwaysTryTypes: true, project: path.join(rootDir, folder, 'tsconfig.json') })]));
const workspaceResolver = createTypeScriptImportResolver({ alwaysTryTypes: true, project: ['*/tsconfig.json'], noWarnOnMultipleProjects: true });
/** @type {import('eslint-plugin-import-x').NewResolver} */
const packageResolver = {
  interfaceVersion: 3,
  name: 'vitrin-package-tsconfig',
  resolve: (source, file) => (packageResolvers.get(path.relative(rootDir, file).split(path.sep)[0]) ?? workspaceResolver).resolve(source, file),
};

// The imported files are read for their import and export statements only: the same syntax tree
// without typescript-eslint's scope analysis (scripts/lint/importParser.mjs).
const importParser = { [fileURLToPath(new URL('./scripts/lint/importParser.mjs', import.meta.url))]: Object.values(typescriptParsers).flat() };

/** @type {(self: string) => import('eslint').Linter.RulesRecord} */
const noCrossImports = (self) => ({
  'no-restricted-imports': ['error', {
    paths: muiPaths,
    patterns: [
      ...(self.startsWith('remote-') ? [remoteUi] : []),
      { group: ['@vitrin/host', '@vitrin/host/*'], message: 'Nothing imports the host.' },
      { group: ['@vitrin/remote-*', '@vitrin/remote-*/*'], message: 'A remote is reached by route, bus command or slot, never imported.' },
      { group: ['**/host/src/**', '../../host/**', '../host/**'], message: 'Nothing imports the host.' },
      {
        group: ['**/remote-*/src/**', '../remote-*/**', '../../remote-*/**'].filter(() => self !== 'shared'),
        message: 'Remotes never import each other.',
      },
      // The other entries: the UI module and its parts (ADR 0054), and the form parts that render
      // fields, kept out of every page's first load; the tokens' style sheet (ADR 0058).
      { group: ['@vitrin/shared/*', '!@vitrin/shared/ui', '!@vitrin/shared/ui/*', '!@vitrin/shared/forms', '!@vitrin/shared/tokens.css'], message: 'Import @vitrin/shared through its public entries (@vitrin/shared, @vitrin/shared/forms, the UI module @vitrin/shared/ui and its parts, @vitrin/shared/tokens.css).' },
      { group: ['@vitrin/contract/*'], message: 'Import @vitrin/contract through its one public entry.' },
    ],
  }],
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'e2e/test-results/**', 'e2e/playwright-report/**', '.data/**', '.tmp/**', 'bench/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // The platform's JavaScript (builder, delivery, dev servers, bench, configs) is linted like the
  // TypeScript and type-checked with checkJs (scripts/tsconfig.json, ADR 0031).
  {
    files: ['**/*.{js,mjs,cjs}'],
    ignores: ['sandbox-api/assets/**'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }] },
  },
  {
    // CommonJS: webpack configs and the builder (webpack-cli loads them with require).
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  { files: ['**/*.test.mjs'], languageOptions: { globals: { ...globals.jest } } },
  {
    // Code that runs in the page: the bench's page scripts, the host's static script, fixtures.
    files: ['e2e/bench/**/*.mjs', 'host/public/static/**/*.js', 'e2e/fixtures/**/*.js', 'shared/test/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The sandbox's page scripts (sportsbook, demo games, content frame, chat, ops): classic
    // scripts in the browser, served as files (sandbox-api/src/static/pageScripts.ts).
    files: ['sandbox-api/assets/**/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
    rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }] },
  },
  // A remote entry is a classic script that declares its container as a global (webpack's 'var').
  { files: ['e2e/fixtures/**/*.js'], languageOptions: { sourceType: 'script' } },
  {
    // One-way imports in every package: a circle is how a feature folder stops being separable.
    // The TypeScript resolver follows the workspace links and the `.js` suffixes of the sandbox, so
    // a circle through @vitrin/shared or across packages is seen too: in the files of the package
    // the workspace name leads into (from the other package's files import-x counts a file outside
    // their own package as external, and ignoreExternal skips it). no-cycle skips type-only
    // imports (they vanish at run time); the sandbox's stricter scanner keeps those out there.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importXTypeScriptSettings,
      'import-x/parsers': importParser,
      'import-x/resolver-next': [packageResolver],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Component tests query what the user sees and wait through testing-library, not the DOM.
    files: ['**/*.test.tsx'],
    // The whole recommended set, no rule turned off. Where a test asserts what the accessible tree
    // cannot show (the sanitiser's output, a picture's <source> set, the classes or a box MUI draws),
    // it reaches into the DOM on that line only, with a per-line disable that gives the reason.
    // A test that resets shared state (bus, stores, mock API) after unmounting does it in a top-level
    // afterEach: testing-library registers its cleanup first, so the tree is gone by then. A helper
    // that returns a router or a reader, not a render result, is named open*/mount*.
    ...testingLibrary.configs['flat/react'],
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' }],
    },
  },
  { files: ['**/*.{ts,tsx}'], rules: { 'no-restricted-imports': ['error', { paths: muiPaths }] } },
  { files: ['host/src/**/*.{ts,tsx}'], rules: noCrossImports('host') },
  ...remoteFolders.map((r) => ({
    files: [`${r}/src/**/*.{ts,tsx}`],
    rules: noCrossImports(r),
  })),
  {
    files: ['shared/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: muiPaths, patterns: [{ group: ['@vitrin/*', '!@vitrin/contract', '**/host/**', '**/remote-*/**'], message: '@vitrin/shared depends on nothing of Vitrin but the contract.' }] }],
    },
  },
  {
    // The pure contract: no React components, no runtime state, nothing of Vitrin (ADR 0007).
    files: ['contract/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: muiPaths, patterns: [{ group: ['@vitrin/*', '@mui/*', '@emotion/*', 'ky', '**/host/**', '**/remote-*/**', '**/shared/**'], message: '@vitrin/contract is pure: schemas, calls, enums, constants, types.' }] }],
    },
  },
);
