import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CONFETTI } from '@vitrin/contract';
import { bus } from '@vitrin/shared';
import { CongratsDialog } from './CongratsDialog';
import { dialogAtom, openDialog } from './dialogStore';
import { renderMember } from '../testing/renderMember';
import { mockApi, type MockApi } from '../testing/mockApi';
import { fireConfetti } from '../confetti/fireConfetti';
import { pageStore } from '../ui/pageStore';

// Rendering MUI with user events is slow on a shared 2-core machine; 5 s is not enough there.
jest.setTimeout(30_000);

jest.mock('../confetti/fireConfetti', () => ({ fireConfetti: jest.fn(async () => {}) }));

let api: MockApi;
const settings = (trialBonusAmount: number) => ({ options: {}, domains: { current: '', next: '' }, trialBonusAmount, languages: ['tr', 'en'] });

beforeEach(() => {
  bus.set('language', 'en');
  openDialog({ kind: 'congrats', celebrate: false });
  api = mockApi({ 'GET bonus/definetrialbonus': () => ({ success: true, message: null }) });
  (fireConfetti as jest.Mock).mockClear();
});
afterEach(() => {
  cleanup();
  jest.useRealTimers();
  api.restore();
  bus.set('settings', null);
  bus.set('language', 'tr');
});

describe('CongratsDialog (spec §4)', () => {
  it('without a trial bonus offers Deposit and Live Chat', () => {
    bus.set('settings', settings(0));
    const chat = jest.fn();
    const off = bus.on('livechat/open', chat);
    const { router } = renderMember(<CongratsDialog celebrate={false} />);
    // Said once, as the dialog's name.
    expect(screen.getByRole('dialog', { name: 'Congratulations!' })).toBeInTheDocument();
    expect(screen.getAllByText('Congratulations!')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Live Chat' }));
    expect(chat).toHaveBeenCalled();
    expect(pageStore.get(dialogAtom)).toEqual({ kind: null });
    openDialog({ kind: 'congrats', celebrate: false });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(router.state.location.pathname).toBe('/dashboard/deposit');
    off();
  });

  it('with a trial bonus, Yes claims it, fires confetti and closes after 1 s', async () => {
    // The second runs on jest's clock, from the moment the confetti fired (waitFor moves that clock).
    jest.useFakeTimers();
    let firedAt = 0;
    (fireConfetti as jest.Mock).mockImplementationOnce(async () => {
      firedAt = jest.now();
    });
    bus.set('settings', settings(100));
    renderMember(<CongratsDialog celebrate={false} />);
    expect(screen.queryByRole('button', { name: 'Deposit' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(fireConfetti).toHaveBeenCalledTimes(1));
    expect(api.sent).toContainEqual({ route: 'GET bonus/definetrialbonus', body: {} });
    act(() => jest.advanceTimersByTime(firedAt + CONFETTI.closeAfterClaimMs - 1 - jest.now()));
    expect(pageStore.get(dialogAtom).kind).toBe('congrats');
    act(() => jest.advanceTimersByTime(1));
    expect(pageStore.get(dialogAtom)).toEqual({ kind: null });
  });

  it('celebrates 100 ms after display when asked to', async () => {
    bus.set('settings', settings(0));
    renderMember(<CongratsDialog celebrate />);
    expect(fireConfetti).not.toHaveBeenCalled();
    await waitFor(() => expect(fireConfetti).toHaveBeenCalledTimes(1));
  });

  it('offers a deposit limit after sign-up: the contract rule refuses a bad amount, a good one is set with responsible/setlimit; skipping it leaves the buttons working', async () => {
    bus.set('settings', settings(0));
    const limits = jest.fn(() => ({ success: true, message: 'Your weekly deposit limit is now ₺500,00, in force at once.', data: null }));
    api.restore();
    api = mockApi({ 'POST responsible/setlimit': limits });
    renderMember(<CongratsDialog celebrate={false} />);
    const form = screen.getByTestId('signup-limit');
    expect(within(form).getByText('Set a deposit limit (optional)')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Amount (₺)'), { target: { value: '0,50' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Set limit' }));
    expect(await within(form).findByText('Enter an amount from ₺1,00 to ₺1.000.000,00')).toBeInTheDocument();
    expect(limits).not.toHaveBeenCalled();
    fireEvent.mouseDown(within(form).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'Weekly' }));
    fireEvent.change(within(form).getByLabelText('Amount (₺)'), { target: { value: '500' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Set limit' }));
    expect(await screen.findByTestId('signup-limit-saved')).toHaveTextContent('Your deposit limit is set.');
    expect(api.sent).toContainEqual({ route: 'POST responsible/setlimit', body: { kind: 'deposit', period: 'week', amount: '500' } });
    // The way on does not depend on it.
    expect(screen.getByRole('button', { name: 'Deposit' })).toBeEnabled();
  });
});
