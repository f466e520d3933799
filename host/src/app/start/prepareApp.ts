import { STORAGE_KEYS } from '@vitrin/contract';
import { bus, registerSlotLoader } from '@vitrin/shared';
import { initMemberState } from '../../member/initMemberState';
import { fetchBootstrap, storedBootstrap, storedBootstrapForThisLanguage } from '../bootstrap/loadBootstrap';
import { publishBootstrap } from '../bootstrap/publishBootstrap';
import { loadLanguage } from '../i18n/loadLanguage';
import { rememberLanguageForServer } from '../../shell/i18n/languageCookie';
import { applyRemoteOverrides, type ActiveOverride } from '../remotes/applyRemoteOverrides';
import { canaryBucket } from '../remotes/canaryBucket';
import { fetchRemotesDocument } from '../remotes/fetchRemotesDocument';
import type { Federation } from '../remotes/federationRuntime';
import { createHostSlotLoader } from '../remotes/hostSlotLoader';
import { createRemoteRegistry, type RemoteRegistry } from '../remotes/remoteRegistry';
import { serveDescriptors } from '../remotes/servedDescriptors';
import { remoteTimeoutMs } from '../remotes/remoteTimeout';
import { startFailureTelemetry } from '../telemetry/failureTelemetry';

export interface PreparedApp {
  registry: RemoteRegistry;
  language: string;
  /**
   * true when fresh cms/grouped data was in before the first render; false when start-up went on
   * with stored data (a repeat visit, or cms/grouped failed: spec §4) or defaults.
   */
  bootstrapLoaded: boolean;
  /** Settles when cms/grouped has answered: true when its fresh data is published (now or then). */
  bootstrapFresh: Promise<boolean>;
  /** Per-browser overrides in force (shown in the page while active). */
  overrides: ActiveOverride[];
}

function localStorageOrUndefined(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * A browser that asks for a remote override waits for fresh cms/grouped data: whether overrides are
 * allowed, and from where, is the operator's setting now, not the one stored at the last visit.
 */
function overridesRequested(): boolean {
  const storage = localStorageOrUndefined();
  if (!storage) return false;
  try {
    for (let i = 0; i < storage.length; i += 1) {
      if (storage.key(i)?.startsWith(STORAGE_KEYS.remoteOverridePrefix)) return true;
    }
  } catch {
    return false;
  }
  return false;
}

/**
 * Everything before the first render: remotes.json and cms/grouped in parallel, the bus
 * channels, the active language's dictionaries, <html lang>, the remotes registered (with the
 * per-browser override where allowed), the slot loader, and the member state restored from storage.
 */
export async function prepareApp(federation: Federation, base: string = document.baseURI): Promise<PreparedApp> {
  // The bucket is read (or drawn and kept) only when remotes.json runs a canary.
  const remotesLoad = fetchRemotesDocument(base, () => canaryBucket(localStorageOrUndefined()));
  const freshLoad = fetchBootstrap();
  // A repeat visitor is painted from the data stored last time, without waiting for cms/grouped
  // (the shell before any API answer); the fresh data replaces it when it arrives. A
  // first visitor waits for it, as there is nothing else to show (spec §4).
  const stored = overridesRequested() ? null : storedBootstrapForThisLanguage();
  const fresh = stored ? null : await freshLoad;
  // cms/grouped failed on a first visit (or after a language switch): whatever was stored, else defaults.
  const language = publishBootstrap(stored ?? (fresh || storedBootstrap()));
  const bootstrapFresh = stored
    ? freshLoad.then((data) => {
        if (data === false) return false;
        // The language stays the one the page started in (its texts are loaded); a change of the
        // offered languages shows from the next page load.
        publishBootstrap(data, { language });
        return true;
      })
    : Promise.resolve(fresh !== false);
  const remotes = await remotesLoad;
  // Only the active language's texts are downloaded (ADR 0009); English before the first render.
  await loadLanguage(language);
  document.documentElement.lang = language;
  // Kept in step at every start (a choice made before the cookie existed, or cleared cookies).
  rememberLanguageForServer(language, base);
  bus.subscribe('language', (next) => {
    document.documentElement.lang = next;
  });

  for (const problem of remotes.problems) console.error(`[vitrin] ${problem}`);
  // Routes and menu entries into the remotes come from the versions in service (ADR 0036).
  serveDescriptors(Object.fromEntries(Object.entries(remotes.entries).flatMap(([name, entry]) => (entry.descriptor ? [[name, entry.descriptor]] : []))));
  const { entries, active, notes } = applyRemoteOverrides(remotes.entries, bus.get('settings'), localStorageOrUndefined(), base);
  for (const note of notes) console.warn(`[vitrin] ${note}`);

  const registered = federation.register(entries);
  const registry = createRemoteRegistry({ entries: registered, federation, timeoutMs: remoteTimeoutMs });
  registerSlotLoader(createHostSlotLoader(registry));
  // Listens from here on; sends nothing until the page is hidden.
  startFailureTelemetry({ rate: remotes.sampleRate, entries: registered, registry, base });

  initMemberState();
  return { registry, language, bootstrapLoaded: !stored && fresh !== false, bootstrapFresh, overrides: active };
}
