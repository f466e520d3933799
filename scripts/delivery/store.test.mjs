import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addVersion, emptyDocument, serveVersion } from '@vitrin/platform';
import { readDocument, versionsOnDisk, writeDocumentAtomic, writeDocumentIfRevision } from './store.mjs';

let dist;
beforeEach(() => { dist = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrin-dist-')); });
afterEach(() => { fs.rmSync(dist, { recursive: true, force: true }); });

const sample = () => serveVersion(addVersion(emptyDocument(), 'casino', '1.0.0', { builtAt: 'b', contract: '1.0.0' }), 'casino', '1.0.0', 'c');

describe('remotes.json on disk', () => {
  it('reads nothing from an empty dist, then round-trips a document', () => {
    expect(readDocument(dist)).toBeNull();
    writeDocumentAtomic(dist, sample());
    expect(readDocument(dist)).toEqual(sample());
  });

  it('replaces the file through a rename and leaves no temp files', () => {
    writeDocumentAtomic(dist, emptyDocument());
    const renames = jest.spyOn(fs, 'renameSync');
    writeDocumentAtomic(dist, sample());
    expect(renames).toHaveBeenCalledWith(expect.stringMatching(/remotes\.json\.\d+\.\d+\.tmp$/), path.join(dist, 'remotes.json'));
    renames.mockRestore();
    expect(fs.readdirSync(dist)).toEqual(['remotes.json']);
  });

  it('writes over the revision it read only (compare-and-swap), and counts revisions up', () => {
    writeDocumentAtomic(dist, sample());
    expect(writeDocumentIfRevision(dist, sample(), 0)).toBe(1);
    expect(readDocument(dist).revision).toBe(1);
    // A second writer that read revision 0 too is refused and changes nothing.
    const before = fs.readFileSync(path.join(dist, 'remotes.json'), 'utf8');
    expect(() => writeDocumentIfRevision(dist, emptyDocument(), 0)).toThrow(/revision 0 → 1: use casino 1\.0\.0 at c.*nothing was written/);
    expect(fs.readFileSync(path.join(dist, 'remotes.json'), 'utf8')).toBe(before);
    expect(fs.readdirSync(dist)).toEqual(['remotes.json']);
  });

  it('refuses to write an invalid document and keeps the old one', () => {
    writeDocumentAtomic(dist, sample());
    const broken = sample();
    broken.remotes.casino.current = '9.9.9';
    expect(() => writeDocumentAtomic(dist, broken)).toThrow(/not among its versions/);
    expect(readDocument(dist)).toEqual(sample());
  });

  it('refuses to read a broken file', () => {
    fs.writeFileSync(path.join(dist, 'remotes.json'), '{"schemaVersion":2}');
    expect(() => readDocument(dist)).toThrow(/schemaVersion/);
  });

  it('lists only version folders that hold a remote entry', () => {
    fs.mkdirSync(path.join(dist, 'remotes', 'casino', '1.0.0'), { recursive: true });
    fs.writeFileSync(path.join(dist, 'remotes', 'casino', '1.0.0', 'remoteEntry.js'), '');
    fs.mkdirSync(path.join(dist, 'remotes', 'casino', '1.0.1'), { recursive: true });
    expect(versionsOnDisk(dist, 'casino')).toEqual(['1.0.0']);
    expect(versionsOnDisk(dist, 'sports')).toEqual([]);
  });
});
