import * as v from 'valibot';
import { CASINO_LOBBIES, type CasinoLobby } from './paging';

/** Spec §3 Game. The server may send more fields; only these are read. */
export const gameSchema = v.looseObject({
  name: v.string(),
  gameCode: v.string(),
  providerName: v.string(),
  mainProviderId: v.nullish(v.number()),
  productId: v.nullish(v.union([v.number(), v.string()])),
  system: v.nullish(v.union([v.number(), v.string()])),
  systemCategory: v.nullish(v.union([v.number(), v.string(), v.array(v.number())])),
  imageUrl: v.nullish(v.string()),
  /** Extension: the studio that made the game (e.g. Spribe) when providerName is its aggregator. */
  studio: v.nullish(v.string()),
  /**
   * Extension: the lobby the game belongs to (live, games, bingo…), so a play page leads back to it
   * and a lobby's Recently played shows its own games: one of CASINO_LOBBIES, read by `gameLobby`
   * (another value is read as none, never a refusal of the whole list).
   */
  lobby: v.nullish(v.string()),
});
export type Game = v.InferOutput<typeof gameSchema>;

/**
 * The name a player knows a game's maker by: its studio (Play'n GO, Wazdan) when the server says
 * one, else its providerName. The aggregator that launches it (Hub88, Digitain) means nothing to a
 * player: tiles, search lists and the lobby's provider filter show this.
 */
export function gameStudio(game: Pick<Game, 'providerName' | 'studio'>): string {
  return typeof game.studio === 'string' && game.studio.trim() ? game.studio : game.providerName;
}

/** One part of a readable play address: lower-case letters, digits and single hyphens. */
export const GAME_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const GAME_SLUG_MAX = 80;

const TURKISH_PLAIN: Record<string, string> = { ı: 'i', İ: 'i', I: 'i', ş: 's', Ş: 's', ğ: 'g', Ğ: 'g', ü: 'u', Ü: 'u', ö: 'o', Ö: 'o', ç: 'c', Ç: 'c' };

/** A name as one part of an address: "Play'n GO" → "playn-go", "Şekerli Meyveler" → "sekerli-meyveler". */
function slugify(name: string): string {
  return name
    .replace(/[ıİIşŞğĞüÜöÖçÇ]/g, (c) => TURKISH_PLAIN[c] ?? c)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, GAME_SLUG_MAX)
    .replace(/-+$/, '');
}

/**
 * The readable play address's two parts, `/casino/play/{provider}/{game}`: the studio a player knows
 * and the game's name (`/casino/play/pragmatic-play/gates-of-olympus`). The server resolves them
 * with casino/game (the same rule: a game's studio and name are unique together).
 */
export function gameSlug(game: Pick<Game, 'name' | 'providerName' | 'studio'>): { provider: string; game: string } {
  return { provider: slugify(gameStudio(game)) || 'game', game: slugify(game.name) || 'game' };
}

/** The lobby a game belongs to (its **ext** `lobby`), or null when the server does not say one of the five. */
export function gameLobby(game: Pick<Game, 'lobby'>): CasinoLobby | null {
  return (CASINO_LOBBIES as readonly unknown[]).includes(game.lobby) ? (game.lobby as CasinoLobby) : null;
}

/**
 * A game from an untrusted place (an address, history state), checked by `gameSchema` with a
 * non-blank name and game code; null otherwise, never a throw.
 */
export function readGame(value: unknown): Game | null {
  const parsed = v.safeParse(gameSchema, value);
  return parsed.success && parsed.output.name.trim() && parsed.output.gameCode.trim() ? parsed.output : null;
}
