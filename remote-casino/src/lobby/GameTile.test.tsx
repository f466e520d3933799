import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { bus } from '@vitrin/shared';
import { game, record, signOut } from '../testing/fixtures';
import { GameGrid } from './GameGrid';

describe('GameTile (plain elements styled once by TileList, issue 9)', () => {
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
    const img = tile.querySelector('img')!;
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('width', '240');
    expect(img).toHaveAttribute('height', '180');

    const heart = within(tile).getByRole('button', { name: 'Add Sweet Bonanza to favourites or remove it' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    // The heart is its own button: it asks a guest to log in and does not open the game.
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
  });
});
