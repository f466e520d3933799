import { useEffect } from 'react';
import { useChannel } from '@vitrin/shared';
import { loadFavorites } from './favoritesState';

/** Loads the favourites whenever the player logs in or out (spec §4: login-dependent display). */
export function useFavoritesSync(): void {
  const { hasLogin } = useChannel('auth');
  useEffect(() => {
    void loadFavorites();
  }, [hasLogin]);
}
