import type { AccountKey } from './tr';

export const en: Record<AccountKey, string> = {
  'account.dashboard.title': 'My Account',
  'account.menu.label': 'Account menu',
  'account.account.title': 'Account',
  'account.phoneVerification.title': 'Phone Verification',
  'account.deposit.title': 'Deposit Money',
  'account.withdraw.title': 'Withdraw Money',
  'account.changePassword.title': 'Change Password',
  'account.financialActivities.title': 'Financial History',
  'account.gameHistory.title': 'Game Activities',
  'account.claimBonus.title': 'Bonuses & Discounts',
  'account.bonuses.title': 'Bonuses History',
  'account.sessionHistory.title': 'Session History',
  'account.logout': 'Logout',
};
