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

  it('shows notification times as d.MMM.yy HH:mm', () => {
    const local = new Date(Date.UTC(2026, 2, 5, 14, 7));
    const hh = String(local.getHours()).padStart(2, '0');
    expect(formatNotificationDate('2026-03-05T14:07:00', 'en')).toBe(`${local.getDate()}.Mar.26 ${hh}:07`);
    expect(formatNotificationDate('2026-03-05T14:07:00', 'tr')).toBe(`${local.getDate()}.Mar.26 ${hh}:07`);
    expect(formatNotificationDate('not a date', 'en')).toBe('');
  });
});
