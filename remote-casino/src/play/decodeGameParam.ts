import type { Game } from '@vitrin/contract';

/**
 * Spec §2: /casino/play/{param} carries the game object, JSON serialised and base64-encoded.
 * Anything a user can type into the address bar reaches here, so bad input yields null, never a throw.
 */
export function decodeGameParam(param: string | undefined): Game | null {
  if (!param) return null;
  try {
    const base64 = decodeURIComponent(param).replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    const game = value as Record<string, unknown>;
    const isText = (key: string) => typeof game[key] === 'string' && (game[key] as string).length > 0;
    if (!isText('name') || !isText('gameCode') || typeof game.providerName !== 'string') return null;
    return game as Game;
  } catch {
    return null;
  }
}
