import { useMemo } from 'react';
import { useChannel } from '../bus/hooks';
import { bus } from '../bus/bus';

export type Dictionary = Record<string, string>;
export type Dictionaries<K extends string> = { tr: Record<K, string>; en: Record<K, string> };
export type TranslateParams = Record<string, string | number>;

function interpolate(text: string, params?: TranslateParams): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/**
 * Each package bundles complete tr and en dictionaries of its own keys; a server translation
 * (translationList) with the same key wins. Unknown languages fall back to tr.
 */
export function createTranslator<K extends string>(dictionaries: Dictionaries<K>) {
  const lookup = (language: string, overrides: Record<string, string>, key: K, params?: TranslateParams) => {
    const dict: Record<K, string> = language === 'en' ? dictionaries.en : dictionaries.tr;
    const text = overrides[key] ?? dict[key] ?? dictionaries.tr[key] ?? key;
    return interpolate(text, params);
  };
  /** For code outside React (route handles, toasts). */
  const t = (key: K, params?: TranslateParams) => lookup(bus.get('language'), bus.get('translations'), key, params);
  /**
   * For components: re-renders when the language or the server translations change. The same
   * function while they stay, so a memoised component given it re-renders only when a text does.
   */
  const useT = () => {
    const language = useChannel('language');
    const overrides = useChannel('translations');
    return useMemo(() => (key: K, params?: TranslateParams) => lookup(language, overrides, key, params), [language, overrides]);
  };
  return { t, useT };
}
