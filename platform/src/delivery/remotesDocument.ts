// remotes.json: its schema, and the pure functions behind build, release, use and rollback
// (format in scripts/delivery/README.md). Every function returns a new document and never touches
// the one it was given, so a refused command changes nothing. Versions are ordered and bumped by
// the `semver` package; whether a host can run a version is @vitrin/contract's one rule.
import { contractMismatch } from '@vitrin/contract';
import compare from 'semver/functions/compare';
import inc from 'semver/functions/inc';
import valid from 'semver/functions/valid';
import * as v from 'valibot';
import { REMOTE_NAMES } from '../manifest';

export const SCHEMA_VERSION = 1;

const text = v.pipe(v.string(), v.minLength(1));

export const versionInfoSchema = v.looseObject({
  /** Relative to the site base, or an absolute http(s) URL (dev servers). */
  entry: text,
  builtAt: v.optional(v.string()),
  /** CONTRACT_VERSION the version was built against. */
  contract: v.optional(v.string()),
});

export const historyLineSchema = v.looseObject({
  version: v.string(),
  at: v.string(),
  /**
   * `canary`: a canary started or stepped (`percent`); `promote`: the canary put in service for
   * everyone; `canary-stop`: the canary taken out of service (`reason`: by hand, or the automatic
   * rollback with the rates it saw).
   */
  action: v.picklist(['release', 'use', 'rollback', 'canary', 'promote', 'canary-stop']),
  percent: v.optional(v.number()),
  reason: v.optional(v.string()),
  /** Who made the change (`./vitrin` as `user@host`, the ops page as its operator); older lines have none. */
  by: v.optional(v.string()),
});

/** The canary steps a `step` walks through; the last one promotes. */
export const CANARY_STEPS = [5, 25, 100] as const;

export const canarySchema = v.looseObject({
  /** Served to the browsers whose bucket (0–99, kept in local storage) is below `percent`. */
  version: text,
  percent: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99)),
  /** When the canary started, and when it reached its current percent. */
  since: v.string(),
  stepAt: v.string(),
  /** Step automatically (while healthy) this long after the last step; none = by command only. */
  stepEverySeconds: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
});

export const remoteStateSchema = v.pipe(
  v.looseObject({
    current: v.nullable(text),
    versions: v.record(v.string(), versionInfoSchema),
    history: v.array(historyLineSchema),
    /** A version served to a share of browsers besides `current` (ADR 0033). */
    canary: v.optional(canarySchema),
  }),
  v.check((r) => r.current === null || r.current in r.versions, 'the version in service is not among its versions'),
  v.check((r) => !r.canary || (r.canary.version in r.versions && r.canary.version !== r.current && r.current !== null), 'the canary must be a known version other than the one in service'),
);

export const remotesDocumentSchema = v.looseObject({
  schemaVersion: v.literal(SCHEMA_VERSION),
  /**
   * Counts the writes of the delivery commands: a command writes only over the revision it read
   * (compare-and-swap), so two commands at the same moment never lose one another's change. A
   * document written before revisions existed counts as 0.
   */
  revision: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  /** The contract of the host in service (written by the build). */
  host: v.optional(v.looseObject({ contract: v.string(), builtAt: v.optional(v.string()) })),
  remotes: v.record(v.string(), remoteStateSchema),
});

export type VersionInfo = v.InferOutput<typeof versionInfoSchema>;
export type HistoryLine = v.InferOutput<typeof historyLineSchema>;
export type RemoteState = v.InferOutput<typeof remoteStateSchema>;
export type RemotesDocument = v.InferOutput<typeof remotesDocumentSchema>;
export type Canary = v.InferOutput<typeof canarySchema>;
type Action = HistoryLine['action'];

/** A refusal with a message meant for the person at the terminal. */
export class DeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DeliveryError';
  }
}

export function emptyDocument(): RemotesDocument {
  return { schemaVersion: SCHEMA_VERSION, remotes: {} };
}

