import type { SlotsKey } from './i18n';

const SECTION_KEYS: Record<string, SlotsKey> = {
  sports: 'section.sports',
  casino: 'section.casino',
  account: 'section.account',
  payments: 'section.payments',
};

/** The dictionary key naming a remote's section in fallbacks ("Casino is temporarily unavailable"). */
export function sectionKey(remote: string): SlotsKey {
  return SECTION_KEYS[remote] ?? 'section.unknown';
}
