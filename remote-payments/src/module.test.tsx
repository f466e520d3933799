import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { CONTRACT_VERSION } from '@vitrin/contract';
import { bus } from '@vitrin/shared';
import { remoteModule } from './module';

describe('payments/module', () => {
  it('describes itself against the current contract', () => {
    expect(remoteModule).toMatchObject({ id: 'payments', contractVersion: CONTRACT_VERSION, version: 'test', slots: {} });
  });

  it.each([['en', '/dashboard/deposit', 'Deposit Money'], ['tr', '/dashboard/withdraw', 'Para Çek']])('%s %s renders its page', async (language, path, heading) => {
    bus.set('language', language);
    render(<RouterProvider router={createMemoryRouter([{ path: '/dashboard', children: remoteModule.routes }], { initialEntries: [path] })} />);
    expect(await screen.findByRole('heading', { name: heading }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByTestId('remote-owner')).toHaveTextContent('payments');
  });
});
