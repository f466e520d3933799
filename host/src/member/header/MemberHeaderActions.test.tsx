import { act, fireEvent, screen } from '@testing-library/react';
import { bus, INITIAL_CHANNELS } from '@vitrin/shared';
import { MemberHeaderActions } from './MemberHeaderActions';
import { renderMember } from '../testing/renderMember';
import { profilePanelAtom } from '../panel/panelStore';
import { pageStore } from '../ui/pageStore';

// Rendering MUI with user events is slow on a shared 2-core machine; 5 s is not enough there.
jest.setTimeout(30_000);

function setViewport(mobile: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: mobile && query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

beforeEach(() => {
  bus.set('language', 'en');
  bus.set('auth', INITIAL_CHANNELS.auth);
  bus.set('balance', null);
  pageStore.set(profilePanelAtom, false);
});
// testing-library unmounts the tree before this hook: its own afterEach was registered first.
afterEach(() => {
  bus.set('auth', INITIAL_CHANNELS.auth);
  bus.set('language', 'tr');
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('MemberHeaderActions', () => {
  it('renders nothing for guests and follows a login live', async () => {
    setViewport(false);
    const { container } = renderMember(<MemberHeaderActions />);
    expect(container).toBeEmptyDOMElement();
    act(() => {
      bus.set('auth', { hasLogin: true, token: 't', username: 'demo', usercode: '1001' });
      bus.set('balance', 1234.5);
    });
    expect(await screen.findByTestId('header-balance', {}, { timeout: 10_000 })).toHaveTextContent('₺1.234,50');
    act(() => bus.set('balance', 20));
    expect(screen.getByTestId('header-balance')).toHaveTextContent('₺20,00');
    expect(screen.getByTestId('header-deposit')).toHaveAttribute('href', '/dashboard/deposit');
  });

  it('desktop: the user menu shows name, code and entries; the user icon goes to /dashboard', async () => {
    setViewport(false);
    bus.set('auth', { hasLogin: true, token: 't', username: 'demo', usercode: '1001' });
    const { router } = renderMember(<MemberHeaderActions />);
    fireEvent.click(await screen.findByTestId('header-balance', {}, { timeout: 10_000 }));
    const menu = await screen.findByTestId('user-menu');
    expect(menu).toHaveTextContent('demo');
    expect(menu).toHaveTextContent('User code: 1001');
    for (const label of ['Account', 'Phone Verification', 'Deposit Money', 'Withdraw Money', 'Change Password', 'Financial History', 'Game Activities', 'Bonuses & Discounts', 'Bonuses History', 'Session History', 'Limits and Breaks', 'Logout']) {
      expect(menu).toHaveTextContent(label);
    }
    expect(menu).not.toHaveTextContent('Notifications');
    // The limits page is two taps from any page: this menu, then its entry.
    expect(screen.getByTestId('account-menu-limits')).toHaveAttribute('href', '/dashboard/limits');
    expect(screen.getByTestId('account-menu-self-test')).toHaveAttribute('href', '/self-test');
    expect(screen.getByTestId('account-menu-self-test')).toHaveTextContent('Self-test');
    fireEvent.click(screen.getByTestId('account-menu-account'));
    expect(router.state.location.pathname).toBe('/dashboard/account');
    fireEvent.click(screen.getByTestId('header-user-icon'));
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('mobile: the user icon toggles the profile panel', async () => {
    setViewport(true);
    bus.set('auth', { hasLogin: true, token: 't', username: 'demo', usercode: '1001' });
    renderMember(<MemberHeaderActions />);
    fireEvent.click(await screen.findByTestId('header-user-icon', {}, { timeout: 10_000 }));
    expect(pageStore.get(profilePanelAtom)).toBe(true);
    fireEvent.click(screen.getByTestId('header-user-icon'));
    expect(pageStore.get(profilePanelAtom)).toBe(false);
  });

  it('logout entry asks for logout', async () => {
    setViewport(false);
    bus.set('auth', { hasLogin: true, token: 't', username: 'demo', usercode: '1001' });
    const logout = jest.fn();
    const off = bus.on('auth/logout-requested', logout);
    renderMember(<MemberHeaderActions />);
    fireEvent.click(await screen.findByTestId('header-balance', {}, { timeout: 10_000 }));
    fireEvent.click(await screen.findByTestId('account-menu-logout'));
    expect(logout).toHaveBeenCalled();
    off();
  });
});

describe('bonus money beside the balance', () => {
  it('says how much of the balance is bonus money, and nothing when there is none', async () => {
    setViewport(false);
    const { bonusMoneyAtom } = await import('../balance/bonusMoneyStore');
    act(() => {
      bus.set('auth', { hasLogin: true, username: 'ada', usercode: '100002', token: 't' });
      bus.set('balance', 150.25);
      pageStore.set(bonusMoneyAtom, '100.00');
    });
    renderMember(<MemberHeaderActions />);
    expect(await screen.findByTestId('header-bonus')).toHaveTextContent('of which bonus ₺100,00');
    expect(screen.getByTestId('header-balance')).toHaveTextContent('₺150,25');
    act(() => pageStore.set(bonusMoneyAtom, '0.00'));
    expect(screen.queryByTestId('header-bonus')).not.toBeInTheDocument();
  });
});
