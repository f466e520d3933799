import { List, ListItemButton, ListItemIcon, ListItemText } from '@vitrin/shared/ui/data';
import { NavLink } from 'react-router-dom';
import { bus } from '@vitrin/shared';
import { useT } from '../i18n';
import { DASHBOARD_MENU } from './dashboardMenu';
import { MenuIcon } from './MenuIcon';
import { PanicButton } from '../limits/PanicButton';

/** The account menu of spec §2: title, icon and url per entry; Logout logs out through the host. */
export function AccountMenu() {
  const t = useT();
  return (
    <List component="div" dense sx={{ display: { xs: 'flex', md: 'block' }, overflowX: { xs: 'auto', md: 'visible' }, gap: { xs: 0.5, md: 0 } }}>
      {DASHBOARD_MENU.filter((entry) => !entry.hidden).map((entry) => (
        <ListItemButton
          key={entry.id}
          component={NavLink}
          to={entry.url}
          data-testid={`dashboard-menu-${entry.id}`}
          sx={{ flex: { xs: '0 0 auto', md: 'initial' }, borderRadius: 1, '&.active': { bgcolor: 'action.selected', color: 'primary.main' } }}
        >
          <ListItemIcon sx={{ minWidth: 32, color: 'inherit' }}><MenuIcon name={entry.icon} /></ListItemIcon>
          <ListItemText primary={t(entry.title)} />
        </ListItemButton>
      ))}
      <PanicButton sx={{ flex: { xs: '0 0 auto', md: 'initial' } }} />
      <ListItemButton
        data-testid="dashboard-menu-logout"
        sx={{ flex: { xs: '0 0 auto', md: 'initial' }, borderRadius: 1 }}
        onClick={() => bus.emit('auth/logout-requested', {})}
      >
        <ListItemIcon sx={{ minWidth: 32, color: 'inherit' }}><MenuIcon name="logout" /></ListItemIcon>
        <ListItemText primary={t('account.logout')} />
      </ListItemButton>
    </List>
  );
}
