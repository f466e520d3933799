import { lobbyGames } from '../api/casino/lobbyGames';
import { firstAnswerFrom } from './firstAnswers';

const game = { name: 'Şekerli Meyveler', gameCode: 'sekerli', providerName: 'Hub88', imageUrl: '/sandbox/img/game/x.png' };
const answer = { success: true, message: null, data: { items: [game], total: 1, providers: ['Hub88'] } };
const embedded = [{ path: 'casino/lobbygames', request: { take: 48, skip: 0, lobby: 'slot' }, answer }];

describe('first answers embedded by the first-paint step', () => {
  it('answers exactly the embedded request, whatever the key order', () => {
    expect(firstAnswerFrom(embedded, lobbyGames, { lobby: 'slot', skip: 0, take: 48 })?.data.items[0]?.name).toBe('Şekerli Meyveler');
  });

  it('has nothing for another request, another call or no data block', () => {
    expect(firstAnswerFrom(embedded, lobbyGames, { lobby: 'slot', skip: 48, take: 48 })).toBeUndefined();
    expect(firstAnswerFrom(embedded, lobbyGames, { lobby: 'live', skip: 0, take: 48 })).toBeUndefined();
    expect(firstAnswerFrom(embedded, lobbyGames, { lobby: 'slot', skip: 0, take: 48, search: 'a' })).toBeUndefined();
    expect(firstAnswerFrom([{ ...embedded[0], path: 'casino/games' }], lobbyGames, { lobby: 'slot', skip: 0, take: 48 })).toBeUndefined();
    expect(firstAnswerFrom(null, lobbyGames, { lobby: 'slot', skip: 0, take: 48 })).toBeUndefined();
  });

  it('uses only answers that validate as successes (the page then calls the network)', () => {
    const broken = [{ ...embedded[0], answer: { success: true, message: null, data: { items: 'x' } } }];
    const refused = [{ ...embedded[0], answer: { success: false, message: 'no' } }];
    expect(firstAnswerFrom(broken, lobbyGames, { lobby: 'slot', skip: 0, take: 48 })).toBeUndefined();
    expect(firstAnswerFrom(refused, lobbyGames, { lobby: 'slot', skip: 0, take: 48 })).toBeUndefined();
  });

  it("uses an answer marked with a language only in that language (the call's x-locale)", () => {
    const english = [{ ...embedded[0], locale: 'en' }];
    expect(firstAnswerFrom(english, lobbyGames, { lobby: 'slot', skip: 0, take: 48 }, 'en')).toBeDefined();
    expect(firstAnswerFrom(english, lobbyGames, { lobby: 'slot', skip: 0, take: 48 }, 'tr')).toBeUndefined();
    expect(firstAnswerFrom(english, lobbyGames, { lobby: 'slot', skip: 0, take: 48 })).toBeUndefined();
    // An unmarked answer reads the same in every language.
    expect(firstAnswerFrom(embedded, lobbyGames, { lobby: 'slot', skip: 0, take: 48 }, 'tr')).toBeDefined();
  });
});
