import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';

export type Encoding = 'br' | 'gzip';

/**
 * The file types worth compressing, here and in deploy/nginx/precompress.ts (which makes them only
 * for immutable files, so the web manifest is compressed per request by nginx). HTML is left out: index.html is made per request by
 * the first-paint step, and @fastify/compress compresses it then.
 */
export const COMPRESSIBLE_FILE = /\.(js|mjs|css|json|map|svg|txt|wasm|webmanifest)$/i;
/** Below this a file is sent as it is: the same threshold as @fastify/compress's and nginx's gzip_min_length. */
export const MIN_COMPRESS_BYTES = 1024;

export interface CompressedFilesOptions {
  /** The compressed bytes kept at most (the least recently used files go first). */
  maxBytes: number;
  /** A file larger than this is not kept: it is compressed per request, as before (default maxBytes / 4). */
  maxFileBytes?: number;
  brotliQuality: number;
  gzipLevel: number;
}

/**
 * Brotli 5 and gzip 9, once per file and process (ADR 0085). Brotli 11 would save ~8 % of the bytes
 * but costs ~30 times the CPU (2.4 s for the whole build against 0.08 s), paid again by every sandbox
 * a test run starts and waited for by the first page; the sandbox is reached over loopback or a LAN,
 * where those bytes cost less than the wait. nginx serves files brotli 11 made at deploy time.
 */
export const DEFAULT_COMPRESSED_FILES: CompressedFilesOptions = {
  maxBytes: 32 * 1024 * 1024,
  brotliQuality: 5,
  gzipLevel: 9,
};

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

interface Entry {
  /** Size and modification time of the file the bytes were made from. */
  version: string;
  variants: Partial<Record<Encoding, Promise<Buffer>>>;
  bytes: number;
}

/**
 * The brotli and gzip bytes of the static files, made once per file and process instead of per
 * request (ADR 0085): the site's content-hashed chunks never change, and every e2e test opens a
 * fresh browser context that asks for all of them again. Keyed by path; a file whose size or
 * modification time changed (a new build, remotes.json rewritten by `use`/`rollback`) is read and
 * compressed anew. Bounded in bytes: the least recently used files are dropped first.
 */
export class CompressedFiles {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  /** How many times a file was compressed (tests read it to see that a repeat request did not). */
  compressions = 0;

  constructor(private readonly options: CompressedFilesOptions = DEFAULT_COMPRESSED_FILES) {}

  /** The compressed bytes now kept. */
  get size(): number {
    return this.bytes;
  }

  has(full: string): boolean {
    return this.entries.has(full);
  }

  /** Whether a file of this size is kept here (too small is sent as it is, too large compressed per request). */
  keeps(size: number): boolean {
    return size >= MIN_COMPRESS_BYTES && size <= (this.options.maxFileBytes ?? this.options.maxBytes / 4);
  }

  /** The file's bytes in this encoding, made at most once for this size and modification time. */
  async get(full: string, info: { size: number; mtimeMs: number }, encoding: Encoding): Promise<Buffer> {
    const version = `${info.size}-${info.mtimeMs}`;
    let entry = this.entries.get(full);
    if (entry && entry.version !== version) this.drop(full);
    entry = this.entries.get(full);
    if (!entry) {
      entry = { version, variants: {}, bytes: 0 };
      this.entries.set(full, entry);
    } else {
      // Map order is use order: the entry moves to the end.
      this.entries.delete(full);
      this.entries.set(full, entry);
    }
    const made = entry.variants[encoding];
    if (made) return made;
    const making = this.compress(full, encoding);
    entry.variants[encoding] = making;
    try {
      const data = await making;
      // Counted once done; the entry may have been dropped meanwhile (a newer file, an eviction).
      if (this.entries.get(full) === entry) {
        entry.bytes += data.length;
        this.bytes += data.length;
        this.evict();
      }
      return data;
    } catch (error) {
      if (entry.variants[encoding] === making) delete entry.variants[encoding];
      throw error;
    }
  }

  private async compress(full: string, encoding: Encoding): Promise<Buffer> {
    this.compressions += 1;
    const data = await readFile(full);
    // zlib's asynchronous calls run on libuv's threads: a large file does not stall other requests.
    return encoding === 'br'
      ? brotliAsync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: this.options.brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } })
      : gzipAsync(data, { level: this.options.gzipLevel });
  }

  private drop(full: string) {
    const entry = this.entries.get(full);
    if (!entry) return;
    this.entries.delete(full);
    this.bytes -= entry.bytes;
  }

  private evict() {
    for (const full of this.entries.keys()) {
      if (this.bytes <= this.options.maxBytes) return;
      this.drop(full);
    }
  }
}

/** Brotli first: the one answered when the client rates both alike. */
const ENCODINGS: Encoding[] = ['br', 'gzip'];

/**
 * The encoding to answer with: brotli or gzip, whichever the client rates higher (brotli on a
 * tie), or null for the file as it is; `q=0` refuses an encoding. The negotiator is
 * @fastify/compress's own; it compares names as written, and a header's names are not case-sensitive.
 */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  return header ? negotiate(header.toLowerCase(), ENCODINGS) : null;
}
