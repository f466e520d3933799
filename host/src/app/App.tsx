import { useMemo } from 'react';
import { RouterProvider } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { createVitrinTheme } from '@vitrin/shared';

type AppRouter = Parameters<typeof RouterProvider>[0]['router'];

/**
 * The providers around the router. No jotai Provider on purpose: atoms (the member dialogs,
 * panels, notifications, bonus money, the bootstrap data) live in jotai's default store, which
 * code outside React (bus listeners, the hub) reaches with getDefaultStore() (`pageStore`).
 */
export function App({ router }: { router: AppRouter }) {
  const theme = useMemo(() => createVitrinTheme(), []);
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
