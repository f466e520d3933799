import { bus, registerSlotLoader } from '@vitrin/shared';
import { initMemberState } from '../../member/initMemberState';
import { fetchBootstrap, storedBootstrap } from '../bootstrap/loadBootstrap';
import { publishBootstrap } from '../bootstrap/publishBootstrap';
import { loadLanguage } from '../i18n/loadLanguage';
import { rememberLanguageForServer } from '../../shell/i18n/languageCookie';
import { applyRemoteOverrides, type ActiveOverride } from '../remotes/applyRemoteOverrides';
import { fetchRemotesDocument } from '../remotes/fetchRemotesDocument';
import type { Federation } from '../remotes/federationRuntime';
import { createHostSlotLoader } from '../remotes/hostSlotLoader';
import { createRemoteRegistry, type RemoteRegistry } from '../remotes/remoteRegistry';
import { remoteTimeoutMs } from '../remotes/remoteTimeout';

export interface PreparedApp {
  registry: RemoteRegistry;
  language: string;
  /** false when cms/grouped failed (spec §4) and start-up went on with stored data or defaults. */
  bootstrapLoaded: boolean;
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
 * Everything before the first render: remotes.json and cms/grouped in parallel, the bus
 * channels, the active language's dictionaries, <html lang>, the remotes registered (with the
 * per-browser override where allowed), the slot loader, and the member state restored from storage.
 */
export async function prepareApp(federation: Federation, base: string = document.baseURI): Promise<PreparedApp> {
  const [remotes, fresh] = await Promise.all([fetchRemotesDocument(base), fetchBootstrap()]);

  const language = publishBootstrap(fresh === false ? storedBootstrap() : fresh);
  // Only the active language's texts are downloaded (ADR 0009); English before the first render.
  await loadLanguage(language);
  document.documentElement.lang = language;
  // Kept in step at every start (a choice made before the cookie existed, or cleared cookies).
  rememberLanguageForServer(language, base);
  bus.subscribe('language', (next) => {
    document.documentElement.lang = next;
  });

  for (const problem of remotes.problems) console.error(`[vitrin] ${problem}`);
  const { entries, active, notes } = applyRemoteOverrides(remotes.entries, bus.get('settings'), localStorageOrUndefined(), base);
  for (const note of notes) console.warn(`[vitrin] ${note}`);

  const registered = federation.register(entries);
  const registry = createRemoteRegistry({ entries: registered, federation, timeoutMs: remoteTimeoutMs });
  registerSlotLoader(createHostSlotLoader(registry));

  initMemberState();
  return { registry, language, bootstrapLoaded: fresh !== false, overrides: active };
}
