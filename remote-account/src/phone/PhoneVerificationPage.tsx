import { useState } from 'react';
import { Alert, Button, Paper, Skeleton, Stack, Typography } from '@vitrin/shared/ui';
import { DEFAULTS, PhoneVerificationPage as Page, updatePhone, type ValueOf } from '@vitrin/contract';
import { callApi, displayPhone, toastError, toastSuccess } from '@vitrin/shared';
import { useT } from '../i18n';
import { PageTitle } from '../layout/PageTitle';
import { useAccountDetails } from '../profile/useAccountDetails';
import { CodeEntryForm } from './CodeEntryForm';
import { localPart } from './localPart';
import { UpdatePhoneForm } from './UpdatePhoneForm';
import { TrialBonusOffer } from '../bonuses/TrialBonusOffer';

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
  // Until the player acts, the state follows the member's details: no phone yet → update, verified, or not.
  const view: View = chosen ?? (() => {
    const data = load.status === 'ready' ? load.data : null;
    const phone = localPart(data?.phone ?? null);
    return { page: data && !phone ? Page.UpdatePage : data?.smsVerified ? Page.VerifiedPage : Page.NotVerifiedPage, phone };
  })();

  const sendCode = async () => {
    setSending(true);
    try {
      const answer = await callApi(updatePhone, { step: 1, phone: `${DEFAULTS.phonePrefix}${view.phone}` });
      toastSuccess(answer.message, t('account.phone.codeSent'));
      setView({ page: Page.VerificationCodePage, phone: view.phone, from: view.page });
    } catch (error) {
      toastError(error, t('account.phone.failed'));
    } finally {
      setSending(false);
    }
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
          <UpdatePhoneForm
            initial={view.phone}
            onSent={(phone) => setView({ page: Page.VerificationCodePage, phone, from: Page.UpdatePage })}
            onCancel={cancelTarget === undefined ? undefined : () => setView({ page: cancelTarget, phone: view.phone })}
          />
        )}
        {load.status === 'ready' && view.page === Page.VerificationCodePage && (
          <CodeEntryForm
            phone={view.phone}
            onVerified={() => setView({ page: Page.VerifiedPage, phone: view.phone })}
            onChangePhone={() => setView({ page: Page.UpdatePage, phone: view.phone, from: Page.VerificationCodePage })}
          />
        )}
      </Paper>
      {/* A verified phone is what the trial bonus waits for: offered here until it is claimed or ends. */}
      {load.status === 'ready' && view.page === Page.VerifiedPage && <TrialBonusOffer />}
    </>
  );
}
