import * as v from 'valibot';
import { REMOTE_NAMES, type RemoteName } from '@vitrin/contract';

/** One remote's state in `remotes.json` (written by scripts/delivery). */
const remoteStateSchema = v.looseObject({
  // null when no version is in service (scripts/delivery/README.md).
  current: v.nullable(v.pipe(v.string(), v.minLength(1))),
  versions: v.record(v.string(), v.looseObject({
    entry: v.pipe(v.string(), v.minLength(1)),
    // The contract the version was built against (scripts/delivery); the registry checks it.
    contract: v.optional(v.string()),
  })),
  history: v.optional(v.array(v.unknown())),
  // A version served to the browsers whose bucket is below `percent` (scripts/delivery/README.md).
  canary: v.optional(v.unknown()),
});

const canarySchema = v.looseObject({
  version: v.pipe(v.string(), v.minLength(1)),
  percent: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
});

/** The document; each remote is checked on its own so one bad remote does not sink the others. */
const documentSchema = v.looseObject({
  schemaVersion: v.literal(1),
  remotes: v.record(v.string(), v.unknown()),
  telemetry: v.optional(v.unknown()),
});

/** Share of page loads that send failure telemetry when remotes.json sets none. */
export const DEFAULT_TELEMETRY_RATE = 1;

/** `telemetry.sampleRate` of remotes.json, 0 to 1; anything else is the default. */
function sampleRateOf(value: unknown): number {
  const rate = (value as { sampleRate?: unknown } | null | undefined)?.sampleRate;
  return typeof rate === 'number' && rate >= 0 && rate <= 1 ? rate : DEFAULT_TELEMETRY_RATE;
}

export interface RemoteEntry {
  /** Absolute http(s) URL of the remote's remoteEntry.js. */
  entry: string;
  /** The version in service ('override' for a per-browser override). */
  version: string;
  /** The contract version recorded at build time, when remotes.json has one. */
  contract?: string;
  /** This browser got the remote's canary version (remotes.json `canary`). */
  canary?: boolean;
}

export type RemoteEntries = Partial<Record<RemoteName, RemoteEntry>>;

export interface ParsedRemotes {
  entries: RemoteEntries;
  /** What is wrong, one line each; the caller logs them. */
  problems: string[];
  /** Share of page loads that report failures (remotes.json `telemetry.sampleRate`). */
  sampleRate: number;
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

/**
 * Reads `remotes.json`: `{schemaVersion: 1, remotes: {<name>: {current, versions: {<v>: {entry}}, history}}}`.
 * Entries are relative to the document base or absolute (dev servers).
 */
export function parseRemotesDocument(raw: unknown, base: string, bucket: () => number = () => 100): ParsedRemotes {
  const entries: RemoteEntries = {};
  const problems: string[] = [];
  const doc = v.safeParse(documentSchema, raw);
  if (!doc.success) {
    return { entries, problems: [`remotes.json is malformed (${describe(doc.issues)}); no remote can be registered.`], sampleRate: DEFAULT_TELEMETRY_RATE };
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
    // A canary this browser's bucket falls in replaces the version in service; a malformed one is ignored.
    const canary = v.safeParse(canarySchema, state.output.canary);
    const canaryVersion = canary.success && canary.output.version in state.output.versions && bucket() < canary.output.percent
      ? canary.output.version
      : null;
    const chosen = canaryVersion ?? state.output.current;
    const current = state.output.versions[chosen];
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
      version: chosen,
      ...(current.contract === undefined ? {} : { contract: current.contract }),
      ...(canaryVersion ? { canary: true } : {}),
    };
  }
  for (const name of REMOTE_NAMES) {
    if (!entries[name] && !problems.some((p) => p.includes(`"${name}"`))) {
      problems.push(`remotes.json has no remote "${name}"; its sections show their fallback.`);
    }
  }
  return { entries, problems, sampleRate: sampleRateOf(doc.output.telemetry) };
}
