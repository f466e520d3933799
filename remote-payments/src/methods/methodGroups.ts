import { PaymentMethod, type PaymentMethodInfo } from '@vitrin/contract';
import type { PaymentsKey } from '../i18n';

type Group = 'bank' | 'card' | 'wallet' | 'crypto' | 'qr' | 'other';

/** Spec §3 payment method → the group a player looks for (wallets together). */
const GROUP_OF: Record<number, Group> = {
  [PaymentMethod.BankTransfer]: 'bank',
  [PaymentMethod.CreditCard]: 'card',
  [PaymentMethod.Papara]: 'wallet',
  [PaymentMethod.Popy]: 'wallet',
  [PaymentMethod.Paratim]: 'wallet',
  [PaymentMethod.Parolapara]: 'wallet',
  [PaymentMethod.Payco]: 'wallet',
  [PaymentMethod.Crypto]: 'crypto',
  [PaymentMethod.Qr]: 'qr',
  [PaymentMethod.OtherMethods]: 'other',
};
const ORDER: Group[] = ['bank', 'card', 'wallet', 'crypto', 'qr', 'other'];

export interface MethodGroup {
  label: PaymentsKey;
  methods: PaymentMethodInfo[];
}

/** Groups in a fixed order; the operator's order is kept inside each group. */
export function groupMethods(methods: PaymentMethodInfo[]): MethodGroup[] {
  return ORDER.map((group) => ({
    label: `payments.group.${group}` as PaymentsKey,
    methods: methods.filter((method) => (GROUP_OF[method.type] ?? 'other') === group),
  })).filter((group) => group.methods.length > 0);
}
