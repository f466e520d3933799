import * as v from 'valibot';
import { bootstrapSchema, cmsGrouped, STORAGE_KEYS, type Bootstrap } from '@vitrin/contract';
import { callApi, requestHeaders } from '@vitrin/shared';

/**
 * The language the stored bootstrap data was asked in (its translations and banners are in it).
 * The host's own key beside spec §3's `bootstrap`.
 */
const BOOTSTRAP_LOCALE_KEY = 'vitrin:bootstrap-locale';

/** The language cms/grouped is asked in: the x-locale header callApi sends. */
function requestLocale(): string {
  return requestHeaders()['x-locale']!;
}

/** How long start-up waits for cms/grouped before going on with stored data. */
export const BOOTSTRAP_TIMEOUT_MS = 8000;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** GET cms/grouped; stores the data whole under `bootstrap`. Spec §4: a failed load gives false. */
export async function fetchBootstrap(): Promise<Bootstrap | false> {
  try {
    const response = await callApi(cmsGrouped, {}, { timeout: BOOTSTRAP_TIMEOUT_MS });
    try {
      storage()?.setItem(STORAGE_KEYS.bootstrap, JSON.stringify(response.data));
      storage()?.setItem(BOOTSTRAP_LOCALE_KEY, requestLocale());
    } catch {
      // A full or blocked storage only costs the offline fallback.
    }
    return response.data;
  } catch (error) {
    console.warn('[vitrin] cms/grouped failed; start-up continues with stored bootstrap data if any.', error);
    return false;
  }
}

/**
 * The stored bootstrap data if it was asked in the language the page starts in now — what a
 * repeat visit paints with before cms/grouped answers (after a language switch it was not).
 */
export function storedBootstrapForThisLanguage(): Bootstrap | null {
  let locale: string | null = null;
  try {
    locale = storage()?.getItem(BOOTSTRAP_LOCALE_KEY) ?? null;
  } catch {
    return null;
  }
  return locale === requestLocale() ? storedBootstrap() : null;
}

/** The bootstrap data kept from an earlier visit, if it still matches the contract. */
export function storedBootstrap(): Bootstrap | null {
  let text: string | null = null;
  try {
    text = storage()?.getItem(STORAGE_KEYS.bootstrap) ?? null;
  } catch {
    return null;
  }
  if (!text) return null;
  try {
    const parsed = v.safeParse(bootstrapSchema, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
