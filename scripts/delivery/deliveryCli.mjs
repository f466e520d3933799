// Release and rollback of one remote at a time (./vitrin release|versions|use|rollback).
// Every command works on dist/ (or --dist <dir> / VITRIN_DIST) and rewrites remotes.json
// atomically; a refused command prints why, exits non-zero and changes nothing.
import fs from 'node:fs';
import path from 'node:path';
import { buildOne, packageVersion } from './build.mjs';
import { distDirFrom, positionalArgs } from './paths.mjs';
import {
  addVersion, assertRemoteName, CONTRACT_VERSION, DeliveryError, describeVersions, isValidVersion, nextPatch, REMOTE_NAMES,
  rollbackVersion, serveVersion,
} from '@vitrin/platform';
import { serviceStatus } from './serviceStatus.mjs';
import { moveIntoPlace, readDescriptorAsset, readDocument, versionDir, versionsOnDisk, writeDocumentAtomic, writeMarker } from './store.mjs';

const USAGE = `usage: node scripts/delivery/cli.mjs <command> [--dist <dir>]
  release <remote> [version]   build one remote as a new immutable version (not put in service)
  versions [remote] [--json]   list versions, the one in service (*), whether its entry answers, and history
  use <remote> <version>       put a version in service
  rollback <remote>            put back the version in service before the current one
remotes: ${REMOTE_NAMES.join(', ')}`;

function requireDocument(distDir) {
  const doc = readDocument(distDir);
  if (!doc) throw new DeliveryError(`no remotes.json in ${distDir}; run ./vitrin build first`);
  return doc;
}

async function release(distDir, remote, requested) {
  assertRemoteName(remote);
  const before = requireDocument(distDir);
  const known = [
    ...Object.keys(before.remotes[remote]?.versions ?? {}),
    ...versionsOnDisk(distDir, remote),
    packageVersion(remote),
  ];
  const version = requested ?? nextPatch(known);
  if (!isValidVersion(version)) throw new DeliveryError(`"${version}" is not a version (expected e.g. 1.2.3)`);
  const target = versionDir(distDir, remote, version);
  if (version in (before.remotes[remote]?.versions ?? {}) || fs.existsSync(target)) {
    throw new DeliveryError(`${remote} ${version} exists already; versions are immutable, release a new one`);
  }

  const staging = path.join(distDir, `.release-${remote}-${process.pid}`);
  fs.rmSync(staging, { recursive: true, force: true });
  console.log(`releasing ${remote} ${version} …`);
  try {
    const seconds = await buildOne({ target: remote, outputPath: staging, version });
    const builtAt = new Date().toISOString();
    const contract = CONTRACT_VERSION;
    // Re-read: another command may have changed the document while webpack ran.
    // Recorded with the version: the routes and menu entries the host builds when it is in service.
    const descriptor = readDescriptorAsset(staging);
    const doc = addVersion(requireDocument(distDir), remote, version, { builtAt, contract, descriptor }, builtAt);
    writeMarker(staging, { origin: 'release', remote, version, builtAt, contract });
    moveIntoPlace(staging, target);
    writeDocumentAtomic(distDir, doc);
    console.log(`released ${remote} ${version} in ${seconds.toFixed(1)} s (not in service; put it there with: ./vitrin use ${remote} ${version})`);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

function use(distDir, remote, version) {
  assertRemoteName(remote);
  if (!version) throw new DeliveryError('use needs a version: use <remote> <version>');
  const doc = requireDocument(distDir);
  if (doc.remotes[remote]?.current === version) {
    console.log(`${remote} ${version} is already in service; nothing changed`);
    return;
  }
  if (version in (doc.remotes[remote]?.versions ?? {}) && !versionsOnDisk(distDir, remote).includes(version)) {
    throw new DeliveryError(`${remote} ${version} is listed but its folder ${versionDir(distDir, remote, version)} is missing`);
  }
  const next = serveVersion(doc, remote, version, new Date().toISOString(), 'use');
  writeDocumentAtomic(distDir, next);
  console.log(`${remote}: ${version} in service (was ${doc.remotes[remote]?.current ?? 'nothing'})`);
}

function rollback(distDir, remote) {
  assertRemoteName(remote);
  const doc = requireDocument(distDir);
  const { doc: next, from, to } = rollbackVersion(doc, remote, new Date().toISOString());
  if (!versionsOnDisk(distDir, remote).includes(to)) {
    throw new DeliveryError(`${remote} ${to} folder is missing; cannot roll back to it`);
  }
  writeDocumentAtomic(distDir, next);
  console.log(`${remote}: rolled back from ${from} to ${to}`);
}

async function versions(distDir, remote, json) {
  if (remote) assertRemoteName(remote);
  const doc = requireDocument(distDir);
  const names = remote ? [remote] : REMOTE_NAMES;
  const status = await serviceStatus(doc, distDir, names);
  if (json) {
    console.log(JSON.stringify(status, null, 2));
    return;
  }
  console.log(describeVersions(doc, names));
  console.log('in service:');
  for (const [name, line] of Object.entries(status.remotes)) {
    const health = line.current ? (line.answers ? 'entry answers' : 'ENTRY DOES NOT ANSWER') : 'nothing in service';
    const contract = line.compatible === false ? `contract ${line.contract} INCOMPATIBLE with the host` : `contract ${line.contract ?? '?'}`;
    console.log(`  ${name.padEnd(9)} ${String(line.current ?? '-').padEnd(12)} ${contract}  ${health}`);
  }
}

export async function main(argv) {
  const distDir = distDirFrom(argv);
  const json = argv.includes('--json');
  const [command, a, b, ...rest] = positionalArgs(argv.filter((arg) => arg !== '--json'));
  if (rest.length > 0) throw new DeliveryError(`too many arguments: ${rest.join(' ')}\n${USAGE}`);
  switch (command) {
    case 'release': return release(distDir, a, b);
    case 'versions': return versions(distDir, a, json);
    case 'use': return use(distDir, a, b);
    case 'rollback': return rollback(distDir, a);
    case undefined: case 'help': case '--help': console.log(USAGE); return undefined;
    default: throw new DeliveryError(`unknown command "${command}"\n${USAGE}`);
  }
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error instanceof DeliveryError ? `error: ${error.message}` : error);
  process.exitCode = 1;
});
