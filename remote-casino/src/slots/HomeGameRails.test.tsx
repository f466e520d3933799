import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { bus } from '@vitrin/shared';
import { mockApi, type MockApi } from '../testing/mockApi';
import { game, ok } from '../testing/fixtures';
import { HomeGameRails } from './HomeGameRails';

const bootstrap = {
  casinoCategoryList: [
    { id: 1, name: 'Popular', slugList: ['slot', 'popular'] },
    { id: 2, name: 'New', slugList: ['slot', 'new'] },
  ],
};
const twelve = (prefix: string) => Array.from({ length: 12 }, (_, i) => game(`${prefix} ${i + 1}`));

describe('HomeGameRails: every game of a rail reachable', () => {
  let api: MockApi;
  let scrollLeft = 0;
  const scrollBy = jest.fn();
  beforeEach(() => {
    bus.set('language', 'en');
    localStorage.setItem('bootstrap', JSON.stringify(bootstrap));
    api = mockApi({
      'POST casino/categorygames': (body) => ok(twelve((body as { systemCategory: number[] }).systemCategory[0] === 1 ? 'Popular' : 'New')),
      'POST casino/lobbygames': () => ok({ items: twelve('Table'), total: 560, providers: [] }),
      'POST casino/favorites': () => ok([]),
    });
    scrollLeft = 0;
    scrollBy.mockReset();
    // A rail shows 6 of its 12 tiles: 1,200 px of tiles in a 600 px box.
    jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) { return this.tagName === 'UL' ? 1200 : 0; });
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) { return this.tagName === 'UL' ? 600 : 0; });
    jest.spyOn(HTMLElement.prototype, 'scrollLeft', 'get').mockImplementation(() => scrollLeft);
    HTMLElement.prototype.scrollBy = scrollBy as unknown as HTMLElement['scrollBy'];
  });
  afterEach(() => {
    api.restore();
    jest.restoreAllMocks();
  });

  it('each rail holds its 12 games, has arrows that move it a screen at a time, and a See all link to its lobby', async () => {
    const router = createMemoryRouter([{ path: '/', element: <HomeGameRails /> }], { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    const popular = await screen.findByRole('region', { name: 'Popular games' }, { timeout: 10_000 });
    expect(within(popular).getAllByTestId('game-tile')).toHaveLength(12);
    expect(within(popular).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/casino/slot?category=1');
    expect(within(screen.getByRole('region', { name: 'New games' })).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/casino/slot?category=2');
    expect(within(screen.getByRole('region', { name: 'Live casino' })).getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/casino/live');

    const previous = await within(popular).findByRole('button', { name: 'Previous games' });
    const next = within(popular).getByRole('button', { name: 'Next games' });
    expect(previous).toBeDisabled();
    fireEvent.click(next);
    expect(scrollBy).toHaveBeenCalledWith({ left: 540 });
    // At the end of the rail, Next rests and Previous moves back.
    scrollLeft = 600;
    fireEvent.scroll(within(popular).getByRole('list'));
    await waitFor(() => expect(next).toBeDisabled());
    expect(previous).toBeEnabled();
    fireEvent.click(previous);
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -540 });
    await act(async () => undefined);
  });
});
