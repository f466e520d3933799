import { gameSlug } from '@vitrin/contract';
import { CATALOGUE, gameBySlug, publicGame } from './catalogue';

describe('readable play addresses (casino/game)', () => {
  test('every game of the catalogue has its own address, and the address finds it', () => {
    const clashes = CATALOGUE.filter((game) => gameBySlug(gameSlug(game)) !== game);
    expect(clashes.map((game) => `${game.studio}/${game.name}`)).toEqual([]);
  });

  test('addresses read as the studio and the name, Turkish folded', () => {
    const sekerli = CATALOGUE.find((game) => game.name === 'Şekerli Meyveler')!;
    expect(gameSlug(sekerli)).toEqual({ provider: expect.stringMatching(/^[a-z0-9-]+$/), game: 'sekerli-meyveler' });
    const aviator = CATALOGUE.find((game) => game.name === 'Aviator')!;
    expect(gameSlug(aviator)).toEqual({ provider: 'spribe', game: 'aviator' });
    expect(gameBySlug({ provider: 'spribe', game: 'no-such-game' })).toBeUndefined();
  });

  test('a game says its lobby', () => {
    const live = CATALOGUE.find((game) => game.lobby === 'live')!;
    expect(publicGame(live)).toMatchObject({ lobby: 'live', studio: live.studio });
  });
});
