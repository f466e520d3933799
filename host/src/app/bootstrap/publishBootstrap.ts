import { STORAGE_KEYS, type Bootstrap } from '@vitrin/contract';
import { bus, resolveLanguage } from '@vitrin/shared';
import { getDefaultStore } from 'jotai';
import { bootstrapAtom } from '../../shell/settings/bootstrapAtom';
import { defaultSettings, settingsFromBootstrap } from './settingsFromBootstrap';

function storedLanguage(): string | null {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEYS.lang) ?? null;
  } catch {
    return null;
  }
}

/**
 * Puts the bootstrap data on the bus: the language (the stored one only if the site offers it),
 * the server translations, and the site settings. With no data at all, the defaults.
 * Returns the language. `keep.language`: a refresh after the first render keeps the page's language.
 */
export function publishBootstrap(bootstrap: Bootstrap | null, keep: { language?: string } = {}): string {
  getDefaultStore().set(bootstrapAtom, bootstrap);
  const settings = bootstrap ? settingsFromBootstrap(bootstrap) : defaultSettings();
  const language = keep.language ?? resolveLanguage(storedLanguage(), settings.languages);
  const translations: Record<string, string> = {};
  for (const { key, value } of bootstrap?.translationList ?? []) translations[key] = value;
  bus.set('language', language);
  bus.set('translations', translations);
  bus.set('settings', settings);
  return language;
}
