import { atom } from 'jotai';
import { bus, callApi, isApiError } from '@vitrin/shared';
import { favorites, toggleFavorite, type Game } from '@vitrin/contract';
import { casinoStore } from '../opening/openerState';

/** The member's favourite games; spec §3: the favourites list holds game codes. */
export const favoriteGamesAtom = atom<Game[]>([]);
export const favoriteCodesAtom = atom((get) => new Set(get(favoriteGamesAtom).map((game) => game.gameCode)));
export const favoritesStatusAtom = atom<'idle' | 'loading' | 'ready' | 'failed'>('idle');

let inFlight: Promise<void> | null = null;

/**
 * Loads the list (members only); publishes `favorites/changed` with the codes. Every casino part
 * that shows hearts asks for it; calls made while one is under way share it.
 */
export function loadFavorites(): Promise<void> {
  if (!bus.get('auth').hasLogin) {
    casinoStore.set(favoriteGamesAtom, []);
    casinoStore.set(favoritesStatusAtom, 'idle');
    return Promise.resolve();
  }
  inFlight ??= fetchFavorites().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function fetchFavorites(): Promise<void> {
  casinoStore.set(favoritesStatusAtom, 'loading');
  try {
    const { data } = await callApi(favorites, {});
    casinoStore.set(favoriteGamesAtom, data);
    casinoStore.set(favoritesStatusAtom, 'ready');
    bus.emit('favorites/changed', { codes: data.map((game) => game.gameCode) });
  } catch {
    casinoStore.set(favoritesStatusAtom, 'failed');
  }
}

/** What the toggle call did, for the toast of spec §4. */
export type ToggleOutcome = 'added' | 'removed' | 'login' | { error: string };

/**
 * Spec §4 favourite toggle: a guest gets the login form; a member calls casino/togglefavorite,
 * and on success the list reloads (it was a favourite → removed, else added).
 */
export async function toggleFavoriteOf(game: Game): Promise<ToggleOutcome> {
  if (!bus.get('auth').hasLogin) {
    bus.emit('auth/login-requested', {});
    return 'login';
  }
  const was = casinoStore.get(favoriteCodesAtom).has(game.gameCode);
  try {
    await callApi(toggleFavorite, { code: game.gameCode, providerId: game.mainProviderId ?? 0 });
  } catch (error) {
    // Only the server's own words (a refusal, an HTTP answer's message) reach the player; the
    // client's notes about a broken answer are English diagnostics (the call drill).
    return { error: isApiError(error) && (error.kind === 'rejected' || error.kind === 'http') ? error.message : '' };
  }
  // Shown at once; the reload below brings the server's list.
  casinoStore.set(favoriteGamesAtom, (list) => (was ? list.filter((g) => g.gameCode !== game.gameCode) : [game, ...list]));
  void loadFavorites();
  return was ? 'removed' : 'added';
}
