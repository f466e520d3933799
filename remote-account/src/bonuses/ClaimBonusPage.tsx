import { Alert, Box, Button, Skeleton, Typography } from '@vitrin/shared/ui';
import { claimableBonuses } from '@vitrin/contract';
import { callApi, useLoad } from '@vitrin/shared';
import { useT } from '../i18n';
import { PageTitle } from '../layout/PageTitle';
import { BonusOfferCard } from './BonusOfferCard';
import { ActiveBonuses } from './ActiveBonuses';

/** /dashboard/claim-bonus (label Bonus Talep): the offers the member can claim, with their terms. */
export function ClaimBonusPage() {
  const t = useT();
  const { state, retry } = useLoad(async (signal) => (await callApi(claimableBonuses, {}, { signal })).data, []);
  return (
    <>
      <PageTitle>{t('account.claimBonus.title')}</PageTitle>
      <ActiveBonuses />
      {state.status === 'loading' && (
        <Box data-testid="bonus-offers-loading" role="status" aria-busy="true" aria-label={t('account.list.loading')}>
          {[0, 1].map((n) => <Skeleton key={n} variant="rounded" height={140} sx={{ mb: 2 }} />)}
        </Box>
      )}
      {state.status === 'failed' && (
        <Alert severity="error" action={<Button color="inherit" onClick={retry}>{t('account.list.retry')}</Button>}>
          {t('account.list.failed')}
        </Alert>
      )}
      {state.status === 'ready' && state.data.length === 0 && (
        <Typography color="text.secondary" data-testid="bonus-offers-empty">{t('account.claimBonus.empty')}</Typography>
      )}
      {state.status === 'ready' && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
          {state.data.map((bonus) => <BonusOfferCard key={bonus.id} bonus={bonus} onClaimed={retry} />)}
        </Box>
      )}
    </>
  );
}
