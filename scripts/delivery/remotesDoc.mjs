// Pure functions over the remotes.json document (format in ./README.md). Every function returns a
// new document and never touches the one it was given, so a refused command changes nothing.

export const SCHEMA_VERSION = 1;
import { REMOTE_NAMES } from './manifest.mjs';

export { REMOTE_NAMES };
const VERSION_PATTERN = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-([0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*))?$/;

/** A refusal with a message meant for the person at the terminal. */
export class DeliveryError extends Error {
  constructor(message) {
    super(message);
    this.name = 'DeliveryError';
  }
}

export function emptyDocument() {
  return { schemaVersion: SCHEMA_VERSION, remotes: {} };
}

export function isValidVersion(version) {
  return typeof version === 'string' && VERSION_PATTERN.test(version);
}

/** Semver order (pre-releases before their release, compared as text). */
export function compareVersions(a, b) {
  const pa = VERSION_PATTERN.exec(a);
  const pb = VERSION_PATTERN.exec(b);
  if (!pa || !pb) return String(a).localeCompare(String(b));
  for (let i = 1; i <= 3; i += 1) {
    const d = Number(pa[i]) - Number(pb[i]);
    if (d !== 0) return d;
  }
  if (pa[4] === pb[4]) return 0;
  if (pa[4] === undefined) return 1;
  if (pb[4] === undefined) return -1;
  return pa[4].localeCompare(pb[4]);
}

/** The next patch after the highest of `versions` (pre-release suffixes dropped). */
export function nextPatch(versions) {
  const valid = versions.filter(isValidVersion).sort(compareVersions);
  const highest = valid[valid.length - 1];
  if (!highest) return '1.0.0';
  const [, major, minor, patch, pre] = VERSION_PATTERN.exec(highest);
  return pre === undefined ? `${major}.${minor}.${Number(patch) + 1}` : `${major}.${minor}.${patch}`;
}

export function entryPath(remote, version) {
  return `remotes/${remote}/${version}/remoteEntry.js`;
}

export function assertRemoteName(remote) {
  if (!REMOTE_NAMES.includes(remote)) {
    throw new DeliveryError(`unknown remote "${remote ?? ''}"; remotes are: ${REMOTE_NAMES.join(', ')}`);
  }
}

/** Throws a DeliveryError unless `doc` has the shape of README.md. */
export function validateDocument(doc) {
  const fail = (why) => { throw new DeliveryError(`remotes.json is not valid: ${why}`); };
  if (!doc || typeof doc !== 'object') fail('not an object');
  if (doc.schemaVersion !== SCHEMA_VERSION) fail(`schemaVersion must be ${SCHEMA_VERSION}`);
  if (!doc.remotes || typeof doc.remotes !== 'object') fail('"remotes" missing');
  for (const [name, remote] of Object.entries(doc.remotes)) {
    if (!remote || typeof remote.versions !== 'object' || !Array.isArray(remote.history)) fail(`"${name}" needs versions and history`);
    if (remote.current !== null && remote.current !== undefined && !(remote.current in remote.versions)) {
      fail(`"${name}" is in service at ${remote.current}, which is not among its versions`);
    }
    for (const [version, info] of Object.entries(remote.versions)) {
      if (!info || typeof info.entry !== 'string') fail(`"${name}" ${version} has no entry`);
    }
  }
  return doc;
}

function cloneRemote(doc, remote) {
  const existing = doc.remotes[remote];
  return existing
    ? { current: existing.current ?? null, versions: { ...existing.versions }, history: [...existing.history] }
    : { current: null, versions: {}, history: [] };
}

function withRemote(doc, remote, value) {
  return { ...doc, remotes: { ...doc.remotes, [remote]: value } };
}

/** Records a newly built version (not in service). Refuses a version that exists. */
export function addVersion(doc, remote, version, { builtAt, contract, entry = entryPath(remote, version) }, at = builtAt) {
  assertRemoteName(remote);
  if (!isValidVersion(version)) throw new DeliveryError(`"${version}" is not a version (expected e.g. 1.2.3)`);
  const next = cloneRemote(doc, remote);
  if (version in next.versions) throw new DeliveryError(`${remote} ${version} exists already; versions are immutable, release a new one`);
  next.versions[version] = { entry, builtAt, contract };
  next.history.push({ version, at, action: 'release' });
  return withRemote(doc, remote, next);
}

/** Refreshes the metadata of a rebuilt version without touching service or history. */
export function touchVersion(doc, remote, version, info) {
  const next = cloneRemote(doc, remote);
  next.versions[version] = { ...next.versions[version], ...info };
  return withRemote(doc, remote, next);
}

/**
 * Why a remote built against contract `remote` cannot run in a host of contract `host`, or null.
 * The same rule as `contractMismatch` in @vitrin/contract (ADR 0007): same major, and no newer
 * minor than the host's.
 */
