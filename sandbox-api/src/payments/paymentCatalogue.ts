import { PaymentDirection, PaymentMethod, type PaymentField, type PaymentMethodInfo } from '@vitrin/contract';
import type { Locale } from '../i18n/locale';

// The demo operator's payment methods: every spec §3 payment method, both directions,
// each with limits, fee, processing time and the fields its form needs (spec §3 payment detail field).

export interface CatalogueMethod extends Omit<PaymentMethodInfo, 'name'> {
  /** The method's name in each language (brand names read the same in both). */
  names: Readonly<Record<Locale, string>>;
  direction: 1 | 2;
  fields: PaymentField[];
  /** Deposits through the demo provider page (a link) rather than a transfer the operator confirms. */
  link: boolean;
}

const amount: PaymentField = { key: 'Amount', mask: null, objectType: 'decimal', option: null };
const iban: PaymentField = { key: 'Iban', mask: 'TR00 0000 0000 0000 0000 0000 00', objectType: 'string', option: null };
const holder: PaymentField = { key: 'AccountHolder', mask: null, objectType: 'string', option: null };
const phone: PaymentField = { key: 'Phone', mask: '000 000 00 00', objectType: 'string', option: null };
const walletNo = (key: string, mask: string): PaymentField => ({ key, mask, objectType: 'long', option: null });
const bank: PaymentField = {
  key: 'Bank', mask: null, objectType: 'int',
  option: [{ id: 10, name: 'Ziraat Bankası' }, { id: 46, name: 'Akbank' }, { id: 62, name: 'Garanti BBVA' }, { id: 64, name: 'Türkiye İş Bankası' }],
};
const network: PaymentField = { key: 'Network', mask: null, objectType: 'int', option: [{ id: 1, name: 'TRC20' }, { id: 2, name: 'ERC20' }, { id: 3, name: 'BEP20' }] };
const wallet: PaymentField = { key: 'WalletAddress', mask: null, objectType: 'string', option: null };
const card: PaymentField[] = [
  { key: 'CardNo', mask: '0000 0000 0000 0000', objectType: 'string', option: null },
  { key: 'Expiry', mask: '00/00', objectType: 'string', option: null },
  { key: 'Cvv', mask: '000', objectType: 'string', option: null },
];

/** A name given as one string is a brand, the same in Turkish and English. */
const method = (
  id: number, direction: 1 | 2, type: number, name: string | Record<Locale, string>, limits: [string, string], extra: Partial<CatalogueMethod>, fields: PaymentField[],
): CatalogueMethod => ({
  id, direction, type: type as CatalogueMethod['type'], names: typeof name === 'string' ? { tr: name, en: name } : name, logoUrl: null, minAmount: limits[0], maxAmount: limits[1],
  feePercent: '0', processingMinutes: 0, presets: [], link: false, fields, ...extra,
});

const D = PaymentDirection.Deposit;
const W = PaymentDirection.Withdraw;

export const CATALOGUE: readonly CatalogueMethod[] = [
  method(101, D, PaymentMethod.BankTransfer, { tr: 'Havale/EFT', en: 'Bank transfer (Havale/EFT)' }, ['100.00', '50000.00'], { processingMinutes: 15, presets: ['250.00', '500.00', '1000.00'] }, [amount, bank, holder]),
  method(102, D, PaymentMethod.CreditCard, { tr: 'Kredi Kartı', en: 'Credit card' }, ['50.00', '10000.00'], { feePercent: '2.5', presets: ['100.00', '250.00', '500.00'], link: true }, [amount, ...card]),
  method(103, D, PaymentMethod.Papara, 'Papara', ['20.00', '25000.00'], { presets: ['100.00', '200.00', '500.00'], link: true }, [amount, walletNo('PaparaNo', '0000000000')]),
  method(104, D, PaymentMethod.Popy, 'Popy', ['20.00', '10000.00'], { presets: ['100.00', '250.00'], link: true }, [amount, phone]),
  method(105, D, PaymentMethod.Paratim, 'Paratim', ['20.00', '10000.00'], { presets: ['100.00', '250.00'], link: true }, [amount, phone]),
  method(106, D, PaymentMethod.Crypto, 'USDT', ['100.00', '100000.00'], { processingMinutes: 30, presets: ['500.00', '1000.00'] }, [amount, network]),
  method(107, D, PaymentMethod.Qr, { tr: 'QR ile Öde', en: 'Pay by QR' }, ['20.00', '5000.00'], { presets: ['100.00', '200.00'], link: true }, [amount]),
  method(108, D, PaymentMethod.Parolapara, 'Parolapara', ['20.00', '10000.00'], { presets: ['100.00'], link: true }, [amount, phone]),
  method(109, D, PaymentMethod.Payco, 'Payco', ['20.00', '10000.00'], { presets: ['100.00'], link: true }, [amount, walletNo('PaycoNo', '00000000')]),
  method(120, D, PaymentMethod.OtherMethods, { tr: 'Diğer', en: 'Other methods' }, ['50.00', '5000.00'], { processingMinutes: 60, presets: ['100.00'] }, [amount, holder]),
  method(201, W, PaymentMethod.BankTransfer, { tr: 'Havale/EFT', en: 'Bank transfer (Havale/EFT)' }, ['100.00', '50000.00'], { processingMinutes: 60, presets: ['250.00', '500.00', '1000.00'] }, [amount, iban, holder]),
  method(203, W, PaymentMethod.Papara, 'Papara', ['50.00', '25000.00'], { processingMinutes: 15, presets: ['100.00', '500.00'] }, [amount, walletNo('PaparaNo', '0000000000')]),
  method(206, W, PaymentMethod.Crypto, 'USDT', ['200.00', '100000.00'], { processingMinutes: 60, feePercent: '1', presets: ['500.00', '1000.00'] }, [amount, network, wallet]),
  method(202, W, PaymentMethod.CreditCard, { tr: 'Kredi Kartına', en: 'To credit card' }, ['100.00', '10000.00'], { processingMinutes: 1440, presets: ['250.00'] }, [amount, card[0]!, holder]),
];

export function methodsOf(direction: number): CatalogueMethod[] {
  return CATALOGUE.filter((m) => m.direction === direction);
}

export function findMethod(id: number, direction?: number): CatalogueMethod | undefined {
  return CATALOGUE.find((m) => m.id === id && (direction === undefined || m.direction === direction));
}

/**
 * payment/methods' answer for one direction in one language (the call's x-locale, the page's
 * `lang` cookie). The same for every member (the operator's list), so the first-paint step embeds
 * it in the deposit and withdraw pages: one function serves both, and both speak the page's language.
 */
export function methodsAnswer(direction: number, locale: Locale): { success: true; message: null; data: PaymentMethodInfo[] } {
  return { success: true, message: null, data: methodsOf(direction).map((m) => publicMethod(m, locale)) };
}

/** The public face of a method (payment/methods answer), named in `locale`. */
function publicMethod({ direction: _d, fields: _f, link: _l, names, ...info }: CatalogueMethod, locale: Locale): PaymentMethodInfo {
  return { ...info, name: names[locale] };
}
