import { foldTurkish, matchesGame } from './foldTurkish';

describe('Turkish-aware matching', () => {
  it.each([
    ['sekerli', 'Şekerli Meyveler'], ['buyuk', 'Büyük Bahis'], ['ISTANBUL', 'İstanbul Nights'],
    ['istanbul', 'ISTANBUL'], ['igne', 'İğne'], ['cilgin', 'Çılgın Zar'], ['ogle', 'Öğle Rulet'],
    ['aviator', 'Aviator'], ['sweet bonanza', 'Sweet  Bonanza'],
  ])('"%s" finds "%s"', (query, name) => expect(matchesGame(name, query)).toBe(true));

  it('does not match what is not there', () => {
    expect(matchesGame('Book of Dead', 'bonanza')).toBe(false);
  });

  it('folds dotted and dotless i alike', () => {
    expect(foldTurkish('IıİiŞĞÜÖÇ')).toBe('iiiisguoc');
  });
});
