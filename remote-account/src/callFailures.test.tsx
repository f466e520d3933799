import type { ReactElement } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LIMIT_PERIODS, MONEY_LIMIT_KINDS, type LimitsState } from '@vitrin/contract';
import { bus } from '@vitrin/shared';
import { BONUS_CLAIM, memberApi } from './testing/memberFixtures';
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
import { LimitsPage } from './limits/LimitsPage';
import { AccountMenu } from './layout/AccountMenu';

// Every call can fail (the call × failure drill, e2e/tests/hardening/callFailures.spec.ts): each
// call of the dashboard answers 500, times out, refuses with a message and breaks its schema, and
// the page that makes it tells the player in Turkish, in words, keeping what they typed. The
// browser drill keeps customer/details end to end; here each failure costs milliseconds instead
// of a page load.

const page = (element: ReactElement, path: string) => () => void renderPage(element, path);

const OFFER = { id: 1, title: 'İlk Yatırım Bonusu', amount: '100.00', claimable: true, reason: null, expiresAt: null, html: '<p>Bir kez.</p>' };
/** The field labelled `label` (MUI adds " *" to a required one's label). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));

/** No limit set, or (with `pending`) a deposit limit of the day whose increase waits. */
function limitsState(pending = false): LimitsState {
  const limits = MONEY_LIMIT_KINDS.flatMap((kind) => LIMIT_PERIODS.map((period) => ({
    kind, period, amount: null as string | null, used: '0.00', remaining: null as string | null, resetsAt: '2026-11-25T21:00:00.000Z',
    pending: null as { amount: string | null; from: string } | null,
  })));
  if (pending) limits[0] = { ...limits[0]!, amount: '100.00', used: '60.00', remaining: '40.00', pending: { amount: '500.00', from: '2026-11-26T09:00:00.000Z' } };
  return { limits, session: { minutes: null, pending: null }, realityCheckMinutes: null };
}
/** The limits page (no limit set, or with `pending` a deposit increase waiting) and what the player does there. */
function onLimitsPage(act: CallDrill['act'], pending = false): CallDrill {
  return { render: page(<LimitsPage />, '/dashboard/limits'), answers: { 'GET responsible/limits': () => ok(limitsState(pending)) }, act };
}
/** The form of the limits page named `name`, once the page has its limits. */
const limitsForm = async (name: string) => screen.findByRole('form', { name });
/** Types `value` into the field `label` of the limits form `form` and saves: the field keeps it. */
function saveLimit(form: string, label: string, value: string): CallDrill['act'] {
  return async () => {
    const found = await limitsForm(form);
    await userEvent.type(within(found).getByLabelText(label), value);
    await userEvent.click(within(found).getByRole('button', { name: tr['account.limits.save'] }));
    return [[() => within(found).getByLabelText(label), value]];
  };
}

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
      await userEvent.type(field(tr['account.changePassword.old']), 'demo123');
      await userEvent.type(field(tr['account.changePassword.new']), 'newsecret1');
      await userEvent.type(field(tr['account.changePassword.confirm']), 'newsecret1');
      await userEvent.click(screen.getByRole('button', { name: tr['account.changePassword.change'] }));
      return [[() => field(tr['account.changePassword.new']), 'newsecret1']];
    },
  },
  'customer/updatephone': {
    render: page(<PhoneVerificationPage />, '/dashboard/phone-verification'),
    async act() {
      await userEvent.click(await screen.findByRole('button', { name: tr['account.phone.sendCode'] }));
      return [];
    },
  },
  // The bonuses still being wagered are a side panel of the bonus pages: the history stays.
  'bonus/wagering': {
    render: page(<BonusesPage />, '/dashboard/bonuses'), expect: 'quiet',
    still: async () => expect(await screen.findAllByText(BONUS_CLAIM.title)).not.toHaveLength(0),
  },
  // Responsible gambling (ADR 0039): the limits page and the panic button of the account menu.
  'responsible/limits': { method: 'GET', render: page(<LimitsPage />, '/dashboard/limits') },
  'responsible/setlimit': onLimitsPage(saveLimit(tr['account.limits.set.deposit'], tr['account.limits.amountLabel'], '250')),
  'responsible/cancelpending': onLimitsPage(async () => {
    await userEvent.click(within(await screen.findByTestId('limit-deposit-day')).getByRole('button', { name: tr['account.limits.cancelPending'] }));
    return [];
  }, true),
  'responsible/realitycheck': onLimitsPage(saveLimit(tr['account.limits.reality.label'], tr['account.limits.reality.label'], '30')),
  'responsible/break': onLimitsPage(async () => {
    const form = await limitsForm(tr['account.limits.break.title']);
    await userEvent.click(within(form).getByRole('radio', { name: tr['account.limits.duration.7d'] }));
    await userEvent.type(field(tr['account.limits.break.password']), 'demo123');
    await userEvent.click(within(form).getByRole('button', { name: tr['account.limits.break.start'] }));
    return [[() => field(tr['account.limits.break.password']), 'demo123']];
  }),
  'responsible/panic': {
    render: page(<AccountMenu />, '/dashboard/account'),
    async act() {
      await userEvent.click(screen.getByTestId('panic-button'));
      return [];
    },
  },
};

describeCallDrill('every call can fail: the dashboard (call × failure drill)', DRILLS, {
  api: memberApi,
  beforeEach: () => bus.set('language', 'tr'),
});
