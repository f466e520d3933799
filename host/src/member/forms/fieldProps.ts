import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { errorText } from './validation';
import type { useMemberT } from '../i18n/memberTexts';

type Translate = ReturnType<typeof useMemberT>;

/** Wires one MUI TextField to react-hook-form with its translated error. */
export function fieldProps<T extends FieldValues>(register: UseFormRegister<T>, errors: FieldErrors<T>, t: Translate, name: Path<T>, deps?: Path<T>[]) {
  const { ref, ...rest } = register(name, deps ? { deps } : undefined);
  const error = errors[name];
  const message = typeof error?.message === 'string' ? error.message : undefined;
  return {
    ...rest,
    inputRef: ref,
    id: `member-${String(name)}`,
    error: Boolean(error),
    helperText: message ? errorText(message, t) : undefined,
    fullWidth: true,
    margin: 'dense' as const,
  };
}
