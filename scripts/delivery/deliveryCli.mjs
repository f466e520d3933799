// Release and rollback of one remote at a time (./vitrin release|versions|use|rollback).
// Every command works on dist/ (or --dist <dir> / VITRIN_DIST) and rewrites remotes.json
// atomically; a refused command prints why, exits non-zero and changes nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildOne, packageVersion } from './build.mjs';
import { distDirFrom, optionValue, positionalArgs } from './paths.mjs';
import {
  addVersion, assertRemoteName, attributeChanges, CONTRACT_VERSION, DeliveryError, describeVersions, isValidVersion, nextPatch, REMOTE_NAMES,
  dropMissingVersions, promoteCanary, revisionOf, versionsToKeep, rollbackVersion, serveVersion, startCanary, stepCanary, stopCanary,
} from '@vitrin/platform';
import { serviceStatus } from './serviceStatus.mjs';
import { moveIntoPlace, readDocument, versionDir, versionsOnDisk, writeDocumentIfRevision, writeMarker } from './store.mjs';

const USAGE = `usage: node scripts/delivery/cli.mjs <command> [--dist <dir>] [--expect-revision <n>] [--by <who>]
  release <remote> [version]   build one remote as a new immutable version (not put in service)
  versions [remote] [--json]   list versions, the one in service (*), whether its entry answers, and history
  use <remote> <version>       put a version in service
  rollback <remote>            put back the version in service before the current one
  canary <remote> <version> [--percent 5] [--step-every <seconds>]
                               serve a version to a share of browsers (a stable bucket each); the rest keep the one in service
  canary <remote> step         next step of the canary: 5 → 25 → 100 (100 promotes)
  canary <remote> promote      put the canary in service for everyone
  canary <remote> stop [--reason <text>]  take the canary out of service
  gc [remote] [--retention-hours <n>] [--dry-run]
                               remove version folders no remotes.json revision of the last n hours served
                               (default $VITRIN_RETENTION_HOURS or 168: a week)
remotes: ${REMOTE_NAMES.join(', ')}
--expect-revision <n>  refuse unless remotes.json is at revision n (what you looked at; the ops page sends it)
--by <who>             who makes the change, for the history (default $VITRIN_OPERATOR or user@host)`;

/** Who a change is recorded as made by: --by, else $VITRIN_OPERATOR, else the account and machine. */
function actorFrom(argv) {
  const given = optionValue(argv, '--by') ?? process.env.VITRIN_OPERATOR;
  if (given) return given.slice(0, 80);
  return `${os.userInfo().username}@${os.hostname()}`;
}

/**
 * Every change goes through here: the document read at the start of the command is the one the
 * change was computed on, so it is written only if remotes.json is still at that revision (and, with
 * --expect-revision, only if that is the revision the operator looked at).
 */
function commit(context, before, next) {
  const read = revisionOf(before);
  if (context.expected !== null && context.expected !== read) {
    throw new DeliveryError(
      `remotes.json is at revision ${read}, not ${context.expected} as expected; someone changed it since you looked. `
      + 'Nothing was written. Check ./vitrin versions and run the command again.',
    );
  }
  return writeDocumentIfRevision(context.distDir, attributeChanges(before, next, context.by), read);
}

function requireDocument(distDir) {
  const doc = readDocument(distDir);
  if (!doc) throw new DeliveryError(`no remotes.json in ${distDir}; run ./vitrin build first`);
  return doc;
}

