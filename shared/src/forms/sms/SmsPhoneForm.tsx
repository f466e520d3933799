import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import Button from '@mui/material/Button';
import { phoneFormSchema, type PhoneForm } from '@vitrin/contract';
import { PhoneField } from '../fields/PhoneField';
import { ThrottleAlert } from '../fields/ThrottleAlert';
import type { SmsTexts } from './smsTexts';
import { useSendSmsCode } from './useSendSmsCode';

export interface SmsPhoneFormProps {
  /** The local part behind +90 the field starts with. */
  initialPhone: string;
  texts: SmsTexts;
  errorText: (code: string | undefined) => string | undefined;
  /** After a code went out, with the number it went to. */
  onSent: (local: string) => void;
  /** Above the field (the dialog's explanation). */
  intro?: ReactNode;
  /** Under the button (Cancel, Skip). */
  footer?: ReactNode;
  throttleTestId: string;
  idPrefix: string;
}

/**
 * The phone step of SMS verification (spec §4, §5): ten digits through the `000 000 00 00` mask
 * behind the fixed +90, the contract's phone rule, and Send Code (step 1).
 */
export function SmsPhoneForm({ initialPhone, texts, errorText, onSent, intro, footer, throttleTestId, idPrefix }: SmsPhoneFormProps) {
  const { control, handleSubmit, formState } = useForm<PhoneForm>({
    resolver: valibotResolver(phoneFormSchema),
    mode: 'onTouched',
    defaultValues: { phone: initialPhone },
  });
  const { send, throttle } = useSendSmsCode(texts);
  const onSubmit = async ({ phone }: PhoneForm) => {
    if (await send(phone)) onSent(phone);
  };
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={texts('phoneTitle')}>
      {intro}
      <PhoneField control={control} name="phone" id={`${idPrefix}-phone`} label={texts('phone')} errorText={errorText} />
      <ThrottleAlert throttle={throttle} testId={throttleTestId} />
      <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={!formState.isValid || formState.isSubmitting || throttle.active}>
        {texts('sendCode')}
      </Button>
      {footer}
    </form>
  );
}
