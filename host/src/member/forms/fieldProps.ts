import type { FieldValues, FormState, Path, UseFormRegister } from 'react-hook-form';
import { fieldFeedback } from '@vitrin/shared';
import { errorText } from './validation';
import type { useMemberT } from '../i18n/memberTexts';

type Translate = ReturnType<typeof useMemberT>;

type FieldStates<T extends FieldValues> = Pick<FormState<T>, 'errors' | 'touchedFields' | 'isSubmitted'>;

/**
 * Wires one MUI TextField to react-hook-form with its translated error, shown once the field was
 * left or the form submitted, on a line kept even when empty (`fieldFeedback`).
 */
export function fieldProps<T extends FieldValues>(register: UseFormRegister<T>, formState: FieldStates<T>, t: Translate, name: Path<T>, deps?: Path<T>[]) {
  const { ref, ...rest } = register(name, deps ? { deps } : undefined);
  const error = formState.errors[name];
  const message = typeof error?.message === 'string' ? errorText(error.message, t) : undefined;
  const touched = (formState.touchedFields as Record<string, unknown>)[name] === true;
  return {
    ...rest,
    inputRef: ref,
    id: `member-${String(name)}`,
    ...fieldFeedback(message, { isTouched: touched, isSubmitted: formState.isSubmitted }),
    fullWidth: true,
    margin: 'dense' as const,
  };
}
