import { lobbyGames, type LobbyGames, type LobbyGamesRequest } from '@vitrin/contract';
import { embeddedAnswer } from '@vitrin/shared';

let taken = false;

/**
 * The lobby page the server embedded in index.html for exactly this request (the first-paint
 * step), while the page has not used it yet: the lobby's first render then shows the
 * tiles the boot screen painted, without a round trip. Later visits of the lobby call the network.
 */
export function embeddedLobbyPage(request: LobbyGamesRequest): LobbyGames | undefined {
  if (taken) return undefined;
  return embeddedAnswer(lobbyGames, request)?.data;
}

/** Called once the embedded page is on screen: from now on every lobby page comes from the network. */
export function markEmbeddedLobbyPageUsed(): void {
  taken = true;
}

/** Tests only: a fresh page. */
export function resetEmbeddedLobbyPage(): void {
  taken = false;
}
