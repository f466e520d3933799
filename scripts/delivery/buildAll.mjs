// `./vitrin build`: the host into dist/site/, every remote into dist/remotes/<name>/<version>/
// (version from its package.json), and dist/remotes.json. Options: --dist <dir> (or VITRIN_DIST),
// VITRIN_BUILD_JOBS (parallel webpack processes, default 2).
import fs from 'node:fs';
import path from 'node:path';
import { buildMany, packageVersion } from './build.mjs';
import { distDirFrom } from './paths.mjs';
import {
  CONTRACT_VERSION, emptyDocument, dropMissingVersions, entryPath, recordBuild, revisionOf, REMOTE_NAMES,
} from '@vitrin/platform';
import { writeContractDocuments } from './contractDocuments.mjs';
import { moveIntoPlace, readDocument, readMarker, versionDir, versionsOnDisk, writeDocumentIfRevision, writeMarker } from './store.mjs';

const started = Date.now();
const distDir = distDirFrom(process.argv.slice(2));
const staging = path.join(distDir, `.build-${process.pid}`);
const jobs = Number(process.env.VITRIN_BUILD_JOBS || 2);
const contract = CONTRACT_VERSION;
const builtAt = new Date().toISOString();
const versions = Object.fromEntries(REMOTE_NAMES.map((r) => [r, packageVersion(r)]));

console.log(`building host and ${REMOTE_NAMES.length} remotes into ${distDir} (${jobs} at a time)`);
fs.rmSync(staging, { recursive: true, force: true });
const tasks = [
  { target: 'host', outputPath: path.join(staging, 'site') },
  ...REMOTE_NAMES.map((r) => ({ target: r, outputPath: path.join(staging, 'remotes', r), version: versions[r] })),
];
try {
  // A broken remotes.json is refused before minutes of building, not after.
  readDocument(distDir);
  const results = await buildMany(tasks, jobs);

  moveIntoPlace(path.join(staging, 'site'), path.join(distDir, 'site'));
  let doc = readDocument(distDir) ?? emptyDocument();
  // Written only over the revision read here: a `use` that lands meanwhile is not overwritten.
  const readRevision = revisionOf(doc);
  for (const remote of REMOTE_NAMES) {
    const version = versions[remote];
    const target = versionDir(distDir, remote, version);
    const marker = fs.existsSync(target) ? readMarker(target) : null;
    let info = { entry: entryPath(remote, version), builtAt, contract };
    if (marker?.origin === 'release') {
      // Released through `./vitrin release`: immutable, never overwritten by a build.
      console.log(`  ${remote} ${version}: kept the released folder (versions are immutable)`);
      info = { entry: info.entry, builtAt: marker.builtAt, contract: marker.contract };
    } else {
      moveIntoPlace(path.join(staging, 'remotes', remote), target);
      writeMarker(target, { origin: 'build', remote, version, builtAt, contract });
    }
    doc = dropMissingVersions(doc, remote, versionsOnDisk(distDir, remote));
    const recorded = recordBuild(doc, remote, version, info, builtAt);
    doc = recorded.doc;
    const current = doc.remotes[remote].current;
    console.log(`  ${remote} ${version}${recorded.isNew ? ' (new)' : ''}; in service: ${current}`);
  }
  // What the host in service speaks: `use` and `rollback` refuse a remote it cannot run.
  doc = { ...doc, host: { contract, builtAt } };
  writeDocumentIfRevision(distDir, doc, readRevision);

  const total = (Date.now() - started) / 1000;
  console.log(`timings: ${results.map((r) => `${r.target} ${r.seconds.toFixed(1)} s`).join(', ')}; total ${total.toFixed(1)} s`);
  console.log(`wrote ${[path.join(distDir, 'remotes.json'), ...writeContractDocuments(distDir)].join(', ')}`);
} catch (error) {
  console.error(`build failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  fs.rmSync(staging, { recursive: true, force: true });
}
