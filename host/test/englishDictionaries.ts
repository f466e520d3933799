// In the browser the English dictionaries arrive as a chunk before an English page renders
// (app/i18n/loadLanguage). Component tests render in either language at once, so they get them here,
// as `installEnglish` fills them: each dictionary module gets its part of the pack when a suite first
// loads it. A suite that never loads one (most logic suites) does not evaluate the host's translator
// and the @vitrin/shared it imports only for this (ADR 0079).
import type * as AppDictionaries from '../src/app/i18n/index';
import type * as EnglishPack from '../src/app/i18n/englishPack';
import type * as ShellDictionaries from '../src/shell/i18n/shellDictionaries';

function englishPack() {
  return jest.requireActual<typeof EnglishPack>('../src/app/i18n/englishPack').englishPack;
}

jest.mock('../src/app/i18n/index', () => {
  const actual = jest.requireActual<typeof AppDictionaries>('../src/app/i18n/index');
  Object.assign(actual.hostAppDictionaries.en, englishPack().appEn);
  return actual;
});

jest.mock('../src/shell/i18n/shellDictionaries', () => {
  const actual = jest.requireActual<typeof ShellDictionaries>('../src/shell/i18n/shellDictionaries');
  Object.assign(actual.shellDictionaries.en, englishPack().shellEn);
  return actual;
});
