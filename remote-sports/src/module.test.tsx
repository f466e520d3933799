import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { CONTRACT_VERSION } from '@vitrin/contract';
import { bus } from '@vitrin/shared';
import { remoteModule } from './module';

describe('sports/module', () => {
  beforeEach(() => bus.set('language', 'en'));

  it('describes itself against the current contract', () => {
    expect(remoteModule).toMatchObject({ id: 'sports', contractVersion: CONTRACT_VERSION, version: 'test', slots: {} });
    expect(remoteModule.routes.map((r) => r.path)).toEqual(['spor', 'spor/fcg', 'livespor', 'livespor/fcg', 'esports', 'esports/:provider']);
  });

  it.each([['/spor', 'Sports'], ['/livespor/fcg', 'Live Betting'], ['/esports/betco', 'E-sports']])('%s renders its page', async (path, heading) => {
    render(<RouterProvider router={createMemoryRouter([{ path: '/', hydrateFallbackElement: <p>Loading</p>, children: remoteModule.routes }], { initialEntries: [path] })} />);
    expect(await screen.findByRole('heading', { name: heading }, { timeout: 10_000 })).toBeInTheDocument();
    // The page is the sportsbook frame (its owner and version are the host wrapper's, e2e site.expectRemote).
    expect(screen.getByTestId('sportsbook')).toBeInTheDocument();
  });
});
