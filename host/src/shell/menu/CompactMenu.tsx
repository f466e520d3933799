import { useCallback, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { menuItems } from './menuItems';
import { useMenuLabel } from './menuLabel';
import { MenuEntry } from './MenuEntry';
import { currentEntryId } from './isCurrent';
import { useShellT } from '../i18n/shellT';
import { usePathname } from '../navigation/pathname';

/** Which edges of the strip hide more entries (1 px of slack for fractional scroll positions). */
function overflowOf(strip: HTMLElement): { left: boolean; right: boolean } {
  return {
    left: strip.scrollLeft > 1,
    right: strip.scrollLeft + strip.clientWidth < strip.scrollWidth - 1,
  };
}

/**
 * The compact menu (spec §2): a swipeable strip of icons under the mobile header. Labels never
 * wrap; a fade on the side that hides more entries shows that the row scrolls.
 */
export function CompactMenu() {
  const t = useShellT();
  const label = useMenuLabel();
  const pathname = usePathname();
  const items = menuItems('compact');
  const currentId = currentEntryId(items, pathname);
  const strip = useRef<HTMLUListElement>(null);
  const [overflow, setOverflow] = useState({ left: false, right: false });

  const measure = useCallback(() => {
    if (strip.current) setOverflow(overflowOf(strip.current));
  }, []);
  useEffect(() => {
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);

  // The current entry scrolls into view (e.g. TV Games on a 320 px phone).
  useEffect(() => {
    strip.current?.querySelector('[aria-current="page"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);

  const fade = (side: 'left' | 'right') => ({
    position: 'absolute',
    top: 0,
    bottom: 0,
    [side]: 0,
    width: 28,
    pointerEvents: 'none',
    background: (theme: { palette: { background: { paper: string } } }) =>
      `linear-gradient(to ${side}, transparent, ${theme.palette.background.paper})`,
  });

  return (
    <Box component="nav" aria-label={t('header.compactNav')} sx={{ display: { xs: 'block', md: 'none' }, position: 'relative', bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <Box
        component="ul"
        ref={strip}
        onScroll={measure}
        data-testid="compact-menu"
        data-overflow-right={overflow.right}
        sx={{ listStyle: 'none', m: 0, p: 0.5, display: 'flex', gap: 0.5, overflowX: 'auto', scrollbarWidth: 'none', scrollSnapType: 'x proximity', '&::-webkit-scrollbar': { display: 'none' } }}
      >
        {items.map((item) => {
          const current = item.id === currentId;
          const Icon = item.icon;
          return (
            <Box component="li" key={item.id} sx={{ flexShrink: 0, scrollSnapAlign: 'start' }}>
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
                  whiteSpace: 'nowrap',
                  color: current ? 'primary.main' : 'text.primary',
                  bgcolor: current ? 'action.selected' : 'transparent',
                }}
              >
                <Icon sx={{ fontSize: 20 }} />
                <span>{label(item.label)}</span>
              </MenuEntry>
            </Box>
          );
        })}
      </Box>
      {overflow.left && <Box aria-hidden sx={fade('left')} />}
      {overflow.right && <Box aria-hidden data-testid="compact-menu-more" sx={fade('right')} />}
    </Box>
  );
}
