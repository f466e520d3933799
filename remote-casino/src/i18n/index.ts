import { createTranslator } from '@vitrin/shared';
import { en } from './en';
import { tr, type CasinoKey } from './tr';

export const { t, useT } = createTranslator<CasinoKey>({ tr, en });
export type { CasinoKey };
/** The casino's translate function, as `useT` gives it (a prop of the tiles: one `useT` per list). */
export type CasinoT = ReturnType<typeof useT>;
