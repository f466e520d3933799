import { createTranslator } from '@vitrin/shared';
import { en } from './en';
import { tr, type PaymentsKey } from './tr';

export const { t, useT } = createTranslator<PaymentsKey>({ tr, en });
export type { PaymentsKey };
