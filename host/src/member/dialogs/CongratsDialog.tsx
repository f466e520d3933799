import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { defineTrialBonus, CONFETTI } from '@vitrin/contract';
import { bus, callApi, formatMoney, useChannel } from '@vitrin/shared';
import { fireConfetti } from '../confetti/fireConfetti';
import { useMemberT } from '../i18n/memberTexts';
import { toastError, toastSuccess } from '../ui/toast';
import { MemberDialog } from './MemberDialog';
import { closeAllDialogs } from './dialogStore';
import { SignUpDepositLimit } from '../responsible/SignUpDepositLimit';

/**
 * Spec §4 congratulations screen: claim the trial bonus when there is one, else deposit or chat;
 * a deposit limit is offered first (optional: the buttons go on without it).
 */
export function CongratsDialog({ celebrate }: { celebrate: boolean }) {
  const t = useMemberT();
  const navigate = useNavigate();
  const amount = useChannel('settings')?.trialBonusAmount ?? 0;
  const [claiming, setClaiming] = useState(false);

  useEffect(() => {
    if (!celebrate) return;
    const timer = setTimeout(() => void fireConfetti(), CONFETTI.startDelayMs);
    return () => clearTimeout(timer);
  }, [celebrate]);

  const claim = async () => {
    setClaiming(true);
    try {
      const answer = await callApi(defineTrialBonus);
      toastSuccess(answer.message, t('member.congrats.claimed'));
      void fireConfetti();
      setTimeout(closeAllDialogs, CONFETTI.closeAfterClaimMs);
    } catch (error) {
      setClaiming(false);
      toastError(error, t('member.congrats.claimFailed'));
    }
  };

  return (
    <MemberDialog title={t('member.congrats.title')} testId="congrats-dialog">
      {/* The dialog's title says 'Congratulations!' once (not twice). */}
      <Typography sx={{ textAlign: 'center', my: 2 }}>
        {amount > 0 ? t('member.congrats.bonusOffer', { amount: formatMoney(amount) }) : t('member.congrats.text')}
      </Typography>
      <SignUpDepositLimit />
      {amount > 0 ? (
        <Button variant="contained" fullWidth onClick={() => void claim()} disabled={claiming}>
          {t('member.congrats.yes')}
        </Button>
      ) : (
        <Stack direction="row" spacing={1}>
          <Button
            variant="contained"
            fullWidth
            onClick={() => {
              closeAllDialogs();
              navigate('/dashboard/deposit');
            }}
          >
            {t('member.congrats.deposit')}
          </Button>
          <Button
            variant="outlined"
            fullWidth
            onClick={() => {
              closeAllDialogs();
              bus.emit('livechat/open', {});
            }}
          >
            {t('member.congrats.liveChat')}
          </Button>
        </Stack>
      )}
    </MemberDialog>
  );
}
