// Reading and writing remotes.json and the version folders of dist/.
import fs from 'node:fs';
import path from 'node:path';
import { DeliveryError, revisionOf, validateDocument } from '@vitrin/platform';

export const MARKER = '.vitrin-build.json';

export function documentPath(distDir) {
  return path.join(distDir, 'remotes.json');
}

/** The document, or null when dist has none yet. Throws on a broken file rather than guessing. */
export function readDocument(distDir) {
  const file = documentPath(distDir);
  if (!fs.existsSync(file)) return null;
  return validateDocument(JSON.parse(fs.readFileSync(file, 'utf8')));
}

/**
 * Writes through a temp file in the same folder and renames it over the old one: a reader (the
 * server answering a page load) sees the old document or the new one, never half of one.
 */
export function writeDocumentAtomic(distDir, doc) {
  validateDocument(doc);
  fs.mkdirSync(distDir, { recursive: true });
  const file = documentPath(distDir);
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  try {
    fs.writeFileSync(temp, `${JSON.stringify(doc, null, 2)}\n`);
    fs.renameSync(temp, file);
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

/** How long a lock may stand before it counts as left behind by a command that died. */
const STALE_LOCK_MS = 30_000;
const LOCK_WAIT_MS = 5_000;

function sleep(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Runs `work` holding `remotes.json.lock` (created with O_EXCL, so one process at a time). It is
 * held only for a compare and a rename, a few milliseconds; a lock older than STALE_LOCK_MS is
 * one a killed command left, and is taken over.
 */
function withDocumentLock(distDir, work) {
  fs.mkdirSync(distDir, { recursive: true });
  const lock = `${documentPath(distDir)}.lock`;
  const until = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      fs.closeSync(fs.openSync(lock, 'wx'));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS) fs.rmSync(lock, { force: true });
      else if (Date.now() > until) throw new DeliveryError(`remotes.json is locked by another command (${lock}); try again`);
      else sleep(20);
    }
  }
  try {
    return work();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

/** The last change recorded in a document, for a refusal's message. */
function lastChange(doc) {
  const lines = Object.entries(doc.remotes).flatMap(([remote, state]) => state.history.map((h) => ({ remote, ...h })));
  const last = lines.sort((a, b) => a.at.localeCompare(b.at)).at(-1);
  return last ? `${last.action} ${last.remote} ${last.version} at ${last.at}${last.by ? ` by ${last.by}` : ''}` : 'no recorded change';
}

/**
 * Compare-and-swap: writes `doc` as revision `expected + 1` only if remotes.json is still at
 * revision `expected` (the one the command read); otherwise refuses with what changed it, and
 * writes nothing. Returns the new revision.
 */
export function writeDocumentIfRevision(distDir, doc, expected) {
  return withDocumentLock(distDir, () => {
    const now = readDocument(distDir);
    const found = now ? revisionOf(now) : 0;
    if (found !== expected) {
      throw new DeliveryError(
        `remotes.json changed while this command ran (revision ${expected} → ${found}: ${now ? lastChange(now) : 'removed'}); `
        + 'nothing was written. Check ./vitrin versions and run the command again.',
      );
    }
    writeDocumentAtomic(distDir, { ...doc, revision: expected + 1 });
    return expected + 1;
  });
}

export function versionDir(distDir, remote, version) {
  return path.join(distDir, 'remotes', remote, version);
}

/** Version folders on disk that hold a remote entry. */
export function versionsOnDisk(distDir, remote) {
  const dir = path.join(distDir, 'remotes', remote);
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).filter((v) => fs.existsSync(path.join(dir, v, 'remoteEntry.js')));
}

/** What produced a version folder: { origin: 'build' | 'release', builtAt, contract } or null. */
export function readMarker(folder) {
  const file = path.join(folder, MARKER);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

export function writeMarker(folder, marker) {
  fs.writeFileSync(path.join(folder, MARKER), `${JSON.stringify(marker, null, 2)}\n`);
}

/** Moves a finished build into place; the target's parent is created, an old target removed first. */
export function moveIntoPlace(from, to) {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  fs.rmSync(to, { recursive: true, force: true });
  fs.renameSync(from, to);
}
