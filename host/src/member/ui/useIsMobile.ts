import useMediaQuery from '@mui/material/useMediaQuery';
import { BREAKPOINTS } from '@vitrin/contract';

/** Below 900 px the member UI uses its mobile forms (spec §2: breakpoint 900 px). */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width:${BREAKPOINTS.mobile - 0.05}px)`, { noSsr: true });
}
