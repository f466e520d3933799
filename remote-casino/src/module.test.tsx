import { Suspense } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { CONTRACT_VERSION } from '@vitrin/contract';
import { bus } from '@vitrin/shared';
import { remoteModule } from './module';

const encode = (value: unknown) => btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))));

function renderAt(path: string) {
  // The host patches these routes under its root route (with its loading indicator); a bare root stands in for it here.
  const routes: RouteObject[] = [{ path: '/', hydrateFallbackElement: <p>Loading</p>, children: remoteModule.routes }];
  return render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />);
}

describe('casino/module', () => {
  beforeEach(() => bus.set('language', 'en'));

  it('describes itself against the current contract', () => {
    expect(remoteModule).toMatchObject({ id: 'casino', contractVersion: CONTRACT_VERSION, version: 'test' });
    expect(Object.keys(remoteModule.slots).sort()).toEqual(['GameOpener', 'HomeGameRails', 'TopWinners', 'VideoBanner']);
  });

  it.each([
    ['/casino/slot', 'Slots'], ['/casino/live', 'Live Casino'], ['/casino/games', 'Virtual Games'],
    ['/casino/bingo', 'Bingo'], ['/casino/tvbets', 'TV Games'],
  ])('%s renders its page', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: heading }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('redirects /casino to the slots lobby', async () => {
    renderAt('/casino');
    expect(await screen.findByRole('heading', { name: 'Slots' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('opens a valid game and explains a broken game link instead of crashing', async () => {
    const { unmount } = renderAt(`/casino/play/${encode({ name: 'Aviator', gameCode: 'av', providerName: 'spribe' })}`);
    expect(await screen.findByRole('heading', { name: 'Aviator' }, { timeout: 10_000 })).toBeInTheDocument();
    unmount();
    renderAt('/casino/play/not-base64!');
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent('This game link is not valid');
  });

  it('crumbs follow the language', () => {
    const casino = remoteModule.routes[0]!;
    const crumb = (casino.handle as { crumb: () => string }).crumb;
    bus.set('language', 'tr');
    expect(crumb()).toBe('Casino');
    const { children: routes = [] } = casino;
    const slot = routes.find((r) => r.path === 'slot')!;
    expect((slot.handle as { crumb: () => string }).crumb()).toBe('Slotlar');
  });

  it('slots are plain components the host can wrap in React.lazy', async () => {
    const Rails = remoteModule.slots.HomeGameRails!;
    expect(typeof Rails).toBe('function');
    const { container } = render(<Suspense fallback="loading"><Rails /></Suspense>);
    // Suspends while its code loads, then renders (nothing yet) without React error #306.
    await waitFor(() => expect(container).toBeEmptyDOMElement(), { timeout: 10_000 });
  });
});
