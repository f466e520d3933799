import { useAtomValue } from 'jotai';
import { useT } from '../i18n';
import { casinoStore } from '../opening/openerState';
import { favoriteCodesAtom } from '../favorites/favoritesState';

/**
 * What every tile of a list needs from the casino's state, read once by the list, not by each
 * tile (a lobby walk makes and drops ~3,900 tiles; with a store subscription each for
 * the language, the server's texts and the favourites, each came and went with its own effects).
 * A tile is given `t` (the same function while the language stays) and whether it is a favourite.
 */
export function useTileState() {
  const t = useT();
  const favorites = useAtomValue(favoriteCodesAtom, { store: casinoStore });
  return { t, favorites };
}
