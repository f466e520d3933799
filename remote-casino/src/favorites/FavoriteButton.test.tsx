import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { bus } from '@vitrin/shared';
import { mockApi, type MockApi } from '../testing/mockApi';
import { game, ok, record, signIn, signOut } from '../testing/fixtures';
import { casinoStore } from '../opening/openerState';
import { FavoriteButton } from './FavoriteButton';
import { favoriteGamesAtom, loadFavorites } from './favoritesState';

describe('FavoriteButton (spec §4 favourite toggle)', () => {
  let api: MockApi;
  let list = [game('Book of Dead')];
  beforeEach(() => {
    bus.set('language', 'en');
    casinoStore.set(favoriteGamesAtom, []);
    list = [game('Book of Dead')];
    api = mockApi({
      'POST casino/favorites': () => ok(list),
      'POST casino/togglefavorite': (body) => {
        const { code } = body as { code: string };
        list = list.some((g) => g.gameCode === code) ? list.filter((g) => g.gameCode !== code) : [game('Sweet Bonanza'), ...list];
        return ok(null);
      },
    });
  });
  afterEach(() => {
    api.restore();
    signOut();
  });

  it('asks a guest to log in and sends nothing', async () => {
    signOut();
    const login = record('auth/login-requested');
    render(<FavoriteButton game={game('Sweet Bonanza')} />);
    fireEvent.click(screen.getByRole('button', { name: /Sweet Bonanza/ }));
    await waitFor(() => expect(login.seen).toHaveLength(1));
    // The button is held while the toggle runs; it is free again once the guest was asked.
    await waitFor(() => expect(screen.getByRole('button', { name: /Sweet Bonanza/ })).toBeEnabled());
    expect(api.sent).toHaveLength(0);
    login.off();
  });

  it("adds: 'Added to favorites' (success), the list reloads and favorites/changed tells the codes", async () => {
    signIn();
    await loadFavorites();
    const toasts = record('toast/show');
    const changed = record('favorites/changed');
    render(<FavoriteButton game={game('Sweet Bonanza')} />);
    const button = screen.getByRole('button', { name: /Sweet Bonanza/ });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);
    await waitFor(() => expect(toasts.seen).toEqual([{ type: 'success', message: 'Added to favorites' }]));
    expect(api.sent.find((s) => s.route === 'POST casino/togglefavorite')!.body).toEqual({ code: 'sweet-bonanza', providerId: 7 });
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(changed.seen.at(-1)).toEqual({ codes: ['sweet-bonanza', 'book-of-dead'] }));
    toasts.off();
    changed.off();
  });

  it("removes: 'Favorilerden çıkarıldı' / 'Removed from favorites' as a warning", async () => {
    signIn();
    bus.set('language', 'tr');
    await loadFavorites();
    const toasts = record('toast/show');
    render(<FavoriteButton game={game('Book of Dead')} />);
    const button = screen.getByRole('button', { name: /Book of Dead/ });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(button);
    await waitFor(() => expect(toasts.seen).toEqual([{ type: 'warning', message: 'Favorilerden çıkarıldı' }]));
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    toasts.off();
  });

  it("shows the server's refusal as an error and changes nothing", async () => {
    signIn();
    api.use('POST casino/togglefavorite', () => ({ success: false, message: 'Game is closed' }));
    const toasts = record('toast/show');
    render(<FavoriteButton game={game('Sweet Bonanza')} />);
    fireEvent.click(screen.getByRole('button', { name: /Sweet Bonanza/ }));
    await waitFor(() => expect(toasts.seen).toEqual([{ type: 'error', message: 'Game is closed' }]));
    toasts.off();
  });
});
