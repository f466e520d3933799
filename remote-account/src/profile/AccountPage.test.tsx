import { screen, within } from '@testing-library/react';
import { bus } from '@vitrin/shared';
import { memberApi } from '../testing/memberFixtures';
import type { MockApi } from '../testing/mockApi';
import { renderPage } from '../testing/renderPage';
import { AccountPage } from './AccountPage';

describe('AccountPage', () => {
  let api: MockApi;
  afterEach(() => api.restore());

  it('lists the member details with the verification state, in Turkish', async () => {
    bus.set('language', 'tr');
    api = memberApi();
    renderPage(<AccountPage />, '/dashboard/account');
    const details = await screen.findByTestId('account-details');
    for (const text of ['Demo', 'Oyuncu', 'demo', '100001', 'demo@vitrin.test', '17.05.1990', 'Türkiye', 'Doğrulanmadı']) {
      expect(within(details).getByText(text)).toBeInTheDocument();
    }
    expect(details).toHaveTextContent('+90 555 111 22 33');
    expect(within(details).getByRole('link', { name: 'Şimdi doğrula' })).toHaveAttribute('href', '/dashboard/phone-verification');
  });
});
