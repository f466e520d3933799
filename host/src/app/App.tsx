import { useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { createVitrinTheme } from '@vitrin/shared';
import { useReducedMotion } from '../member/ui/reducedMotion';

type AppRouter = Parameters<typeof RouterProvider>[0]['router'];

/**
 * The providers around the router. No jotai Provider on purpose: atoms (the member dialogs,
 * panels, notifications, bonus money, the bootstrap data) live in jotai's default store, which
 * code outside React (bus listeners, the hub) reaches with getDefaultStore() (`pageStore`).
 */
export function App({ router }: { router: AppRouter }) {
  // The theme follows the player's reduced-motion setting, also when it changes with the page open;
  // the remotes render inside this theme, so their transitions follow it too.
  const reducedMotion = useReducedMotion();
  const theme = useMemo(() => createVitrinTheme({ reducedMotion }), [reducedMotion]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {/* Server texts are untrusted: a 200-letter word in a name or a setting breaks
          inside its box instead of pushing the page sideways on a phone, in every remote too. */}
      <GlobalStyles styles={{ body: { overflowWrap: 'anywhere' } }} />
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}
