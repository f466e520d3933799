// A card number is checked before anything is sent: Luhn and a known brand.

export type CardBrand = 'Visa' | 'Mastercard' | 'American Express' | 'Troy';

export function cardDigits(text: string): string {
  return text.replace(/\D+/g, '');
}

export function cardBrand(text: string): CardBrand | undefined {
  const digits = cardDigits(text);
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^9792/.test(digits)) return 'Troy';
  return undefined;
}