async function release(context, remote, requested) {
  const { distDir } = context;
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
    const latest = requireDocument(distDir);
    const doc = addVersion(latest, remote, version, { builtAt, contract }, builtAt);
    writeMarker(staging, { origin: 'release', remote, version, builtAt, contract });
    moveIntoPlace(staging, target);
    commit(context, latest, doc);
    console.log(`released ${remote} ${version} in ${seconds.toFixed(1)} s (not in service; put it there with: ./vitrin use ${remote} ${version})`);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

function use(context, remote, version) {
  const { distDir } = context;
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
  const revision = commit(context, doc, next);
  console.log(`${remote}: ${version} in service (was ${doc.remotes[remote]?.current ?? 'nothing'}); remotes.json revision ${revision}`);
}

function rollback(context, remote) {
  const { distDir } = context;
  assertRemoteName(remote);
  const doc = requireDocument(distDir);
  const { doc: next, from, to } = rollbackVersion(doc, remote, new Date().toISOString());
  if (!versionsOnDisk(distDir, remote).includes(to)) {
    throw new DeliveryError(`${remote} ${to} folder is missing; cannot roll back to it`);
  }
  const revision = commit(context, doc, next);
  console.log(`${remote}: rolled back from ${from} to ${to}; remotes.json revision ${revision}`);
}

/** Reads the remote's entry folder before a version is served to anyone: its files must be there. */
function requireFolder(distDir, remote, version) {
  if (!versionsOnDisk(distDir, remote).includes(version)) {
    throw new DeliveryError(`${remote} ${version} folder ${versionDir(distDir, remote, version)} is missing`);
  }
}

function canary(context, argv, remote, what) {
  const { distDir } = context;
  assertRemoteName(remote);
  if (!what) throw new DeliveryError('canary needs a version or step|promote|stop: canary <remote> <version> --percent 5');
  const doc = requireDocument(distDir);
  const at = new Date().toISOString();
  if (what === 'step') {
    const { doc: next, percent } = stepCanary(doc, remote, at);
    const revision = commit(context, doc, next);
    const version = doc.remotes[remote]?.canary?.version;
    console.log(percent === 100
      ? `${remote}: canary ${version} promoted, in service for everyone; remotes.json revision ${revision}`
      : `${remote}: canary ${version} now to ${percent} % of browsers; remotes.json revision ${revision}`);
    return;
  }
  if (what === 'promote') {
    const version = doc.remotes[remote]?.canary?.version;
    const revision = commit(context, doc, promoteCanary(doc, remote, at));
    console.log(`${remote}: canary ${version} promoted, in service for everyone; remotes.json revision ${revision}`);
    return;
  }
  if (what === 'stop') {
    const reason = optionValue(argv, '--reason') ?? 'stopped by hand';
    const { doc: next, version } = stopCanary(doc, remote, at, reason.slice(0, 200));
    const revision = commit(context, doc, next);
    // The automatic rollback greps for this line (and ops read it in the sandbox's log).
    console.log(`${remote}: canary ${version} taken out of service (${reason}); every browser gets ${doc.remotes[remote]?.current}; remotes.json revision ${revision}`);
    return;
  }
  if (!isValidVersion(what)) throw new DeliveryError(`"${what}" is not a version, nor step, promote or stop`);
  requireFolder(distDir, remote, what);
  const percentText = optionValue(argv, '--percent') ?? '5';
  const everyText = optionValue(argv, '--step-every');
  if (!/^\d+$/.test(percentText)) throw new DeliveryError('--percent needs a whole number from 1 to 100');
  if (everyText !== undefined && !/^\d+$/.test(everyText)) throw new DeliveryError('--step-every needs a number of seconds');
  const percent = Number(percentText);
  const next = startCanary(doc, remote, what, percent, at, everyText === undefined ? {} : { stepEverySeconds: Number(everyText) });
  const revision = commit(context, doc, next);
  console.log(percent === 100
    ? `${remote}: ${what} in service for everyone (was ${doc.remotes[remote]?.current}); remotes.json revision ${revision}`
    : `${remote}: canary ${what} to ${percent} % of browsers, the rest keep ${doc.remotes[remote]?.current}; remotes.json revision ${revision}`);
}

const DEFAULT_RETENTION_HOURS = 168;

function retentionHours(argv) {
  const text = optionValue(argv, '--retention-hours') ?? process.env.VITRIN_RETENTION_HOURS ?? String(DEFAULT_RETENTION_HOURS);
  if (!/^\d+(\.\d+)?$/.test(text)) throw new DeliveryError('--retention-hours needs a number of hours');
  return Number(text);
}

/**
 * Removes the version folders that no revision of remotes.json served within the retention window
 * (see versionsToKeep): the document is written first, through the compare-and-swap, so a refused
 * gc deletes nothing; then the folders go.
 */
function gc(context, argv, remote) {
  const { distDir } = context;
  if (remote) assertRemoteName(remote);
  const hours = retentionHours(argv);
  const since = new Date(Date.now() - hours * 3_600_000).toISOString();
  const doc = requireDocument(distDir);
  let next = doc;
  const doomed = [];
  for (const name of remote ? [remote] : REMOTE_NAMES) {
    const state = doc.remotes[name];
    const keep = state ? versionsToKeep(state, since) : new Set();
    const gone = versionsOnDisk(distDir, name).filter((v) => !keep.has(v));
    for (const version of gone) doomed.push([name, version]);
    if (state && gone.length > 0) next = dropMissingVersions(next, name, Object.keys(state.versions).filter((v) => !gone.includes(v)));
  }
  if (doomed.length === 0) {
    console.log(`gc: nothing to remove (every version folder was served within the last ${hours} h, or is in service)`);
    return;
  }
  const list = doomed.map(([name, version]) => `${name} ${version}`).join(', ');
  if (argv.includes('--dry-run')) {
    console.log(`gc would remove: ${list}`);
    return;
  }
  const revision = commit(context, doc, next);
  for (const [name, version] of doomed) fs.rmSync(versionDir(distDir, name, version), { recursive: true, force: true });
  console.log(`gc removed ${list} (not served within the last ${hours} h); remotes.json revision ${revision}`);
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
  const expectedText = optionValue(argv, '--expect-revision');
  if (expectedText !== undefined && !/^\d+$/.test(expectedText)) throw new DeliveryError('--expect-revision needs a revision number');
  const context = { distDir, expected: expectedText === undefined ? null : Number(expectedText), by: actorFrom(argv) };
  const [command, a, b, ...rest] = positionalArgs(argv.filter((arg) => arg !== '--json' && arg !== '--dry-run'));
  if (rest.length > 0) throw new DeliveryError(`too many arguments: ${rest.join(' ')}\n${USAGE}`);
  switch (command) {
    case 'release': return release(context, a, b);
    case 'versions': return versions(distDir, a, json);
    case 'use': return use(context, a, b);
    case 'rollback': return rollback(context, a);
    case 'canary': return canary(context, argv, a, b);
    case 'gc': return gc(context, argv, a);
    case undefined: case 'help': case '--help': console.log(USAGE); return undefined;
    default: throw new DeliveryError(`unknown command "${command}"\n${USAGE}`);
  }
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error instanceof DeliveryError ? `error: ${error.message}` : error);
  process.exitCode = 1;
});
