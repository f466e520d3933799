import InputAdornment from '@mui/material/InputAdornment';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { DEFAULTS } from '@vitrin/contract';
import { PHONE_MASK } from '../digitMask';
import { MaskedField } from './MaskedField';

type Props<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  id: string;
  label: string;
  errorText: (code: string | undefined) => string | undefined;
};

/**
 * The phone field (spec §5, §9) of registration, the SMS dialog and the account's phone page:
 * 10 digits through the `000 000 00 00` mask behind the fixed +90; the form keeps the digits.
 */
export function PhoneField<T extends FieldValues>({ control, name, id, label, errorText }: Props<T>) {
  return (
    <MaskedField
      control={control}
      name={name}
      id={id}
      errorText={errorText}
      mask={PHONE_MASK}
      label={label}
      autoComplete="tel-national"
      required
      slotProps={{ input: { startAdornment: <InputAdornment position="start">+{DEFAULTS.phonePrefix}</InputAdornment> } }}
    />
  );
}
