import { shellDictionaries } from '../../shell/i18n/shellDictionaries';
import { hostAppDictionaries } from './index';
import type { englishPack } from './englishPack';

/** Fills the host's English dictionaries (synchronously; jest's host setup uses it too). */
export function installEnglish(pack: typeof englishPack): void {
  Object.assign(hostAppDictionaries.en, pack.appEn);
  Object.assign(shellDictionaries.en, pack.shellEn);
}

/**
 * ADR 0009: only the active language's dictionaries are downloaded. Turkish is the
 * default and every key's fallback (createTranslator), so it is bundled; English comes as one chunk
 * before the first render of an English page. The language never changes without a reload
 * (spec §4), so loading once at start is enough. If the chunk fails, the page shows Turkish texts
 * rather than no page.
 */
export async function loadLanguage(language: string): Promise<void> {
  if (language !== 'en') return;
  try {
    const { englishPack: pack } = await import(/* webpackChunkName: "i18n-en" */ './englishPack');
    installEnglish(pack);
  } catch (error) {
    console.error('[vitrin] the English texts could not be loaded; showing Turkish', error);
  }
}
