import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { updatePhone, DEFAULTS, STORAGE_KEYS } from '@vitrin/contract';
import { callApi, displayPhone, toastError, toastSuccess, SMS_CODE_MASK, useResendCountdown, useRetryAfter } from '@vitrin/shared';
import { writeStorage } from '../auth/authStorage';
import { MaskedField } from '../forms/MaskedField';
import { PhoneField } from '../forms/PhoneField';
import { phoneFormSchema, smsCodeFormSchema, type PhoneForm, type SmsCodeForm } from '../forms/validation';
import { useMemberT } from '../i18n/memberTexts';
import { ThrottleAlert } from '../forms/ThrottleAlert';
import { DialogLink } from './DialogLink';
import { MemberDialog } from './MemberDialog';
import { closeAllDialogs, openDialog } from './dialogStore';

function PhoneStep({ initialPhone, onSent }: { initialPhone: string; onSent: (phone: string) => void }) {
  const t = useMemberT();
  const { control, handleSubmit, formState } = useForm<PhoneForm>({
    resolver: valibotResolver(phoneFormSchema),
    mode: 'onTouched',
    defaultValues: { phone: initialPhone },
  });
  // Too many codes asked for (429): the button waits as long as the server says.
  const throttle = useRetryAfter();
  const onSubmit = async ({ phone }: PhoneForm) => {
    try {
      const answer = await callApi(updatePhone, { step: 1, phone: `${DEFAULTS.phonePrefix}${phone}` });
      toastSuccess(answer.message, t('member.sms.codeSent'));
      onSent(phone);
    } catch (error) {
      toastError(error, t('member.sms.failed'));
      throttle.take(error, t('member.sms.failed'));
    }
  };
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t('member.sms.title')}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('member.sms.phoneIntro')}
      </Typography>
      <PhoneField control={control} name="phone" />
      <ThrottleAlert throttle={throttle} testId="sms-throttled" />
      <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={!formState.isValid || formState.isSubmitting || throttle.active}>
        {t('member.sms.sendCode')}
      </Button>
    </form>
  );
}

function CodeStep({ phone, onChangePhone }: { phone: string; onChangePhone: () => void }) {
  const t = useMemberT();
  const [sentCount, setSentCount] = useState(0);
  const left = useResendCountdown(sentCount);
  const { control, handleSubmit, formState } = useForm<SmsCodeForm>({
    resolver: valibotResolver(smsCodeFormSchema),
    mode: 'onTouched',
    defaultValues: { code: '' },
  });
  const fullPhone = `${DEFAULTS.phonePrefix}${phone}`;
  // Too many wrong codes or codes asked for (429): verify and resend wait apart, as the server counts them apart.
  const verifyThrottle = useRetryAfter();
  const sendThrottle = useRetryAfter();
  const onSubmit = async ({ code }: SmsCodeForm) => {
    try {
      const answer = await callApi(updatePhone, { step: 2, phone: fullPhone, code });
      toastSuccess(answer.message, t('member.sms.verified'));
      writeStorage(STORAGE_KEYS.phone, fullPhone);
      writeStorage(STORAGE_KEYS.smsVerified, 'true');
      openDialog({ kind: 'congrats', celebrate: false });
    } catch (error) {
      toastError(error, t('member.sms.failed'));
      verifyThrottle.take(error, t('member.sms.failed'));
    }
  };
  const resend = async () => {
    try {
      const answer = await callApi(updatePhone, { step: 1, phone: fullPhone });
      toastSuccess(answer.message, t('member.sms.codeSent'));
      setSentCount((n) => n + 1);
    } catch (error) {
      toastError(error, t('member.sms.failed'));
      sendThrottle.take(error, t('member.sms.failed'));
    }
  };
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t('member.sms.title')}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {t('member.sms.codeIntro', { phone: displayPhone(phone) })}
      </Typography>
      <MaskedField control={control} name="code" mask={SMS_CODE_MASK} label={t('member.sms.code')} autoComplete="one-time-code" required />
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        {left > 0 ? (
          t('member.sms.resendIn', { seconds: left })
        ) : sendThrottle.active ? null : (
          <DialogLink onClick={() => void resend()}>
            {t('member.sms.resend')}
          </DialogLink>
        )}
      </Typography>
      <ThrottleAlert throttle={sendThrottle} testId="sms-resend-throttled" />
      <ThrottleAlert throttle={verifyThrottle} testId="sms-throttled" />
      <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={!formState.isValid || formState.isSubmitting || verifyThrottle.active}>
        {t('member.sms.verify')}
      </Button>
      <Stack direction="row" justifyContent="space-between" sx={{ mt: 2 }}>
        <DialogLink onClick={onChangePhone}>
          {t('member.sms.changePhone')}
        </DialogLink>
        <DialogLink onClick={closeAllDialogs}>
          {t('member.sms.skip')}
        </DialogLink>
      </Stack>
    </form>
  );
}

/** Spec §4 SMS verification after a registration with the trial bonus ticked. */
export function SmsVerifyDialog({ phone }: { phone: string }) {
  const t = useMemberT();
  const [step, setStep] = useState<{ n: 1 } | { n: 2; phone: string }>({ n: 1 });
  const [lastPhone, setLastPhone] = useState(phone);
  return (
    <MemberDialog title={t('member.sms.title')} testId="sms-dialog">
      {step.n === 1 ? (
        <>
          <PhoneStep
            initialPhone={lastPhone}
            onSent={(sent) => {
              setLastPhone(sent);
              setStep({ n: 2, phone: sent });
            }}
          />
          <Stack direction="row" justifyContent="flex-end" sx={{ mt: 2 }}>
            <DialogLink onClick={closeAllDialogs}>
              {t('member.sms.skip')}
            </DialogLink>
          </Stack>
        </>
      ) : (
        <CodeStep phone={step.phone} onChangePhone={() => setStep({ n: 1 })} />
      )}
    </MemberDialog>
  );
}
