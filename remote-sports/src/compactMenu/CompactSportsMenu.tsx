import { Link, useLocation } from 'react-router-dom';
import { Box, ButtonBase } from '@vitrin/shared/ui';
import { bus } from '@vitrin/shared';
import { useT } from '../i18n';
import { COMPACT_ENTRIES } from './compactEntries';

const entrySx = {
  minWidth: 72,
  minHeight: 44,
  px: 1.5,
  borderRadius: 1,
  fontSize: 13,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  color: 'text.primary',
  textDecoration: 'none',
  '&[aria-current="page"]': { color: 'primary.main', bgcolor: 'action.selected' },
} as const;

/**
 * The compact menu of the /fcg pages (spec §2), above a sportsbook frame without its own
 * navigation. On a phone the host already shows its compact strip under the header on every
 * page, so this one shows from the desktop breakpoint only: one compact menu on every device.
 */
export function CompactSportsMenu() {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <Box component="nav" aria-label={t('sports.compact.nav')} sx={{ display: { xs: 'none', md: 'block' }, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <Box component="ul" data-testid="sports-compact-menu" sx={{ listStyle: 'none', m: 0, p: 0.5, display: 'flex', gap: 0.5, overflowX: 'auto', scrollbarWidth: 'none' }}>
        {COMPACT_ENTRIES.map((entry) => (
          <Box component="li" key={entry.id} sx={{ flexShrink: 0 }}>
            {'to' in entry ? (
              <ButtonBase component={Link} to={entry.to} aria-current={pathname === entry.to ? 'page' : undefined} sx={entrySx}>
                {t(entry.label)}
              </ButtonBase>
            ) : (
              <ButtonBase onClick={() => bus.emit('game/search-open', { search: entry.search, live: entry.live })} sx={entrySx}>
                {t(entry.label)}
              </ButtonBase>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
