import { Link as RouterLink, useMatches } from 'react-router-dom';
import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BREAKPOINTS } from '@vitrin/contract';
import { bus } from '@vitrin/shared';
import { useShellT } from '../i18n/shellT';
import { ChevronRightIcon } from '../icons/icons';
import { crumbsFromMatches } from './crumbsFromMatches';

/**
 * Breadcrumbs from route data. On mobile a crumb toggles the profile side panel; on desktop it
 * navigates. The last crumb is the current page.
 */
export function Breadcrumbs() {
  const t = useShellT();
  const matches = useMatches();
  const mobile = useMediaQuery(`(max-width:${BREAKPOINTS.mobile - 0.05}px)`);
  const crumbs = crumbsFromMatches(matches);
  const items = crumbs[0]?.url === '/' ? crumbs : [{ label: t('crumb.home'), url: '/' }, ...crumbs];
  // The home page alone needs no trail.
  if (items.length < 2) return null;

  return (
    <Box component="nav" aria-label={t('crumb.label')} data-testid="breadcrumbs" sx={{ maxWidth: 1440, mx: 'auto', px: { xs: 1.5, md: 2 }, pt: 1.5 }}>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, fontSize: 13 }}>
        {items.map((crumb, index) => {
          const last = index === items.length - 1;
          return (
            <Box component="li" key={crumb.url} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              {index > 0 && <ChevronRightIcon className="vt-icon-crumb" />}
              <Box
                component={RouterLink}
                to={crumb.url}
                aria-current={last ? 'page' : undefined}
                onClick={(event: React.MouseEvent) => {
                  if (!mobile) return;
                  event.preventDefault();
                  bus.emit('profile-panel/toggle', {});
                }}
                sx={{
                  color: last ? 'primary.main' : 'text.secondary',
                  fontWeight: last ? 700 : 400,
                  textDecoration: 'none',
                  '&:hover': { textDecoration: 'underline' },
                }}
              >
                {crumb.label}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
