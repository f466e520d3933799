import type { FieldValues, FormState, Path, UseFormRegister } from 'react-hook-form';
import { errorText, fieldFeedback } from '@vitrin/shared';
import type { useMemberT } from '../i18n/memberTexts';

type Translate = ReturnType<typeof useMemberT>;

/** A rule's message code ('min:5') as the member forms' text in the active language (spec §5). */
export function memberErrorText(code: string | undefined, t: Translate): string | undefined {
  return errorText(code, t, 'member.validation');
}

type FieldStates<T extends FieldValues> = Pick<FormState<T>, 'errors' | 'touchedFields' | 'isSubmitted'>;

/**
 * Wires one MUI TextField to react-hook-form with its translated error, shown once the field was
 * left or the form submitted, on a line kept even when empty (`fieldFeedback`).
 */
export function fieldProps<T extends FieldValues>(register: UseFormRegister<T>, formState: FieldStates<T>, t: Translate, name: Path<T>, deps?: Path<T>[]) {
  const { ref, ...rest } = register(name, deps ? { deps } : undefined);
  const error = formState.errors[name];
  const message = typeof error?.message === 'string' ? memberErrorText(error.message, t) : undefined;
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
