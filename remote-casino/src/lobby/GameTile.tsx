import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { bus } from '@vitrin/shared';
import type { Game } from '@vitrin/contract';
import { FavoriteButton } from '../favorites/FavoriteButton';
import { prelaunch } from '../launch/prelaunch';
import { launchContext } from '../opening/launchContext';

/** Thumbnail box: the size is reserved before the picture loads, so nothing jumps (issue 9). */
export const THUMB_RATIO = '4 / 3';

/**
 * One game: thumbnail (lazy), name, provider and the favourite toggle. Pointer-down already starts
 * the launch for a member (issue 9: the frame shows as fast as the network allows); the click
 * asks the casino's opener through `game/open`, the same way the header's quick links do.
 */
export function GameTile({ game }: { game: Game }) {
  const studio = typeof game.studio === 'string' && game.studio ? game.studio : game.providerName;
  return (
    <Box component="li" sx={{ position: 'relative', listStyle: 'none', minWidth: 0 }} data-testid="game-tile">
      <ButtonBase
        onPointerDown={() => {
          if (bus.get('auth').hasLogin) prelaunch(game, launchContext());
        }}
        onClick={() => bus.emit('game/open', { game })}
        sx={{ display: 'block', width: '100%', textAlign: 'left', borderRadius: 1, overflow: 'hidden', bgcolor: 'background.paper', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
      >
        <Box sx={{ aspectRatio: THUMB_RATIO, bgcolor: 'action.hover' }}>
          {game.imageUrl && (
            <img src={game.imageUrl} alt="" loading="lazy" decoding="async" width={240} height={180} style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }} />
          )}
        </Box>
        <Box sx={{ px: 1, py: 0.75 }}>
          <Typography component="span" noWrap sx={{ display: 'block', fontSize: 14, fontWeight: 600 }}>{game.name}</Typography>
          <Typography component="span" noWrap sx={{ display: 'block', fontSize: 12, color: 'text.secondary' }}>{studio}</Typography>
        </Box>
      </ButtonBase>
      <Box sx={{ position: 'absolute', top: 4, right: 4 }}>
        <FavoriteButton game={game} />
      </Box>
    </Box>
  );
}

export function TileSkeleton() {
  return (
    <Box component="li" sx={{ listStyle: 'none' }} aria-hidden data-testid="tile-skeleton">
      <Skeleton variant="rectangular" sx={{ aspectRatio: THUMB_RATIO, height: 'auto', borderRadius: 1 }} />
      <Skeleton width="70%" />
      <Skeleton width="40%" />
    </Box>
  );
}
