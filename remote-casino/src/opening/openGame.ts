import { bus } from '@vitrin/shared';
import type { Game } from '@vitrin/contract';
import { playPath, type PlayState } from '../play/playAddress';
import { isMobileViewport } from './isMobile';
import { casinoStore, pendingGameAtom, playingAtom } from './openerState';

/**
 * Spec §4 game opening: a guest gets the login form (the game opens after login); a member on
 * mobile gets the play modal, on desktop the play page (its readable address, with the game and
 * the lobby address the player is on, so its back link returns there).
 */
export function openGame(game: Game, navigate: (path: string, options: { state: PlayState }) => void, from: string | null = null): void {
  if (!bus.get('auth').hasLogin) {
    casinoStore.set(pendingGameAtom, game);
    bus.emit('auth/login-requested', {});
    return;
  }
  casinoStore.set(pendingGameAtom, null);
  if (isMobileViewport()) casinoStore.set(playingAtom, game);
  else navigate(playPath(game), { state: { game, from } });
}
