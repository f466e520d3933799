import { CASINO_LOBBY_QUERY_KEYS } from '@vitrin/contract';
import { readLobbyParams, writeLobbyParams } from './lobbyQuery';

describe('lobby address', () => {
  it('reads and writes exactly the keys the contract names (the first-paint step relies on them)', () => {
    const all = writeLobbyParams(readLobbyParams(new URLSearchParams()), { search: 'şeker', category: 7, provider: 'Spribe', filter: 'roulette', page: 3 });
    expect([...all.keys()].sort()).toEqual([...CASINO_LOBBY_QUERY_KEYS].sort());
    expect(readLobbyParams(all)).toEqual({ search: 'şeker', category: 7, provider: 'Spribe', filter: 'roulette', page: 3 });
  });

  it('ignores keys of adverts and affiliates', () => {
    expect(readLobbyParams(new URLSearchParams('utm_source=x&gclid=y&btag=z'))).toEqual(readLobbyParams(new URLSearchParams()));
  });
});
