import { memo, useCallback, useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useT } from '../i18n';
import { CASINO_LOBBY_PAGE_SIZE } from '@vitrin/contract';
import { useLobbyGames, type LobbyQuery } from '../catalogue/useLobbyGames';
import { GameGrid } from './GameGrid';
import { LobbyPager } from './LobbyPager';

/** How many games the lobby lists; memoised, so a page change does not serialise its styles again. */
const GameCount = memo(function GameCount({ total }: { total: number }) {
  const t = useT();
  return <Typography role="status" sx={{ fontSize: 13, color: 'text.secondary', mb: 1 }}>{t('casino.lobby.count', { count: total })}</Typography>;
});

/** The page while the next one loads: dimmed (a plain element: no style object serialised per render). */
const LOADING_STYLE = { opacity: 0.6, transition: 'opacity 150ms' } as const;
const READY_STYLE = { opacity: 1, transition: 'opacity 150ms' } as const;

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
  // The tap's own task stays short: the address change, the scroll to the top and the next page's
  // render come in later tasks (issue 9: on a phone under 4× CPU the tap's task with all of it
  // passed 50 ms). Stable, so the memoised pager is left alone when the games arrive.
  const changePage = useCallback((page: number) => {
    setTimeout(() => {
      onPage(page);
      window.scrollTo?.({ top: 0 });
    }, 0);
  }, [onPage]);

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
  const pages = Math.ceil(data.total / CASINO_LOBBY_PAGE_SIZE);
  return (
    <div style={state.status === 'loading' ? LOADING_STYLE : READY_STYLE}>
      <GameCount total={data.total} />
      <GameGrid games={data.items} label={label} />
      {pages > 1 && <LobbyPager count={pages} page={Math.min(query.page, pages)} onChange={changePage} />}
    </div>
  );
}
