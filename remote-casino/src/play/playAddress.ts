import { CASINO_LOBBIES, gameLobby, gameSlug, readGame, type CasinoLobby, type Game } from '@vitrin/contract';

/**
 * The play page's readable address, `/casino/play/{studio}/{game}` (the contract's gameSlug:
 * `/casino/play/pragmatic-play/gates-of-olympus`). The server finds the game again by it
 * (casino/game), so a shared or typed address opens the same game; the old base64 addresses of
 * spec §2 still open (decodeGameParam).
 */
export function playPath(game: Game): string {
  const slug = gameSlug(game);
  return `/casino/play/${slug.provider}/${slug.game}`;
}

/** What the opener hands the play page with the navigation: the game itself (no second call) and the lobby address it came from. */
export interface PlayState {
  game: Game;
  from: string | null;
}

/** A lobby's own address (its filters and page kept), the only kind of `from` a back link follows. */
const LOBBY_ADDRESS = new RegExp(`^/casino/(${CASINO_LOBBIES.join('|')})(?:\\?[\\w%=&+.~-]{0,400})?$`);

const lobbyOf = (address: string | null): CasinoLobby | null => (address ? (LOBBY_ADDRESS.exec(address)?.[1] as CasinoLobby | undefined) ?? null : null);

/** The lobby address the player was on, or null for any other page. */
export function lobbyAddress(pathname: string, search: string): string | null {
  const address = `${pathname}${search}`;
  return lobbyOf(address) ? address : null;
}

/**
 * The navigation state, checked: history state can be anything another script or an old entry
 * left, so the game is read through the contract's schema and `from` only when it is a lobby's address.
 */
export function readPlayState(state: unknown): { game: Game | null; from: string | null } {
  const raw = state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  const game = readGame(raw.game);
  const from = typeof raw.from === 'string' && lobbyOf(raw.from) ? raw.from : null;
  return { game, from };
}

/**
 * Where the play page leads back to: the lobby the game belongs to (its **ext** `lobby`: live,
 * games for crash, bingo, TV), at the address the player left it (filters, page) when they came
 * from it; without a known lobby, the lobby they came from; else the slots.
 */
export function backTarget(game: Game | null, from: string | null): { lobby: CasinoLobby; path: string } {
  const own = game ? gameLobby(game) : null;
  const came = lobbyOf(from);
  if (from && came && (own === null || own === came)) return { lobby: came, path: from };
  const lobby = own ?? 'slot';
  return { lobby, path: `/casino/${lobby}` };
}
