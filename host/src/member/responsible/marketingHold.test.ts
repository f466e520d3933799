import { holdMarketingUntil, marketingHeldUntil } from './marketingHold';

const HOUR = 3600_000;

describe('marketing hold', () => {
  beforeEach(() => localStorage.clear());

  it('holds marketing until the break ends, keeps the longer of two, forgets an ended one', () => {
    const now = Date.parse('2026-11-26T20:00:00Z');
    expect(marketingHeldUntil(now)).toBeNull();
    holdMarketingUntil(new Date(now + 24 * HOUR).toISOString());
    expect(marketingHeldUntil(now)?.toISOString()).toBe('2026-11-27T20:00:00.000Z');
    // A shorter one does not shorten it; a longer one extends it.
    holdMarketingUntil(new Date(now + HOUR).toISOString());
    expect(marketingHeldUntil(now)?.toISOString()).toBe('2026-11-27T20:00:00.000Z');
    holdMarketingUntil(new Date(now + 48 * HOUR).toISOString());
    expect(marketingHeldUntil(now)?.toISOString()).toBe('2026-11-28T20:00:00.000Z');
    holdMarketingUntil('not a date');
    expect(marketingHeldUntil(now + 48 * HOUR)).toBeNull();
    expect(localStorage.getItem('vitrin:break-until')).toBeNull();
  });
});
