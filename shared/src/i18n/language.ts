import { DEFAULTS } from '@vitrin/contract';

/** Spec §9: the stored language is used only if it is in the bootstrap language list. */
export function resolveLanguage(stored: string | null | undefined, available: readonly string[]): string {
  if (stored && available.includes(stored)) return stored;
  return DEFAULTS.language;
}

/** Only tr and en carry a label in the language dropdown (spec §2). */
export const LANGUAGE_LABELS: Record<string, string> = { tr: 'Türkçe', en: 'English' };
