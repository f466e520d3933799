import type * as v from 'valibot';
import type { Locale } from '../i18n/locale';
import { fieldLabel, translate } from '../i18n/messages';

/** Turns the first valibot issue into one clear sentence in the caller's language. */
export function validationMessage(locale: Locale, issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  if (!issue) return translate(locale, 'validation.invalid', { field: fieldLabel(locale, 'request') });
  const keys = (issue.path ?? []).map((item) => item.key).filter((key): key is string => typeof key === 'string');
  const field = keys[keys.length - 1] ?? 'request';
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
