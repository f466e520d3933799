import { useState } from 'react';
import type { Game } from '@vitrin/contract';
import type { CasinoT } from '../i18n';
import { HEART_FILLED, HEART_OUTLINE } from './heartPaths';
import { favoriteClick } from './useFavoriteToggle';

/**
 * The heart on a game tile: a plain toggle button (`aria-pressed`, the translated label), drawn by
 * the class names of `TileList` (48 tiles a page, no styled component per tile). Its list
 * reads the favourites and the language once and gives each tile `active` and `t` (useTileState):
 * a tile subscribes to no store, so thousands of tiles made and dropped in a lobby walk cost no
 * subscription each.
 */
export function TileFavoriteButton({ game, active, t }: { game: Game; active: boolean; t: CasinoT }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="tile-fav"
      aria-pressed={active}
      aria-label={t('casino.favorites.toggle', { name: game.name })}
      disabled={busy}
      onClick={favoriteClick(game, t, setBusy)}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d={active ? HEART_FILLED : HEART_OUTLINE} />
      </svg>
    </button>
  );
}
