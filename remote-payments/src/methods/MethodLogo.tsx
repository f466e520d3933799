import { useState } from 'react';
import { Box } from '@vitrin/shared/ui';
import { PaymentMethod, type PaymentMethodInfo } from '@vitrin/contract';

/** A colour per kind of method, so badges tell bank, card, wallet and crypto apart; each dark enough for white letters (WCAG AA 4.5:1). */
const BADGE_COLOURS: Partial<Record<number, string>> = {
  [PaymentMethod.BankTransfer]: '#1e5aa8',
  [PaymentMethod.CreditCard]: '#6b3fa0',
  [PaymentMethod.Crypto]: '#0f6e57',
  [PaymentMethod.Qr]: '#37474f',
};

/** The letters a badge shows: a short name whole ("USDT"), else the initials of its first two words ("Havale/EFT" → "HE"). */
export function badgeText(name: string): string {
  const words = name.split(/[\s/.-]+/u).filter(Boolean);
  if (words.length === 1 && words[0]!.length <= 4) return words[0]!.toLocaleUpperCase('tr');
  return words.slice(0, 2).map((word) => word[0]!).join('').toLocaleUpperCase('tr');
}

/**
 * The method's logo, or, without one (or when it fails to load), a badge with its letters on the
 * method kind's colour. Decoration: the card's name says the same, so it is hidden from readers.
 */
export function MethodLogo({ method }: { method: Pick<PaymentMethodInfo, 'name' | 'type'> & { logo: string | null } }) {
  const [failed, setFailed] = useState(false);
  const box = { width: 48, height: 48, flex: 'none', borderRadius: 1 } as const;
  if (method.logo && !failed) {
    return <Box component="img" src={method.logo} alt="" aria-hidden onError={() => setFailed(true)} sx={{ ...box, objectFit: 'contain', bgcolor: 'background.paper' }} />;
  }
  const text = badgeText(method.name);
  return (
    <Box
      aria-hidden
      data-testid="method-badge"
      sx={{
        ...box, display: 'grid', placeItems: 'center', color: '#fff', fontWeight: 700, letterSpacing: 0.5,
        fontSize: text.length > 2 ? 13 : 18, bgcolor: BADGE_COLOURS[method.type] ?? '#8a4b12',
      }}
    >
      {text}
    </Box>
  );
}
