import { screen } from '@testing-library/react';
import { bus } from '@vitrin/shared';
import { renderMember } from '../../member/testing/renderMember';
import { mockApi } from '../../member/testing/mockApi';
import { PromotionsPageContent } from './PromotionsPageContent';

// testing-library unmounts the tree before this hook: its own afterEach was registered first.
afterEach(() => {
  localStorage.clear();
  bus.set('language', 'tr');
});

describe('PromotionsPageContent during a break', () => {
  it('shows no offers, only when they come back, and asks the server for none', () => {
    localStorage.setItem('vitrin:break-until', '2099-01-01T09:00:00.000Z');
    const api = mockApi({});
    renderMember(<PromotionsPageContent />, '/promotions');
    expect(screen.getByTestId('promotions-held')).toHaveTextContent('Molanız sürerken promosyon ve bonus tekliflerini göstermiyoruz (1 Ocak 2099 12:00 tarihine kadar).');
    expect(screen.queryByTestId('promotion-card')).toBeNull();
    expect(api.sent).toEqual([]);
    api.restore();
  });
});
