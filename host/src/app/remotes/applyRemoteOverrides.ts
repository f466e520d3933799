import { REMOTE_NAMES, STORAGE_KEYS, type RemoteName } from '@vitrin/contract';
import { type SiteSettings } from '@vitrin/shared';
import { toHttpUrl, type RemoteEntries } from './remotesDocument';

/** The site option (spec §9: active options, keys lower-cased) that allows per-browser overrides. */
export const REMOTE_OVERRIDE_OPTION = 'remote-override';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export interface ActiveOverride {
  remote: RemoteName;
  entry: string;
  /** The local-storage key to remove to end the override. */
  storageKey: string;
}

export interface OverrideOutcome {
  entries: RemoteEntries;
  /** The overrides in force, shown in the page while active (OverrideNotice). */
  active: ActiveOverride[];
  /** Console lines: what was applied or ignored, and why. */
  notes: string[];
}

/**
 * The origins an override may load code from: loopback (a developer's own dev server), the
 * site's own origin (an unreleased version the operator already serves), and the origins the
 * option's value lists (`remote-override` = "https://staging.example.com, https://qa.example.com").
 * Anything else is refused: one injected script or console paste must not be able to make every
 * later visit of this browser run foreign code.
 */
export function overrideOriginAllowed(entry: string, optionValue: string, base: string): boolean {
  const url = new URL(entry);
  if (LOOPBACK_HOSTS.has(url.hostname)) return true;
  if (url.origin === new URL(base).origin) return true;
  const listed = optionValue
    .split(/[\s,]+/)
    .map((item) => toHttpUrl(item, base))
    .filter((item): item is string => item !== null)
    .map((item) => new URL(item).origin);
  return listed.includes(url.origin);
}

/**
 * Applies `localStorage["vitrin:remote-override:<name>"] = <http(s) entry URL>` — for testing a
 * version before it goes live — but only where the site's settings allow it, and only from an
 * allowed origin.
 */
export function applyRemoteOverrides(
  entries: RemoteEntries,
  settings: SiteSettings | null,
  storage: Pick<Storage, 'getItem'> | undefined,
  base: string,
): OverrideOutcome {
  const result: RemoteEntries = { ...entries };
  const active: ActiveOverride[] = [];
  const notes: string[] = [];
  const optionValue = settings?.options[REMOTE_OVERRIDE_OPTION];
  for (const name of REMOTE_NAMES) {
    const storageKey = `${STORAGE_KEYS.remoteOverridePrefix}${name}`;
    let value: string | null = null;
    try {
      value = storage?.getItem(storageKey) ?? null;
    } catch {
      value = null;
    }
    if (!value) continue;
    if (optionValue === undefined) {
      notes.push(`ignored the override of remote "${name}": the site option "${REMOTE_OVERRIDE_OPTION}" is not active.`);
      continue;
    }
    const entry = toHttpUrl(value, base);
    if (!entry) {
      notes.push(`ignored the override of remote "${name}": "${value}" is not an http(s) URL.`);
      continue;
    }
    if (!overrideOriginAllowed(entry, optionValue, base)) {
      notes.push(`ignored the override of remote "${name}": ${new URL(entry).origin} is not on the allow-list of "${REMOTE_OVERRIDE_OPTION}".`);
      continue;
    }
    result[name] = { entry, version: 'override' };
    active.push({ remote: name, entry, storageKey });
    notes.push(`remote "${name}" is overridden in this browser: ${entry}`);
  }
  return { entries: result, active, notes };
}
