// The parser import-x reads imported TypeScript files with ('import-x/parsers' in eslint.config.mjs).
// no-cycle reads every file the linted files import, for its import and export statements only.
// typescript-eslint's parser would also build each file's scope tree, with the globals of every
// lib, which import-x never looks at: a third of the time of those reads (ADR 0093). This gives
// import-x the syntax tree of typescript-estree, the one typescript-eslint's parser returns
// (node for node the same over the repository's files, ADR 0093), without the scope analysis.
import { createRequire } from 'node:module';
import tseslint from 'typescript-eslint';

// typescript-estree is typescript-eslint's own dependency: the version its parser runs on.
const typescriptEstree = createRequire(import.meta.resolve('typescript-eslint'))('@typescript-eslint/typescript-estree');

// import-x walks the tree with the parser's visitor keys and caches a file only when it has them.
const { visitorKeys } = /** @type {{ ast: unknown, scopeManager: unknown, visitorKeys: unknown }} */ (tseslint.parser.parseForESLint(''));

/**
 * import-x passes the linted file's parser options, with `filePath` set and no `project`.
 * @param {string} code
 * @param {Record<string, unknown>} options
 */
export function parseForESLint(code, options) {
  return { ast: typescriptEstree.parse(code, options), visitorKeys };
}
