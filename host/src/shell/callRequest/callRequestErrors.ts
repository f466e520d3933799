import type { FieldError } from 'react-hook-form';
import { UNSAFE_TEXT } from '@vitrin/contract';
import type { ShellKey } from '../i18n/shellDictionaries';

export type CallRequestField = 'name' | 'message' | 'contact' | 'type';

const LENGTH_KEYS: Record<Exclude<CallRequestField, 'type'>, ShellKey> = {
  name: 'validation.nameLength',
  message: 'validation.messageLength',
  contact: 'validation.contactLength',
};

/**
 * One message per error kind (spec §5), in the active language: an empty field is "required",
 * anything else on a text field is its length rule; a bad type asks to choose one.
 */
export function callRequestErrorKey(field: CallRequestField, error: FieldError | undefined, value: unknown): ShellKey | null {
  if (!error) return null;
  if (field === 'type') return 'validation.contactType';
  if (error.message === UNSAFE_TEXT) return 'validation.unsafeText';
  if (typeof value !== 'string' || value.trim() === '') return 'validation.required';
  return LENGTH_KEYS[field];
}
