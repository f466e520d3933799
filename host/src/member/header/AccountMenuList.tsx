import { Fragment, type MouseEvent } from 'react';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useNavigate } from 'react-router-dom';
import { bus } from '@vitrin/shared';
import { Icon } from '../icons/Icon';
import { useMemberT } from '../i18n/memberTexts';
import { ACCOUNT_MENU } from './accountMenu';

/** The account entries (spec §2) and Logout; a click navigates, then `onPick` closes the container. */
export function AccountMenuList({ onPick, notifications }: { onPick: () => void; notifications?: { count: number; open: () => void } }) {
  const t = useMemberT();
  const navigate = useNavigate();
  return (
    <List dense component="nav" aria-label={t('member.menu.userMenu')}>
      {ACCOUNT_MENU.map((entry, index) => (
        <Fragment key={entry.id}>
          <ListItemButton
            component="a"
            href={entry.url}
            data-testid={`account-menu-${entry.id}`}
            onClick={(event: MouseEvent) => {
              event.preventDefault();
              onPick();
              navigate(entry.url);
            }}
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <Icon name={entry.icon} />
            </ListItemIcon>
            <ListItemText primary={t(entry.title)} />
          </ListItemButton>
          {index === 0 && notifications && (
            <ListItemButton
              data-testid="account-menu-notifications"
              onClick={() => {
                onPick();
                notifications.open();
              }}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Icon name="bell" />
              </ListItemIcon>
              <ListItemText primary={`${t('member.menu.notifications')} (${notifications.count})`} />
            </ListItemButton>
          )}
        </Fragment>
      ))}
      <ListItemButton
        data-testid="account-menu-logout"
        onClick={() => {
          onPick();
          bus.emit('auth/logout-requested', {});
        }}
      >
        <ListItemIcon sx={{ minWidth: 36 }}>
          <Icon name="logout" />
        </ListItemIcon>
        <ListItemText primary={t('member.menu.logout')} />
      </ListItemButton>
    </List>
  );
}
