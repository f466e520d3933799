import { act, renderHook } from '@testing-library/react';
import { RESEND_TIMER_S } from '@vitrin/contract';
import { useResendCountdown } from './useResendCountdown';

describe('useResendCountdown (spec §4: resend after 60 s)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts the 60 s down to 0 from a deadline, and a new start key starts it again', () => {
    expect(RESEND_TIMER_S).toBe(60);
    const { result, rerender } = renderHook(({ sent }) => useResendCountdown(sent), { initialProps: { sent: 0 } });
    expect(result.current).toBe(60);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toBe(59);
    act(() => jest.advanceTimersByTime(58_000));
    expect(result.current).toBe(1);
    act(() => jest.advanceTimersByTime(1000));
    expect(result.current).toBe(0);
    act(() => jest.advanceTimersByTime(5000));
    expect(result.current).toBe(0);
    rerender({ sent: 1 });
    expect(result.current).toBe(60);
    act(() => jest.advanceTimersByTime(30_000));
    expect(result.current).toBe(30);
  });

  it('a tab whose timers were held back still ends on time (the deadline, not the ticks, counts)', () => {
    const { result } = renderHook(() => useResendCountdown(0));
    // The clock moves 50 s while no interval runs (a throttled background tab), then one tick comes.
    act(() => {
      jest.setSystemTime(Date.now() + 50_000);
      jest.advanceTimersByTime(250);
    });
    expect(result.current).toBe(10);
  });
});
