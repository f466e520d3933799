import { NotificationTypeCode } from '@vitrin/contract';

export type NotificationTypeName = 'Bonus' | 'Deposit' | 'Withdraw' | 'Jackpot' | 'System';
export type NotificationIconName = 'giftbox' | 'arrow-up' | 'down-arrow' | 'system';

const NAMED: Record<string, NotificationTypeName> = { bonus: 'Bonus', deposit: 'Deposit', withdraw: 'Withdraw', system: 'System' };
const NUMERIC: Record<number, NotificationTypeName> = {
  [NotificationTypeCode.Deposit]: 'Deposit',
  [NotificationTypeCode.Withdraw]: 'Withdraw',
  [NotificationTypeCode.Jackpot]: 'Jackpot',
  [NotificationTypeCode.Bonus]: 'Bonus',
  [NotificationTypeCode.System]: 'System',
};
const ICONS: Record<NotificationTypeName, NotificationIconName> = {
  Bonus: 'giftbox',
  Deposit: 'arrow-up',
  Withdraw: 'down-arrow',
  // Jackpot exists only in the numeric reading; a win is closest to a gift.
  Jackpot: 'giftbox',
  System: 'system',
};

/**
 * Both readings of spec §3: a name (Bonus, Deposit, Withdraw, System) or a number (1 Deposit,
 * 2 Withdraw, 3 Jackpot, 4 Bonus, 5 System); anything else is System. Numbers sent as strings count.
 */
export function notificationTypeName(type: string | number): NotificationTypeName {
  if (typeof type === 'number') return NUMERIC[type] ?? 'System';
  const trimmed = type.trim();
  if (/^\d+$/.test(trimmed)) return NUMERIC[Number(trimmed)] ?? 'System';
  return NAMED[trimmed.toLowerCase()] ?? 'System';
}

export function notificationIcon(type: string | number): NotificationIconName {
  return ICONS[notificationTypeName(type)];
}
