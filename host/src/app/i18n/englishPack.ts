import { shellEn } from '../../shell/i18n/shellEnglishTexts';
import { en as appEn } from './en';

/** The English dictionaries of the first screen, one chunk (`i18n-en`) loaded only for English pages. */
export const englishPack = { appEn, shellEn };
