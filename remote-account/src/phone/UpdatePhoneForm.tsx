import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Stack } from '@vitrin/shared/ui';
import { InputAdornment } from '@vitrin/shared/ui/forms';
import { DEFAULTS, updatePhone } from '@vitrin/contract';
import { callApi, toastError, toastSuccess, PHONE_MASK, useRetryAfter } from '@vitrin/shared';
import { useT } from '../i18n';
import { MaskedField } from '../forms/MaskedField';
import { phoneFormSchema, type PhoneForm } from './phoneForms';
import { ThrottleAlert } from './ThrottleAlert';

/** Update state (spec §2/§4): the phone is editable (prefix 90, 10-digit mask); Send code is step 1. */
export function UpdatePhoneForm({ initial, onSent, onCancel }: { initial: string; onSent: (local: string) => void; onCancel?: () => void }) {
  const t = useT();
  const { control, handleSubmit, formState: { isValid, isSubmitting } } = useForm<PhoneForm>({
    resolver: valibotResolver(phoneFormSchema),
    mode: 'onTouched',
    defaultValues: { phone: initial },
  });
  // Too many codes asked for (429): Send code waits as long as the server says.
  const throttle = useRetryAfter();
  const onSubmit = async ({ phone }: PhoneForm) => {
    try {
      const answer = await callApi(updatePhone, { step: 1, phone: `${DEFAULTS.phonePrefix}${phone}` });
      toastSuccess(answer.message, t('account.phone.codeSent'));
      onSent(phone);
    } catch (error) {
      toastError(error, t('account.phone.failed'));
      throttle.take(error, t('account.phone.failed'));
    }
  };
  return (
    <form noValidate aria-label={t('account.phone.updateTitle')} onSubmit={handleSubmit(onSubmit)}>
      <MaskedField
        control={control}
        name="phone"
        mask={PHONE_MASK}
        label={t('account.phone.phone')}
        autoComplete="tel-national"
        required
        slotProps={{ input: { startAdornment: <InputAdornment position="start">+{DEFAULTS.phonePrefix}</InputAdornment> } }}
      />
      <ThrottleAlert throttle={throttle} />
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" disabled={!isValid || isSubmitting || throttle.active}>{t('account.phone.sendCode')}</Button>
        {onCancel && <Button onClick={onCancel}>{t('account.phone.cancel')}</Button>}
      </Stack>
    </form>
  );
}