export function contractMismatch(remote, host) {
  const parse = (v) => {
    const m = /^(\d+)\.(\d+)\.(\d+)$/.exec(String(v ?? ''));
    return m ? { major: Number(m[1]), minor: Number(m[2]) } : null;
  };
  const r = parse(remote);
  const h = parse(host);
  if (!r || !h) return `contract versions must be semver (remote ${remote}, host ${host})`;
  if (r.major !== h.major) return `it was built against contract ${remote} and the host in service speaks ${host} (another major)`;
  if (r.minor > h.minor) return `it was built against contract ${remote}, newer than the host's ${host}; release the host first`;
  return null;
}

/** Puts an existing version in service. `action` is 'use' or 'rollback' (history). */
export function useVersion(doc, remote, version, at, action = 'use') {
  assertRemoteName(remote);
  const next = cloneRemote(doc, remote);
  if (!(version in next.versions)) {
    const known = Object.keys(next.versions).sort(compareVersions).join(', ') || 'none';
    throw new DeliveryError(`${remote} has no version ${version}; known versions: ${known}`);
  }
  // `host.contract` is written by the build of the host (build-all); an older document has none.
  const hostContract = doc.host?.contract;
  const built = next.versions[version].contract;
  if (hostContract && built) {
    const why = contractMismatch(built, hostContract);
    if (why) throw new DeliveryError(`refused to put ${remote} ${version} in service: ${why}`);
  }
  next.current = version;
  next.history.push({ version, at, action });
  return withRemote(doc, remote, next);
}

/**
 * Versions put in service over time, as a stack: `use` pushes, `rollback` pops back. So after
 * use A, use B, use C, two rollbacks lead to B and then A, never back and forth between B and C.
 */
export function serviceStack(remoteEntry) {
  const stack = [];
  for (const { version, action } of remoteEntry.history) {
    if (action === 'use') {
      if (stack[stack.length - 1] !== version) stack.push(version);
    } else if (action === 'rollback') {
      while (stack.length > 0 && stack[stack.length - 1] !== version) stack.pop();
      if (stack.length === 0) stack.push(version);
    }
  }
  const current = remoteEntry.current;
  if (current && stack[stack.length - 1] !== current) stack.push(current);
  return stack;
}

/** Back to the version in service before the current one. Returns { doc, from, to }. */
export function rollbackVersion(doc, remote, at) {
  assertRemoteName(remote);
  const entry = doc.remotes[remote];
  if (!entry || !entry.current) throw new DeliveryError(`${remote} has no version in service`);
  const stack = serviceStack(entry).slice(0, -1);
  // A version whose folder was removed since cannot come back; skip it.
  while (stack.length > 0 && !(stack[stack.length - 1] in entry.versions)) stack.pop();
  const to = stack[stack.length - 1];
  if (!to || to === entry.current) {
    throw new DeliveryError(`${remote} has no earlier version in service to roll back to (current ${entry.current})`);
  }
  return { doc: useVersion(doc, remote, to, at, 'rollback'), from: entry.current, to };
}

/** Human-readable listing for `versions [remote]`. */
export function describeVersions(doc, remotes = Object.keys(doc.remotes)) {
  const lines = [];
  if (doc.host?.contract) lines.push(`host: contract ${doc.host.contract}, built ${doc.host.builtAt ?? '?'}`);
  for (const remote of remotes) {
    const entry = doc.remotes[remote];
    lines.push(`${remote}${entry?.current ? ` (in service: ${entry.current})` : ' (nothing in service)'}`);
    if (!entry) { lines.push('  no versions'); continue; }
    for (const version of Object.keys(entry.versions).sort(compareVersions)) {
      const info = entry.versions[version];
      const mark = version === entry.current ? '*' : ' ';
      lines.push(`  ${mark} ${version.padEnd(12)} built ${info.builtAt ?? '?'}  contract ${info.contract ?? '?'}  ${info.entry}`);
    }
    if (entry.history.length > 0) {
      lines.push('  history:');
      for (const h of entry.history) lines.push(`    ${h.at}  ${h.action.padEnd(8)} ${h.version}`);
    }
  }
  return lines.join('\n');
}

/** Forgets versions whose folders are gone (nothing can serve them); service falls to nothing. */
export function dropMissingVersions(doc, remote, onDisk) {
  const entry = doc.remotes[remote];
  if (!entry) return doc;
  const next = cloneRemote(doc, remote);
  for (const version of Object.keys(next.versions)) {
    if (!onDisk.includes(version)) delete next.versions[version];
  }
  if (next.current && !(next.current in next.versions)) next.current = null;
  return withRemote(doc, remote, next);
}

/**
 * What `build` records for a remote it just built at `version`: a new version is added and put in
 * service (someone bumped package.json and built); a rebuilt version only gets fresh metadata, and
 * the version in service stays whatever ops chose, unless nothing is in service yet.
 */
export function recordBuild(doc, remote, version, info, at) {
  const known = doc.remotes[remote]?.versions ?? {};
  const isNew = !(version in known);
  let next = isNew ? addVersion(doc, remote, version, info, at) : touchVersion(doc, remote, version, info);
  const current = next.remotes[remote].current;
  const putInService = isNew || !current;
  if (putInService && current !== version) next = useVersion(next, remote, version, at, 'use');
  return { doc: next, isNew, inService: next.remotes[remote].current === version };
}
