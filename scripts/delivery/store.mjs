// Reading and writing remotes.json and the version folders of dist/.
import fs from 'node:fs';
import path from 'node:path';
import { DESCRIPTOR_ASSET, validateDocument } from '@vitrin/platform';

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

export function versionDir(distDir, remote, version) {
  return path.join(distDir, 'remotes', remote, version);
}

/** Version folders on disk that hold a remote entry. */
export function versionsOnDisk(distDir, remote) {
  const dir = path.join(distDir, 'remotes', remote);
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).filter((v) => fs.existsSync(path.join(dir, v, 'remoteEntry.js')));
}

/** The descriptor a remote's builder wrote beside its entry, or undefined (a version built before descriptors). */
export function readDescriptorAsset(folder) {
  const file = path.join(folder, DESCRIPTOR_ASSET);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined;
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
