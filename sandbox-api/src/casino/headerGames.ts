import { CATALOGUE, publicGame } from './catalogue';

/** The games of the header quick links (site setting `header-games`): real catalogue games. */
export function headerGames(): string {
  // A crash game, a Turkish slot, a live table and another crash game: three launch methods.
  const picks = ['Aviator', 'Şekerli Meyveler', 'Speed Roulette', 'JetX'];
  const games = picks.flatMap((name) => {
    const game = CATALOGUE.find((g) => g.name === name);
    return game ? [publicGame(game)] : [];
  });
  return JSON.stringify(games);
}
