import { createTranslator } from '@vitrin/shared';
import { shellDictionaries } from './shellDictionaries';

export const { t: shellT, useT: useShellT } = createTranslator(shellDictionaries);
