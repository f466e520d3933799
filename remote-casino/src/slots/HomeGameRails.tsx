import { Box } from '@vitrin/shared/ui';
import { useT, type CasinoKey } from '../i18n';
import { useFavoritesSync } from '../favorites/useFavoritesSync';
import { GameRail, GameRailSkeleton } from '../recent/RecentRail';
import { RAIL_SIZE, useHomeRails } from '../home/useHomeRails';

/** Slot `HomeGameRails`: popular, new and live casino rails on the home page. */
export function HomeGameRails() {
  const t = useT();
  const rails = useHomeRails();
  useFavoritesSync();
  // Skeleton rails of the real rails' size while the games load: the widgets below do not jump
  // when the rails arrive (the shift was 0.48 of Lighthouse's layout-shift score on `/`).
  if (rails === null) return <HomeRailsSkeleton />;
  if (!rails.length) return null;
  return (
    <Box data-testid="home-game-rails">
      {rails.map((rail) => <GameRail key={rail.key} title={t(`casino.home.${rail.key}` as CasinoKey)} games={rail.games} seeAll={rail.seeAll} />)}
    </Box>
  );
}

/** Three rails of skeleton tiles (popular, new, live), announced as loading once. */
function HomeRailsSkeleton() {
  const t = useT();
  return (
    <Box data-testid="home-game-rails-loading" role="status" aria-label={t('casino.loading')}>
      {[0, 1, 2].map((rail) => <GameRailSkeleton key={rail} tiles={Math.min(RAIL_SIZE, 6)} />)}
    </Box>
  );
}
