// A Turkish IBAN (spec issue 10): TR, 26 characters, mod-97 = 1; the bank from its 5-digit code.

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

/** Spaces and dashes out, upper case: how a pasted IBAN is read. */
export function normaliseIban(text: string): string {
  return text.replace(/[\s-]+/g, '').toUpperCase();
}

export function isValidTrIban(text: string): boolean {
  const iban = normaliseIban(text);
  if (!/^TR\d{24}$/.test(iban)) return false;
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  const digits = rearranged.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1;
}

/** The bank's name for a valid TR IBAN, when it is one we know. */
export function bankOfIban(text: string): string | undefined {
  const iban = normaliseIban(text);
  return isValidTrIban(iban) ? BANKS[iban.slice(4, 9)] : undefined;
}
