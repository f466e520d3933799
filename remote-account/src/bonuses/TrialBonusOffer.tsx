import { Box, Typography } from '@vitrin/shared/ui';
import { claimableBonuses } from '@vitrin/contract';
import { callApi, useLoad } from '@vitrin/shared';
import { useT } from '../i18n';
import { BonusOfferCard, TRIAL_CODE } from './BonusOfferCard';

/**
 * The trial bonus where the member can claim it now (the phone page once the phone is verified):
 * a member who skipped the phone step at sign-up, or left the congratulations screen, gets it
 * here. Shows nothing when it is claimed, ended, not yet claimable, or the offers did not load.
 */
export function TrialBonusOffer() {
  const t = useT();
  const { state, retry } = useLoad(async (signal) => (await callApi(claimableBonuses, {}, { signal })).data, []);
  const trial = state.status === 'ready' ? state.data.find((offer) => offer.code === TRIAL_CODE && offer.claimable) : undefined;
  if (!trial) return null;
  return (
    <Box component="section" aria-label={t('account.trialBonus.title')} data-testid="trial-bonus-offer" sx={{ mt: 2, maxWidth: 480 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>{t('account.trialBonus.title')}</Typography>
      <BonusOfferCard bonus={trial} onClaimed={retry} />
    </Box>
  );
}
