// The production build's CSS minifier (ADR 0073), for minimizer-webpack-plugin, which runs it in
// its workers by this file's path (a minify function given as a value would be sent as source,
// without the modules it needs). esbuild is already installed as tsx's own dependency, and tsx is
// one of this package's, so it is resolved from there.
const path = require('node:path');

const esbuildPath = require.resolve('esbuild', { paths: [path.dirname(require.resolve('tsx/package.json'))] });

/**
 * Minifies one style sheet: comments, whitespace and longer spellings go; every rule stays.
 * @param {Record<string, string | Buffer>} input the sheet by its file name
 * @param {unknown} _sourceMap
 * @param {{ targets: string[] }} options the browsers esbuild may write for
 */
async function minifyCss(input, _sourceMap, options) {
  /** @type {{ transform: (code: string, options: object) => Promise<{ code: string, warnings: { text: string }[] }> }} */
  const esbuild = require(esbuildPath);
  const [file, source] = Object.entries(input)[0] ?? ['', ''];
  const result = await esbuild.transform(source.toString(), { loader: 'css', minify: true, sourcefile: file, target: options.targets });
  return { code: result.code, warnings: result.warnings.map((warning) => warning.text) };
}
minifyCss.getTypes = () => ['css'];

module.exports = { minifyCss };
