import { createTranslator } from '@vitrin/shared';
import { en } from './en';
import { tr, type HostAppKey } from './tr';

export const { t, useT } = createTranslator<HostAppKey>({ tr, en });
export type { HostAppKey };
