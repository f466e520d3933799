// Turkish texts of the section fallback shown when a remote or one of its slots is unavailable.
export const tr = {
  'section.sports': 'Spor',
  'section.casino': 'Casino',
  'section.account': 'Hesabım',
  'section.payments': 'Ödemeler',
  'section.unknown': 'Bu bölüm',
  'fallback.unavailable': '{section} şu anda kullanılamıyor',
  'fallback.hint': 'Sitenin geri kalanı çalışmaya devam ediyor. Birazdan tekrar deneyin.',
  'fallback.retry': 'Tekrar dene',
  'fallback.retrying': 'Deneniyor…',
} as const;

export type SlotsKey = keyof typeof tr;
