import type * as v from 'valibot';
import { UNSAFE_TEXT, hasUnsafeCharacters } from '@vitrin/contract';
import type { Locale } from '../i18n/locale';
import { fieldLabel, translate } from '../i18n/messages';

/** The field name at the end of a valibot issue's path ('request' for the whole body). */
function fieldOf(issue: v.BaseIssue<unknown>): string {
  const keys = (issue.path ?? []).map((item) => item.key).filter((key): key is string => typeof key === 'string');
  return keys[keys.length - 1] ?? 'request';
}

/** Did the request break the text rule of the contract (`text()`: no control characters, no lone surrogates)? */
export function unsafeTextIssue(issues: readonly v.BaseIssue<unknown>[]): v.BaseIssue<unknown> | undefined {
  return issues.find((issue) => issue.message === UNSAFE_TEXT);
}

/**
 * The name of the first field, in any request (body or query, keys too), whose text holds a
 * character no field takes anywhere (a control character other than a line break or tab, or a
 * lone surrogate); null when there is none. Checked before the call's schema, so such a request is
 * refused whatever its schema says, never taken to the database (where NUL was a 500).
 */
export function unsafeTextField(input: unknown, field = 'request'): string | null {
  if (typeof input === 'string') return hasUnsafeCharacters(input, { multiline: true }) ? field : null;
  if (Array.isArray(input)) {
    for (const item of input) {
      const found = unsafeTextField(item, field);
      if (found) return found;
    }
    return null;
  }
  if (input && typeof input === 'object') {
    for (const [key, value] of Object.entries(input)) {
      if (hasUnsafeCharacters(key, { multiline: false })) return field;
      const found = unsafeTextField(value, key);
      if (found) return found;
    }
  }
  return null;
}

/** The sentence for a text with a character no field takes. */
export function unsafeTextMessage(locale: Locale, field: string): string {
  return translate(locale, 'validation.unsafeText', { field: fieldLabel(locale, field) });
}

/** Turns the first valibot issue into one clear sentence in the caller's language. */
export function validationMessage(locale: Locale, issues: readonly v.BaseIssue<unknown>[]): string {
  const unsafe = unsafeTextIssue(issues);
  if (unsafe) return unsafeTextMessage(locale, fieldOf(unsafe));
  const issue = issues[0];
  if (!issue) return translate(locale, 'validation.invalid', { field: fieldLabel(locale, 'request') });
  const field = fieldOf(issue);
  const label = fieldLabel(locale, field);
  const requirement = (issue as { requirement?: unknown }).requirement;
  if (issue.input === undefined || issue.input === null || issue.input === '') {
    if (field === 'contacts' && Array.isArray(issue.input)) return translate(locale, 'validation.minContacts');
    return translate(locale, 'validation.required', { field: label });
  }
  switch (issue.type) {
    case 'min_length':
      if (Array.isArray(issue.input)) return translate(locale, 'validation.minContacts');
      return translate(locale, 'validation.minLength', { field: label, n: Number(requirement) });
    case 'max_length':
      if (Array.isArray(issue.input)) return translate(locale, 'validation.maxContacts');
      return translate(locale, 'validation.maxLength', { field: label, n: Number(requirement) });
    case 'check':
      if (field === 'password2') return translate(locale, 'validation.mismatch');
      if (field === 'code') return translate(locale, 'validation.code');
      return translate(locale, 'validation.invalid', { field: label });
    case 'regex':
      if (field === 'code') return translate(locale, 'validation.code');
      return translate(locale, 'validation.invalid', { field: label });
    default:
      return translate(locale, 'validation.invalid', { field: label });
  }
}
