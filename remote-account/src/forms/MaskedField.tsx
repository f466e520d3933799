import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { TextField, type TextFieldProps } from '@vitrin/shared/ui/forms';
import { digitMaskProps, fieldFeedback } from '@vitrin/shared';
import { useT } from '../i18n';
import { errorText } from './errorText';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  /** '0' is a digit slot, anything else a separator shown as typed. */
  mask: string;
} & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText'>;

/** A text field that keeps only digits in the form and shows them through a mask (`digitMaskProps`). */
export function MaskedField<T extends FieldValues>({ control, name, mask, ...rest }: Props<T>) {
  const t = useT();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState, formState }) => (
        <TextField
          {...rest}
          {...digitMaskProps(mask, field)}
          id={rest.id ?? `account-${String(name)}`}
          {...fieldFeedback(errorText(fieldState.error?.message, t), { isTouched: fieldState.isTouched, isSubmitted: formState.isSubmitted })}
          fullWidth
          margin="dense"
          slotProps={{ ...rest.slotProps, htmlInput: { inputMode: 'numeric' } }}
        />
      )}
    />
  );
}
