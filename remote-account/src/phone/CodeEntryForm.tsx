import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Button, Link, Stack, Typography } from '@vitrin/shared/ui';
import { DEFAULTS, updatePhone } from '@vitrin/contract';
import { callApi, displayPhone, toastError, toastSuccess, SMS_CODE_MASK, useResendCountdown, useRetryAfter } from '@vitrin/shared';
import { useT } from '../i18n';
import { MaskedField } from '../forms/MaskedField';
import { codeFormSchema, type CodeForm } from './phoneForms';
import { ThrottleAlert } from './ThrottleAlert';

/**
 * Code entry (spec §4): 6 digits with the 00-00-00 mask, the 60 s resend timer, step 2 of
 * customer/updatephone. A failed check clears the code field (spec §8).
 */
export function CodeEntryForm({ phone, onVerified, onChangePhone }: { phone: string; onVerified: () => void; onChangePhone: () => void }) {
  const t = useT();
  const [sent, setSent] = useState(0);
  const left = useResendCountdown(sent);
  const { control, handleSubmit, setValue, setFocus, formState: { isValid, isSubmitting } } = useForm<CodeForm>({
    resolver: valibotResolver(codeFormSchema),
    mode: 'onTouched',
    defaultValues: { code: '' },
  });
  const fullPhone = `${DEFAULTS.phonePrefix}${phone}`;
  // Too many wrong codes or codes asked for (429): verify and resend wait apart, as the server counts them apart.
  const verifyThrottle = useRetryAfter();
  const sendThrottle = useRetryAfter();
  const onSubmit = async ({ code }: CodeForm) => {
    try {
      const answer = await callApi(updatePhone, { step: 2, phone: fullPhone, code });
      toastSuccess(answer.message, t('account.phone.verifiedToast'));
      onVerified();
    } catch (error) {
      toastError(error, t('account.phone.failed'));
      verifyThrottle.take(error, t('account.phone.failed'));
      setValue('code', '', { shouldValidate: false });
      setFocus('code');
    }
  };
  const resend = async () => {
    try {
      const answer = await callApi(updatePhone, { step: 1, phone: fullPhone });
      toastSuccess(answer.message, t('account.phone.codeSent'));
      setSent((n) => n + 1);
    } catch (error) {
      toastError(error, t('account.phone.failed'));
      sendThrottle.take(error, t('account.phone.failed'));
    }
  };
  return (
    <form noValidate aria-label={t('account.phone.codeTitle')} onSubmit={handleSubmit(onSubmit)}>
      <Typography variant="body2" sx={{ mb: 1 }}>{t('account.phone.codeIntro', { phone: displayPhone(phone) })}</Typography>
      <MaskedField control={control} name="code" mask={SMS_CODE_MASK} label={t('account.phone.code')} autoComplete="one-time-code" required />
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        {left > 0 ? t('account.phone.resendIn', { seconds: left }) : sendThrottle.active ? null : (
          <Link component="button" type="button" onClick={() => void resend()}>{t('account.phone.resend')}</Link>
        )}
      </Typography>
      <ThrottleAlert throttle={sendThrottle} />
      <ThrottleAlert throttle={verifyThrottle} />
      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button type="submit" variant="contained" disabled={!isValid || isSubmitting || verifyThrottle.active}>{t('account.phone.verify')}</Button>
        <Button onClick={onChangePhone}>{t('account.phone.change')}</Button>
      </Stack>
    </form>
  );
}
