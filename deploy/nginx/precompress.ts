import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { IMMUTABLE, cacheControlFor } from '../../sandbox-api/src/static/cachePolicy';
// One list and one threshold for what is worth compressing: the sandbox's, which serves the same files.
import { COMPRESSIBLE_FILE as COMPRESSIBLE, MIN_COMPRESS_BYTES as MIN_BYTES } from '../../sandbox-api/src/static/compressedFiles';

function* filesUnder(dir: string): Generator<string> {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Writes name.gz (and name.br) beside every immutable file of dist worth compressing, once, at the
 * strongest settings, for nginx's gzip_static/brotli_static. Only immutable files: a .gz beside
 * remotes.json or an entry would outlive the next `use` or `rollback` and serve the old one.
 * Returns how many files it compressed (files already done are skipped).
 */
export function precompress(distDir: string, options: { brotli: boolean }): number {
  let count = 0;
  const roots: [string, string][] = [[path.join(distDir, 'site'), '/'], [path.join(distDir, 'remotes'), '/remotes/']];
  for (const [root, urlPrefix] of roots) {
    for (const file of filesUnder(root)) {
      const url = urlPrefix + path.relative(root, file).split(path.sep).join('/');
      if (!COMPRESSIBLE.test(file) || cacheControlFor(url) !== IMMUTABLE) continue;
      const { size, mtimeMs } = statSync(file);
      if (size < MIN_BYTES) continue;
      const outputs: [string, (data: Buffer) => Buffer][] = [[`${file}.gz`, (data) => gzipSync(data, { level: 9 })]];
      if (options.brotli) outputs.push([`${file}.br`, (data) => brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })]);
      let data: Buffer | null = null;
      for (const [out, compress] of outputs) {
        if (existsSync(out) && statSync(out).mtimeMs >= mtimeMs) continue;
        data ??= readFileSync(file);
        writeFileSync(out, compress(data));
        count += 1;
      }
    }
  }
  return count;
}
