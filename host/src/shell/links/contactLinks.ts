import { safeHttpUrl } from './safeUrl';

/** A quick-contact value may be a URL, a Telegram handle (@name) or a phone number. */
export function telegramHref(value: string): string | null {
  const url = safeHttpUrl(value);
  if (url) return url;
  const handle = value.trim().replace(/^@/, '');
  return /^[A-Za-z0-9_]{3,64}$/.test(handle) ? `https://t.me/${handle}` : null;
}

export function whatsappHref(value: string): string | null {
  const url = safeHttpUrl(value);
  if (url) return url;
  const digits = value.replace(/\D/g, '');
  return digits.length >= 7 && digits.length <= 15 ? `https://wa.me/${digits}` : null;
}
