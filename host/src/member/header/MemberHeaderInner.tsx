import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { NOTIFICATION_PANEL } from '@vitrin/contract';
import { formatMoney, useChannel, useCloseOnBack } from '@vitrin/shared';
import { Icon } from '../icons/Icon';
import { useMemberT } from '../i18n/memberTexts';
import { NotificationBell } from '../notifications/NotificationBell';
import { NotificationPanel } from '../notifications/NotificationPanel';
import { notificationPanelAtom, profilePanelAtom } from '../panel/panelStore';
import { bonusMoneyAtom } from '../balance/bonusMoneyStore';
import { useIsMobile } from '../ui/useIsMobile';
import { TOUCH_ICON_CLASS, TOUCH_TARGET_CLASS } from '../ui/touchTarget';
import { AccountMenuList } from './AccountMenuList';
import { pageStore } from '../ui/pageStore';

const USER_MENU_WIDTH_PX = 230;

/**
 * The longest labels of both languages and an eight-digit balance fit from 320 px up.
 * Labels never wrap; on phones the buttons are tighter.
 */
const headerButton = {
  whiteSpace: 'nowrap',
  flexShrink: 0,
  minWidth: 0,
  px: { xs: 0.75, sm: 1.5 },
  fontSize: { xs: 12, sm: 13 },
  lineHeight: 1.6,
} as const;

/** The signed-in header: user menu, bell, live balance, Deposit, user icon (spec §2). */
export function MemberHeaderInner() {
  const t = useMemberT();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const auth = useChannel('auth');
  const balance = useChannel('balance');
  const bonus = useAtomValue(bonusMoneyAtom);
  const notificationsOpen = useAtomValue(notificationPanelAtom);
  const bellRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLButtonElement>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  // The phone's sheet has its own entry (NotificationSheet); these two are the desktop popovers.
  useCloseOnBack(!mobile && menuOpen, () => setMenuOpen(false));
  useCloseOnBack(!mobile && notificationsOpen, () => pageStore.set(notificationPanelAtom, false));

  const onUserIcon = () => {
    if (mobile) pageStore.set(profilePanelAtom, (open) => !open);
    else navigate('/dashboard');
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 0.5, md: 1 } }} data-testid="member-header">
      <Button component={RouterLink} to="/dashboard/deposit" variant="contained" color="success" size="small" data-testid="header-deposit" className={TOUCH_TARGET_CLASS} sx={headerButton}>
        {t('member.header.deposit')}
      </Button>
      <Button
        ref={menuRef}
        variant="outlined"
        color="inherit"
        size="small"
        onClick={() => (mobile ? pageStore.set(profilePanelAtom, true) : setMenuOpen(true))}
        aria-label={`${t('member.header.balance')}: ${formatMoney(balance ?? 0)}`}
        aria-haspopup={mobile ? 'dialog' : 'true'}
        aria-expanded={menuOpen}
        data-testid="header-balance"
        className={TOUCH_TARGET_CLASS}
        sx={{ ...headerButton, fontVariantNumeric: 'tabular-nums' }}
      >
        {formatMoney(balance ?? 0)}
      </Button>
      {!mobile && bonus !== '0.00' ? (
        // Part of the balance above is bonus money, not withdrawable until wagered.
        <Box component="span" data-testid="header-bonus" sx={{ fontSize: 12, opacity: 0.85, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
          {t('member.header.bonus', { amount: formatMoney(Number(bonus)) })}
        </Box>
      ) : null}
      <NotificationBell buttonRef={bellRef} expanded={notificationsOpen} onClick={() => pageStore.set(notificationPanelAtom, (open) => !open)} />
      <IconButton
        color="inherit"
        onClick={onUserIcon}
        aria-label={t('member.menu.profilePanel')}
        data-testid="header-user-icon"
        // Below 360 px the balance button (which opens the same panel on phones) takes its place.
        className={TOUCH_ICON_CLASS}
        sx={{ p: { xs: 0.5, sm: 1 }, '@media (max-width: 359.95px)': { display: 'none' } }}
      >
        <Icon name="user" />
      </IconButton>
      {!mobile && (
        <Popover
          open={menuOpen}
          anchorEl={menuRef.current}
          onClose={() => setMenuOpen(false)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{ paper: { sx: { width: USER_MENU_WIDTH_PX }, 'data-testid': 'user-menu' } as object }}
        >
          <Box sx={{ p: 2, borderBottom: 1, borderColor: 'divider' }}>
            <Typography variant="subtitle2" sx={{ fontWeight: 700 }} noWrap>
              {auth.username}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t('member.menu.userCode')}: {auth.usercode}
            </Typography>
          </Box>
          <AccountMenuList onPick={() => setMenuOpen(false)} />
        </Popover>
      )}
      {!mobile && (
        <Popover
          open={notificationsOpen}
          anchorEl={bellRef.current}
          onClose={() => pageStore.set(notificationPanelAtom, false)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{
            paper: {
              sx: { width: NOTIFICATION_PANEL.widthPx, height: NOTIFICATION_PANEL.heightPx, overflowY: 'auto' },
              role: 'dialog',
              'aria-label': t('member.notifications.title'),
              'data-testid': 'notification-popover',
            } as object,
          }}
        >
          <Typography component="h2" variant="subtitle1" sx={{ px: 2, py: 1.5, fontWeight: 700, borderBottom: 1, borderColor: 'divider' }}>
            {t('member.notifications.title')}
          </Typography>
          <NotificationPanel />
        </Popover>
      )}
    </Box>
  );
}
