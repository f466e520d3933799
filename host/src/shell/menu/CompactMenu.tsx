import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import { COMPACT_MENU } from './menuItems';
import { MenuEntry } from './MenuEntry';
import { isCurrent } from './isCurrent';
import { useShellT } from '../i18n/shellT';

/** The compact menu (spec §2): a swipeable strip of icons under the mobile header. */
export function CompactMenu() {
  const t = useShellT();
  const { pathname } = useLocation();
  return (
    <Box component="nav" aria-label={t('header.compactNav')} sx={{ display: { xs: 'block', md: 'none' }, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0.5, display: 'flex', gap: 0.5, overflowX: 'auto', scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}>
        {COMPACT_MENU.map((item) => {
          const current = isCurrent(item.action, pathname);
          const Icon = item.icon;
          return (
            <li key={item.id}>
              <MenuEntry
                item={item}
                current={current}
                sx={{
                  flexDirection: 'column',
                  gap: 0.25,
                  minWidth: 64,
                  minHeight: 48,
                  px: 1,
                  borderRadius: 1,
                  fontSize: 11,
                  fontWeight: 600,
                  color: current ? 'primary.main' : 'text.primary',
                  bgcolor: current ? 'action.selected' : 'transparent',
                }}
              >
                <Icon sx={{ fontSize: 20 }} />
                <span>{t(item.label)}</span>
              </MenuEntry>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
