import type { IconName } from '../icons/Icon';
import type { MemberTextKey } from '../i18n/memberTexts';

export interface AccountMenuEntry {
  id: string;
  title: MemberTextKey;
  icon: IconName;
  url: string;
}

/** The account (dashboard dropdown) menu of spec §2, without Notifications and Logout, which act rather than link. */
export const ACCOUNT_MENU: readonly AccountMenuEntry[] = [
  { id: 'account', title: 'member.menu.account', icon: 'account', url: '/dashboard/account' },
  { id: 'phone-verification', title: 'member.menu.phoneVerification', icon: 'phone', url: '/dashboard/phone-verification' },
  { id: 'deposit', title: 'member.menu.deposit', icon: 'arrow-up', url: '/dashboard/deposit' },
  { id: 'withdraw', title: 'member.menu.withdraw', icon: 'down-arrow', url: '/dashboard/withdraw' },
  { id: 'change-password', title: 'member.menu.changePassword', icon: 'lock', url: '/dashboard/change-password' },
  { id: 'financial-activities', title: 'member.menu.financialHistory', icon: 'history', url: '/dashboard/financial-activities' },
  { id: 'game-history', title: 'member.menu.gameActivities', icon: 'gamepad', url: '/dashboard/game-history' },
  { id: 'claim-bonus', title: 'member.menu.bonusesDiscounts', icon: 'percent', url: '/dashboard/claim-bonus' },
  { id: 'bonuses', title: 'member.menu.bonusesHistory', icon: 'giftbox', url: '/dashboard/bonuses' },
  { id: 'session-history', title: 'member.menu.sessionHistory', icon: 'session', url: '/dashboard/session-history' },
  // Responsible gambling: the limits page two taps from any page (the user menu, then this entry).
  { id: 'limits', title: 'member.menu.limits', icon: 'shield', url: '/dashboard/limits' },
  { id: 'self-test', title: 'member.menu.selfTest', icon: 'system', url: '/self-test' },
];
