import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { tokens } from './tokens';
import { BREAKPOINTS, TOOLTIP } from '@vitrin/contract';

/**
 * Under reduced motion every MUI transition is instant, in the host and in every remote (they
 * render inside the host's theme): no CSS transition (`create` is MUI's documented switch), and
 * zero durations, so Fade, Grow, Slide, Collapse — and the dialogs, menus, popovers, drawers,
 * snackbars and tooltips built on them — reach their end state at once instead of a fade a
 * player (or an accessibility scan) sees half done. Skeletons do not pulse.
 */
const REDUCED_MOTION: ThemeOptions = {
  transitions: {
    create: () => 'none',
    getAutoHeightDuration: () => 0,
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  },
};

/**
 * The one theme of the site. Breakpoints carry the spec's 900 px (mobile/desktop) and
 * 992/1200 px (image sizes, slider counts). `reducedMotion`: the player asked for it
 * (`REDUCED_MOTION_QUERY` of the contract matches; the host's App follows the setting).
 */
export function createVitrinTheme({ reducedMotion = false }: { reducedMotion?: boolean } = {}): Theme {
  return createTheme({
    ...(reducedMotion ? REDUCED_MOTION : {}),
    breakpoints: { values: { xs: 0, sm: 600, md: BREAKPOINTS.mobile, lg: BREAKPOINTS.lg, xl: BREAKPOINTS.xl } },
    spacing: tokens.spacingPx,
    shape: { borderRadius: tokens.radius },
    palette: {
      mode: 'dark',
      background: { default: tokens.color.background, paper: tokens.color.surface },
      primary: { main: tokens.color.primary, contrastText: tokens.color.primaryText },
      secondary: { main: tokens.color.secondary },
      text: { primary: tokens.color.text, secondary: tokens.color.textMuted },
      divider: tokens.color.divider,
      error: { main: tokens.color.error },
      warning: { main: tokens.color.warning },
      success: { main: tokens.color.success },
      info: { main: tokens.color.info },
    },
    typography: { fontFamily: tokens.fontFamily, button: { textTransform: 'none', fontWeight: 600 } },
    components: {
      MuiTooltip: {
        defaultProps: { enterDelay: TOOLTIP.showMs, leaveDelay: TOOLTIP.hideMs },
        styleOverrides: { tooltip: { maxWidth: TOOLTIP.maxWidth }, popper: { zIndex: TOOLTIP.zIndex } },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      ...(reducedMotion ? { MuiSkeleton: { defaultProps: { animation: false } } } : {}),
    },
  });
}
