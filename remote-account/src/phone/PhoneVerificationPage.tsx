import { useState } from 'react';
import { Alert, Button, Paper, Skeleton, Stack, Typography } from '@vitrin/shared/ui';
import { PhoneVerificationPage as Page, type ValueOf } from '@vitrin/contract';
import { displayPhone } from '@vitrin/shared';
import { SmsCodeForm, SmsPhoneForm, useSendSmsCode, type SmsTextKey, type SmsTexts } from '@vitrin/shared/forms';
import { useT, type AccountKey } from '../i18n';
import { accountErrorText } from '../forms/errorText';
import { PageTitle } from '../layout/PageTitle';
import { useAccountDetails } from '../profile/useAccountDetails';
import { localPart } from './localPart';
import { TrialBonusOffer } from '../bonuses/TrialBonusOffer';

/** The page's words for the SMS code flow of @vitrin/shared. */
const SMS_TEXTS: Record<SmsTextKey, AccountKey> = {
  phoneTitle: 'account.phone.updateTitle',
  phone: 'account.phone.phone',
  sendCode: 'account.phone.sendCode',
  codeTitle: 'account.phone.codeTitle',
  codeIntro: 'account.phone.codeIntro',
  code: 'account.phone.code',
  resendIn: 'account.phone.resendIn',
  resend: 'account.phone.resend',
  verify: 'account.phone.verify',
  codeSent: 'account.phone.codeSent',
  verified: 'account.phone.verifiedToast',
  failed: 'account.phone.failed',
};

type View = { page: ValueOf<typeof Page>; phone: string; from?: ValueOf<typeof Page> };

/**
 * /dashboard/phone-verification, the four states of spec §3/§4: not verified → code entry after a
 * successful send → verified after a successful check; Update makes the phone editable. Once
 * verified, the trial bonus is offered here while it can still be claimed.
 */
export function PhoneVerificationPage() {
  const t = useT();
  const { state: load, retry } = useAccountDetails();
  const [chosen, setView] = useState<View | null>(null);
  const [sending, setSending] = useState(false);
  const texts: SmsTexts = (key, params) => t(SMS_TEXTS[key], params);
  const errorText = (code: string | undefined) => accountErrorText(code, t);
  const { send } = useSendSmsCode(texts);
  // Until the player acts, the state follows the member's details: no phone yet → update, verified, or not.
  const view: View = chosen ?? (() => {
    const data = load.status === 'ready' ? load.data : null;
    const phone = localPart(data?.phone ?? null);
    return { page: data && !phone ? Page.UpdatePage : data?.smsVerified ? Page.VerifiedPage : Page.NotVerifiedPage, phone };
  })();

  const sendCode = async () => {
    setSending(true);
    const sent = await send(view.phone);
    setSending(false);
    if (sent) setView({ page: Page.VerificationCodePage, phone: view.phone, from: view.page });
  };
  // Cancel goes back only to a settled state (not to a code entry already left).
  const cancelTarget = view.from === Page.NotVerifiedPage || view.from === Page.VerifiedPage ? view.from : undefined;
  const update = () => setView({ page: Page.UpdatePage, phone: view.phone, from: view.page });

  return (
    <>
      <PageTitle>{t('account.phoneVerification.title')}</PageTitle>
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 480 }} data-testid="phone-verification" data-state={load.status === 'ready' ? view.page : undefined}>
        {load.status === 'loading' && <Skeleton variant="rounded" height={96} />}
        {load.status === 'failed' && (
          <Alert severity="error" action={<Button color="inherit" onClick={retry}>{t('account.list.retry')}</Button>}>
            {t('account.list.failed')}
          </Alert>
        )}
        {load.status === 'ready' && view.page === Page.NotVerifiedPage && (
          <>
            <Typography sx={{ mb: 2 }}>{t('account.phone.notVerified', { phone: displayPhone(view.phone) })}</Typography>
            <Stack direction="row" spacing={1}>
              <Button variant="contained" disabled={sending} onClick={() => void sendCode()}>{t('account.phone.sendCode')}</Button>
              <Button onClick={update}>{t('account.phone.update')}</Button>
            </Stack>
          </>
        )}
        {load.status === 'ready' && view.page === Page.VerifiedPage && (
          <>
            <Alert severity="success" sx={{ mb: 2 }}>{t('account.phone.verified', { phone: displayPhone(view.phone) })}</Alert>
            <Button onClick={update}>{t('account.phone.update')}</Button>
          </>
        )}
        {load.status === 'ready' && view.page === Page.UpdatePage && (
          <SmsPhoneForm
            initialPhone={view.phone}
            texts={texts}
            errorText={errorText}
            idPrefix="account"
            throttleTestId="phone-throttled"
            onSent={(phone) => setView({ page: Page.VerificationCodePage, phone, from: Page.UpdatePage })}
            footer={cancelTarget !== undefined && (
              <Button fullWidth sx={{ mt: 1 }} onClick={() => setView({ page: cancelTarget, phone: view.phone })}>{t('account.phone.cancel')}</Button>
            )}
          />
        )}
        {load.status === 'ready' && view.page === Page.VerificationCodePage && (
          <SmsCodeForm
            phone={view.phone}
            texts={texts}
            errorText={errorText}
            idPrefix="account"
            throttleTestIds={{ send: 'phone-throttled', verify: 'phone-throttled' }}
            onVerified={() => setView({ page: Page.VerifiedPage, phone: view.phone })}
            footer={(
              <Button fullWidth sx={{ mt: 1 }} onClick={() => setView({ page: Page.UpdatePage, phone: view.phone, from: Page.VerificationCodePage })}>
                {t('account.phone.change')}
              </Button>
            )}
          />
        )}
      </Paper>
      {/* A verified phone is what the trial bonus waits for: offered here until it is claimed or ends. */}
      {load.status === 'ready' && view.page === Page.VerifiedPage && <TrialBonusOffer />}
    </>
  );
}
