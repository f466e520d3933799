import * as v from 'valibot';
import { bootstrapSchema, cmsGrouped, STORAGE_KEYS, type Bootstrap } from '@vitrin/contract';
import { callApi } from '@vitrin/shared';

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
    } catch {
      // A full or blocked storage only costs the offline fallback.
    }
    return response.data;
  } catch (error) {
    console.warn('[vitrin] cms/grouped failed; start-up continues with stored bootstrap data if any.', error);
    return false;
  }
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
