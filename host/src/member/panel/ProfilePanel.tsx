import { useAtomValue } from 'jotai';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { SIDE_PANEL_TRANSITION_MS } from '@vitrin/contract';
import { formatMoney, useChannel, useCloseOnBack } from '@vitrin/shared';
import { AccountMenuList } from '../header/AccountMenuList';
import { Icon } from '../icons/Icon';
import { useMemberT } from '../i18n/memberTexts';
import { unreadCount } from '../notifications/notificationsReducer';
import { notificationsAtom } from '../notifications/notificationsStore';
import { bonusMoneyAtom } from '../balance/bonusMoneyStore';
import { notificationPanelAtom, profilePanelAtom } from './panelStore';
import { pageStore } from '../ui/pageStore';

/** The mobile profile side panel: balance, user name and code, the account entries (spec §2). */
export function ProfilePanel() {
  const t = useMemberT();
  const auth = useChannel('auth');
  const balance = useChannel('balance');
  const bonus = useAtomValue(bonusMoneyAtom);
  const { items } = useAtomValue(notificationsAtom);
  const close = () => pageStore.set(profilePanelAtom, false);
  useCloseOnBack(true, close);
  return (
    <Drawer
      anchor="right"
      open
      onClose={close}
      transitionDuration={SIDE_PANEL_TRANSITION_MS}
      slotProps={{ paper: { sx: { width: 300, maxWidth: '90vw' }, role: 'dialog', 'aria-label': t('member.menu.profilePanel') } as object }}
      data-testid="profile-panel"
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', p: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Box>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {auth.username}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('member.menu.userCode')}: {auth.usercode}
          </Typography>
          <Typography variant="body2" sx={{ mt: 1 }} data-testid="profile-balance">
            {t('member.header.balance')}: {formatMoney(balance ?? 0)}
          </Typography>
          {bonus !== '0.00' ? (
            <Typography variant="body2" color="text.secondary" data-testid="profile-bonus">
              {t('member.header.bonus', { amount: formatMoney(Number(bonus)) })}
            </Typography>
          ) : null}
        </Box>
        <IconButton aria-label={t('member.common.close')} onClick={close}>
          <Icon name="close" />
        </IconButton>
      </Box>
      <AccountMenuList
        onPick={close}
        notifications={{ count: unreadCount(items), open: () => pageStore.set(notificationPanelAtom, true) }}
      />
    </Drawer>
  );
}
