import { STORAGE_KEYS } from '@vitrin/contract';
import { casinoCategories } from './casinoCategories';

const store = (bootstrap: unknown) => localStorage.setItem(STORAGE_KEYS.bootstrap, typeof bootstrap === 'string' ? bootstrap : JSON.stringify(bootstrap));

afterEach(() => localStorage.clear());

describe('casinoCategories', () => {
  it('gives the lobby\'s categories from the stored bootstrap data, read on the contract\'s schema', () => {
    store({
      sliderList: [],
      casinoCategoryList: [
        { id: 1, name: 'Popular', slugList: ['slot', 'popular'], imageUrl: null, games: [] },
        { id: 4, name: 'Rulet', slugList: ['live'], liveFilter: 'roulette' },
        { id: 9, name: 'Jackpot', slugList: ['slot'], imageUrl: '/img/9.svg' },
      ],
    });
    expect(casinoCategories('slot')).toEqual([
      { id: 1, name: 'Popular', slugList: ['slot', 'popular'], imageUrl: null, liveFilter: null },
      { id: 9, name: 'Jackpot', slugList: ['slot'], imageUrl: '/img/9.svg', liveFilter: null },
    ]);
    expect(casinoCategories('live')).toEqual([{ id: 4, name: 'Rulet', slugList: ['live'], imageUrl: null, liveFilter: 'roulette' }]);
  });

  it('leaves out an entry the contract rejects and keeps the others', () => {
    store({
      casinoCategoryList: [
        { id: 1, name: { tr: 'Popüler', en: 'Popular' }, slugList: ['slot'] },
        { id: 2, name: 'Yeni', slugList: ['slot', 7] },
        { id: 3, name: 'Canlı', slugList: ['slot'], liveFilter: 'no-such-kind' },
        { id: '4', name: 'Dört', slugList: ['slot'] },
        { id: 5, name: 'Beş', slugList: ['slot'] },
      ],
    });
    expect(casinoCategories('slot').map((category) => category.id)).toEqual([5]);
  });

  it('is no categories when nothing, broken text or another shape is stored', () => {
    expect(casinoCategories('slot')).toEqual([]);
    store('{not json');
    expect(casinoCategories('slot')).toEqual([]);
    store({ casinoCategoryList: 'none' });
    expect(casinoCategories('slot')).toEqual([]);
    store([]);
    expect(casinoCategories('slot')).toEqual([]);
  });
});
