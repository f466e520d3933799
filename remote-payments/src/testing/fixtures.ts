import type { PaymentField, PaymentMethodInfo } from '@vitrin/contract';

export const BANK: PaymentMethodInfo = {
  id: 11, type: 1, name: 'Havale/EFT', logoUrl: null, minAmount: '50.00', maxAmount: '50000.00',
  feePercent: '0', processingMinutes: 15, presets: ['100.00', '250.00'],
};
export const PAPARA: PaymentMethodInfo = {
  id: 13, type: 3, name: 'Papara', logoUrl: 'https://cdn.example/papara.png', minAmount: '20.00', maxAmount: '10000.00',
  feePercent: '1.5', processingMinutes: 0, presets: ['50.00'],
};

/** One field of every kind of spec §3, plus masks and the Iban/CardNo specials. */
export const FIELDS: Record<string, PaymentField> = {
  amount: { key: 'Amount', mask: null, objectType: 'decimal', option: null },
  iban: { key: 'Iban', mask: 'TR00 0000 0000 0000 0000 0000 00', objectType: 'string', option: null },
  holder: { key: 'AccountHolder', mask: null, objectType: 'string', option: null },
  card: { key: 'CardNo', mask: '0000 0000 0000 0000', objectType: 'string', option: null },
  expiry: { key: 'Expiry', mask: '00/00', objectType: 'string', option: null },
  account: { key: 'AccountNo', mask: null, objectType: 'long', option: null },
  count: { key: 'Count', mask: null, objectType: 2, option: null },
  agree: { key: 'Agree', mask: null, objectType: 'Bool', option: null },
  when: { key: 'TransferDate', mask: null, objectType: 'DateTime', option: null },
  network: { key: 'Network', mask: null, objectType: 'dropdown', option: [{ id: 1, name: 'TRC20' }, { id: 2, name: 'ERC20' }] },
  bank: { key: 'Bank', mask: null, objectType: 'string', option: [{ id: 'ZIRAAT', name: 'Ziraat' }] },
};

/** A valid TR IBAN (mod-97) of bank code 00010, and a Luhn-valid Visa test number. */
export const IBAN = 'TR330006100519786457841326';
export const IBAN_ZIRAAT = 'TR420001000000000000000001';
export const VISA = '4111111111111111';
