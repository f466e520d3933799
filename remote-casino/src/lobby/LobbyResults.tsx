import { memo, useCallback, useEffect } from 'react';
import { Alert, Box, Button, Typography } from '@vitrin/shared/ui';
import { CASINO_LOBBY_PAGE_SIZE, type Game } from '@vitrin/contract';
import { useT } from '../i18n';
import { useLobbyCatalogue, type LobbyFilters } from '../catalogue/useLobbyCatalogue';
import { GameGrid } from './GameGrid';
import { VirtualGameGrid } from './VirtualGameGrid';

/** How many games the lobby lists; memoised, so the window's moves do not serialise its styles again. */
const GameCount = memo(function GameCount({ total }: { total: number }) {
  const t = useT();
  return <Typography role="status" sx={{ fontSize: 13, color: 'text.secondary', mb: 1 }}>{t('casino.lobby.count', { count: total })}</Typography>;
});

/** The games of the filters before, dimmed while the new ones load (a plain element: no style object per render). */
const LOADING_STYLE = { opacity: 0.6, transition: 'opacity 150ms' } as const;
const READY_STYLE = { opacity: 1, transition: 'opacity 150ms' } as const;
/** Pages of the list that failed: said at the bottom of the screen, over the grid, with Retry. */
const FAILED_PAGES_STYLE = { position: 'sticky', bottom: 8, zIndex: 1, mt: 1 } as const;

/**
 * Keeps the page of the first game on the screen in the address (`?page=N`, 1 for none), without a
 * navigation: a shared link or a return from the play page opens the lobby where the player was.
 */
function rememberPage(index: number) {
  const page = Math.floor(index / CASINO_LOBBY_PAGE_SIZE) + 1;
  const url = new URL(window.location.href);
  if ((Number(url.searchParams.get('page')) || 1) === page) return;
  if (page > 1) url.searchParams.set('page', String(page));
  else url.searchParams.delete('page');
  // The router's state stays (its key and index): only the address's query changes.
  window.history.replaceState(window.history.state, '', url);
}

interface LobbyResultsProps {
  filters: LobbyFilters;
  /** The page (1-based) the lobby was opened at: its first game is scrolled to. */
  entryPage: number;
  label: string;
  onProviders: (providers: string[]) => void;
  /** The choices that narrow the list, for the player ("Blackjack + Evolution"); empty for none. */
  choice?: string;
  /** Drops every choice: offered when they find nothing. */
  onClear?: () => void;
}

/**
 * All the games of a lobby in one scrolling grid, fetched a page at a time as the player
 * nears them: skeletons while the first page loads, the grid, empty and error states.
 */
export function LobbyResults({ filters, entryPage, label, onProviders, choice, onClear }: LobbyResultsProps) {
  const t = useT();
  const { state, ensure, retry, retryPages } = useLobbyCatalogue(filters, entryPage - 1);
  const catalogue = state.status === 'ready' ? state.catalogue : state.status === 'loading' ? state.previous : undefined;
  const providers = state.status === 'ready' ? state.catalogue.providers : undefined;
  useEffect(() => {
    if (providers) onProviders(providers);
  }, [providers, onProviders]);
  const pages = catalogue?.pages;
  // The window's games and the page after them: a player scrolling on finds the next games already
  // here, and their tiles come in with the window's small steps instead of all at once when a late
  // page arrives (24 tiles mounting in one commit was a long task at 4× CPU).
  // A new function once failures are forgotten (Retry), so the grid asks for its window again.
  const failedPages = catalogue?.failedPages;
  const wanted = useCallback((from: number, to: number) => {
    if (failedPages) ensure(from, to + CASINO_LOBBY_PAGE_SIZE);
  }, [ensure, failedPages]);
  const gameAt = useCallback(
    (index: number): Game | undefined => pages?.get(Math.floor(index / CASINO_LOBBY_PAGE_SIZE))?.[index % CASINO_LOBBY_PAGE_SIZE],
    [pages],
  );

  if (state.status === 'failed') {
    return (
      <Alert severity="error" action={<Button color="inherit" onClick={retry}>{t('casino.retry')}</Button>}>
        {t('casino.lobby.failed')}
      </Alert>
    );
  }
  if (!catalogue) return <GameGrid games={[]} loading label={label} />;
  if (state.status === 'ready' && catalogue.total === 0) {
    return (
      <Box sx={{ py: 4, textAlign: 'center' }}>
        <Typography role="status">{choice ? t('casino.lobby.emptyChoice', { choice }) : t('casino.lobby.empty')}</Typography>
        {choice && onClear && <Button variant="outlined" sx={{ mt: 2 }} onClick={onClear}>{t('casino.lobby.clear')}</Button>}
      </Box>
    );
  }
  return (
    <div style={state.status === 'loading' ? LOADING_STYLE : READY_STYLE}>
      <GameCount total={catalogue.total} />
      <VirtualGameGrid
        key={JSON.stringify(filters)}
        total={catalogue.total}
        gameAt={gameAt}
        onWindow={wanted}
        startIndex={(entryPage - 1) * CASINO_LOBBY_PAGE_SIZE}
        onTopIndex={rememberPage}
        label={label}
        busy={state.status === 'loading'}
      />
      {catalogue.failedPages.size > 0 && (
        <Alert severity="error" sx={FAILED_PAGES_STYLE} action={<Button color="inherit" onClick={retryPages}>{t('casino.retry')}</Button>}>
          {t('casino.lobby.moreFailed')}
        </Alert>
      )}
    </div>
  );
}
