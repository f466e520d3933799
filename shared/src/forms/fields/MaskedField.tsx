import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { digitMaskProps } from '../digitMask';
import { fieldFeedback } from '../fieldFeedback';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  /** '0' is a digit slot, anything else a separator shown as typed. */
  mask: string;
  /** A rule's message code as the text of the active language (`errorText` with the package's translator). */
  errorText: (code: string | undefined) => string | undefined;
  /** The caller shows the error itself (e.g. one line under the three birth-date fields). */
  hideHelperText?: boolean;
  /** Fields re-validated when this one changes (cross-field rules such as the birth date). */
  deps?: Path<T>[];
  /** On leaving the field, a shorter value is padded with leading zeros to the mask's length ("3" → "03"). */
  padOnBlur?: boolean;
} & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText'>;

/**
 * A text field that keeps only digits in the form and shows them through a mask (`digitMaskProps`):
 * the phone, the SMS code and the birth date of the host's member forms and the account's phone page.
 */
export function MaskedField<T extends FieldValues>({ control, name, mask, errorText, hideHelperText = false, deps, padOnBlur = false, ...rest }: Props<T>) {
  return (
    <Controller
      control={control}
      name={name}
      rules={deps ? { deps } : undefined}
      render={({ field, fieldState, formState }) => (
        <TextField
          {...rest}
          {...digitMaskProps(mask, field)}
          onBlur={() => {
            const value = String(field.value ?? '');
            if (padOnBlur && value.length > 0 && value.length < mask.length) field.onChange(value.padStart(mask.length, '0'));
            field.onBlur();
          }}
          id={rest.id ?? `field-${String(name)}`}
          {...(hideHelperText
            ? { error: Boolean(fieldState.error) && (fieldState.isTouched || formState.isSubmitted) }
            : fieldFeedback(errorText(fieldState.error?.message), { isTouched: fieldState.isTouched, isSubmitted: formState.isSubmitted }))}
          fullWidth={rest.fullWidth ?? true}
          margin={rest.margin ?? 'dense'}
          slotProps={{ ...rest.slotProps, htmlInput: { inputMode: 'numeric', ...(rest.slotProps?.htmlInput as object) } }}
        />
      )}
    />
  );
}
