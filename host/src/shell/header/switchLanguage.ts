import { LANGUAGE_RELOAD_MS, STORAGE_KEYS } from '@vitrin/contract';
import { rememberLanguageForServer } from '../i18n/languageCookie';

/** Spec §4: the choice is stored and the page reloads after 100 ms. */
export function switchLanguage(code: string, reload: () => void = () => window.location.reload()): void {
  try {
    localStorage.setItem(STORAGE_KEYS.lang, code);
  } catch {
    // Without storage the reload keeps the old language; nothing else to do.
  }
  rememberLanguageForServer(code);
  setTimeout(reload, LANGUAGE_RELOAD_MS);
}
