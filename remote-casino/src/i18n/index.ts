import { createTranslator } from '@vitrin/shared';
import { en } from './en';
import { tr, type CasinoKey } from './tr';

export const { t, useT } = createTranslator<CasinoKey>({ tr, en });
export type { CasinoKey };
