import { createTranslator } from '../../i18n/createTranslator';
import { en } from './en';
import { tr, type SlotsKey } from './tr';

export const { t: slotsT, useT: useSlotsT } = createTranslator<SlotsKey>({ tr, en });
export type { SlotsKey };
