import { REMOTE_NAMES, STORAGE_KEYS } from '@vitrin/contract';
import { type SiteSettings } from '@vitrin/shared';
import { toHttpUrl, type RemoteEntries } from './remotesDocument';

/** The site option (spec §9: active options, keys lower-cased) that allows per-browser overrides. */
export const REMOTE_OVERRIDE_OPTION = 'remote-override';

export interface OverrideOutcome {
  entries: RemoteEntries;
  /** Console lines: what was applied or ignored, and why. */
  notes: string[];
}

/**
 * Applies `localStorage["vitrin:remote-override:<name>"] = <http(s) entry URL>` — for testing a
 * version before it goes live — but only where the site's settings allow it.
 */
export function applyRemoteOverrides(
  entries: RemoteEntries,
  settings: SiteSettings | null,
  storage: Pick<Storage, 'getItem'> | undefined,
  base: string,
): OverrideOutcome {
  const result: RemoteEntries = { ...entries };
  const notes: string[] = [];
  const allowed = Boolean(settings && REMOTE_OVERRIDE_OPTION in settings.options);
  for (const name of REMOTE_NAMES) {
    let value: string | null = null;
    try {
      value = storage?.getItem(`${STORAGE_KEYS.remoteOverridePrefix}${name}`) ?? null;
    } catch {
      value = null;
    }
    if (!value) continue;
    if (!allowed) {
      notes.push(`ignored the override of remote "${name}": the site option "${REMOTE_OVERRIDE_OPTION}" is not active.`);
      continue;
    }
    const entry = toHttpUrl(value, base);
    if (!entry) {
      notes.push(`ignored the override of remote "${name}": "${value}" is not an http(s) URL.`);
      continue;
    }
    result[name] = { entry, version: 'override' };
    notes.push(`remote "${name}" is overridden in this browser: ${entry}`);
  }
  return { entries: result, notes };
}