/** Throws a DeliveryError unless `doc` has the shape of remotes.json; returns it typed. */
export function validateDocument(doc: unknown): RemotesDocument {
  const result = v.safeParse(remotesDocumentSchema, doc);
  if (result.success) return result.output;
  const issue = result.issues[0];
  throw new DeliveryError(`remotes.json is not valid: ${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
}

export function isValidVersion(version: unknown): version is string {
  return typeof version === 'string' && valid(version) === version;
}

/** Semver order (pre-releases before their release); what is not a version sorts as text. */
export function compareVersions(a: string, b: string): number {
  return isValidVersion(a) && isValidVersion(b) ? compare(a, b) : a.localeCompare(b);
}

/** The next patch after the highest of `versions` (a pre-release becomes its release). */
export function nextPatch(versions: readonly string[]): string {
  const highest = versions.filter(isValidVersion).sort(compareVersions).at(-1);
  return highest ? (inc(highest, 'patch') as string) : '1.0.0';
}

export function entryPath(remote: string, version: string): string {
  return `remotes/${remote}/${version}/remoteEntry.js`;
}

export function assertRemoteName(remote: string | undefined): asserts remote is string {
  if (!remote || !REMOTE_NAMES.includes(remote)) {
    throw new DeliveryError(`unknown remote "${remote ?? ''}"; remotes are: ${REMOTE_NAMES.join(', ')}`);
  }
}

function cloneRemote(doc: RemotesDocument, remote: string): RemoteState {
  const existing = doc.remotes[remote];
  return existing
    ? { ...existing, current: existing.current ?? null, versions: { ...existing.versions }, history: [...existing.history] }
    : { current: null, versions: {}, history: [] };
}

function withRemote(doc: RemotesDocument, remote: string, value: RemoteState): RemotesDocument {
  return { ...doc, remotes: { ...doc.remotes, [remote]: value } };
}

/** Records a newly built version (not in service). Refuses a version that exists. */
export function addVersion(
  doc: RemotesDocument,
  remote: string,
  version: string,
  { builtAt, contract, entry = entryPath(remote, version) }: { builtAt: string; contract: string; entry?: string },
  at: string = builtAt,
): RemotesDocument {
  assertRemoteName(remote);
  if (!isValidVersion(version)) throw new DeliveryError(`"${version}" is not a version (expected e.g. 1.2.3)`);
  const next = cloneRemote(doc, remote);
  if (version in next.versions) throw new DeliveryError(`${remote} ${version} exists already; versions are immutable, release a new one`);
  next.versions[version] = { entry, builtAt, contract };
  next.history.push({ version, at, action: 'release' });
  return withRemote(doc, remote, next);
}

/** Refreshes the metadata of a rebuilt version without touching service or history. */
export function touchVersion(doc: RemotesDocument, remote: string, version: string, info: Partial<VersionInfo>): RemotesDocument {
  const next = cloneRemote(doc, remote);
  next.versions[version] = { ...next.versions[version], ...info } as VersionInfo;
  return withRemote(doc, remote, next);
}

/** Puts an existing version in service. `action` is 'use' or 'rollback' (history). */
export function serveVersion(doc: RemotesDocument, remote: string, version: string, at: string, action: Action = 'use'): RemotesDocument {
  assertRemoteName(remote);
  const next = cloneRemote(doc, remote);
  const info = next.versions[version];
  if (!info) {
    const known = Object.keys(next.versions).sort(compareVersions).join(', ') || 'none';
    throw new DeliveryError(`${remote} has no version ${version}; known versions: ${known}`);
  }
  assertRunnable(doc, remote, version, info);
  next.current = version;
  next.history.push({ version, at, action });
  // One change at a time: putting a version in service by hand ends a canary that was running.
  if (next.canary) {
    next.history.push({ version: next.canary.version, at, action: 'canary-stop', reason: `${action} ${version}` });
    delete next.canary;
  }
  return withRemote(doc, remote, next);
}

/** Refuses a version the host in service cannot run (ADR 0007). */
function assertRunnable(doc: RemotesDocument, remote: string, version: string, info: VersionInfo): void {
  // `host.contract` is written by the build of the host (build-all); an older document has none.
  const hostContract = doc.host?.contract;
  if (hostContract && info.contract) {
    const why = contractMismatch(info.contract, hostContract);
    if (why) throw new DeliveryError(`refused to put ${remote} ${version} in service: it was ${why}; release the host first or choose another version`);
  }
}

/**
 * Serves `version` to `percent` % of browsers (a stable bucket each) while the rest keep the
 * version in service. A running canary of the same version changes its percent; another version
 * is refused until that canary is promoted or stopped. 100 % promotes at once.
 */
export function startCanary(
  doc: RemotesDocument, remote: string, version: string, percent: number, at: string,
  { stepEverySeconds }: { stepEverySeconds?: number } = {},
): RemotesDocument {
  assertRemoteName(remote);
  if (!Number.isInteger(percent) || percent < 1 || percent > 100) throw new DeliveryError(`--percent must be a whole number from 1 to 100, not ${percent}`);
  const next = cloneRemote(doc, remote);
  const info = next.versions[version];
  if (!info) throw new DeliveryError(`${remote} has no version ${version}; known versions: ${Object.keys(next.versions).sort(compareVersions).join(', ') || 'none'}`);
  if (!next.current) throw new DeliveryError(`${remote} has nothing in service to compare a canary with; put a version in service with use first`);
  if (version === next.current) throw new DeliveryError(`${remote} ${version} is already in service for everyone`);
  if (next.canary && next.canary.version !== version) {
    throw new DeliveryError(`${remote} already runs ${next.canary.version} as a canary at ${next.canary.percent} %; promote or stop it first`);
  }
  assertRunnable(doc, remote, version, info);
  if (percent === 100) return promoteCanary(withRemote(doc, remote, { ...next, canary: { version, percent: 99, since: at, stepAt: at } }), remote, at);
  const every = stepEverySeconds ?? next.canary?.stepEverySeconds;
  next.canary = { version, percent, since: next.canary?.since ?? at, stepAt: at, ...(every ? { stepEverySeconds: every } : {}) };
  next.history.push({ version, at, action: 'canary', percent });
  return withRemote(doc, remote, next);
}

/** The next of CANARY_STEPS above the canary's percent (5 → 25 → 100); 100 promotes. */
export function stepCanary(doc: RemotesDocument, remote: string, at: string): { doc: RemotesDocument; percent: number } {
  const canary = doc.remotes[remote]?.canary;
  if (!canary) throw new DeliveryError(`${remote} runs no canary`);
  const percent = CANARY_STEPS.find((step) => step > canary.percent) ?? 100;
  return { doc: startCanary(doc, remote, canary.version, percent, at), percent };
}

/** Puts the canary in service for everyone (history `promote`; a later rollback returns to the version before it). */
export function promoteCanary(doc: RemotesDocument, remote: string, at: string): RemotesDocument {
  assertRemoteName(remote);
  const next = cloneRemote(doc, remote);
  const canary = next.canary;
  if (!canary) throw new DeliveryError(`${remote} runs no canary`);
  delete next.canary;
  next.current = canary.version;
  next.history.push({ version: canary.version, at, action: 'promote' });
  return withRemote(doc, remote, next);
}

/** Takes the canary out of service; every browser gets the version in service again. */
export function stopCanary(doc: RemotesDocument, remote: string, at: string, reason: string): { doc: RemotesDocument; version: string } {
  assertRemoteName(remote);
  const next = cloneRemote(doc, remote);
  const canary = next.canary;
  if (!canary) throw new DeliveryError(`${remote} runs no canary`);
  delete next.canary;
  next.history.push({ version: canary.version, at, action: 'canary-stop', reason });
  return { doc: withRemote(doc, remote, next), version: canary.version };
}

/**
 * Versions put in service over time, as a stack: `use` pushes, `rollback` pops back. So after
 * use A, use B, use C, two rollbacks lead to B and then A, never back and forth between B and C.
 */
export function serviceStack(remoteState: Pick<RemoteState, 'current' | 'history'>): string[] {
  const stack: string[] = [];
  for (const { version, action } of remoteState.history) {
    if (action === 'use' || action === 'promote') {
      if (stack.at(-1) !== version) stack.push(version);
    } else if (action === 'rollback') {
      while (stack.length > 0 && stack.at(-1) !== version) stack.pop();
      if (stack.length === 0) stack.push(version);
    }
  }
  const current = remoteState.current;
  if (current && stack.at(-1) !== current) stack.push(current);
  return stack;
}

/** Back to the version in service before the current one. */
export function rollbackVersion(doc: RemotesDocument, remote: string, at: string): { doc: RemotesDocument; from: string; to: string } {
  assertRemoteName(remote);
  const state = doc.remotes[remote];
  if (!state || !state.current) throw new DeliveryError(`${remote} has no version in service`);
  const stack = serviceStack(state).slice(0, -1);
  // A version whose folder was removed since cannot come back; skip it.
  while (stack.length > 0 && !((stack.at(-1) as string) in state.versions)) stack.pop();
  const to = stack.at(-1);
  if (!to || to === state.current) {
    throw new DeliveryError(`${remote} has no earlier version in service to roll back to (current ${state.current})`);
  }
  return { doc: serveVersion(doc, remote, to, at, 'rollback'), from: state.current, to };
}

/** The revision a document is at (0 when it predates revisions). */
export function revisionOf(doc: Pick<RemotesDocument, 'revision'>): number {
  return doc.revision ?? 0;
}

/** Names `by` on every history line `after` added to `before` (the change a command made). */
export function attributeChanges(before: RemotesDocument, after: RemotesDocument, by: string): RemotesDocument {
  const remotes = { ...after.remotes };
  for (const [name, state] of Object.entries(after.remotes)) {
    const known = before.remotes[name]?.history.length ?? 0;
    if (state.history.length <= known) continue;
    remotes[name] = {
      ...state,
      history: state.history.map((line, i) => (i >= known && line.by === undefined ? { ...line, by } : line)),
    };
  }
  return { ...after, remotes };
}

/** Human-readable listing for `versions [remote]`. */
export function describeVersions(doc: RemotesDocument, remotes: readonly string[] = Object.keys(doc.remotes)): string {
  const lines: string[] = [];
  lines.push(`remotes.json revision ${revisionOf(doc)}`);
  if (doc.host?.contract) lines.push(`host: contract ${doc.host.contract}, built ${doc.host.builtAt ?? '?'}`);
  for (const remote of remotes) {
    const state = doc.remotes[remote];
    lines.push(`${remote}${state?.current ? ` (in service: ${state.current})` : ' (nothing in service)'}`);
    if (state?.canary) {
      const { version, percent, since, stepEverySeconds } = state.canary;
      lines.push(`  canary: ${version} to ${percent} % of browsers since ${since}${stepEverySeconds ? `, next step after ${stepEverySeconds} s healthy` : ''}`);
    }
    if (!state) {
      lines.push('  no versions');
      continue;
    }
    for (const version of Object.keys(state.versions).sort(compareVersions)) {
      const info = state.versions[version] as VersionInfo;
      const mark = version === state.current ? '*' : version === state.canary?.version ? '~' : ' ';
      lines.push(`  ${mark} ${version.padEnd(12)} built ${info.builtAt ?? '?'}  contract ${info.contract ?? '?'}  ${info.entry}`);
    }
    if (state.history.length > 0) {
      lines.push('  history:');
      for (const h of state.history) {
        const detail = `${h.percent === undefined ? '' : ` ${h.percent} %`}${h.reason ? ` (${h.reason})` : ''}`;
        lines.push(`    ${h.at}  ${h.action.padEnd(8)} ${h.version}${detail}${h.by ? `  by ${h.by}` : ''}`);
      }
    }
  }
  return lines.join('\n');
}

/**
 * The versions of a remote that `gc` must keep: every version some revision of remotes.json served
 * (in service or as a canary) at any moment since `since`, read back from the history, plus what is
 * served now and what was released since then (not yet tried). A tab opened before a release keeps
 * loading its lazy chunks from its version's folder as long as that folder is kept.
 */
export function versionsToKeep(state: RemoteState, since: string): Set<string> {
  const keep = new Set<string>();
  let current: string | null = null;
  let canary: string | null = null;
  for (const line of state.history) {
    // What was served up to this line was served at `since` if the line comes after it.
    if (line.at >= since) {
      if (current) keep.add(current);
      if (canary) keep.add(canary);
    }
    if (line.action === 'use' || line.action === 'rollback' || line.action === 'promote') {
      current = line.version;
      if (canary === line.version) canary = null;
    } else if (line.action === 'canary') {
      canary = line.version;
    } else if (line.action === 'canary-stop') {
      canary = null;
    } else if (line.action === 'release' && line.at >= since) {
      keep.add(line.version);
    }
  }
  if (state.current) keep.add(state.current);
  if (state.canary) keep.add(state.canary.version);
  return keep;
}

/** Forgets versions whose folders are gone (nothing can serve them); service falls to nothing. */
export function dropMissingVersions(doc: RemotesDocument, remote: string, onDisk: readonly string[]): RemotesDocument {
  if (!doc.remotes[remote]) return doc;
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
export function recordBuild(
  doc: RemotesDocument,
  remote: string,
  version: string,
  info: { builtAt: string; contract: string; entry?: string },
  at: string,
): { doc: RemotesDocument; isNew: boolean; inService: boolean } {
  const known = doc.remotes[remote]?.versions ?? {};
  const isNew = !(version in known);
  let next = isNew ? addVersion(doc, remote, version, info, at) : touchVersion(doc, remote, version, info);
  const current = next.remotes[remote]?.current;
  const putInService = isNew || !current;
  if (putInService && current !== version) next = serveVersion(next, remote, version, at, 'use');
  return { doc: next, isNew, inService: next.remotes[remote]?.current === version };
}
