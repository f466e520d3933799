import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { bus } from '@vitrin/shared';
import { CompactSportsMenu } from './CompactSportsMenu';

describe('CompactSportsMenu', () => {
  beforeEach(() => bus.set('language', 'en'));

  it('lists the spec §2 compact menu in order; the current page is marked; Aviator opens a non-live search', () => {
    const router = createMemoryRouter([{ path: '*', element: <CompactSportsMenu /> }], { initialEntries: ['/spor/fcg'] });
    render(<RouterProvider router={router} />);
    // Shown from the desktop breakpoint (the host's strip serves phones), so hidden in jsdom's narrow view.
    const nav = screen.getByRole('navigation', { name: 'Quick menu', hidden: true });
    const entries = within(nav).getAllByRole('listitem', { hidden: true }).map((li) => li.textContent);
    expect(entries).toEqual(['Sports', 'Live Betting', 'Casino', 'Live Casino', 'E-sports', 'Aviator', 'Bingo', 'Games', 'TV Games']);
    expect(within(nav).getByRole('link', { name: 'Sports', hidden: true })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'E-sports', hidden: true })).toHaveAttribute('href', '/esports/betco');
    const asked: unknown[] = [];
    const off = bus.on('game/search-open', (payload) => asked.push(payload));
    fireEvent.click(within(nav).getByRole('button', { name: 'Aviator', hidden: true }));
    expect(asked).toEqual([{ search: 'Aviator', live: false }]);
    off();
  });
});
