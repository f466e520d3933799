import { useState, type MouseEvent } from 'react';
import { useAtomValue } from 'jotai';
import { bus } from '@vitrin/shared';
import type { Game } from '@vitrin/contract';
import { useT } from '../i18n';
import { casinoStore } from '../opening/openerState';
import { favoriteCodesAtom, toggleFavoriteOf } from './favoritesState';

/**
 * The favourite toggle of spec §4, whatever draws it (the play page's MUI button, the tiles' plain
 * one): active when the game's code is in the favourites list; the exact toasts.
 */
export function useFavoriteToggle(game: Game) {
  const t = useT();
  const active = useAtomValue(favoriteCodesAtom, { store: casinoStore }).has(game.gameCode);
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    const outcome = await toggleFavoriteOf(game);
    setBusy(false);
    if (outcome === 'added') bus.emit('toast/show', { type: 'success', message: t('casino.favorites.added') });
    else if (outcome === 'removed') bus.emit('toast/show', { type: 'warning', message: t('casino.favorites.removed') });
    else if (typeof outcome === 'object') bus.emit('toast/show', { type: 'error', message: outcome.error || t('casino.favorites.failed') });
  };
  // The heart sits on (or beside) the tile's own button: its click must not open the game too.
  const onClick = (event: MouseEvent) => {
    event.stopPropagation();
    void toggle();
  };
  return { active, busy, onClick, label: t('casino.favorites.toggle', { name: game.name }) };
}
