import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DEFAULTS, STORAGE_KEYS } from '@vitrin/contract';
import { SmsCodeForm, SmsPhoneForm, type SmsTextKey, type SmsTexts } from '@vitrin/shared/forms';
import { writeStorage } from '../auth/authStorage';
import { memberErrorText } from '../forms/fieldProps';
import { useMemberT, type MemberTextKey } from '../i18n/memberTexts';
import { DialogLink } from './DialogLink';
import { MemberDialog } from './MemberDialog';
import { closeAllDialogs, openDialog } from './dialogStore';

/** The dialog's words for the SMS code flow of @vitrin/shared. */
const SMS_TEXTS: Record<SmsTextKey, MemberTextKey> = {
  phoneTitle: 'member.sms.title',
  phone: 'member.register.phone',
  sendCode: 'member.sms.sendCode',
  codeTitle: 'member.sms.title',
  codeIntro: 'member.sms.codeIntro',
  code: 'member.sms.code',
  resendIn: 'member.sms.resendIn',
  resend: 'member.sms.resend',
  verify: 'member.sms.verify',
  codeSent: 'member.sms.codeSent',
  verified: 'member.sms.verified',
  failed: 'member.sms.failed',
};

/** Spec §4 SMS verification after a registration with the trial bonus ticked. */
export function SmsVerifyDialog({ phone }: { phone: string }) {
  const t = useMemberT();
  const [step, setStep] = useState<{ n: 1 } | { n: 2; phone: string }>({ n: 1 });
  const [lastPhone, setLastPhone] = useState(phone);
  const texts: SmsTexts = (key, params) => t(SMS_TEXTS[key], params);
  const errorText = (code: string | undefined) => memberErrorText(code, t);
  const skip = (
    <DialogLink onClick={closeAllDialogs}>
      {t('member.sms.skip')}
    </DialogLink>
  );
  return (
    <MemberDialog title={t('member.sms.title')} testId="sms-dialog">
      {step.n === 1 ? (
        <SmsPhoneForm
          initialPhone={lastPhone}
          texts={texts}
          errorText={errorText}
          idPrefix="member"
          throttleTestId="sms-throttled"
          intro={<Typography variant="body2" sx={{ mb: 1 }}>{t('member.sms.phoneIntro')}</Typography>}
          footer={<Stack direction="row" justifyContent="flex-end" sx={{ mt: 2 }}>{skip}</Stack>}
          onSent={(sent) => {
            setLastPhone(sent);
            setStep({ n: 2, phone: sent });
          }}
        />
      ) : (
        <SmsCodeForm
          phone={step.phone}
          texts={texts}
          errorText={errorText}
          idPrefix="member"
          throttleTestIds={{ send: 'sms-resend-throttled', verify: 'sms-throttled' }}
          onVerified={() => {
            writeStorage(STORAGE_KEYS.phone, `${DEFAULTS.phonePrefix}${step.phone}`);
            writeStorage(STORAGE_KEYS.smsVerified, 'true');
            openDialog({ kind: 'congrats', celebrate: false });
          }}
          footer={
            <Stack direction="row" justifyContent="space-between" sx={{ mt: 2 }}>
              <DialogLink onClick={() => setStep({ n: 1 })}>
                {t('member.sms.changePhone')}
              </DialogLink>
              {skip}
            </Stack>
          }
        />
      )}
    </MemberDialog>
  );
}
