import type { ReactNode } from 'react';
import type { Game } from '@vitrin/contract';
import { GameTile, TileSkeleton } from './GameTile';
import { TileList } from './TileList';

/** A grid of tiles, or skeleton tiles while loading. */
export function GameGrid({ games, loading, label, skeletons = 12 }: { games: Game[]; loading?: boolean; label: string; skeletons?: number }): ReactNode {
  return (
    <TileList layout="grid" aria-label={label} aria-busy={loading || undefined}>
      {loading
        ? Array.from({ length: skeletons }, (_, i) => <TileSkeleton key={i} />)
        : games.map((game) => <GameTile key={`${game.providerName}|${game.gameCode}`} game={game} />)}
    </TileList>
  );
}
