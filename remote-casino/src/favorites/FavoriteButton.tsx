import { IconButton, SvgIcon } from '@vitrin/shared/ui';
import type { Game } from '@vitrin/contract';
import { HEART_FILLED, HEART_OUTLINE } from './heartPaths';
import { useFavoriteToggle } from './useFavoriteToggle';

/** Heart toggle of spec §4 on the play page (the tiles draw theirs plainly: TileFavoriteButton). */
export function FavoriteButton({ game, size = 'small' }: { game: Game; size?: 'small' | 'medium' }) {
  const { active, busy, onClick, label } = useFavoriteToggle(game);
  return (
    <IconButton
      size={size}
      aria-pressed={active}
      aria-label={label}
      disabled={busy}
      onClick={onClick}
      sx={{ color: active ? 'error.main' : 'inherit', bgcolor: 'rgba(0,0,0,0.45)', '&:hover': { bgcolor: 'rgba(0,0,0,0.65)' } }}
    >
      <SvgIcon fontSize="small" aria-hidden>
        <path d={active ? HEART_FILLED : HEART_OUTLINE} />
      </SvgIcon>
    </IconButton>
  );
}
