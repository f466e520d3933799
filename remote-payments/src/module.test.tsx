import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { CONTRACT_VERSION } from '@vitrin/contract';
import { bus } from '@vitrin/shared';
import { remoteModule } from './module';
import { mockApi, ok, type MockApi } from './testing/mockApi';
import { BANK } from './testing/fixtures';

describe('payments/module', () => {
  let api: MockApi;
  afterEach(() => api?.restore());

  it('describes itself against the current contract, with its one slot', () => {
    expect(remoteModule).toMatchObject({ id: 'payments', contractVersion: CONTRACT_VERSION, version: 'test' });
    expect(Object.keys(remoteModule.slots)).toEqual(['PaymentsOpener']);
  });

  it.each([['en', '/dashboard/deposit', 'Deposit Money'], ['tr', '/dashboard/withdraw', 'Para Çek']])('%s %s renders its page', async (language, path, heading) => {
    api = mockApi({ 'POST payment/methods': () => ok([BANK]), 'POST payment/requests': () => ok([]) });
    bus.set('language', language);
    render(<RouterProvider router={createMemoryRouter([{ path: '/dashboard', hydrateFallbackElement: <p>Loading</p>, children: remoteModule.routes }], { initialEntries: [path] })} />);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByText('Havale/EFT')).toBeInTheDocument();
  });
});
