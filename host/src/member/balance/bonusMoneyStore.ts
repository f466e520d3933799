import { atom } from 'jotai';

/**
 * The bonus part of the balance (user/balance extension `bonus`, also in the hub's Balance push):
 * money tied to a wagering requirement, shown beside the balance so the player knows what they can
 * withdraw. '0.00' when the backend does not send it. The balance channel stays spec §7's total.
 */
export const bonusMoneyAtom = atom('0.00');

const MONEY = /^\d+\.\d{2}$/;

/** The bonus money of a user/balance answer or a Balance push message, when it carries one. */
export function bonusOf(value: unknown): string | null {
  const bonus = (value as { bonus?: unknown } | null)?.bonus;
  return typeof bonus === 'string' && MONEY.test(bonus) ? bonus : null;
}
