import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { parseRemoteDescriptor } from '@vitrin/contract';
import { bus } from '@vitrin/shared';
import type { descriptor as Descriptor } from './descriptor';
import type { remoteModule as RemoteModule } from './module';

/** The casino's descriptor and module as a build with `VITRIN_FEATURES=<features>` has them. */
function builtWith(features: string | undefined): { descriptor: typeof Descriptor; remoteModule: typeof RemoteModule } {
  const before = process.env.VITRIN_FEATURES;
  if (features === undefined) delete process.env.VITRIN_FEATURES;
  else process.env.VITRIN_FEATURES = features;
  try {
    let loaded!: { descriptor: typeof Descriptor; remoteModule: typeof RemoteModule };
    jest.isolateModules(() => {
      loaded = {
        descriptor: (jest.requireActual('./descriptor') as { descriptor: typeof Descriptor }).descriptor,
        remoteModule: (jest.requireActual('./module') as { remoteModule: typeof RemoteModule }).remoteModule,
      };
    });
    return loaded;
  } finally {
    if (before === undefined) delete process.env.VITRIN_FEATURES;
    else process.env.VITRIN_FEATURES = before;
  }
}

// A route's children, not DOM nodes: destructured, so testing-library's node-access rule does not mistake them.
const casinoChildren = ({ routes: [casino] }: typeof RemoteModule) => {
  const { children = [] } = casino ?? {};
  return children.map((route) => route.path);
};

describe('the tournaments feature of a casino build', () => {
  beforeEach(() => bus.set('language', 'en'));

  it('is absent from an everyday build: no route, no menu entry', () => {
    const { descriptor, remoteModule } = builtWith(undefined);
    expect(casinoChildren(remoteModule)).not.toContain('tournaments');
    expect(descriptor.menu.map((entry) => entry.to)).not.toContain('/casino/tournaments');
  });

  it('adds the route and a main menu entry, both inside the descriptor schema', async () => {
    const { descriptor, remoteModule } = builtWith('sparkles, tournaments');
    expect(casinoChildren(remoteModule)).toContain('tournaments');
    expect(descriptor.menu).toContainEqual(expect.objectContaining({ id: 'tournaments', menu: 'main', to: '/casino/tournaments', label: { tr: 'Turnuvalar', en: 'Tournaments' } }));
    expect(parseRemoteDescriptor(descriptor)).toHaveProperty('descriptor');

    const routes: RouteObject[] = [{ path: '/', hydrateFallbackElement: <p>Loading</p>, children: remoteModule.routes }];
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/casino/tournaments'] })} />);
    expect(await screen.findByRole('heading', { name: 'Tournaments' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the slots' })).toHaveAttribute('href', '/casino/slot');
  });

  it('speaks Turkish on a Turkish page', async () => {
    bus.set('language', 'tr');
    const { remoteModule } = builtWith('tournaments');
    const routes: RouteObject[] = [{ path: '/', hydrateFallbackElement: <p>Loading</p>, children: remoteModule.routes }];
    render(<RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/casino/tournaments'] })} />);
    expect(await screen.findByRole('heading', { name: 'Turnuvalar' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Slot oyunlarına git' })).toBeInTheDocument();
  });
});
