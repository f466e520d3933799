import type { ReactElement } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@vitrin/shared';
import { memberApi } from './testing/memberFixtures';
import { collectToasts } from './testing/collectToasts';
import { expectTold, FAILURES, heldAnswer, shownMessages } from './testing/callFailures';
import { ok, type ApiHandler, type MockApi } from './testing/mockApi';
import { renderPage } from './testing/renderPage';
import { tr } from './i18n/tr';
import { AccountPage } from './profile/AccountPage';
import { FinancialActivitiesPage } from './financial/FinancialActivitiesPage';
import { GameHistoryPage } from './games/GameHistoryPage';
import { SessionHistoryPage } from './sessions/SessionHistoryPage';
import { BonusesPage } from './bonuses/BonusesPage';
import { ClaimBonusPage } from './bonuses/ClaimBonusPage';
import { ChangePasswordPage } from './password/ChangePasswordPage';
import { PhoneVerificationPage } from './phone/PhoneVerificationPage';

// Every call can fail (the call × failure drill, e2e/tests/hardening/callFailures.spec.ts): each
// call of the dashboard answers 500, times out, refuses with a message and breaks its schema, and
// the page that makes it tells the player in Turkish, in words, keeping what they typed. The
// browser drill keeps customer/details end to end; here each failure costs milliseconds instead
// of a page load.

interface Drill {
  page: ReactElement;
  path: string;
  /** Answers the page needs before it can make the call (an offer to claim). */
  answers?: Record<string, ApiHandler>;
  /** A submit: fills and sends the form; returns the fields whose typed value must survive. */
  submit?: () => Promise<[HTMLElement, string][]>;
}

const OFFER = { id: 1, title: 'İlk Yatırım Bonusu', amount: '100.00', claimable: true, reason: null, expiresAt: null, html: '<p>Bir kez.</p>' };
const field = (id: string) => document.getElementById(id) as HTMLInputElement;

const DRILLS: Record<string, Drill> = {
  'customer/details': { page: <AccountPage />, path: '/dashboard/account' },
  'customer/financialhistory': { page: <FinancialActivitiesPage />, path: '/dashboard/financial-activities' },
  'customer/gamehistory': { page: <GameHistoryPage />, path: '/dashboard/game-history' },
  'customer/sessions': { page: <SessionHistoryPage />, path: '/dashboard/session-history' },
  'bonus/history': { page: <BonusesPage />, path: '/dashboard/bonuses' },
  'bonus/available': { page: <ClaimBonusPage />, path: '/dashboard/claim-bonus' },
  'bonus/claim': {
    page: <ClaimBonusPage />, path: '/dashboard/claim-bonus',
    answers: { 'POST bonus/available': () => ok([OFFER]) },
    async submit() {
      await userEvent.click(await screen.findByRole('button', { name: tr['account.claimBonus.claim'] }));
      return [];
    },
  },
  'customer/changepassword': {
    page: <ChangePasswordPage />, path: '/dashboard/change-password',
    async submit() {
      await screen.findByRole('button', { name: tr['account.changePassword.change'] });
      await userEvent.type(field('account-oldPassword'), 'demo123');
      await userEvent.type(field('account-password'), 'newsecret1');
      await userEvent.type(field('account-confirmPassword'), 'newsecret1');
      await userEvent.click(screen.getByRole('button', { name: tr['account.changePassword.change'] }));
      return [[field('account-password'), 'newsecret1']];
    },
  },
  'customer/updatephone': {
    page: <PhoneVerificationPage />, path: '/dashboard/phone-verification',
    async submit() {
      await userEvent.click(await screen.findByRole('button', { name: tr['account.phone.sendCode'] }));
      return [];
    },
  },
};

describe('every call can fail: the dashboard (call × failure drill)', () => {
  let api: MockApi;
  const toasts = collectToasts();
  beforeEach(() => bus.set('language', 'tr'));
  afterEach(() => api.restore());

  describe.each(Object.entries(DRILLS))('%s', (call, drill) => {
    it.each(FAILURES)('%s: the player is told in Turkish, in words, and keeps what they typed', async (_failure, answer) => {
      const failure = heldAnswer(answer);
      api = memberApi({ ...drill.answers, [`POST ${call}`]: failure.handler });
      renderPage(drill.page, drill.path);
      const typed = (await drill.submit?.()) ?? [];
      await waitFor(() => expect(api.sent.map((sent) => sent.route)).toContain(`POST ${call}`));
      const before = shownMessages(toasts);
      failure.release();
      await expectTold(toasts, before);
      for (const [input, value] of typed) expect(input).toHaveValue(value);
    });
  });
});
