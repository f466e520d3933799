import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { claimableBonuses, claimBonus } from '@vitrin/contract';
import { bus, callApi, toastError, toastSuccess, useChannel, useLoad } from '@vitrin/shared';
import { useShellT } from '../i18n/shellT';

/**
 * The button of a promotion that gives a bonus (promotion `bonusId`): a guest signs in; a member
 * claims it when the offer is claimable (one Idempotency-Key per offer shown), else is led to what
 * it waits for (a deposit, a verified phone), else told why not. The offer's state is bonus/available's.
 */
export function PromotionBonusAction({ bonusId, onLeave }: { bonusId: number; onLeave: () => void }) {
  const t = useShellT();
  const navigate = useNavigate();
  const member = useChannel('auth').hasLogin;
  const language = useChannel('language');
  const { state, retry } = useLoad(
    async (signal) => (member ? (await callApi(claimableBonuses, {}, { signal })).data : []), [member, language],
  );
  const key = useRef(crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  const go = (path: string) => {
    onLeave();
    navigate(path);
  };

  if (!member) {
    return <Button variant="contained" onClick={() => {
      onLeave();
      bus.emit('auth/login-requested', {});
    }}>{t('promotions.signInToClaim')}</Button>;
  }
  if (state.status !== 'ready') return null;
  const offer = state.data.find((candidate) => candidate.id === bonusId);
  if (!offer) return <Typography color="text.secondary" data-testid="promotion-bonus-state">{t('promotions.bonusUnavailable')}</Typography>;
  const claim = async () => {
    setBusy(true);
    try {
      const answer = await callApi(claimBonus, { bonusId }, { idempotencyKey: key.current });
      toastSuccess(answer.message, t('promotions.claimed'));
      key.current = crypto.randomUUID();
      retry();
    } catch (error) {
      toastError(error, t('promotions.claimFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      {!offer.claimable && offer.reason && <Typography color="warning.main" data-testid="promotion-bonus-state">{offer.reason}</Typography>}
      {offer.claimable && (
        <Button variant="contained" disabled={busy} onClick={() => void claim()}>{t('promotions.claim')}</Button>
      )}
      {!offer.claimable && offer.needs === 'deposit' && (
        <Button variant="contained" onClick={() => go('/dashboard/deposit')}>{t('promotions.deposit')}</Button>
      )}
      {!offer.claimable && offer.needs === 'phone' && (
        <Button variant="contained" onClick={() => go('/dashboard/phone-verification')}>{t('promotions.verifyPhone')}</Button>
      )}
    </Box>
  );
}
