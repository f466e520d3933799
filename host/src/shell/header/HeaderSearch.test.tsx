import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { bus } from '@vitrin/shared';
import type { Game } from '@vitrin/contract';
import { mockApi, type MockApi } from '../../member/testing/mockApi';
import { GameOpenerHost } from './GameOpenerHost';
import { HeaderSearch } from './HeaderSearch';
import { recordOpenerRequests } from '../testing/recordOpenerRequests';
import { PathnameProvider } from '../navigation/pathname';

const game = (name: string): Game => ({ name, gameCode: name.toLowerCase().replace(/\W+/g, '-'), providerName: 'Hub88' });

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <PathnameProvider><HeaderSearch /></PathnameProvider> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
}

describe('HeaderSearch (spec §2, §7 casino/games take 5)', () => {
  let api: MockApi;
  beforeEach(() => {
    bus.set('language', 'en');
    api = mockApi({ 'POST casino/games': () => ({ success: true, data: [[game('Aviator'), game('Aviator Pro')]] }) });
  });
  afterEach(() => api.restore());

  it('lists 5 games while typing; arrows and Enter open one through game/open; Escape closes', async () => {
    const opened: unknown[] = [];
    const off = bus.on('game/open', (payload) => void opened.push(payload));
    renderAt('/casino/live');
    const box = screen.getByRole('searchbox', { name: 'Search games' });
    fireEvent.change(box, { target: { value: 'avi' } });
    expect(await screen.findAllByRole('option', {}, { timeout: 5000 })).toHaveLength(2);
    // On the live casino the search asks for live games.
    expect(api.sent.map((s) => s.body)).toEqual([{ live: true, search: 'avi', skip: 0, take: 5 }]);
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(opened).toEqual([{ game: game('Aviator Pro') }]);
    off();
  });
  it("names each game's studio, not the aggregator that launches it", async () => {
    api.use('POST casino/games', () => ({ success: true, data: [[{ ...game('Fire Joker'), studio: "Play'n GO" }, game('Hot 777')]] }));
    renderAt('/');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search games' }), { target: { value: 'fire' } });
    const options = await screen.findAllByRole('option', {}, { timeout: 5000 });
    expect(options.map((o) => o.textContent)).toEqual(["Fire JokerPlay'n GO", 'Hot 777Hub88']);
  });
  // Enter without a choice going to the search route is covered in Layout.test.tsx.
});

describe('GameOpenerHost', () => {
  it('loads nothing until game/open or game/search-open, then hands each to the casino GameOpener, numbered', async () => {
    const { seen, loader } = recordOpenerRequests();
    render(<GameOpenerHost />);
    expect(loader).not.toHaveBeenCalled();
    act(() => bus.emit('game/open', { game: game('Aviator') }));
    await waitFor(() => expect(seen).toContainEqual({ seq: 1, game: game('Aviator') }));
    act(() => bus.emit('game/search-open', { search: 'Aviator', live: false }));
    await waitFor(() => expect(seen).toContainEqual({ seq: 2, search: { search: 'Aviator', live: false } }));
    expect(loader.mock.calls[0]!.slice(0, 2)).toEqual(['casino', 'GameOpener']);
  });
});
