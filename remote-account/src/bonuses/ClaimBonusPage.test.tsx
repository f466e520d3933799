import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@vitrin/shared';
import { memberApi } from '../testing/memberFixtures';
import { collectToasts } from '../testing/collectToasts';
import { ok, type MockApi } from '../testing/mockApi';
import { renderPage } from '../testing/renderPage';
import { ClaimBonusPage } from './ClaimBonusPage';

const OFFER = {
  id: 1, title: 'First deposit bonus', amount: '100.00', claimable: true, reason: null, expiresAt: null,
  html: '<p>Once per member.</p><img src=x onerror="window.hacked=1"><script>window.hacked=1</script>',
};

describe('ClaimBonusPage', () => {
  let api: MockApi;
  const toasts = collectToasts();
  beforeEach(() => bus.set('language', 'en'));
  afterEach(() => api.restore());

  it('lists offers with sanitised terms; claiming sends one idempotent request and shows the answer', async () => {
    let claimed = false;
    api = memberApi({
      'POST bonus/available': () => ok(claimed ? [] : [OFFER, { ...OFFER, id: 2, title: 'Loss-back', claimable: false, reason: 'Needs a deposit of ₺100 first' }]),
      'POST bonus/claim': () => {
        claimed = true;
        return ok(null, '₺100,00 bonus credited');
      },
    });
    renderPage(<ClaimBonusPage />);
    const offer = await screen.findByRole('article', { name: 'First deposit bonus' });
    expect(within(offer).getByText('Once per member.')).toBeInTheDocument();
    // eslint-disable-next-line testing-library/no-node-access -- the sanitiser's output: what it removed has no accessible form
    expect(offer.querySelector('script, img[onerror]')).toBeNull();
    expect(within(offer).getByText('₺100,00')).toBeInTheDocument();
    const blocked = screen.getByRole('article', { name: 'Loss-back' });
    expect(within(blocked).getByText('Needs a deposit of ₺100 first')).toBeInTheDocument();
    expect(within(blocked).getByRole('button', { name: 'Claim' })).toBeDisabled();

    await userEvent.click(within(offer).getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(toasts).toEqual([{ type: 'success', message: '₺100,00 bonus credited' }]));
    const claims = api.sent.filter((s) => s.route === 'POST bonus/claim');
    expect(claims).toHaveLength(1);
    expect(claims[0]!.body).toEqual({ bonusId: 1 });
    expect(claims[0]!.headers.get('Idempotency-Key')).toBeTruthy();
    expect(await screen.findByText('There is no bonus you can claim right now.')).toBeInTheDocument();
  });

  it('the trial bonus waits for a verified phone: it says so and leads to the phone page', async () => {
    api = memberApi({
      'POST bonus/available': () => ok([{ ...OFFER, id: 100, code: 'trial', title: 'Trial Bonus', claimable: false, reason: 'Verify your phone number to claim this bonus.' }]),
    });
    renderPage(<ClaimBonusPage />);
    const trial = await screen.findByRole('article', { name: 'Trial Bonus' });
    expect(within(trial).getByText('Verify your phone number to claim this bonus.')).toBeInTheDocument();
    expect(within(trial).getByRole('button', { name: 'Claim' })).toBeDisabled();
    expect(within(trial).getByRole('link', { name: 'Verify phone' })).toHaveAttribute('href', '/dashboard/phone-verification');
  });

  it('a refused claim shows why and keeps the offer', async () => {
    api = memberApi({
      'POST bonus/available': () => ok([OFFER]),
      'POST bonus/claim': () => ({ success: false, message: 'Already claimed' }),
    });
    renderPage(<ClaimBonusPage />);
    const offer = await screen.findByRole('article', { name: 'First deposit bonus' });
    await userEvent.click(within(offer).getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(toasts).toEqual([{ type: 'error', message: 'Already claimed' }]));
    expect(screen.getByRole('article', { name: 'First deposit bonus' })).toBeInTheDocument();
  });
});

describe('bonuses being wagered', () => {
  let api: MockApi;
  beforeEach(() => bus.set('language', 'en'));
  afterEach(() => api.restore());

  it('shows each active bonus with its wagering progress and whether a withdrawal cancels it', async () => {
    const grant = {
      id: 3, code: 'trial', title: 'Trial Bonus', amount: '100.00', locked: '100.00', wagerRequired: '500.00', wagered: '125.50',
      forfeitOnWithdrawal: true, status: 'active', createdAt: '2026-11-26T10:00:00Z',
    };
    api = memberApi({
      'POST bonus/available': () => ok([]),
      'POST bonus/wagering': () => ok([grant, { ...grant, id: 2, title: 'Old', status: 'completed' }]),
    });
    renderPage(<ClaimBonusPage />);
    const section = await screen.findByRole('region', { name: 'Bonuses being wagered' });
    expect(within(section).getAllByTestId('active-bonus')).toHaveLength(1);
    expect(section).toHaveTextContent('Trial Bonus · ₺100,00');
    expect(section).toHaveTextContent('₺125,50 of ₺500,00 wagered (25%)');
    expect(within(section).getByRole('progressbar', { name: 'Wagering progress of Trial Bonus' })).toHaveAttribute('aria-valuenow', '25');
    expect(section).toHaveTextContent('Withdrawing before the wagering is done cancels this bonus.');
  });
});
