/** Design tokens of the dark casino look; every package reads them through the MUI theme. */
export const tokens = {
  color: {
    background: '#0b0f1a',
    surface: '#141a2a',
    surfaceRaised: '#1c2439',
    primary: '#f5b301',
    primaryText: '#1a1200',
    secondary: '#2bd67b',
    text: '#f2f4f8',
    textMuted: '#b4bccb',
    divider: '#2a3350',
    error: '#ff6b6b',
    warning: '#ffb547',
    success: '#2bd67b',
    info: '#5ab0ff',
  },
  radius: 10,
  spacingPx: 8,
  fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
} as const;
