import { useState, type MouseEvent } from 'react';
import { useAtomValue } from 'jotai';
import { bus } from '@vitrin/shared';
import type { Game } from '@vitrin/contract';
import { useT, type CasinoT } from '../i18n';
import { casinoStore } from '../opening/openerState';
import { favoriteCodesAtom, toggleFavoriteOf } from './favoritesState';

/**
 * Toggles the game's favourite and says how it went (spec §4): 'Added to favorites' (success),
 * 'Removed from favorites' (warning), the server's message or a translated failure (error).
 * `setBusy` holds the button while the call runs.
 */
export async function toggleFavoriteWithToasts(game: Game, t: CasinoT, setBusy: (busy: boolean) => void): Promise<void> {
  setBusy(true);
  const outcome = await toggleFavoriteOf(game);
  setBusy(false);
  if (outcome === 'added') bus.emit('toast/show', { type: 'success', message: t('casino.favorites.added') });
  else if (outcome === 'removed') bus.emit('toast/show', { type: 'warning', message: t('casino.favorites.removed') });
  else if (typeof outcome === 'object') bus.emit('toast/show', { type: 'error', message: outcome.error || t('casino.favorites.failed') });
}

/** The heart sits on (or beside) the tile's own button: its click must not open the game too. */
export function favoriteClick(game: Game, t: CasinoT, setBusy: (busy: boolean) => void) {
  return (event: MouseEvent) => {
    event.stopPropagation();
    void toggleFavoriteWithToasts(game, t, setBusy);
  };
}

/**
 * The favourite toggle of spec §4 on the play page: active when the game's code is in the
 * favourites list; the exact toasts. (A tile's toggle is given `active` and `t` by its list:
 * TileFavoriteButton.)
 */
export function useFavoriteToggle(game: Game) {
  const t = useT();
  const active = useAtomValue(favoriteCodesAtom, { store: casinoStore }).has(game.gameCode);
  const [busy, setBusy] = useState(false);
  return { active, busy, onClick: favoriteClick(game, t, setBusy), label: t('casino.favorites.toggle', { name: game.name }) };
}
