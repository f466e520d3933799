import { Box, Button, Typography } from '@vitrin/shared/ui';
import { bus, formatMoney, useChannel } from '@vitrin/shared';
import { useT } from '../i18n';
import { MenuIcon } from './MenuIcon';

/**
 * Spec §2: on small screens the dashboard menu also shows balance, user name and user code (the
 * same three the host's mobile profile panel shows), and Notifications opens the host's sheet.
 */
export function MemberSummary() {
  const t = useT();
  const auth = useChannel('auth');
  const balance = useChannel('balance');
  return (
    <Box data-testid="dashboard-member-summary" sx={{ display: { xs: 'flex', md: 'none' }, alignItems: 'center', justifyContent: 'space-between', gap: 1, px: 1, py: 1 }}>
      <Box>
        <Typography sx={{ fontWeight: 700 }}>{auth.username}</Typography>
        <Typography variant="body2" color="text.secondary">{t('account.details.usercode')}: {auth.usercode}</Typography>
        <Typography variant="body2">{t('account.overview.balance')}: {formatMoney(balance ?? 0)}</Typography>
      </Box>
      <Button size="small" startIcon={<MenuIcon name="bell" />} onClick={() => bus.emit('notifications/open', {})}>
        {t('account.notifications')}
      </Button>
    </Box>
  );
}
