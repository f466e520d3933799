import type { PaymentsKey } from './tr';

export const en: Record<PaymentsKey, string> = {
  'payments.deposit.title': 'Deposit Money',
  'payments.withdraw.title': 'Withdraw Money',
};
