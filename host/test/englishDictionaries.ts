// In the browser the English dictionaries arrive as a chunk before an English page renders
// (app/i18n/loadLanguage). Component tests render in either language at once, so they get them here.
import { englishPack } from '../src/app/i18n/englishPack';
import { installEnglish } from '../src/app/i18n/loadLanguage';

installEnglish(englishPack);
