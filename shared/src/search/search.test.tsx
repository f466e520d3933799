import type { KeyboardEvent } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { Game } from '@vitrin/contract';
import { mockApi, ok, type MockApi } from '../../test/mockApi';
import { SEARCH_DEBOUNCE_MS, useGameSuggestions } from './useGameSuggestions';
import { useSuggestionList } from './useSuggestionList';

const game = (name: string): Game => ({ name, gameCode: name.toLowerCase(), providerName: 'Hub88' });
const key = (name: string) => ({ key: name, preventDefault: jest.fn() }) as unknown as KeyboardEvent;

describe('useGameSuggestions (spec §7 casino/games, §9 take 5)', () => {
  let api: MockApi;
  beforeEach(() => {
    api = mockApi({ 'POST casino/games': () => ok([[game('A1'), game('A2'), game('A3')], [game('A4'), game('A5'), game('A6')]]) });
  });
  afterEach(() => api.restore());

  it('asks once for the last term after the typing pause, and keeps the first 5 games', async () => {
    const { result, rerender } = renderHook(({ term }) => useGameSuggestions(term, true), { initialProps: { term: 'a' } });
    expect(result.current).toEqual({ games: [], loading: false });
    rerender({ term: 'av' });
    rerender({ term: ' avi ' });
    expect(result.current).toEqual({ games: [], loading: true });
    await waitFor(() => expect(result.current.loading).toBe(false), { timeout: 5000 });
    expect(result.current.games.map((g) => g.name)).toEqual(['A1', 'A2', 'A3', 'A4', 'A5']);
    expect(api.sent.map((s) => s.body)).toEqual([{ live: true, search: 'avi', skip: 0, take: 5 }]);
  });

  it('waits the debounce before asking', async () => {
    jest.useFakeTimers();
    try {
      renderHook(() => useGameSuggestions('avi', false));
      act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
      expect(api.sent).toEqual([]);
      act(() => jest.advanceTimersByTime(1));
    } finally {
      jest.useRealTimers();
    }
    await waitFor(() => expect(api.sent.map((s) => s.body)).toEqual([{ live: false, search: 'avi', skip: 0, take: 5 }]));
  });

  it('a failed search is an empty list (spec §8); under 2 characters nothing is asked', async () => {
    api.use('POST casino/games', () => new Response('', { status: 500 }));
    const { result, rerender } = renderHook(({ term }) => useGameSuggestions(term, false), { initialProps: { term: 'zz' } });
    await waitFor(() => expect(result.current).toEqual({ games: [], loading: false }), { timeout: 5000 });
    expect(api.sent).toHaveLength(1);
    rerender({ term: 'z' });
    expect(result.current).toEqual({ games: [], loading: false });
  });

  it('an answer for an older term never shows for a newer one', async () => {
    let release: () => void = () => undefined;
    api.use('POST casino/games', (body) => {
      const { search } = body as { search: string };
      if (search === 'old') return new Promise((resolve) => { release = () => resolve(ok([[game('Old')]])); });
      return ok([[game('New')]]);
    });
    const { result, rerender } = renderHook(({ term }) => useGameSuggestions(term, false), { initialProps: { term: 'old' } });
    await waitFor(() => expect(api.sent).toHaveLength(1), { timeout: 5000 });
    rerender({ term: 'new' });
    await waitFor(() => expect(result.current.games.map((g) => g.name)).toEqual(['New']), { timeout: 5000 });
    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(result.current.games.map((g) => g.name)).toEqual(['New']);
  });
});

describe('useSuggestionList (keyboard of a search box with suggestions)', () => {
  it('arrows open the list and move round it; typing clears the highlight; Escape closes', () => {
    const { result } = renderHook(() => useSuggestionList(3));
    expect(result.current).toMatchObject({ open: false, active: -1 });
    const down = key('ArrowDown');
    act(() => result.current.onKeyDown(down));
    expect(down.preventDefault).toHaveBeenCalled();
    expect(result.current).toMatchObject({ open: true, active: 0 });
    act(() => result.current.onKeyDown(key('ArrowDown')));
    act(() => result.current.onKeyDown(key('ArrowDown')));
    act(() => result.current.onKeyDown(key('ArrowDown')));
    expect(result.current.active).toBe(0);
    act(() => result.current.onKeyDown(key('ArrowUp')));
    expect(result.current.active).toBe(2);
    act(() => result.current.typed());
    expect(result.current).toMatchObject({ open: true, active: -1 });
    act(() => result.current.onKeyDown(key('ArrowUp')));
    expect(result.current.active).toBe(2);
    act(() => result.current.onKeyDown(key('Escape')));
    expect(result.current).toMatchObject({ open: false, active: -1 });
  });

  it('arrows do nothing without options; other keys are left to the caller', () => {
    const { result } = renderHook(() => useSuggestionList(0));
    const down = key('ArrowDown');
    const enter = key('Enter');
    act(() => result.current.onKeyDown(down));
    act(() => result.current.onKeyDown(enter));
    expect(result.current).toMatchObject({ open: false, active: -1 });
    expect(down.preventDefault).not.toHaveBeenCalled();
    expect(enter.preventDefault).not.toHaveBeenCalled();
  });
});
