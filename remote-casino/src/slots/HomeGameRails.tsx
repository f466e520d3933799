import Box from '@mui/material/Box';
import { useT, type CasinoKey } from '../i18n';
import { useFavoritesSync } from '../favorites/useFavoritesSync';
import { useHomeRails } from '../home/useHomeRails';
import { GameRail } from '../recent/RecentRail';

/** Slot `HomeGameRails`: popular, new and live casino rails on the home page. */
export function HomeGameRails() {
  const t = useT();
  const rails = useHomeRails();
  useFavoritesSync();
  if (!rails.length) return null;
  return (
    <Box data-testid="home-game-rails">
      {rails.map((rail) => <GameRail key={rail.key} title={t(`casino.home.${rail.key}` as CasinoKey)} games={rail.games} />)}
    </Box>
  );
}
