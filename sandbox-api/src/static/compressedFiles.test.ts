import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CompressedFiles, preferredEncoding } from './compressedFiles';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'vitrin-compressed-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A file of `bytes` random bytes: they do not compress, so the byte bound is reached with few files. */
function file(name: string, bytes: number): string {
  const full = path.join(dir, name);
  writeFileSync(full, randomBytes(bytes));
  return full;
}

const options = { maxBytes: 100_000, brotliQuality: 5, gzipLevel: 9 };

describe('CompressedFiles', () => {
  test('compresses a file once per encoding and decodes back to it', async () => {
    const files = new CompressedFiles(options);
    const full = file('a.js', 5000);
    const info = statSync(full);
    const br = await files.get(full, info, 'br');
    expect(brotliDecompressSync(br).equals(readFileSync(full))).toBe(true);
    expect(await files.get(full, info, 'br')).toBe(br);
    expect(files.compressions).toBe(1);
    const gz = await files.get(full, info, 'gzip');
    expect(gunzipSync(gz).equals(readFileSync(full))).toBe(true);
    expect(files.compressions).toBe(2);
    expect(files.size).toBe(br.length + gz.length);
  });

  test('requests at once share one compression', async () => {
    const files = new CompressedFiles(options);
    const full = file('a.js', 5000);
    const info = statSync(full);
    const [one, two] = await Promise.all([files.get(full, info, 'br'), files.get(full, info, 'br')]);
    expect(one).toBe(two);
    expect(files.compressions).toBe(1);
  });

  test('a file with a new size or modification time is compressed anew', async () => {
    const files = new CompressedFiles(options);
    const full = file('remotes.json', 3000);
    const before = await files.get(full, statSync(full), 'br');
    file('remotes.json', 3000);
    utimesSync(full, new Date(), new Date(Date.now() + 5000));
    const after = await files.get(full, statSync(full), 'br');
    expect(files.compressions).toBe(2);
    expect(brotliDecompressSync(after).equals(readFileSync(full))).toBe(true);
    expect(after.equals(before)).toBe(false);
    expect(files.size).toBe(after.length);
  });

  test('keeps at most maxBytes, dropping the least recently used first', async () => {
    // Each stays ~40 KB compressed: two fit in 100 KB, three do not.
    const files = new CompressedFiles({ ...options, maxFileBytes: 50_000 });
    const [a, b, c] = ['a.js', 'b.js', 'c.js'].map((name) => file(name, 40_000));
    await files.get(a!, statSync(a!), 'br');
    await files.get(b!, statSync(b!), 'br');
    await files.get(a!, statSync(a!), 'br'); // a used again: b is now the oldest
    await files.get(c!, statSync(c!), 'br');
    expect([files.has(a!), files.has(b!), files.has(c!)]).toEqual([true, false, true]);
    expect(files.size).toBeLessThanOrEqual(options.maxBytes);
    await files.get(b!, statSync(b!), 'br');
    expect(files.compressions).toBe(4);
  });

  test('small files and files above the per-file bound are not kept', () => {
    const files = new CompressedFiles(options);
    expect([files.keeps(1023), files.keeps(1024), files.keeps(25_000), files.keeps(25_001)]).toEqual([false, true, true, false]);
  });
});

describe('preferredEncoding', () => {
  test.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['identity', null],
    ['*', 'br'],
    ['*;q=0.1, gzip;q=0.5', 'gzip'],
    ['BR', 'br'],
    ['', null],
    [undefined, null],
  ])('%s → %s', (header, encoding) => {
    expect(preferredEncoding(header)).toBe(encoding);
  });
});
