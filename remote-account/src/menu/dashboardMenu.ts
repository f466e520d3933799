import type { AccountKey } from '../i18n';

/**
 * Spec §2 account menu, in its order. Notifications is left out (the host handles it separately)
 * and Logout is an action, not a link. Deposit and withdraw pages belong to remote-payments; the
 * menu only links to them.
 */
export const DASHBOARD_MENU: ReadonlyArray<{ key: AccountKey; to: string }> = [
  { key: 'account.account.title', to: '/dashboard/account' },
  { key: 'account.phoneVerification.title', to: '/dashboard/phone-verification' },
  { key: 'account.deposit.title', to: '/dashboard/deposit' },
  { key: 'account.withdraw.title', to: '/dashboard/withdraw' },
  { key: 'account.changePassword.title', to: '/dashboard/change-password' },
  { key: 'account.financialActivities.title', to: '/dashboard/financial-activities' },
  { key: 'account.gameHistory.title', to: '/dashboard/game-history' },
  { key: 'account.claimBonus.title', to: '/dashboard/claim-bonus' },
  { key: 'account.bonuses.title', to: '/dashboard/bonuses' },
  { key: 'account.sessionHistory.title', to: '/dashboard/session-history' },
];
