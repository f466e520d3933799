import { isValidTrIban, normaliseIban } from '@vitrin/contract';

// A Turkish IBAN's bank, from its 5-digit code; the IBAN checks are the contract's.

const BANKS: Record<string, string> = {
  '00010': 'Ziraat Bankası',
  '00012': 'Halkbank',
  '00015': 'VakıfBank',
  '00032': 'TEB',
  '00046': 'Akbank',
  '00062': 'Garanti BBVA',
  '00064': 'Türkiye İş Bankası',
  '00067': 'Yapı Kredi',
  '00099': 'ING',
  '00111': 'QNB',
  '00134': 'DenizBank',
  '00206': 'Türkiye Finans',
  '00205': 'Kuveyt Türk',
};

/** The bank's name for a valid TR IBAN, when it is one we know. */
export function bankOfIban(text: string): string | undefined {
  const iban = normaliseIban(text);
  return isValidTrIban(iban) ? BANKS[iban.slice(4, 9)] : undefined;
}
