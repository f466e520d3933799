import { readGame, type Game } from '@vitrin/contract';

/** Longer than any game object a lobby encodes: a longer address is not one of ours. */
const PARAM_MAX = 4000;

/**
 * Spec §2's old play address: /casino/play/{param}, the game object JSON serialised and
 * base64-encoded (standard or URL-safe). Such addresses still open (links shared before the
 * readable ones). Anything a user can type reaches here, so it is checked by the contract's game
 * schema (a name and a game code, text fields as text) and bad input yields null, never a throw.
 */
export function decodeGameParam(param: string | undefined): Game | null {
  if (!param || param.length > PARAM_MAX) return null;
  try {
    const base64 = decodeURIComponent(param).replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    return readGame(value);
  } catch {
    return null;
  }
}
