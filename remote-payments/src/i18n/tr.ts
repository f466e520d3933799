export const tr = {
  'payments.deposit.title': 'Para Yatır',
  'payments.withdraw.title': 'Para Çek',
};
export type PaymentsKey = keyof typeof tr;
