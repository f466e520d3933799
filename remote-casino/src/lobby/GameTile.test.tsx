import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@vitrin/shared';
import { game, record, signOut } from '../testing/fixtures';
import { casinoStore } from '../opening/openerState';
import { favoriteGamesAtom } from '../favorites/favoritesState';
import { GameGrid, TILES_PER_COMMIT } from './GameGrid';

describe('GameTile (plain elements styled once by TileList)', () => {
  beforeEach(() => {
    bus.set('language', 'en');
    signOut();
  });

  it('is a list item with a button named by the game, its lazy thumbnail with a reserved size, and the heart toggle', async () => {
    const opened = record('game/open');
    const login = record('auth/login-requested');
    render(<GameGrid games={[game('Sweet Bonanza', 'Pragmatic Play', { studio: 'Pragmatic' })]} label="Slots" />);
    const tile = within(screen.getByRole('list', { name: 'Slots' })).getByRole('listitem');
    const open = within(tile).getByRole('button', { name: /^Sweet Bonanza/ });
    expect(open).toHaveTextContent('Sweet BonanzaPragmatic');
    // eslint-disable-next-line testing-library/no-node-access -- the picture's loading attributes are the subject; it is decorative (the button names the game)
    const img = tile.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('width', '240');
    expect(img).toHaveAttribute('height', '180');

    const heart = within(tile).getByRole('button', { name: 'Add Sweet Bonanza to favourites or remove it' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    // The heart is its own button: it asks a guest to log in and does not open the game.
    // The heart's handler settles its state after a promise: the async act lets it finish here
    // (a bare fireEvent would leave that update outside act).
    // eslint-disable-next-line testing-library/no-unnecessary-act
    await act(async () => {
      fireEvent.click(heart);
    });
    expect(login.seen).toHaveLength(1);
    expect(opened.seen).toHaveLength(0);
    fireEvent.click(open);
    expect(opened.seen).toHaveLength(1);
    opened.off();
    login.off();
  });

  it('skeletons are hidden from assistive technology while the list says it is busy', () => {
    render(<GameGrid games={[]} loading label="Slots" skeletons={3} />);
    expect(screen.getByRole('list', { hidden: true })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByTestId('tile-skeleton')).toHaveLength(3);
    expect(screen.getAllByTestId('tile-skeleton')[0]).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getAllByTestId('tile-skeleton')[0]).not.toHaveClass('tile-still');
  });
});

describe('GameGrid (a page of tiles in several small commits)', () => {
  it(`shows the first ${TILES_PER_COMMIT} tiles at once, skeletons in the places of the others, then all`, async () => {
    bus.set('language', 'en');
    const games = Array.from({ length: 30 }, (_, i) => game(`Game ${i + 1}`));
    render(<GameGrid games={games} label="Slots" />);
    const list = screen.getByRole('list', { name: 'Slots', busy: true });
    expect(within(list).getAllByTestId('game-tile')).toHaveLength(TILES_PER_COMMIT);
    expect(within(list).getAllByTestId('tile-skeleton')).toHaveLength(30 - TILES_PER_COMMIT);
    // Places kept for the next batches do not pulse (they live a few frames).
    expect(within(list).getAllByTestId('tile-skeleton')[0]).toHaveClass('tile-still');
    expect(within(list).getAllByTestId('game-tile')[0]).toHaveTextContent('Game 1');
    await waitFor(() => expect(within(list).getAllByTestId('game-tile')).toHaveLength(30));
    expect(within(list).queryAllByTestId('tile-skeleton')).toHaveLength(0);
    expect(list).not.toHaveAttribute('aria-busy');
    expect(within(list).getAllByTestId('game-tile')[29]).toHaveTextContent('Game 30');
  });
});

describe('tiles read the casino\'s state through their list (thousands of tiles made and dropped in a lobby walk)', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    act(() => casinoStore.set(favoriteGamesAtom, []));
  });

  it('a list of tiles subscribes to the language once, not once per tile, and a favourite marks its tile', async () => {
    bus.set('language', 'en');
    const subscribe = jest.spyOn(bus, 'subscribe');
    const games = Array.from({ length: TILES_PER_COMMIT }, (_, i) => game(`Game ${i + 1}`));
    casinoStore.set(favoriteGamesAtom, [games[2]!]);
    render(<GameGrid games={games} label="Slots" />);
    const tiles = screen.getAllByTestId('game-tile');
    expect(tiles).toHaveLength(TILES_PER_COMMIT);
    const languageSubscriptions = subscribe.mock.calls.filter(([channel]) => channel === 'language').length;
    expect(languageSubscriptions).toBeGreaterThan(0);
    expect(languageSubscriptions).toBeLessThan(3);
    const pressed = tiles.map((tile) => within(tile).getByRole('button', { name: /favourites/ }).getAttribute('aria-pressed'));
    expect(pressed.filter((value) => value === 'true')).toHaveLength(1);
    expect(pressed[2]).toBe('true');
    // A favourite added later reaches the tile through its list.
    act(() => casinoStore.set(favoriteGamesAtom, [games[2]!, games[5]!]));
    await waitFor(() => expect(within(screen.getAllByTestId('game-tile')[5]!).getByRole('button', { name: /favourites/ })).toHaveAttribute('aria-pressed', 'true'));
  });
});
