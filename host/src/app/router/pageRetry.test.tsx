import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { CONTRACT_VERSION } from '@vitrin/contract';
import { bus } from '@vitrin/shared';
import { mountRemoteRoutes } from './mountRemoteRoutes';

configure({ asyncUtilTimeout: 5000 });

/** The casino's slot page, whose code fails to load `failures` times (a phone losing its connection). */
function casinoWithFlakyPage(failures: number) {
  const load = jest.fn(async () => ({ Component: () => <h1>Slot lobby</h1> }));
  for (let i = 0; i < failures; i += 1) load.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
  const module = { id: 'casino', contractVersion: CONTRACT_VERSION, version: '1.0.0', slots: {}, routes: [{ path: 'casino/slot', lazy: load }] };
  const router = createMemoryRouter([{ path: '/', hydrateFallbackElement: <p>Loading</p>, children: [mountRemoteRoutes('casino', module)] }], { initialEntries: ['/casino/slot'] });
  return { load, router };
}

describe("a section's Retry after its page's code failed to load", () => {
  beforeEach(() => {
    bus.set('language', 'en');
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('loads the code again and shows the page (React Router keeps a failed lazy load otherwise)', async () => {
    const { load, router } = casinoWithFlakyPage(1);
    render(<RouterProvider router={router} />);
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.queryByRole('heading', { name: 'Slot lobby' })).not.toBeInTheDocument();

    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Slot lobby' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('shows the fallback again when the Retry fails too, and the next Retry still loads', async () => {
    const { load, router } = casinoWithFlakyPage(2);
    render(<RouterProvider router={router} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Slot lobby' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('does not load again on its own while no Retry was pressed', async () => {
    const { load, router } = casinoWithFlakyPage(1);
    render(<RouterProvider router={router} />);
    await screen.findByRole('button', { name: 'Retry' });
    await new Promise((resolve) => { setTimeout(resolve, 100); });
    expect(load).toHaveBeenCalledTimes(1);
  });
});
