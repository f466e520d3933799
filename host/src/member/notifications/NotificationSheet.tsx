import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useCloseOnBack } from '@vitrin/shared';
import { Icon } from '../icons/Icon';
import { useMemberT } from '../i18n/memberTexts';
import { notificationPanelAtom } from '../panel/panelStore';
import { NotificationPanel } from './NotificationPanel';
import { pageStore } from '../ui/pageStore';

/** The mobile bottom sheet: full height (spec §2). */
export function NotificationSheet() {
  const t = useMemberT();
  const close = () => pageStore.set(notificationPanelAtom, false);
  useCloseOnBack(true, close);
  return (
    <Drawer
      anchor="bottom"
      open
      onClose={close}
      // The mark puts toasts at the bottom while the sheet is open (shell/toast/ToastHost.tsx).
      slotProps={{ paper: { sx: { height: '100%' }, role: 'dialog', 'aria-label': t('member.notifications.title'), 'data-full-screen-sheet': '' } as object }}
      data-testid="notification-sheet"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography component="h2" variant="h6">
          {t('member.notifications.title')}
        </Typography>
        <IconButton aria-label={t('member.common.close')} onClick={close}>
          <Icon name="close" />
        </IconButton>
      </Box>
      <Box sx={{ overflowY: 'auto', flex: 1 }}>
        <NotificationPanel />
      </Box>
    </Drawer>
  );
}
