import { Typography } from '@vitrin/shared/ui';
import { userBalance } from '@vitrin/contract';
import { callApi, formatMoney, useChannel, useLoad } from '@vitrin/shared';
import { useT } from '../i18n';

/** Under the balance: how much of it is real (withdrawable) money and how much bonus money (user/balance extension). */
export function MoneySplit() {
  const t = useT();
  const balance = useChannel('balance');
  const { state } = useLoad(async (signal) => (await callApi(userBalance, {}, { signal })).data, [balance]);
  if (state.status !== 'ready' || state.data.real === undefined || state.data.bonus === undefined) return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="overview-money-split">
      {t('account.overview.real', { amount: formatMoney(Number(state.data.real)) })}
      {' · '}
      {t('account.overview.bonus', { amount: formatMoney(Number(state.data.bonus)) })}
    </Typography>
  );
}
