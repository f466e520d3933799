import type { Game } from '@vitrin/contract';

/** Setting that lists games for header quick links, as JSON: [{name, gameCode, providerName, …}]. */
export const QUICK_GAMES_SETTING = 'header-games';

/** Parses the quick-game setting; anything malformed is skipped, never thrown. */
export function readQuickGames(value: string | undefined): Game[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(
        (game): game is Game =>
          typeof game === 'object' && game !== null &&
          typeof (game as Game).name === 'string' &&
          typeof (game as Game).gameCode === 'string' &&
          typeof (game as Game).providerName === 'string',
      )
      .slice(0, 4);
  } catch {
    return [];
  }
}
