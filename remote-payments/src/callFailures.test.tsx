import type { ReactElement } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@vitrin/shared';

import { collectToasts } from './testing/collectToasts';
import { expectNothingTechnical, expectTold, FAILURES, heldAnswer, shownMessages } from './testing/callFailures';
import { mockApi, ok, type ApiHandler, type MockApi } from './testing/mockApi';
import { BANK, FIELDS, PAPARA } from './testing/fixtures';
import { tr } from './i18n/tr';
import { PaymentMethodsPage } from './methods/PaymentMethodsPage';
import { PaymentDialog } from './dialog/PaymentDialog';

// Every call can fail (the call × failure drill, e2e/tests/hardening/callFailures.spec.ts): each
// payment call answers 500, times out, refuses with a message and breaks its schema; the player is
// told in Turkish, in words, and keeps what they typed. The browser drill keeps payment/deposit
// end to end; here each failure costs milliseconds instead of a page load and a form.

interface Drill {
  ui: () => ReactElement;
  answers: Record<string, ApiHandler>;
  expect: 'message' | 'quiet';
  /** A submit: fills and sends the form; returns the fields whose typed value must survive. */
  submit?: () => Promise<[HTMLElement, string][]>;
}

const input = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
const dialog = (kind: 'deposit' | 'withdraw', method = kind === 'deposit' ? PAPARA : BANK) => () => (
  <PaymentDialog request={{ kind, id: method.id, type: method.type, title: method.name, method }} onClose={() => undefined} />
);

const DRILLS: Record<string, Drill> = {
  'payment/methods': { ui: () => <PaymentMethodsPage direction={1} />, answers: { 'POST payment/requests': () => ok([]) }, expect: 'message' },
  // The pending requests are a side list: the methods stay and the player can pay.
  'payment/requests': { ui: () => <PaymentMethodsPage direction={2} />, answers: { 'POST payment/methods': () => ok([BANK]) }, expect: 'quiet' },
  'payment/detail': { ui: dialog('deposit'), answers: {}, expect: 'message' },
  'payment/deposit': {
    ui: dialog('deposit'), answers: { 'POST payment/detail': () => ok([FIELDS.amount]) }, expect: 'message',
    async submit() {
      await userEvent.type(await screen.findByRole('textbox', { name: /^Tutar/ }), '150,25');
      await userEvent.click(screen.getByRole('button', { name: tr['payments.dialog.submitDeposit'] }));
      return [[input('Tutar'), '150,25']];
    },
  },
  'payment/withdraw': {
    ui: dialog('withdraw'), expect: 'message',
    answers: {
      'POST payment/detail': () => ok([FIELDS.amount, FIELDS.holder]),
      'GET user/balance': () => ok({ balance: 500, withdrawable: '500.00' }),
      'POST customer/details': () => ({ success: false, message: 'not needed' }),
    },
    async submit() {
      await userEvent.type(await screen.findByRole('textbox', { name: /^Tutar/ }), '200');
      await userEvent.type(input('Hesap sahibi'), 'Ada Yılmaz');
      await userEvent.click(screen.getByRole('button', { name: tr['payments.dialog.submitWithdraw'] }));
      return [[input('Tutar'), '200'], [input('Hesap sahibi'), 'Ada Yılmaz']];
    },
  },
};

describe('every call can fail: payments (call × failure drill)', () => {
  let api: MockApi;
  const toasts = collectToasts();
  beforeEach(() => bus.set('language', 'tr'));
  afterEach(() => api.restore());

  describe.each(Object.entries(DRILLS))('%s', (call, drill) => {
    it.each(FAILURES)('%s: the player is told in Turkish, in words, and keeps what they typed', async (_failure, answer) => {
      const failure = heldAnswer(answer);
      api = mockApi({ ...drill.answers, [`POST ${call}`]: failure.handler });
      render(drill.ui());
      const typed = (await drill.submit?.()) ?? [];
      await waitFor(() => expect(api.sent.map((sent) => sent.route)).toContain(`POST ${call}`));
      const before = shownMessages(toasts);
      failure.release();
      if (drill.expect === 'message') {
        await expectTold(toasts, before);
      } else {
        // Quiet: the methods the page had are still there, and nothing technical is said.
        expect(await screen.findByRole('button', { name: /^Havale\/EFT/ })).toBeInTheDocument();
        expectNothingTechnical(toasts);
      }
      for (const [field, value] of typed) expect(field).toHaveValue(value);
    });
  });
});
