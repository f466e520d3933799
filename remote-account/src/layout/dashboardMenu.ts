import type { AccountKey } from '../i18n';
import type { MenuIconName } from './MenuIcon';

export interface MenuEntry {
  id: string;
  title: AccountKey;
  icon: MenuIconName;
  url: string;
  /** Spec §2: Notifications is hidden from the list; the host handles it (bell, bottom sheet). */
  hidden?: boolean;
}

/**
 * The account menu of spec §2, in its order, each with a title, an icon and a url. Logout is an
 * action, not a link. Deposit and withdraw pages belong to remote-payments; the menu links to them.
 */
export const DASHBOARD_MENU: readonly MenuEntry[] = [
  { id: 'account', title: 'account.account.title', icon: 'account', url: '/dashboard/account' },
  { id: 'notifications', title: 'account.notifications', icon: 'bell', url: '/dashboard/notifications', hidden: true },
  { id: 'phone-verification', title: 'account.phoneVerification.title', icon: 'phone', url: '/dashboard/phone-verification' },
  { id: 'deposit', title: 'account.deposit.title', icon: 'deposit', url: '/dashboard/deposit' },
  { id: 'withdraw', title: 'account.withdraw.title', icon: 'withdraw', url: '/dashboard/withdraw' },
  { id: 'change-password', title: 'account.changePassword.title', icon: 'lock', url: '/dashboard/change-password' },
  { id: 'financial-activities', title: 'account.financialActivities.title', icon: 'history', url: '/dashboard/financial-activities' },
  { id: 'game-history', title: 'account.gameHistory.title', icon: 'gamepad', url: '/dashboard/game-history' },
  { id: 'claim-bonus', title: 'account.claimBonus.title', icon: 'percent', url: '/dashboard/claim-bonus' },
  { id: 'bonuses', title: 'account.bonuses.title', icon: 'giftbox', url: '/dashboard/bonuses' },
  { id: 'session-history', title: 'account.sessionHistory.title', icon: 'session', url: '/dashboard/session-history' },
  // Responsible gambling: limits, reality check, time-out and self-exclusion (the server enforces them).
  { id: 'limits', title: 'account.limits.title', icon: 'shield', url: '/dashboard/limits' },
];

/** The payment tabs of the dashboard menu (spec §2). */
export const PAYMENT_TABS = DASHBOARD_MENU.filter((entry) => entry.id === 'deposit' || entry.id === 'withdraw');
