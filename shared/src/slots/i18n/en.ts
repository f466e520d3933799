import type { SlotsKey } from './tr';

// English texts of the section fallback.
export const en: Record<SlotsKey, string> = {
  'section.sports': 'Sports',
  'section.casino': 'Casino',
  'section.account': 'My account',
  'section.payments': 'Payments',
  'section.unknown': 'This section',
  'fallback.unavailable': '{section} is temporarily unavailable',
  'fallback.hint': 'The rest of the site keeps working. Please try again in a moment.',
  'fallback.retry': 'Retry',
  'fallback.retrying': 'Retrying…',
};
