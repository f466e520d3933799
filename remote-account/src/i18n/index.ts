import { createTranslator } from '@vitrin/shared';
import { en } from './en';
import { tr, type AccountKey } from './tr';

export const { t, useT } = createTranslator<AccountKey>({ tr, en });
export type { AccountKey };
