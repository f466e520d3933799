import type { TranslateParams } from '../i18n/createTranslator';

/**
 * A form rule's message code ('min:5', 'length:6', 'min:₺50,00') as the text of the active
 * language: `<namespace>.<kind>` with the part after the first colon as `{n}`. Schemas carry
 * codes, not texts, so there is one message per kind of error (spec §5) and a language switch
 * re-translates a message already shown. `params` adds what a package's texts also read (the
 * payments' `{mask}`); a code without a number leaves `{n}` to them.
 */
export function errorText<K extends string>(
  code: string | undefined,
  t: (key: K, params?: TranslateParams) => string,
  namespace: string,
  params?: TranslateParams,
): string | undefined {
  if (!code) return undefined;
  const at = code.indexOf(':');
  const kind = at < 0 ? code : code.slice(0, at);
  const key = `${namespace}.${kind}` as K;
  if (at < 0) return t(key, params);
  return t(key, { ...params, n: code.slice(at + 1) });
}
