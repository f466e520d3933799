import { createTranslator } from '@vitrin/shared';
import { en } from './en';
import { tr, type SportsKey } from './tr';

export const { t, useT } = createTranslator<SportsKey>({ tr, en });
export type { SportsKey };
