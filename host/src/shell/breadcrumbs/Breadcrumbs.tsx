import { Link as RouterLink, useMatches } from 'react-router-dom';
import Box from '@mui/material/Box';
import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BREAKPOINTS, bus } from '@vitrin/shared';
import { useShellT } from '../i18n/shellT';
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
    <Box sx={{ maxWidth: 1440, mx: 'auto', px: { xs: 1.5, md: 2 }, pt: 1.5 }}>
      <MuiBreadcrumbs aria-label={t('crumb.label')} sx={{ fontSize: 13 }}>
        {items.map((crumb, index) => {
          const last = index === items.length - 1;
          return (
            <Link
              key={crumb.url}
              component={RouterLink}
              to={crumb.url}
              underline="hover"
              aria-current={last ? 'page' : undefined}
              onClick={(event) => {
                if (!mobile) return;
                event.preventDefault();
                bus.emit('profile-panel/toggle', {});
              }}
              sx={{ color: last ? 'primary.main' : 'text.secondary', fontWeight: last ? 700 : 400 }}
            >
              {crumb.label}
            </Link>
          );
        })}
      </MuiBreadcrumbs>
    </Box>
  );
}
