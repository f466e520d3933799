import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Button, CircularProgress, Paper, Stack, Typography } from '@vitrin/shared/ui';
import { claimBonus, type ClaimableBonus } from '@vitrin/contract';
import { callApi, toastError, toastSuccess, useChannel } from '@vitrin/shared';
import { useT } from '../i18n';
import { formatAmount } from '../lists/formatAmount';
import { formatDateTime } from '../lists/formatDateTime';
import { BonusTerms } from './BonusTerms';

/** The offer code of the sign-up's trial bonus (bonus/available extension `code`). */
export const TRIAL_CODE = 'trial';

/** One offer of Bonus Talep: amount, expiry, terms, and Claim (or why it cannot be claimed yet). */
export function BonusOfferCard({ bonus, onClaimed }: { bonus: ClaimableBonus; onClaimed: () => void }) {
  const t = useT();
  const language = useChannel('language');
  const [busy, setBusy] = useState(false);
  // One key per offer shown: a double click or a retry after a lost answer never credits twice.
  const key = useRef(crypto.randomUUID());
  const claim = async () => {
    setBusy(true);
    try {
      const answer = await callApi(claimBonus, { bonusId: bonus.id }, { idempotencyKey: key.current });
      toastSuccess(answer.message, t('account.claimBonus.claimed'));
      key.current = crypto.randomUUID();
      onClaimed();
    } catch (error) {
      toastError(error, t('account.claimBonus.failed'));
    } finally {
      setBusy(false);
    }
  };
  const headingId = `bonus-${bonus.id}-title`;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} data-testid="bonus-offer" sx={{ p: 2 }}>
      <Stack direction="row" justifyContent="space-between" alignItems="baseline" spacing={2}>
        <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>{bonus.title}</Typography>
        <Typography sx={{ fontWeight: 700 }}>{formatAmount(bonus.amount)}</Typography>
      </Stack>
      {bonus.expiresAt && (
        <Typography variant="body2" color="text.secondary">
          {t('account.claimBonus.expires', { date: formatDateTime(bonus.expiresAt, language) })}
        </Typography>
      )}
      <BonusTerms html={bonus.html} />
      {!bonus.claimable && bonus.reason && (
        <Typography variant="body2" color="warning.main" sx={{ mt: 1 }} data-testid="bonus-reason">{bonus.reason}</Typography>
      )}
      {/* The trial bonus waits for a verified phone: the way there is one click. */}
      {!bonus.claimable && bonus.code === TRIAL_CODE && (
        <Button component={RouterLink} to="/dashboard/phone-verification" variant="outlined" sx={{ mt: 1.5, mr: 1 }}>
          {t('account.trialBonus.verifyPhone')}
        </Button>
      )}
      <Button
        variant="contained"
        sx={{ mt: 1.5 }}
        disabled={!bonus.claimable || busy}
        onClick={() => void claim()}
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {t('account.claimBonus.claim')}
      </Button>
    </Paper>
  );
}
