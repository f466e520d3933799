import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@vitrin/shared';
import { memberApi } from './testing/memberFixtures';
import { describeCallDrill, type CallDrill } from './testing/callFailures';
import { ok } from './testing/mockApi';
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

const page = (element: ReactElement, path: string) => () => void renderPage(element, path);

const OFFER = { id: 1, title: 'İlk Yatırım Bonusu', amount: '100.00', claimable: true, reason: null, expiresAt: null, html: '<p>Bir kez.</p>' };
const field = (id: string) => document.getElementById(id) as HTMLInputElement;

const DRILLS: Record<string, CallDrill> = {
  'customer/details': { render: page(<AccountPage />, '/dashboard/account') },
  'customer/financialhistory': { render: page(<FinancialActivitiesPage />, '/dashboard/financial-activities') },
  'customer/gamehistory': { render: page(<GameHistoryPage />, '/dashboard/game-history') },
  'customer/sessions': { render: page(<SessionHistoryPage />, '/dashboard/session-history') },
  'bonus/history': { render: page(<BonusesPage />, '/dashboard/bonuses') },
  'bonus/available': { render: page(<ClaimBonusPage />, '/dashboard/claim-bonus') },
  'bonus/claim': {
    render: page(<ClaimBonusPage />, '/dashboard/claim-bonus'),
    answers: { 'POST bonus/available': () => ok([OFFER]) },
    async act() {
      await userEvent.click(await screen.findByRole('button', { name: tr['account.claimBonus.claim'] }));
      return [];
    },
  },
  'customer/changepassword': {
    render: page(<ChangePasswordPage />, '/dashboard/change-password'),
    async act() {
      await screen.findByRole('button', { name: tr['account.changePassword.change'] });
      await userEvent.type(field('account-oldPassword'), 'demo123');
      await userEvent.type(field('account-password'), 'newsecret1');
      await userEvent.type(field('account-confirmPassword'), 'newsecret1');
      await userEvent.click(screen.getByRole('button', { name: tr['account.changePassword.change'] }));
      return [[() => field('account-password'), 'newsecret1']];
    },
  },
  'customer/updatephone': {
    render: page(<PhoneVerificationPage />, '/dashboard/phone-verification'),
    async act() {
      await userEvent.click(await screen.findByRole('button', { name: tr['account.phone.sendCode'] }));
      return [];
    },
  },
};

describeCallDrill('every call can fail: the dashboard (call × failure drill)', DRILLS, {
  api: memberApi,
  beforeEach: () => bus.set('language', 'tr'),
});
