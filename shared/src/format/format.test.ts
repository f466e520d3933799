import { formatMoney } from './money';
import { formatNotificationDate, parseUtcTimestamp } from './notificationDate';

describe('formatting', () => {
  it('formats lira with the symbol in front and tr-TR grouping', () => {
    expect(formatMoney(1234.5)).toBe('₺1.234,50');
    expect(formatMoney(0)).toBe('₺0,00');
  });

  it('reads a timestamp without a zone suffix as UTC', () => {
    expect(parseUtcTimestamp('2026-03-05T14:07:00').toISOString()).toBe('2026-03-05T14:07:00.000Z');
    expect(parseUtcTimestamp('2026-03-05T14:07:00Z').toISOString()).toBe('2026-03-05T14:07:00.000Z');
  });

  it('shows notification times in the one date style of the language, as the lists do (no 5.Mar.26)', () => {
    const local = new Date(Date.UTC(2026, 2, 5, 14, 7));
    const pad = (n: number) => String(n).padStart(2, '0');
    const day = pad(local.getDate());
    const month = pad(local.getMonth() + 1);
    const time = `${pad(local.getHours())}:${pad(local.getMinutes())}`;
    expect(formatNotificationDate('2026-03-05T14:07:00', 'tr')).toBe(`${day}.${month}.2026 ${time}`);
    expect(formatNotificationDate('2026-03-05T14:07:00', 'en')).toBe(`${day}/${month}/2026, ${time}`);
    expect(formatNotificationDate('not a date', 'en')).toBe('');
  });

  // A page's first Intl formatter loads the locale data (a long task on a phone): none is made when
  // the module loads, and a list's rows share one per language (ADR 0068).
  it('makes the money formatter at the first amount and one date formatter per language', async () => {
    const numbers = jest.spyOn(Intl, 'NumberFormat');
    const dates = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      await jest.isolateModulesAsync(async () => {
        const money = await import('./money');
        const date = await import('./notificationDate');
        expect(numbers).not.toHaveBeenCalled();
        money.formatMoney(1);
        money.formatMoney(2);
        expect(numbers).toHaveBeenCalledTimes(1);
        for (const value of ['2026-03-05T14:07:00', '2026-03-06T14:07:00']) date.formatNotificationDate(value, 'tr');
        date.formatNotificationDate('2026-03-05T14:07:00', 'en');
        expect(dates).toHaveBeenCalledTimes(2);
      });
    } finally {
      numbers.mockRestore();
      dates.mockRestore();
    }
  });
});
