import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Typography from '@mui/material/Typography';
import { useT } from '../i18n';
import { LOBBY_PAGE_SIZE, useLobbyGames, type LobbyQuery } from '../catalogue/useLobbyGames';
import { GameGrid } from './GameGrid';

interface LobbyResultsProps {
  query: LobbyQuery;
  label: string;
  onPage: (page: number) => void;
  onProviders: (providers: string[]) => void;
}

/** A page of the lobby: skeletons while loading, the grid, empty and error states (issue 9), pages. */
export function LobbyResults({ query, label, onPage, onProviders }: LobbyResultsProps) {
  const t = useT();
  const { state, retry } = useLobbyGames(query);
  const providers = state.status !== 'failed' ? state.data?.providers : undefined;
  useEffect(() => {
    if (providers) onProviders(providers);
  }, [providers, onProviders]);

  if (state.status === 'failed') {
    return (
      <Alert severity="error" action={<Button color="inherit" onClick={retry}>{t('casino.retry')}</Button>}>
        {t('casino.lobby.failed')}
      </Alert>
    );
  }
  const data = state.data;
  if (!data) return <GameGrid games={[]} loading label={label} />;
  if (!data.items.length) {
    return <Typography role="status" sx={{ py: 4, textAlign: 'center' }}>{t('casino.lobby.empty')}</Typography>;
  }
  const pages = Math.ceil(data.total / LOBBY_PAGE_SIZE);
  return (
    <Box sx={{ opacity: state.status === 'loading' ? 0.6 : 1, transition: 'opacity 150ms' }}>
      <Typography role="status" sx={{ fontSize: 13, color: 'text.secondary', mb: 1 }}>{t('casino.lobby.count', { count: data.total })}</Typography>
      <GameGrid games={data.items} label={label} />
      {pages > 1 && (
        <Pagination
          count={pages}
          page={Math.min(query.page, pages)}
          onChange={(_, page) => {
            onPage(page);
            window.scrollTo?.({ top: 0 });
          }}
          aria-label={t('casino.lobby.pages')}
          sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}
          getItemAriaLabel={(type, page) => (type === 'page' ? t('casino.lobby.page', { page: page ?? 1 }) : t(`casino.lobby.${type === 'next' ? 'next' : type === 'previous' ? 'previous' : type === 'first' ? 'first' : 'last'}`))}
        />
      )}
    </Box>
  );
}
