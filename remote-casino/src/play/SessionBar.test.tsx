import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { bus } from '@vitrin/shared';
import { mockApi, type MockApi } from '../testing/mockApi';
import { formatSignedMoney } from '@vitrin/shared';
import { SessionBar, sessionClock } from './SessionBar';

const started = Date.parse('2026-11-26T20:00:00Z');

describe('SessionBar', () => {
  let api: MockApi;
  let net = '-15.00';
  beforeEach(() => {
    jest.useFakeTimers({ now: started + 65 * 60_000 });
    bus.set('language', 'en');
    net = '-15.00';
    api = mockApi({
      'GET responsible/session': () => ({ success: true, message: null, data: { startedAt: new Date(started).toISOString(), wagered: '40.00', net, realityCheckMinutes: null, sessionLimitMinutes: null } }),
    });
  });
  afterEach(() => {
    api.restore();
    jest.useRealTimers();
    act(() => bus.set('language', 'tr'));
  });

  it('shows the session time and net result, reads the net again when the balance moves, and ticks', async () => {
    const onLeave = jest.fn();
    render(<MemoryRouter><SessionBar compact onLeave={onLeave} /></MemoryRouter>);
    expect(await screen.findByTestId('session-time')).toHaveTextContent('Session 1:05');
    expect(screen.getByTestId('session-net')).toHaveTextContent('Net result −₺15,00');
    net = '35.50';
    act(() => bus.set('balance', 1234));
    expect(await screen.findByText('Net result +₺35,50')).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(60_000);
    });
    expect(screen.getByTestId('session-time')).toHaveTextContent('Session 1:06');
    // The limits one tap from the game, which closes on the way.
    const limits = screen.getByRole('link', { name: 'Limits' });
    expect(limits).toHaveAttribute('href', '/dashboard/limits');
    fireEvent.click(limits);
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  it('formats the clock and the sign', () => {
    expect(sessionClock(0, 59_999)).toBe('0:00');
    expect(sessionClock(0, 125 * 60_000)).toBe('2:05');
    expect(sessionClock(10, 0)).toBe('0:00');
    expect(formatSignedMoney('0.00')).toBe('₺0,00');
    expect(formatSignedMoney('1234.50')).toBe('+₺1.234,50');
  });
});
