import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { NavLink } from 'react-router-dom';
import { bus } from '@vitrin/shared';
import { useT } from '../i18n';
import { DASHBOARD_MENU } from '../menu/dashboardMenu';

/** The /dashboard frame (slot `DashboardLayout`): title, the account menu, and the routed page. */
export function DashboardLayout({ children }: { children?: ReactNode }) {
  const t = useT();
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 3, py: 2 }}>
      <Box component="nav" aria-label={t('account.menu.label')} sx={{ width: { md: 260 }, flexShrink: 0 }}>
        <Typography variant="h6" component="h2" sx={{ px: 2 }}>{t('account.dashboard.title')}</Typography>
        <List dense>
          {DASHBOARD_MENU.map((item) => (
            <ListItemButton key={item.to} component={NavLink} to={item.to}>
              <ListItemText primary={t(item.key)} />
            </ListItemButton>
          ))}
          <ListItemButton onClick={() => bus.emit('auth/logout-requested', {})}>
            <ListItemText primary={t('account.logout')} />
          </ListItemButton>
        </List>
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
    </Box>
  );
}
