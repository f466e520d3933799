import InputAdornment from '@mui/material/InputAdornment';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { DEFAULTS } from '@vitrin/contract';
import { PHONE_MASK } from '@vitrin/shared';
import { useMemberT } from '../i18n/memberTexts';
import { MaskedField } from './MaskedField';

/**
 * The phone field of registration and of the SMS dialog (spec §5, §9): 10 digits through the
 * `000 000 00 00` mask behind the +90 prefix; the form keeps the digits.
 */
export function PhoneField<T extends FieldValues>({ control, name }: { control: Control<T>; name: Path<T> }) {
  const t = useMemberT();
  return (
    <MaskedField
      control={control}
      name={name}
      mask={PHONE_MASK}
      label={t('member.register.phone')}
      autoComplete="tel-national"
      required
      slotProps={{ input: { startAdornment: <InputAdornment position="start">+{DEFAULTS.phonePrefix}</InputAdornment> } }}
    />
  );
}
