import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DEFAULTS, smsCodeFormSchema, updatePhone, type SmsCodeForm as CodeForm } from '@vitrin/contract';
import { callApi } from '../../api/client';
import { isApiError } from '../../api/ApiError';
import { toastError, toastSuccess } from '../../api/toast';
import { useRetryAfter } from '../../api/useRetryAfter';
import { displayPhone, SMS_CODE_MASK } from '../digitMask';
import { useResendCountdown } from '../useResendCountdown';
import { MaskedField } from '../fields/MaskedField';
import { ThrottleAlert } from '../fields/ThrottleAlert';
import type { SmsTexts } from './smsTexts';
import { useSendSmsCode } from './useSendSmsCode';

export interface SmsCodeFormProps {
  /** The local part behind +90 the code was sent to. */
  phone: string;
  texts: SmsTexts;
  errorText: (code: string | undefined) => string | undefined;
  /** After the server accepted the code. */
  onVerified: () => void;
  /** Under the button (Change phone number, Skip). */
  footer?: ReactNode;
  /** The alerts of a throttled resend and of a throttled check. */
  throttleTestIds: { send: string; verify: string };
  idPrefix: string;
}

/**
 * The code step of SMS verification (spec §4): six digits through the 00-00-00 mask, the 60 s
 * resend timer, Verify (step 2). A wrong code clears the field for the next try (spec §8); after
 * too many (429) the code stays and Verify waits as long as the server says. Resend and verify
 * wait apart, as the server counts them apart.
 */
export function SmsCodeForm({ phone, texts, errorText, onVerified, footer, throttleTestIds, idPrefix }: SmsCodeFormProps) {
  const [sentCount, setSentCount] = useState(0);
  const left = useResendCountdown(sentCount);
  const { control, handleSubmit, setValue, setFocus, formState } = useForm<CodeForm>({
    resolver: valibotResolver(smsCodeFormSchema),
    mode: 'onTouched',
    defaultValues: { code: '' },
  });
  const verifyThrottle = useRetryAfter();
  const { send, throttle: sendThrottle } = useSendSmsCode(texts);
  const onSubmit = async ({ code }: CodeForm) => {
    try {
      const answer = await callApi(updatePhone, { step: 2, phone: `${DEFAULTS.phonePrefix}${phone}`, code });
      toastSuccess(answer.message, texts('verified'));
      onVerified();
    } catch (error) {
      toastError(error, texts('failed'));
      verifyThrottle.take(error, texts('failed'));
      if (!(isApiError(error) && error.retryAfterSeconds)) {
        setValue('code', '', { shouldValidate: false });
        setFocus('code');
      }
    }
  };
  const resend = async () => {
    if (await send(phone)) setSentCount((n) => n + 1);
  };
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={texts('codeTitle')}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {texts('codeIntro', { phone: displayPhone(phone) })}
      </Typography>
      <MaskedField control={control} name="code" id={`${idPrefix}-code`} mask={SMS_CODE_MASK} errorText={errorText} label={texts('code')} autoComplete="one-time-code" required />
      <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
        {left > 0 ? texts('resendIn', { seconds: left }) : sendThrottle.active ? null : (
          // Not focused on mouse-down: the code field would blur first, its error shift the link away.
          <Link component="button" type="button" variant="body2" onMouseDown={(event) => event.preventDefault()} onClick={() => void resend()}>
            {texts('resend')}
          </Link>
        )}
      </Typography>
      <ThrottleAlert throttle={sendThrottle} testId={throttleTestIds.send} />
      <ThrottleAlert throttle={verifyThrottle} testId={throttleTestIds.verify} />
      <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={!formState.isValid || formState.isSubmitting || verifyThrottle.active}>
        {texts('verify')}
      </Button>
      {footer}
    </form>
  );
}
