import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@vitrin/shared';

import { describeCallDrill, type CallDrill } from './testing/callFailures';
import { ok } from './testing/mockApi';
import { BANK, FIELDS, PAPARA } from './testing/fixtures';
import { tr } from './i18n/tr';
import { PaymentMethodsPage } from './methods/PaymentMethodsPage';
import { PaymentDialog } from './dialog/PaymentDialog';

// Every call can fail (the call × failure drill, e2e/tests/hardening/callFailures.spec.ts): each
// payment call answers 500, times out, refuses with a message and breaks its schema; the player is
// told in Turkish, in words, and keeps what they typed. The browser drill keeps payment/deposit
// end to end; here each failure costs milliseconds instead of a page load and a form.

const input = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
const dialog = (kind: 'deposit' | 'withdraw', method = kind === 'deposit' ? PAPARA : BANK) => () => void render(
  <PaymentDialog request={{ kind, id: method.id, type: method.type, title: method.name, method }} onClose={() => undefined} />,
);

const DRILLS: Record<string, CallDrill> = {
  'payment/methods': { render: () => void render(<PaymentMethodsPage direction={1} />), answers: { 'POST payment/requests': () => ok([]) } },
  // The pending requests are a side list: the methods stay and the player can pay.
  'payment/requests': {
    render: () => void render(<PaymentMethodsPage direction={2} />), answers: { 'POST payment/methods': () => ok([BANK]) }, expect: 'quiet',
    still: async () => expect(await screen.findByRole('button', { name: /^Havale\/EFT/ })).toBeInTheDocument(),
  },
  'payment/detail': { render: dialog('deposit') },
  'payment/deposit': {
    render: dialog('deposit'), answers: { 'POST payment/detail': () => ok([FIELDS.amount]) },
    async act() {
      await userEvent.type(await screen.findByRole('textbox', { name: /^Tutar/ }), '150,25');
      await userEvent.click(screen.getByRole('button', { name: tr['payments.dialog.submitDeposit'] }));
      return [[() => input('Tutar'), '150,25']];
    },
  },
  'payment/withdraw': {
    render: dialog('withdraw'),
    answers: {
      'POST payment/detail': () => ok([FIELDS.amount, FIELDS.holder]),
      'GET user/balance': () => ok({ balance: 500, withdrawable: '500.00' }),
      'POST customer/details': () => ({ success: false, message: 'not needed' }),
    },
    async act() {
      await userEvent.type(await screen.findByRole('textbox', { name: /^Tutar/ }), '200');
      await userEvent.type(input('Hesap sahibi'), 'Ada Yılmaz');
      await userEvent.click(screen.getByRole('button', { name: tr['payments.dialog.submitWithdraw'] }));
      return [[() => input('Tutar'), '200'], [() => input('Hesap sahibi'), 'Ada Yılmaz']];
    },
  },
};

describeCallDrill('every call can fail: payments (call × failure drill)', DRILLS, { beforeEach: () => bus.set('language', 'tr') });
