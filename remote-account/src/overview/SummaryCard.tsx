import { Box, Button, Paper, Stack, Typography } from '@vitrin/shared/ui';
import { Link as RouterLink } from 'react-router-dom';
import { formatMoney, useChannel } from '@vitrin/shared';
import { useT } from '../i18n';
import { VerificationChip } from '../profile/VerificationChip';
import { useAccountDetails } from '../profile/useAccountDetails';
import { MoneySplit } from './MoneySplit';

/** Balance, user name and code, verification, and the deposit and withdraw shortcuts. */
export function SummaryCard() {
  const t = useT();
  const auth = useChannel('auth');
  const balance = useChannel('balance');
  const { state } = useAccountDetails();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="overview-summary">
      <Stack direction={{ xs: 'column', sm: 'row' }} justifyContent="space-between" spacing={2}>
        <Box>
          <Typography variant="body2" color="text.secondary">{t('account.overview.balance')}</Typography>
          <Typography variant="h4" component="p" sx={{ fontWeight: 700 }} data-testid="overview-balance">{formatMoney(balance ?? 0)}</Typography>
          <MoneySplit />
          <Typography sx={{ mt: 1 }}>
            {auth.username} · {t('account.details.usercode')}: <span data-testid="overview-usercode">{auth.usercode}</span>
          </Typography>
          {state.status === 'ready' && (
            <Box sx={{ mt: 1, display: 'flex', gap: 1, alignItems: 'center' }}>
              <Typography variant="body2" color="text.secondary">{t('account.details.phone')}</Typography>
              <VerificationChip verified={state.data.smsVerified} />
            </Box>
          )}
        </Box>
        <Stack direction={{ xs: 'row', sm: 'column' }} spacing={1} sx={{ minWidth: 180 }}>
          <Button variant="contained" component={RouterLink} to="/dashboard/deposit" fullWidth>{t('account.deposit.title')}</Button>
          <Button variant="outlined" component={RouterLink} to="/dashboard/withdraw" fullWidth>{t('account.withdraw.title')}</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
