import * as v from 'valibot';
import { parseRemoteDescriptor, REMOTE_NAMES, type RemoteDescriptor, type RemoteName } from '@vitrin/contract';

/** One remote's state in `remotes.json` (written by scripts/delivery). */
const remoteStateSchema = v.looseObject({
  // null when no version is in service (scripts/delivery/README.md).
  current: v.nullable(v.pipe(v.string(), v.minLength(1))),
  versions: v.record(v.string(), v.looseObject({
    entry: v.pipe(v.string(), v.minLength(1)),
    // The contract the version was built against (scripts/delivery); the registry checks it.
    contract: v.optional(v.string()),
    // Its descriptor (ADR 0036): the routes and menu entries the host builds for it.
    descriptor: v.optional(v.unknown()),
  })),
  history: v.optional(v.array(v.unknown())),
});

/** The document; each remote is checked on its own so one bad remote does not sink the others. */
const documentSchema = v.looseObject({
  schemaVersion: v.literal(1),
  remotes: v.record(v.string(), v.unknown()),
});

export interface RemoteEntry {
  /** Absolute http(s) URL of the remote's remoteEntry.js. */
  entry: string;
  /** The version in service ('override' for a per-browser override). */
  version: string;
  /** The contract version recorded at build time, when remotes.json has one. */
  contract?: string;
  /** The version's descriptor, when remotes.json has a valid one for this remote. */
  descriptor?: RemoteDescriptor;
}

export type RemoteEntries = Partial<Record<RemoteName, RemoteEntry>>;

export interface ParsedRemotes {
  entries: RemoteEntries;
  /** What is wrong, one line each; the caller logs them. */
  problems: string[];
}

function describe(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 3)
    .map((issue) => `${issue.path?.map((p) => String(p.key)).join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

/** An http(s) URL, resolved against the document base; anything else (javascript:, data:) is refused. */
export function toHttpUrl(value: string, base: string): string | null {
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The version's descriptor when it is valid and names this remote; a problem line otherwise. */
function describedBy(name: string, raw: unknown, problems: string[]): { descriptor?: RemoteDescriptor } {
  if (raw === undefined) return {};
  const parsed = parseRemoteDescriptor(raw);
  if ('problem' in parsed) {
    problems.push(`remotes.json: the descriptor of remote "${name}" is malformed (${parsed.problem}); the host's own is used.`);
    return {};
  }
  if (parsed.descriptor.name !== name) {
    problems.push(`remotes.json: remote "${name}" carries the descriptor of "${parsed.descriptor.name}"; the host's own is used.`);
    return {};
  }
  return { descriptor: parsed.descriptor };
}

/**
 * Reads `remotes.json`: `{schemaVersion: 1, remotes: {<name>: {current, versions: {<v>: {entry}}, history}}}`.
 * Entries are relative to the document base or absolute (dev servers).
 */
export function parseRemotesDocument(raw: unknown, base: string): ParsedRemotes {
  const entries: RemoteEntries = {};
  const problems: string[] = [];
  const doc = v.safeParse(documentSchema, raw);
  if (!doc.success) {
    return { entries, problems: [`remotes.json is malformed (${describe(doc.issues)}); no remote can be registered.`] };
  }
  for (const [name, value] of Object.entries(doc.output.remotes)) {
    if (!(REMOTE_NAMES as string[]).includes(name)) {
      problems.push(`remotes.json names an unknown remote "${name}"; it is ignored.`);
      continue;
    }
    const state = v.safeParse(remoteStateSchema, value);
    if (!state.success) {
      problems.push(`remotes.json: remote "${name}" is malformed (${describe(state.issues)}).`);
      continue;
    }
    if (state.output.current === null) {
      problems.push(`remotes.json: remote "${name}" has no version in service.`);
      continue;
    }
    const current = state.output.versions[state.output.current];
    if (!current) {
      problems.push(`remotes.json: remote "${name}" puts version "${state.output.current}" in service, but lists no such version.`);
      continue;
    }
    const entry = toHttpUrl(current.entry, base);
    if (!entry) {
      problems.push(`remotes.json: remote "${name}" has an entry that is not an http(s) URL: "${current.entry}".`);
      continue;
    }
    entries[name as RemoteName] = {
      entry,
      version: state.output.current,
      ...(current.contract === undefined ? {} : { contract: current.contract }),
      ...describedBy(name, current.descriptor, problems),
    };
  }
  for (const name of REMOTE_NAMES) {
    if (!entries[name] && !problems.some((p) => p.includes(`"${name}"`))) {
      problems.push(`remotes.json has no remote "${name}"; its sections show their fallback.`);
    }
  }
  return { entries, problems };
}
