import Box from '@mui/material/Box';
import { menuItems } from './menuItems';
import { useMenuLabel } from './menuLabel';
import { MenuEntry } from './MenuEntry';
import { currentEntryId } from './isCurrent';
import { useShellT } from '../i18n/shellT';
import { usePathname } from '../navigation/pathname';

/** The desktop navigation row (spec §2 main menu). */
export function MainMenu() {
  const t = useShellT();
  const label = useMenuLabel();
  const pathname = usePathname();
  const items = menuItems('main');
  const currentId = currentEntryId(items, pathname);
  return (
    <Box component="nav" aria-label={t('header.mainNav')} sx={{ display: { xs: 'none', md: 'block' }, borderTop: 1, borderColor: 'divider' }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, px: 2, display: 'flex', gap: 0.5, overflowX: 'auto', maxWidth: 1440, mx: 'auto', scrollbarWidth: 'none' }}>
        {items.map((item) => {
          const current = item.id === currentId;
          return (
            <li key={item.id}>
              <MenuEntry
                item={item}
                current={current}
                sx={{
                  px: 1.5,
                  height: 44,
                  borderRadius: 1,
                  fontSize: 14,
                  fontWeight: 600,
                  whiteSpace: 'nowrap',
                  color: current ? 'primary.main' : 'text.primary',
                  borderBottom: 2,
                  borderColor: current ? 'primary.main' : 'transparent',
                  '&:hover, &.Mui-focusVisible': { color: 'primary.main', bgcolor: 'action.hover' },
                }}
              >
                {label(item.label)}
              </MenuEntry>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
