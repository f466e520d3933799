import { createTheme, type Theme } from '@mui/material/styles';
import { tokens } from './tokens';
import { BREAKPOINTS, TOOLTIP } from '@vitrin/contract';

/**
 * The one theme of the site. Breakpoints carry the spec's 900 px (mobile/desktop) and
 * 992/1200 px (image sizes, slider counts).
 */
export function createVitrinTheme(): Theme {
  return createTheme({
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
    },
  });
}
