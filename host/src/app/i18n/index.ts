import { createTranslator } from '@vitrin/shared';
import { tr, type HostAppKey } from './tr';

// English is loaded on demand (loadLanguage.ts) and filled into `en` before an English page renders.
export const hostAppDictionaries = { tr: tr as Record<HostAppKey, string>, en: {} as Record<HostAppKey, string> };
export const { t, useT } = createTranslator<HostAppKey>(hostAppDictionaries);
export type { HostAppKey };
