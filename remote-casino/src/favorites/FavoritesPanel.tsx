import { useAtomValue } from 'jotai';
import { Alert, Button, Typography } from '@vitrin/shared/ui';
import { useT } from '../i18n';
import { GameGrid } from '../lobby/GameGrid';
import { casinoStore } from '../opening/openerState';
import { matchesGame } from '../search/foldTurkish';
import { favoriteGamesAtom, favoritesStatusAtom, loadFavorites } from './favoritesState';

/** The member's Favourites tab; the lobby search narrows it locally, Turkish-aware. */
export function FavoritesPanel({ search }: { search: string }) {
  const t = useT();
  const games = useAtomValue(favoriteGamesAtom, { store: casinoStore });
  const status = useAtomValue(favoritesStatusAtom, { store: casinoStore });
  if (status === 'failed') {
    return (
      <Alert severity="error" action={<Button color="inherit" onClick={() => void loadFavorites()}>{t('casino.retry')}</Button>}>
        {t('casino.favorites.loadFailed')}
      </Alert>
    );
  }
  if (status === 'loading' && !games.length) return <GameGrid games={[]} loading label={t('casino.favorites.tab')} skeletons={6} />;
  const shown = search ? games.filter((game) => matchesGame(game.name, search)) : games;
  if (!shown.length) return <Typography role="status" sx={{ py: 4, textAlign: 'center' }}>{t('casino.favorites.empty')}</Typography>;
  return <GameGrid games={shown} label={t('casino.favorites.tab')} />;
}
