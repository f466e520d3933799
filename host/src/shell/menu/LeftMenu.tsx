import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { SIDE_PANEL_TRANSITION_MS } from '@vitrin/contract';
import { useCloseOnBack } from '@vitrin/shared';
import { useShellT } from '../i18n/shellT';
import { CloseIcon } from '../icons/icons';
import { HeaderSearch } from '../header/HeaderSearch';
import { LanguageMenu } from '../header/LanguageMenu';
import { SettingsIconLinks } from '../header/SettingsIconLinks';
import { menuItems } from './menuItems';
import { useMenuLabel } from './menuLabel';
import { MenuEntry } from './MenuEntry';
import { currentEntryId } from './isCurrent';
import './menus.css';

interface LeftMenuProps {
  open: boolean;
  onClose: () => void;
}

/** The left menu: a set of cards; Call Request opens the form instead of navigating. */
export function LeftMenu({ open, onClose }: LeftMenuProps) {
  const t = useShellT();
  const label = useMenuLabel();
  const { pathname } = useLocation();
  const items = menuItems('main');
  const currentId = currentEntryId(items, pathname);
  useCloseOnBack(open, onClose);
  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      transitionDuration={SIDE_PANEL_TRANSITION_MS}
      slotProps={{ paper: { id: 'vitrin-left-menu', 'aria-label': t('menu.leftTitle'), sx: { width: 300, maxWidth: '88vw', p: 1.5 } } as object }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1.5 }}>
        <Typography component="h2" variant="subtitle1" fontWeight={700}>{t('menu.leftTitle')}</Typography>
        <IconButton aria-label={t('header.closeMenu')} onClick={onClose} data-testid="mobile-menu-close">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ mb: 1.5 }}>
        <HeaderSearch onSearched={onClose} />
      </Box>
      <Box component="ul" className="vt-left-menu" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        {items.map((item) => {
          const Icon = item.icon;
          return (
            <li key={item.id}>
              <MenuEntry item={item} current={item.id === currentId} onChosen={onClose}>
                <Icon />
                <span>{label(item.label)}</span>
              </MenuEntry>
            </li>
          );
        })}
      </Box>
      <Box sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <LanguageMenu />
        <SettingsIconLinks size="small" />
      </Box>
    </Drawer>
  );
}
