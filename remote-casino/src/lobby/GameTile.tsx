import { memo } from 'react';
import { bus } from '@vitrin/shared';
import { gameStudio, type Game } from '@vitrin/contract';
import { TileFavoriteButton } from '../favorites/TileFavoriteButton';
import type { CasinoT } from '../i18n';
import { prelaunch } from '../launch/prelaunch';
import { launchContext } from '../opening/launchContext';

/**
 * One game: thumbnail (its box reserved; lazy outside the lobby window), name, provider and the
 * favourite toggle. Plain elements drawn by the classes of the `TileList` around it (a page
 * of 48 tiles renders without a long task on a phone); memoised, so a list that re-renders with the
 * same games (the page dimmed while the next loads) leaves the tiles alone. Pointer-down already
 * starts the launch for a member (the frame shows as fast as the network allows); the click asks
 * the casino's opener through `game/open`, the same way the header's quick links do.
 */
export const GameTile = memo(function GameTile({ game, favorite, t, position, setSize, eager = false }: {
  game: Game;
  /** Whether the game is among the member's favourites, and the translate function: from the list (useTileState). */
  favorite: boolean;
  t: CasinoT;
  position?: number;
  setSize?: number;
  /**
   * The picture is asked for as the tile is created, not when it nears the screen: the lobby's
   * window (VirtualGameGrid) only holds tiles near the screen, and a lazy picture's request ran
   * inside a scrolled frame's rendering, 8 to 16 of them at once (a lobby walk trace).
   */
  eager?: boolean;
}) {
  return (
    // In the lobby's window (VirtualGameGrid) the item says where it stands among all the games.
    <li className="tile" data-testid="game-tile" aria-posinset={position} aria-setsize={setSize}>
      <button
        type="button"
        className="tile-open"
        onPointerDown={() => {
          if (bus.get('auth').hasLogin) prelaunch(game, launchContext());
        }}
        onClick={() => bus.emit('game/open', { game })}
      >
        {/* The picture is its own box (no wrapper), and the two text lines sit in the button: 7
            elements a tile, not 9, created and collected by the thousand in a lobby walk. */}
        {game.imageUrl
          ? <img className="tile-thumb" src={game.imageUrl} alt="" loading={eager ? 'eager' : 'lazy'} decoding="async" width={240} height={180} />
          : <span className="tile-thumb" />}
        <span className="tile-name">{game.name}</span>
        <span className="tile-studio">{gameStudio(game)}</span>
      </button>
      <TileFavoriteButton game={game} active={favorite} t={t} />
    </li>
  );
});

/**
 * A loading placeholder with the tile's shape (hidden from assistive technology); `still` for a
 * place that a tile fills a few frames later (it does not pulse).
 */
export function TileSkeleton({ still = false }: { still?: boolean }) {
  return (
    <li className={still ? 'tile tile-skeleton tile-still' : 'tile tile-skeleton'} aria-hidden data-testid="tile-skeleton">
      <span className="tile-bone" />
      <span className="tile-bone" />
      <span className="tile-bone" />
    </li>
  );
}
