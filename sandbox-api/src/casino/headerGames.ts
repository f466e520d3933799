import { CATALOGUE, publicGame } from './catalogue';

/** The games of the header quick links (site setting `header-games`): real catalogue games. */
export function headerGames(): string {
  // Two crash games the header has room for at every width (e2e headerFit: four make "TR" wrap at 1536 px).
  const picks = ['Aviator', 'JetX'];
  const games = picks.flatMap((name) => {
    const game = CATALOGUE.find((g) => g.name === name);
    return game ? [publicGame(game)] : [];
  });
  return JSON.stringify(games);
}
