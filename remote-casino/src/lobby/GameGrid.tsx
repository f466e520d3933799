import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { Game } from '@vitrin/contract';
import { GameTile, TileSkeleton } from './GameTile';

export const gridSx = {
  display: 'grid',
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))', lg: 'repeat(6, minmax(0, 1fr))' },
  gap: 1.5,
  p: 0,
  m: 0,
} as const;

/** A grid of tiles, or skeleton tiles while loading. */
export function GameGrid({ games, loading, label, skeletons = 12 }: { games: Game[]; loading?: boolean; label: string; skeletons?: number }): ReactNode {
  return (
    <Box component="ul" aria-label={label} aria-busy={loading || undefined} sx={gridSx}>
      {loading
        ? Array.from({ length: skeletons }, (_, i) => <TileSkeleton key={i} />)
        : games.map((game) => <GameTile key={`${game.providerName}|${game.gameCode}`} game={game} />)}
    </Box>
  );
}
