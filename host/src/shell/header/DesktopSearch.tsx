import { lazy, Suspense } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BREAKPOINTS } from '@vitrin/contract';

const HeaderSearch = lazy(() => import('./HeaderSearch').then((m) => ({ default: m.HeaderSearch })));

/**
 * The header's game search (spec §2), rendered only from the desktop breakpoint up: phones search
 * in the left menu, so their first load no longer fetches the field (MUI InputBase, Paper) that
 * used to sit there hidden (ADR 0009).
 */
export function DesktopSearch() {
  const wide = useMediaQuery(`(min-width:${BREAKPOINTS.mobile}px)`, { noSsr: true });
  if (!wide) return null;
  return (
    <Suspense fallback={null}>
      <HeaderSearch />
    </Suspense>
  );
}
