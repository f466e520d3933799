import { useState } from 'react';
import { useAtomValue } from 'jotai';
import IconButton from '@mui/material/IconButton';
import SvgIcon from '@mui/material/SvgIcon';
import { bus } from '@vitrin/shared';
import type { Game } from '@vitrin/contract';
import { useT } from '../i18n';
import { casinoStore } from '../opening/openerState';
import { favoriteCodesAtom, toggleFavoriteOf } from './favoritesState';

/** Heart toggle of spec §4: active when the game's code is in the favourites list; the exact toasts. */
export function FavoriteButton({ game, size = 'small' }: { game: Game; size?: 'small' | 'medium' }) {
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
  return (
    <IconButton
      size={size}
      aria-pressed={active}
      aria-label={t('casino.favorites.toggle', { name: game.name })}
      disabled={busy}
      onClick={(event) => {
        event.stopPropagation();
        void toggle();
      }}
      sx={{ color: active ? 'error.main' : 'inherit', bgcolor: 'rgba(0,0,0,0.45)', '&:hover': { bgcolor: 'rgba(0,0,0,0.65)' } }}
    >
      <SvgIcon fontSize="small" aria-hidden>
        {active ? (
          <path d="M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35z" />
        ) : (
          <path d="M16.5 3c-1.74 0-3.41.81-4.5 2.09C10.91 3.81 9.24 3 7.5 3 4.42 3 2 5.42 2 8.5c0 3.78 3.4 6.86 8.55 11.54L12 21.35l1.45-1.32C18.6 15.36 22 12.28 22 8.5 22 5.42 19.58 3 16.5 3zm-4.4 15.55l-.1.1-.1-.1C7.14 14.24 4 11.39 4 8.5 4 6.5 5.5 5 7.5 5c1.54 0 3.04.99 3.57 2.36h1.87C13.46 5.99 14.96 5 16.5 5c2 0 3.5 1.5 3.5 3.5 0 2.89-3.14 5.74-7.9 10.05z" />
        )}
      </SvgIcon>
    </IconButton>
  );
}
