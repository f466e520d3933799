import { pgsiBand, pgsiScore } from './pgsi';

describe('PGSI scoring', () => {
  it('adds the nine answers and places the score in the index bands', () => {
    expect(pgsiScore([0, 0, 0, 0, 0, 0, 0, 0, 0])).toBe(0);
    expect(pgsiScore([3, 3, 3, 3, 3, 3, 3, 3, 3])).toBe(27);
    expect([0, 1, 2, 3, 7, 8, 27].map(pgsiBand)).toEqual(['none', 'low', 'low', 'moderate', 'moderate', 'problem', 'problem']);
  });
});
