import { formatDateTime } from './formatDateTime';

describe('formatDateTime', () => {
  // Making an Intl formatter costs far more than using one, and a list formats every row (ADR 0068).
  it('formats every row of a language with one formatter', () => {
    const dates = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      const rows = ['2026-03-05T14:07:00Z', '2026-03-06T09:00:00Z', '2026-03-07T23:59:00Z'];
      const before = dates.mock.calls.length;
      for (const row of rows) formatDateTime(row, 'tr');
      for (const row of rows) formatDateTime(row, 'en');
      expect(dates.mock.calls.length - before).toBeLessThanOrEqual(2);
      expect(formatDateTime('not a date', 'en')).toBe('not a date');
    } finally {
      dates.mockRestore();
    }
  });
});
