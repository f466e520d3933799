import { startTransition, useEffect, useState, type ReactNode } from 'react';
import type { Game } from '@vitrin/contract';
import { GameTile, TileSkeleton } from './GameTile';
import { TileList } from './TileList';
import { useTileState } from './useTileState';

/** Tiles one commit adds: a phone's first screen and a half (two columns). */
export const TILES_PER_COMMIT = 12;

/**
 * How many of `games` to render now: the first TILES_PER_COMMIT, then TILES_PER_COMMIT more per
 * commit, each in a transition after the browser had its frame. 48 new tiles in one commit
 * were one long task on a phone under 4× CPU — React creating ~900 elements, then the browser
 * starting 48 image requests in one microtask and styling and laying out all of them in one frame.
 */
function useTilesShown(games: Game[]): number {
  const [state, setState] = useState({ games, shown: Math.min(games.length, TILES_PER_COMMIT) });
  let current = state;
  if (state.games !== games) {
    current = { games, shown: Math.min(games.length, TILES_PER_COMMIT) };
    setState(current);
  }
  const { shown } = current;
  useEffect(() => {
    if (shown >= games.length) return undefined;
    const timer = setTimeout(() => startTransition(() => {
      setState((now) => (now.games === games ? { games, shown: Math.min(games.length, now.shown + TILES_PER_COMMIT) } : now));
    }), 0);
    return () => clearTimeout(timer);
  }, [games, shown]);
  return shown;
}

/**
 * A grid of tiles, or skeleton tiles while loading. A new list shows its first tiles at once and
 * the rest a few commits later; until then skeletons keep their places (nothing below moves).
 */
export function GameGrid({ games, loading, label, skeletons = 12 }: { games: Game[]; loading?: boolean; label: string; skeletons?: number }): ReactNode {
  const shown = useTilesShown(games);
  const { t, favorites } = useTileState();
  return (
    <TileList layout="grid" aria-label={label} aria-busy={loading || shown < games.length || undefined}>
      {loading
        ? Array.from({ length: skeletons }, (_, i) => <TileSkeleton key={i} />)
        : games.map((game, i) => (i < shown
          ? <GameTile key={`${game.providerName}|${game.gameCode}`} game={game} favorite={favorites.has(game.gameCode)} t={t} />
          : <TileSkeleton key={`skeleton-${i}`} still />))}
    </TileList>
  );
}
