import { CATALOGUE, publicGame } from './catalogue';

/** The games of the header quick links (site setting `header-games`): real catalogue games. */
export function headerGames(): string {
  // One short name: the desktop header fits it from 1280 px in both languages (e2e headerFit).
  const picks = ['Aviator'];
  const games = picks.flatMap((name) => {
    const game = CATALOGUE.find((g) => g.name === name);
    return game ? [publicGame(game)] : [];
  });
  return JSON.stringify(games);
}
