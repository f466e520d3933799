import { Box, Paper, Typography } from '@vitrin/shared/ui';
import { LinearProgress } from '@vitrin/shared/ui/data';
import { bonusWagering, type BonusWager } from '@vitrin/contract';
import { callApi, formatMoney, useChannel, useLoad } from '@vitrin/shared';
import { useT } from '../i18n';

/** Percent of a wagering requirement done, exactly in cents and whole percents (display only). */
export function wageredPercent(wagered: string, required: string): number {
  const cents = (money: string) => BigInt(money.replace('.', ''));
  const need = cents(required);
  if (need === 0n) return 100;
  const done = (cents(wagered) * 100n) / need;
  return Number(done > 100n ? 100n : done);
}

function WagerRow({ bonus }: { bonus: BonusWager }) {
  const t = useT();
  const money = (value: string) => formatMoney(Number(value));
  const percent = wageredPercent(bonus.wagered, bonus.wagerRequired);
  return (
    <Box component="li" data-testid="active-bonus" sx={{ py: 1 }}>
      <Typography sx={{ fontWeight: 600 }}>
        {bonus.title} · {money(bonus.locked)}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={t('account.wagering.progressLabel', { title: bonus.title })}
        sx={{ my: 0.5, height: 8, borderRadius: 1 }}
      />
      <Typography variant="body2" color="text.secondary">
        {t('account.wagering.progress', { wagered: money(bonus.wagered), required: money(bonus.wagerRequired), percent })}
      </Typography>
      {bonus.forfeitOnWithdrawal ? (
        <Typography variant="body2" color="warning.main">{t('account.wagering.forfeit')}</Typography>
      ) : null}
    </Box>
  );
}

/**
 * The member's bonuses still being wagered (bonus/wagering, extension): how much of each is bonus
 * money and how far its wagering is. Reloads when the balance changes (a bet counts toward it).
 */
export function ActiveBonuses() {
  const t = useT();
  const balance = useChannel('balance');
  const { state } = useLoad(async (signal) => (await callApi(bonusWagering, {}, { signal })).data, [balance]);
  if (state.status !== 'ready') return null;
  const active = state.data.filter((bonus) => bonus.status === 'active');
  if (active.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-label={t('account.wagering.title')} sx={{ p: 2, mb: 2 }}>
      <Typography component="h2" variant="h6">{t('account.wagering.title')}</Typography>
      <Typography variant="body2" color="text.secondary">{t('account.wagering.explain')}</Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {active.map((bonus) => <WagerRow key={bonus.id} bonus={bonus} />)}
      </Box>
    </Paper>
  );
}
