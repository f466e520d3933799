import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@vitrin/shared';
import { renderMember } from '../../member/testing/renderMember';
import { mockApi, type MockApi } from '../../member/testing/mockApi';
import { ok } from '../../../../shared/test/mockApi';
import { PromotionDialog } from './PromotionDialog';

const PROMOTION = {
  id: 1, title: 'First Deposit Bonus', summary: 'A ₺100,00 bonus.', html: '<p>Wagering: 10×.</p>',
  images: [{ url: '/a.svg' }, { url: '/b.svg' }], bonusId: 1,
};
const OFFER = { id: 1, code: 'first-deposit', title: 'First Deposit Bonus', html: '', amount: '100.00', expiresAt: null };

let api: MockApi;
const signIn = (hasLogin: boolean) => act(() => bus.set('auth', { hasLogin, username: hasLogin ? 'ada' : '', usercode: '', token: hasLogin ? 't' : null }));
beforeEach(() => bus.set('language', 'en'));
// At the top level, so it runs after testing-library's own afterEach has unmounted the tree.
afterEach(() => {
  api.restore();
  signIn(false);
});

describe('PromotionDialog: a promotion that gives a bonus has its button', () => {

  it('a guest is asked to sign in (the dialog closes), and nothing is called', async () => {
    api = mockApi({});
    const onClose = jest.fn();
    const asked = jest.fn();
    const off = bus.on('auth/login-requested', asked);
    renderMember(<PromotionDialog promotion={PROMOTION} onClose={onClose} />, '/promotions');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in to claim' }));
    expect(asked).toHaveBeenCalled();
    expect(onClose).toHaveBeenCalled();
    expect(api.sent).toEqual([]);
    off();
  });

  it('a member claims a claimable offer once, keyed; then it says it is taken', async () => {
    let claimed = false;
    api = mockApi({
      'POST bonus/available': () => ok([{ ...OFFER, claimable: !claimed, reason: claimed ? 'You have already claimed this bonus.' : null, needs: null }]),
      'POST bonus/claim': () => {
        claimed = true;
        return ok(null, '₺100,00 bonus was added to your account.');
      },
    });
    signIn(true);
    const toasts: unknown[] = [];
    const off = bus.on('toast/show', (toast) => toasts.push(toast));
    renderMember(<PromotionDialog promotion={PROMOTION} onClose={() => undefined} />, '/promotions');
    await userEvent.click(await screen.findByRole('button', { name: 'Claim bonus' }));
    await waitFor(() => expect(toasts).toEqual([{ type: 'success', message: '₺100,00 bonus was added to your account.' }]));
    const claims = api.sent.filter((call) => call.route === 'POST bonus/claim');
    expect(claims.map((call) => call.body)).toEqual([{ bonusId: 1 }]);
    expect(claims[0]!.headers.get('Idempotency-Key')).toBeTruthy();
    expect(await screen.findByTestId('promotion-bonus-state')).toHaveTextContent('You have already claimed this bonus.');
    expect(screen.queryByRole('button', { name: 'Claim bonus' })).toBeNull();
    off();
  });

  it('a member who must deposit first is told why and led to the deposit page', async () => {
    api = mockApi({
      'POST bonus/available': () => ok([{ ...OFFER, claimable: false, reason: 'This bonus needs a deposit of at least ₺100,00 first.', needs: 'deposit' }]),
    });
    signIn(true);
    const onClose = jest.fn();
    const { router } = renderMember(<PromotionDialog promotion={PROMOTION} onClose={onClose} />, '/promotions');
    expect(await screen.findByTestId('promotion-bonus-state')).toHaveTextContent('needs a deposit of at least ₺100,00');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(onClose).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/dashboard/deposit');
  });

  it('a promotion without a bonus has no such button', () => {
    api = mockApi({});
    renderMember(<PromotionDialog promotion={{ ...PROMOTION, bonusId: undefined }} onClose={() => undefined} />, '/promotions');
    expect(screen.queryByTestId('promotion-bonus')).toBeNull();
    expect(screen.queryByRole('button')).toHaveAccessibleName('Close');
  });

  it('a promotion without a bonus leads to the page it is about (its action), for a guest too', async () => {
    api = mockApi({});
    const onClose = jest.fn();
    const insurance = { ...PROMOTION, bonusId: undefined, action: { label: 'Go to sports betting', url: '/spor' } };
    const { router } = renderMember(<PromotionDialog promotion={insurance} onClose={onClose} />, '/promotions');
    await userEvent.click(screen.getByRole('button', { name: 'Go to sports betting' }));
    expect(onClose).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/spor');
    expect(api.sent).toEqual([]);
  });

  it("opens an http(s) action in a new tab and offers nothing for any other address (server data)", () => {
    api = mockApi({});
    const at = (url: string) => ({ ...PROMOTION, bonusId: undefined, action: { label: 'Open', url } });
    const view = renderMember(<PromotionDialog promotion={at('https://tv.example/live')} onClose={() => undefined} />, '/promotions');
    expect(screen.getByRole('link', { name: 'Open' })).toHaveAttribute('target', '_blank');
    view.unmount();
    for (const url of ['javascript:alert(1)', '//evil.example/x']) {
      const { unmount } = renderMember(<PromotionDialog promotion={at(url)} onClose={() => undefined} />, '/promotions');
      expect(screen.queryByRole('button', { name: 'Open' })).toBeNull();
      expect(screen.queryByRole('link', { name: 'Open' })).toBeNull();
      unmount();
    }
  });
});
