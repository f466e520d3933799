import type { Game } from '@vitrin/contract';

/** Spec §2: the play route carries the game object, JSON serialised and base64-encoded (URL-safe). */
export function encodeGameParam(game: Game): string {
  const bytes = new TextEncoder().encode(JSON.stringify(game));
  const binary = Array.from(bytes, (b) => String.fromCharCode(b)).join('');
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export const playPath = (game: Game) => `/casino/play/${encodeGameParam(game)}`;
