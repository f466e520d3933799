import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { callApi, useChannel } from '@vitrin/shared';
import { gameLobby, recentGames, type CasinoLobby, type Game } from '@vitrin/contract';
import { useT } from '../i18n';
import { GameTile, TileSkeleton } from '../lobby/GameTile';
import { TileList } from '../lobby/TileList';
import { useTileState } from '../lobby/useTileState';
import { casinoStore, launchesAtom } from '../opening/openerState';

/** How many games the rail shows. */
const RECENT_SHOWN = 12;

/**
 * Members' Recently played rail in a lobby: the last games they launched of this lobby
 * (casino/recent **ext** with `lobby`; the live lobby's shows live tables, not slots); hidden when none.
 */
export function RecentRail({ lobby }: { lobby: CasinoLobby }) {
  const t = useT();
  const { hasLogin } = useChannel('auth');
  const launches = useAtomValue(launchesAtom, { store: casinoStore });
  const [games, setGames] = useState<Game[]>([]);
  useEffect(() => {
    if (!hasLogin) {
      setGames([]);
      return;
    }
    const controller = new AbortController();
    callApi(recentGames, { take: RECENT_SHOWN, lobby }, { signal: controller.signal }).then(
      // A backend that ignores `lobby` but says each game's lobby is still held to this one.
      ({ data }) => setGames(data.filter((game) => (gameLobby(game) ?? lobby) === lobby)),
      () => undefined,
    );
    return () => controller.abort();
  }, [hasLogin, launches, lobby]);
  if (!games.length) return null;
  return <GameRail title={t('casino.recent.title')} games={games} />;
}

/** A titled, horizontally scrolling row of tiles. */
export function GameRail({ title, games }: { title: string; games: Game[] }) {
  const { t, favorites } = useTileState();
  return (
    <Box component="section" aria-label={title} sx={{ mb: 3 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>{title}</Typography>
      <TileList layout="rail">
        {games.map((game) => <GameTile key={`${game.providerName}|${game.gameCode}`} game={game} favorite={favorites.has(game.gameCode)} t={t} />)}
      </TileList>
    </Box>
  );
}

/** A rail's placeholder of the same height: a title-sized bar and a row of skeleton tiles. */
export function GameRailSkeleton({ tiles }: { tiles: number }) {
  return (
    <Box sx={{ mb: 3 }} aria-hidden>
      {/* The h6 title's line box (1.25rem × 1.6) and its margin. */}
      <Box sx={{ height: '2rem', width: '40%', mb: 1, borderRadius: 1, bgcolor: 'action.hover' }} />
      <TileList layout="rail">
        {Array.from({ length: tiles }, (_, i) => <TileSkeleton key={i} />)}
      </TileList>
    </Box>
  );
}
