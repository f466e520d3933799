import { act, fireEvent, screen } from '@testing-library/react';
import { bus } from '@vitrin/shared';
import { renderMember } from '../testing/renderMember';
import { mockApi, type MockApi } from '../testing/mockApi';
import { RealityCheck } from './RealityCheck';

jest.setTimeout(30_000);

const MIN = 60_000;
let api: MockApi;
let figures: { wagered: string; net: string; realityCheckMinutes: number | null };
const start = Date.parse('2026-11-26T20:00:00Z');

beforeEach(() => {
  jest.useFakeTimers({ now: start + 1 * MIN });
  figures = { wagered: '0.00', net: '0.00', realityCheckMinutes: 15 };
  api = mockApi({
    'GET responsible/session': () => ({ success: true, message: null, data: { startedAt: new Date(start).toISOString(), sessionLimitMinutes: null, ...figures } }),
  });
  bus.set('language', 'en');
  bus.set('auth', { hasLogin: true, username: 'demo', usercode: '1', token: 't' });
});
// testing-library unmounts the tree before this hook: its own afterEach was registered first.
afterEach(() => {
  api.restore();
  jest.useRealTimers();
  bus.set('auth', { hasLogin: false, username: '', usercode: '', token: null });
  bus.set('language', 'tr');
});

const advance = async (ms: number) => {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
};

describe('RealityCheck', () => {
  it('every N minutes of the session shows time played, wagered and net read at that moment, and pauses the games until Continue', async () => {
    renderMember(<RealityCheck />);
    await advance(0);
    expect(screen.queryByTestId('reality-check')).toBeNull();
    figures = { wagered: '125.00', net: '-42.50', realityCheckMinutes: 15 };
    await advance(14 * MIN - 1);
    expect(screen.queryByTestId('reality-check')).toBeNull();
    expect(bus.get('gamesPaused')).toBe(false);
    await advance(1);
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' });
    expect(dialog).toHaveTextContent('You have been playing for 15 min this session.');
    expect(screen.getByTestId('reality-wagered')).toHaveTextContent('₺125,00');
    expect(screen.getByTestId('reality-net')).toHaveTextContent('−₺42,50');
    expect(bus.get('gamesPaused')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await advance(0);
    expect(screen.queryByTestId('reality-check')).toBeNull();
    expect(bus.get('gamesPaused')).toBe(false);
    // The next one a whole interval later.
    figures = { wagered: '300.00', net: '12.00', realityCheckMinutes: 15 };
    await advance(15 * MIN);
    expect(await screen.findByTestId('reality-net')).toHaveTextContent('+₺12,00');
    expect(screen.getByRole('dialog')).toHaveTextContent('30 min');
  });

  it('Stop playing closes the game (play/stop) and resumes nothing; the limits link goes to the limits page', async () => {
    const stop = jest.fn();
    const off = bus.on('play/stop', stop);
    const { router } = renderMember(<RealityCheck />, '/casino/play/x/y');
    await advance(0);
    await advance(14 * MIN);
    fireEvent.click(await screen.findByRole('button', { name: 'Stop playing' }));
    expect(stop).toHaveBeenCalledTimes(1);
    await advance(0);
    expect(screen.queryByTestId('reality-check')).toBeNull();
    await advance(15 * MIN);
    fireEvent.click(await screen.findByRole('link', { name: 'Set limits or take a break' }));
    expect(router.state.location.pathname).toBe('/dashboard/limits');
    expect(stop).toHaveBeenCalledTimes(2);
    off();
  });

  it('follows a new interval at once (responsible/changed) and shows nothing when it is off or signed out', async () => {
    figures.realityCheckMinutes = null;
    renderMember(<RealityCheck />);
    await advance(0);
    await advance(60 * MIN);
    expect(screen.queryByTestId('reality-check')).toBeNull();
    figures.realityCheckMinutes = 30;
    act(() => bus.emit('responsible/changed', {}));
    // 61 minutes in: the next whole 30 is the 90th minute.
    await advance(28 * MIN);
    expect(screen.queryByTestId('reality-check')).toBeNull();
    await advance(1 * MIN);
    expect(await screen.findByRole('dialog', { name: 'Reality check' })).toHaveTextContent('1 h 30 min');
    act(() => bus.set('auth', { hasLogin: false, username: '', usercode: '', token: null }));
    await advance(0);
    expect(screen.queryByTestId('reality-check')).toBeNull();
    expect(bus.get('gamesPaused')).toBe(false);
  });
});
